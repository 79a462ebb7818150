import { REHYDRATE } from 'redux-persist';
import { selectCurrentMonth } from '../../../features/clock';
import { monthsFromHistory, versionsByProject } from '../../../features/projects/figures/monthsFromHistory';
import { monthsFilledFromHistory } from '../../../features/projects/projectsSlice';
import { toasts } from '../../../shared/toast/catalogue';
import { isTeamMode } from '../../../shared/lib/teamMode';
import { showToast } from '../../../shared/toast/showToast';
import type { AppStartListening } from '../../listenerMiddleware';
import { STORAGE_KEYS } from '../keys';

const readHistory = async () => (await import('../../../features/history/database/localHistory')).readHistory();

/** Resolves when the founder comes back to the page: closing the tab that held the history does that. */
const pageReturn = () =>
  new Promise<void>((resolve) => {
    if (typeof window === 'undefined') return;
    const back = () => {
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', back);
      resolve();
    };
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', back);
  });

const isProjectsLoaded = (action: { type: string; key?: unknown }) =>
  action.type === REHYDRATE && action.key === STORAGE_KEYS.projects;

/**
 * A lab upgraded while its history could not be read (migrations.ts, version 3) gets its months as
 * soon as the history opens: tried once the lab has loaded, then each time the founder comes back
 * to the page, and at the next start if this one ends first. Said once when they wait, once when filled.
 */
export function addPendingMonthsListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (action, state) => isProjectsLoaded(action) && state.projects.monthsPending === true,
    effect: async (_action, api) => {
      api.unsubscribe();
      // In team mode the lab is the server's, which gives it its months from its own history
      // (server/history/figuresBackfill.ts): this browser's copy must not write months it lacks.
      if (isTeamMode()) {
        api.dispatch(monthsFilledFromHistory({ figures: {}, current: selectCurrentMonth(api.getState()) }));
        return;
      }
      let told = false;
      for (;;) {
        const history = await readHistory().catch(() => null);
        if (api.getState().projects.monthsPending !== true) return;
        if (history) {
          const byProject = versionsByProject(history);
          const figures = Object.fromEntries(
            api
              .getState()
              .projects.items.filter((project) => byProject.has(project.id))
              .map((project) => [project.id, monthsFromHistory(byProject.get(project.id) ?? [], project)]),
          );
          api.dispatch(monthsFilledFromHistory({ figures, current: selectCurrentMonth(api.getState()) }));
          if (told) showToast(toasts.monthsFilled);
          return;
        }
        if (!told) showToast(toasts.monthsPending);
        told = true;
        await pageReturn();
      }
    },
  });
}
