/**
 * Whether the app runs in team mode: the team server injects `<meta name="forge-lab-mode"
 * content="team">` into the pages it serves, so the static build learns nothing by a request.
 * Everything team mode needs beyond this line is loaded on demand.
 */
export const isTeamMode = (): boolean =>
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="forge-lab-mode"]')?.getAttribute('content') === 'team';
