import * as Y from 'yjs';
import { labRoots } from '../store/labShape.js';
import { openHistoryDb } from './historyDb.js';
import { recordHistory, ServerChange } from './recorder.js';
import { processLog } from '../log.js';

/**
 * Records what `restore --at/--from` does to the lab (`update`, on top of `current`) in the
 * history, in the name it runs by: each project set back or brought back is "restored", each
 * project it removes "deleted". Kept for the other instances too, when the server shares Redis.
 */
export function recordRestore(dataDir: string, current: Uint8Array | undefined, update: Uint8Array, by: string) {
  const db = openHistoryDb(dataDir);
  const lab = new Y.Doc();
  try {
    labRoots(lab);
    if (current) Y.applyUpdate(lab, current);
    const stop = recordHistory(lab, db, { share: true, onRecorded: () => undefined, log: processLog() });
    Y.applyUpdate(lab, update, new ServerChange(by, 'restored'));
    stop();
  } finally {
    lab.destroy();
    db.close();
  }
}
