// What the history feature offers the rest of the app; other features import only this file.
export { ActivityButton } from './ActivityButton';
export { addHistoryListeners } from './historyListeners';
export { historySlice } from './historySlice';
export { openHistory } from './historyThunks';

/** Every version of this browser's history, oldest first, for a backup; none where it cannot be read. */
export const historyForBackup = () =>
  import('./database/localHistory').then(
    ({ historyForBackup: read }) => read(),
    () => [],
  );
