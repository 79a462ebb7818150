/**
 * The one door from the static build into team mode's code. The starter imports this small chunk
 * on demand, and it imports the rest: so the static build names one file of team mode, not the
 * engine's whole list of chunks (which Vite writes beside every dynamic import, to preload them).
 */
export const loadTeamSync = () => import('./sync/teamSync');
export const loadServerSession = () => import('../../shared/session/serverSession');
