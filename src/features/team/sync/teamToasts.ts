import type { AppStartListening } from '../../../app/hooks';
import { teamToasts } from '../../../shared/toast/teamCatalogue';
import { showToast } from '../../../shared/toast/showToast';
import { changesRefused, editLostToDeletion, projectsNotShared } from '../teamEvents';

/** Team mode's toasts, answering its events; returns a function that removes them. */
export function addTeamToasts(startAppListening: AppStartListening): () => void {
  const stops = [
    startAppListening({
      actionCreator: editLostToDeletion,
      effect: ({ payload }) => showToast(teamToasts.editOfDeletedProject(payload.name, payload.deletedBy)),
    }),
    startAppListening({ actionCreator: changesRefused, effect: () => showToast(teamToasts.changeRefused) }),
    startAppListening({
      actionCreator: projectsNotShared,
      effect: ({ payload }) => showToast(teamToasts.projectsNotShared(payload.names)),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
