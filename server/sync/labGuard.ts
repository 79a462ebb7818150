import * as Y from 'yjs';
import { CLOSE_CODES } from '../../contract/closeCodes.js';
import { DELETIONS_KEY, LAB_KEY, MAX_LAB_BYTES, PROJECTS_KEY } from '../../contract/labDocument.js';
import { holdsBackMore, pendingSnapshot } from './pendingChanges.js';
import { Refusal, refused } from './updateGuard.js';
import { changeProblem } from './writeRules.js';
import type { TeamRole } from '../../contract/roles.js';

/** A copy of the lab from its encoded state, its roots made maps first (as the browser makes them). */
function copyOf(state: Uint8Array, gc: boolean): Y.Doc {
  const copy = new Y.Doc({ gc });
  copy.getMap(PROJECTS_KEY);
  copy.getMap(DELETIONS_KEY);
  copy.getMap(LAB_KEY);
  Y.applyUpdate(copy, state);
  return copy;
}

export type LabGuard = ReturnType<typeof guardLab>;

/**
 * Keeps the loaded lab from taking a change that would break it. Every client update is first
 * applied to a scratch copy of the lab kept in step with it, inside a transaction whose new entries
 * are checked against the lab's rules and the sender: one Yjs cannot apply, or that breaks a rule,
 * is refused before it is stored, and the lab itself never sees it. The copy then no longer matches
 * the lab and is made again from it, once, when the next update comes: refusals are rare, updates
 * are not, and their cost follows their size.
 *
 * The lab's size is kept running (the stored state when loaded, plus every change since), and
 * measured exactly only when a change would take it past {@link MAX_LAB_BYTES}.
 */
export function guardLab(lab: Y.Doc, maxLabBytes = MAX_LAB_BYTES) {
  const loaded = Y.encodeStateAsUpdate(lab);
  let scratch: Y.Doc | null = copyOf(loaded, lab.gc);
  let size = loaded.length;
  let sizeIsExact = true;
  let applyingChecked = false;
  let queue: Promise<unknown> = Promise.resolve();

  function discardScratch() {
    scratch?.destroy();
    scratch = null;
  }

  // Whatever reaches the lab otherwise (other instances, through Redis) reaches the copy too.
  const follow = (update: Uint8Array) => {
    size += update.length;
    sizeIsExact = false;
    if (applyingChecked || !scratch) return;
    try {
      Y.applyUpdate(scratch, update);
    } catch {
      discardScratch();
    }
  };
  lab.on('update', follow);

  function checkSize(update: Uint8Array) {
    if (size + update.length <= maxLabBytes) return;
    if (!sizeIsExact) {
      size = Y.encodeStateAsUpdate(lab).length;
      sizeIsExact = true;
    }
    if (size + update.length > maxLabBytes)
      throw refused(`Refused: the lab may hold ${maxLabBytes / 2 ** 20} MB at most`);
  }

  return {
    /** Runs `task` after every task run before it has settled: the lab's updates are checked, stored and applied in turn. */
    inTurn<T>(task: () => Promise<T>): Promise<T> {
      const result = queue.then(task);
      queue = result.catch(() => undefined);
      return result;
    },

    /** Throws a refusal unless `author`, of `role`, may make this change to the lab as it is now. */
    check(update: Uint8Array, author: string, role: TeamRole = 'founder'): void {
      checkSize(update);
      const copy = (scratch ??= copyOf(Y.encodeStateAsUpdate(lab), lab.gc));
      const pendingBefore = pendingSnapshot(copy);
      let problem: Refusal | null;
      try {
        problem = copy.transact((transaction) => {
          Y.applyUpdate(copy, update);
          // A change that builds on changes the server lacks would wait in Yjs, unchecked: the
          // client sends it again, whole, when it reconnects.
          if (holdsBackMore(copy, pendingBefore))
            return new Refusal(CLOSE_CODES.notStored, 'Change not stored: it builds on changes the server lacks');
          const broken = changeProblem(copy, transaction, author, role);
          return broken ? refused(`Refused: ${broken}`) : null;
        });
      } catch {
        problem = refused('Refused: the change cannot be applied to the lab');
      }
      if (problem) {
        discardScratch();
        throw problem;
      }
    },

    /** A checked change that could not be stored: the copy holds it, the lab will not. */
    forget: discardScratch,

    /** Applies a checked (and stored) change to the lab. */
    apply(update: Uint8Array, origin: unknown): void {
      applyingChecked = true;
      try {
        Y.applyUpdate(lab, update, origin);
      } finally {
        applyingChecked = false;
      }
    },

    stop() {
      lab.off('update', follow);
      discardScratch();
    },
  };
}
