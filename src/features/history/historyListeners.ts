import type { AppStartListening } from '../../app/hooks';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { selectCurrentUser } from '../auth';
import { deletedProjectRestored, isProjectChange, projectVersionRestored, selectProjects } from '../projects';
import { changeReplaced } from '../team';
import { formatVersionTime } from './model/when';
import { isoNow } from '../../shared/lib/now';

// The recorder and the database load with the first change, not with the lab.
const loadRecorder = () => import('./database/recorder');

const cannotLoad = (error: unknown) => console.error('The lab history could not load:', error);

/**
 * The lab's history, written from the store's own project events: each becomes the versions it
 * made (database/recorder.ts), stored in this browser's IndexedDB, then `history/versionsRecorded`
 * says they can be read. And the toasts of a restore.
 */
export function addHistoryListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isProjectChange,
    effect: (action, api) => {
      // The projects as the event found and left them, and who made it when: the versions are
      // worked out from these once the recorder has loaded.
      const before = selectProjects(api.getOriginalState());
      const after = selectProjects(api.getState());
      const context = { author: selectCurrentUser(api.getState())?.name ?? '', now: isoNow() };
      void loadRecorder().then(async ({ recordEvent, versionsRecorded }) => {
        const projectIds = await recordEvent(action, before, after, context);
        if (projectIds.length > 0) api.dispatch(versionsRecorded(projectIds));
      }, cannotLoad);
    },
  });

  // Team mode: the team server never stored a change that lost to a concurrent one, so this
  // browser keeps it, marked, and the team's history shows it beside the server's versions.
  startAppListening({
    actionCreator: changeReplaced,
    effect: ({ payload: { project } }, api) => {
      const author = selectCurrentUser(api.getState())?.name ?? '';
      void loadRecorder().then(async ({ recordReplaced, versionsRecorded }) => {
        const projectIds = await recordReplaced(project, author);
        if (projectIds.length > 0) api.dispatch(versionsRecorded(projectIds));
      }, cannotLoad);
    },
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
