/**
 * Paces the notices that the history gained versions: every founder's open History and Activity
 * read it again on each one (contract/history.ts, HISTORY_RECORDED). Under a stream of edits a
 * notice an edit would send every browser one read an edit, and the server a message to every
 * connection an edit, ahead of the edit itself. Paced, the first notice goes out once the change
 * that caused it has been passed on (after the current I/O), and at most one more per
 * `intervalMs`, always after the last version: a founder never misses one, only the repeats.
 */
export function paceNotices(send: () => void, intervalMs: number) {
  let due = false;
  let cancel: (() => void) | null = null;

  function sendIfDue() {
    cancel = null;
    if (!due) return;
    due = false;
    send();
    const timer = setTimeout(sendIfDue, intervalMs);
    cancel = () => clearTimeout(timer);
  }

  return {
    /** The history gained versions: a notice goes out now or at the end of the current interval. */
    notice() {
      due = true;
      if (cancel) return;
      const immediate = setImmediate(sendIfDue);
      cancel = () => clearImmediate(immediate);
    },
    stop() {
      cancel?.();
      cancel = null;
      due = false;
    },
  };
}
