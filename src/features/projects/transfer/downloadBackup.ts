import type { AppThunk } from '../../../app/hooks';
import { selectToday } from '../../clock';
import { downloadTextFile } from '../../../shared/lib/download';
import { historyForBackup } from '../../history';
import { selectProjects } from '../projectsSelectors';
import { backupDownloaded } from '../projectsThunks';
import { backupFileName, buildBackup } from './backupFile';
import { timeNow } from '../../../shared/lib/now';

/**
 * Downloads every project, and the lab's history (read from IndexedDB, loaded on demand), as a
 * versioned JSON backup. Loaded when a founder asks for it (`backupRequested`, projectsListeners.ts):
 * it reads the history through the history's public entry, which the store (and so /login) does without.
 */
export const downloadBackup = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const projects = selectProjects(getState());
  const history = await historyForBackup();
  downloadTextFile(
    backupFileName(selectToday(getState())),
    buildBackup(projects, timeNow(), history, getState().projects.labGoal),
    'application/json',
  );
  dispatch(backupDownloaded({ count: projects.length }));
};
