// The class names of a card's markup, apart from its stylesheet (cardStyles.ts), so markup can be
// drawn without MUI: the bench's floor page (scripts/bench/floor/) draws the same card with them.

/** The card's parts; one stylesheet (cardStyles.ts) styles them all. */
export const part = {
  root: 'ProjectCard-root',
  body: 'ProjectCard-body',
  head: 'ProjectCard-head',
  name: 'ProjectCard-name',
  description: 'ProjectCard-description',
  owners: 'ProjectCard-owners',
  stats: 'ProjectCard-stats',
  trend: 'ProjectCard-trend',
  up: 'ProjectCard-up',
  down: 'ProjectCard-down',
  flat: 'ProjectCard-flat',
  notes: 'ProjectCard-notes',
  notesLabel: 'ProjectCard-notesLabel',
  updated: 'ProjectCard-updated',
  hidden: 'ProjectCard-visuallyHidden',
  actions: 'ProjectCard-actions',
  link: 'ProjectCard-link',
  tools: 'ProjectCard-tools',
  tool: 'ProjectCard-tool',
  delete: 'ProjectCard-delete',
} as const;

/** A status badge's class; the card's and the board's stylesheets style it. */
export const STATUS_BADGE_CLASS = 'StatusBadge';
