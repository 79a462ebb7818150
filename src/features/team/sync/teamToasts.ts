import type { AppStartListening } from '../../../app/hooks';
import { teamToasts } from '../../../shared/toast/teamCatalogue';
import { showToast } from '../../../shared/toast/showToast';
import { openHistory } from '../../history';
import { formatPlanField } from '../../projects';
import {
  changeNotAllowed,
  changeReplaced,
  changesRefused,
  editLostToDeletion,
  labGoalReplaced,
  projectsNotShared,
} from '../teamEvents';
import { listOfLabels } from './formLabels';

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
    startAppListening({
      actionCreator: changeNotAllowed,
      effect: ({ payload }) => showToast(teamToasts.changeNotAllowed(payload.reason)),
    }),
    startAppListening({
      actionCreator: changeReplaced,
      effect: ({ payload: { project, fields, other } }, api) =>
        showToast(teamToasts.changeReplaced(other, listOfLabels(fields), project.name), {
          label: 'History',
          onClick: () => api.dispatch(openHistory(project.id, project.name)),
        }),
    }),
    startAppListening({
      actionCreator: labGoalReplaced,
      effect: ({ payload }) => showToast(teamToasts.labGoalReplaced(formatPlanField('goal', payload.goal) ?? '')),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
