// What the rest of the history feature loads on demand (historyThunks.ts: loadHistoryReader).
export { historyApi } from './historyApi';
export { joinReader } from './joinReader';
