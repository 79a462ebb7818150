import type { AppStartListening } from '../../app/hooks';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { selectCurrentUser } from '../auth/authSlice';
import { selectProjects } from '../projects/projectsSelectors';
import { isProjectChange } from '../projects/projectChanges';
import { deletedProjectRestored, projectsImported, projectVersionRestored } from '../projects/projectsSlice';
import { changeReplaced, historyRecorded } from '../team/teamEvents';
import { versionId, versionsOf } from './model/versionsOf';
import { formatVersionTime } from './model/when';

// The database and its wrapper load with the first change, not with the dashboard.
const loadLocalHistory = () => import('./database/localHistory');

/**
 * The lab's history, written from the store's own project events: each becomes the versions it
 * made (versionsOf), stored in this browser's IndexedDB. And the toasts of a restore.
 */
export function addHistoryListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isProjectChange,
    effect: (action, api) => {
      const author = selectCurrentUser(api.getState())?.name ?? '';
      const versions = versionsOf(action, selectProjects(api.getOriginalState()), selectProjects(api.getState()), {
        author,
        now: new Date().toISOString(),
      });
      // A backup's own history comes first: the import's versions are newer than all of it.
      const restored = projectsImported.match(action) ? (action.payload.history ?? []) : [];
      if (versions.length === 0 && restored.length === 0) return;
      void loadLocalHistory().then(
        async ({ recordVersions }) => {
          await recordVersions(restored);
          await recordVersions(versions);
        },
        (error: unknown) => console.error('The lab history could not load:', error),
      );
    },
  });

  // Team mode: the team server never stored a change that lost to a concurrent one, so this
  // browser keeps it, marked, and the team's history shows it beside the server's versions.
  startAppListening({
    actionCreator: changeReplaced,
    effect: ({ payload: { project } }, api) => {
      const at = project.lastUpdated;
      const author = selectCurrentUser(api.getState())?.name ?? '';
      const replaced = { id: versionId('edited', project, at), projectId: project.id, kind: 'edited' as const };
      void loadLocalHistory().then(
        ({ recordVersions }) => recordVersions([{ ...replaced, at, author, project, replaced: true }]),
        (error: unknown) => console.error('The lab history could not load:', error),
      );
    },
  });

  // Team mode: the server says when it has recorded a change, so History and Activity read it then.
  startAppListening({
    actionCreator: historyRecorded,
    effect: () =>
      void loadLocalHistory().then(
        ({ historyChanged }) => historyChanged(),
        () => undefined,
      ),
  });

  startAppListening({
    actionCreator: projectVersionRestored,
    effect: ({ payload }, api) => {
      const project = selectProjects(api.getState()).find((item) => item.id === payload.id);
      if (!project) return;
      showToast(toasts.versionRestored(project.name, formatVersionTime(payload.versionAt), payload.repaired));
    },
  });

  startAppListening({
    actionCreator: deletedProjectRestored,
    effect: ({ payload }) => showToast(toasts.deletedProjectRestored(payload.project.name, payload.repaired)),
  });
}
