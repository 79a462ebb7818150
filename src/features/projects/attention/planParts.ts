// The class names of a card's goal, next step and needs-attention parts (planStyles.ts styles them).
export const plan = {
  goal: 'ProjectCard-goal',
  goalText: 'ProjectCard-goalText',
  goalStatus: 'ProjectCard-goalStatus',
  bar: 'ProjectCard-goalBar',
  ahead: 'ProjectCard-ahead',
  behind: 'ProjectCard-behind',
  next: 'ProjectCard-next',
  due: 'ProjectCard-due',
  overdue: 'ProjectCard-overdue',
  attention: 'ProjectCard-attention',
  snooze: 'ProjectCard-snooze',
  snoozed: 'ProjectCard-snoozed',
} as const;
