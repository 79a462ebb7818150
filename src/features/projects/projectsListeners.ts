import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/hooks';
import { readAddressSearch, writeAddressSearch } from '../../shared/routing/address';
import { toasts } from '../../shared/toast/catalogue';
import { showToast } from '../../shared/toast/showToast';
import { editButtonId } from './card/cardIds';
import { viewToSearch } from './model/view';
import { projectMoved } from './move/moveProject';
import { selectProjects, selectView } from './projectsSelectors';
import {
  attentionToggled,
  filtersCleared,
  layoutChanged,
  ownerFilterChanged,
  projectAdded,
  projectDeleted,
  projectRestored,
  projectsImported,
  projectUpdated,
  remoteChangesReceived,
  searchQueryChanged,
  rangeChanged,
  sortChanged,
  statusFilterChanged,
  viewRestored,
} from './projectsSlice';
import { backupDownloaded, backupRequested, csvExported, figuresCsvExported, linkNotOpened } from './projectsThunks';

/** A new filter or order is a step back/forward can return to; typing and repairs are not. */
const isNewStep = isAnyOf(
  statusFilterChanged,
  ownerFilterChanged,
  sortChanged,
  layoutChanged,
  rangeChanged,
  attentionToggled,
  filtersCleared,
);

/** The projects feature's reactive effects: its toasts, and the view written into the address. */
export function addProjectsListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: projectAdded,
    effect: ({ payload }) => showToast(toasts.projectAdded(payload.name)),
  });

  startAppListening({
    actionCreator: projectMoved,
    effect: ({ payload }) => showToast(toasts.projectMoved(payload.name, payload.to)),
  });

  startAppListening({
    actionCreator: projectDeleted,
    effect: ({ payload: id }, api) => {
      const before = selectProjects(api.getOriginalState());
      const index = before.findIndex((item) => item.id === id);
      if (index < 0) return;
      const project = before[index];
      showToast(toasts.projectDeleted, {
        label: 'Undo',
        onClick: () => {
          api.dispatch(projectRestored({ project, index }));
          // After the restored card has rendered.
          requestAnimationFrame(() => document.getElementById(editButtonId(project.id))?.focus());
        },
      });
    },
  });

  startAppListening({
    actionCreator: projectsImported,
    effect: ({ payload }, api) =>
      showToast(toasts.importDone(payload.projects.length, payload.mode, selectProjects(api.getState()).length)),
  });

  startAppListening({ actionCreator: csvExported, effect: () => showToast(toasts.exportDone) });
  startAppListening({ actionCreator: figuresCsvExported, effect: () => showToast(toasts.figuresExportDone) });
  startAppListening({
    actionCreator: backupRequested,
    // Loaded when asked: the backup reads the history too, which the store's route does without.
    effect: async (_action, api) => {
      const { downloadBackup } = await import('./transfer/downloadBackup');
      await api.dispatch(downloadBackup());
    },
  });
  startAppListening({
    actionCreator: backupDownloaded,
    effect: ({ payload }) => showToast(toasts.backupDownloaded(payload.count)),
  });
  startAppListening({
    actionCreator: linkNotOpened,
    effect: ({ payload: { kind, reason } }) =>
      showToast(reason === 'missing' ? toasts.missingUrl(kind) : toasts.unsafeUrl(kind)),
  });

  // The address mirrors the view: filter events write it, and so does a change of projects that
  // leaves the owner filter naming nobody (the view then falls back to All Owners).
  startAppListening({
    matcher: isAnyOf(
      isNewStep,
      searchQueryChanged,
      viewRestored,
      projectDeleted,
      projectUpdated,
      projectsImported,
      remoteChangesReceived,
    ),
    effect: (action, api) => {
      if (readAddressSearch() === null) return;
      writeAddressSearch(viewToSearch(selectView(api.getState())), { replace: !isNewStep(action) });
    },
  });
}
