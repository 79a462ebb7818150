// What team mode offers the other features: the events its server's news arrive as. app/ composes
// the rest (the store's team listeners, the dashboard's status slot).
export { changeReplaced, historyRecorded } from './teamEvents';
