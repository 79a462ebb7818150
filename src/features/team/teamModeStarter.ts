import type { AppStartListening, RootState } from '../../app/hooks';
import { isTeamMode } from '../../shared/lib/teamMode';
import { loggedOut, selectCurrentUser } from '../auth';
import type { TeamSync, TeamSyncOptions } from './sync/teamSync';

export type InjectTeamSlice = TeamSyncOptions['injectSlice'];

/** Signed in, with the stored lab back in the store (so the bridge compares it with the team's). */
const isReady = (state: RootState) => Boolean(selectCurrentUser(state)) && state.projects._persist?.rehydrated === true;

/**
 * Starts team mode's sync when a founder is signed in on a page the team server served, and stops
 * it when the session ends. The static build only carries this file: the engine, the provider,
 * IndexedDB and the sync status load through a dynamic import, in team mode only.
 */
export function addTeamModeListeners(startAppListening: AppStartListening, injectSlice: InjectTeamSlice) {
  if (!isTeamMode()) return;
  let sync: Promise<TeamSync> | null = null;

  startAppListening({
    predicate: (_action, state) => sync === null && isReady(state),
    effect: (_action, api) => {
      const user = selectCurrentUser(api.getState());
      if (!user || sync) return;
      sync = import('./teamEntry').then(async ({ loadTeamSync }) => {
        const { startTeamSync } = await loadTeamSync();
        return startTeamSync({
          startAppListening,
          dispatch: api.dispatch,
          getState: () => api.getState(),
          user,
          injectSlice,
        });
      });
    },
  });

  // Signed out here, in another tab (the stored session went), or by the server.
  startAppListening({
    predicate: (_action, state) => sync !== null && !selectCurrentUser(state),
    effect: async () => {
      const running = sync;
      sync = null;
      (await running)?.stop();
    },
  });
  // Logging out ends the server's session too (and closes its websockets).
  startAppListening({
    actionCreator: loggedOut,
    effect: async () => (await (await import('./teamEntry')).loadServerSession()).signOutOfServer(),
  });
}
