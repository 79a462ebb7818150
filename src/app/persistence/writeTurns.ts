import { afterPaint } from '../../shared/lib/afterPaint';
import { whenIdle } from '../../shared/lib/whenIdle';
import type { WriteScheduler } from './webStorage';

/**
 * How long team mode's copy of the lab waits after a change before it is written (then until the
 * page is idle). Changes made meanwhile, the founder's or the team's, join that one write. At
 * 5,000 projects the write holds the page for about 80 ms on a desktop (the first one longer),
 * and a change from the team that arrives meanwhile waits for it: ten seconds apart, a stream of
 * the team's changes meets it a tenth as often as a second apart (docs/performance.md, "Storage").
 * The copy is not the lab's record (see whenTheTeamCopyIsDue).
 */
const TEAM_COPY_DELAY_MS = 10_000;

/**
 * Writing the lab takes tens of milliseconds at thousands of projects (four times that on a
 * phone): it waits until the frame that shows the change has painted. A hidden page paints no
 * frames, so there it waits for the next task only.
 */
export function afterTheChangeShows(write: () => void) {
  if (document.visibilityState === 'hidden') setTimeout(write);
  else afterPaint(write);
}

/**
 * In team mode the lab lasts on the team server and in this browser's copy of the team's document
 * (IndexedDB); localStorage's copy lets the dashboard open at once, and the document replaces it
 * once IndexedDB or the server has given it (teamSync.ts), before any edit of the founder's is
 * sent. Written ten seconds after the change, when the page is idle, it stays out of the frames
 * that show the change (on a busy machine, other founders' pages too), and a stream of the team's
 * changes costs one write every ten seconds instead of one a frame. Hiding the page writes it at
 * once (crossTab.ts).
 */
export function whenTheTeamCopyIsDue(write: () => void) {
  if (document.visibilityState === 'hidden') {
    setTimeout(write);
    return;
  }
  setTimeout(() => void whenIdle().then(write), TEAM_COPY_DELAY_MS);
}

/** The running app's turns for its writes: the lab's in team mode waits for the team copy's turn. */
export function writeTurns({ teamMode, labKey }: { teamMode: boolean; labKey: string }): WriteScheduler {
  return (write, key) => (teamMode && key === labKey ? whenTheTeamCopyIsDue(write) : afterTheChangeShows(write));
}
