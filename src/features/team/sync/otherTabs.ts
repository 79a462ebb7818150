import * as Y from 'yjs';

/** The channel this browser's tabs pass the founder's own changes to the team lab on. */
const CHANNEL = 'forge-lab:team-lab';

type Origins = {
  /** What marks the founder's own changes in this tab (reduxToDoc's transactions). */
  own: unknown;
  /** The IndexedDB copy of the lab every tab of this browser shares (y-indexeddb). */
  sharedCopy: object;
};

/**
 * Keeps a founder's tabs on one team lab, offline too, without undoing anything newer: each change
 * the founder makes in one tab goes to the other tabs as the engine's update, and each applies it
 * to its own doc, where the engine merges it with what that tab already holds and followDoc shows
 * it. (The lab's copy in localStorage is not read back: a tab further behind the server than this
 * one would bring older values back.)
 *
 * Only the founder's own changes go: the other founders' come to every tab from the server, and
 * sent on by this tab to the server they would be refused there as changes in another's name. A
 * change from another tab is applied as the shared copy's own, since the tab that made it has
 * stored it there already. Returns the stop.
 */
export function shareWithOtherTabs(doc: Y.Doc, { own, sharedCopy }: Origins): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  const passOn = (update: Uint8Array, origin: unknown) => {
    if (origin === own) channel.postMessage(update);
  };
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data instanceof Uint8Array) Y.applyUpdate(doc, event.data, sharedCopy);
  };
  doc.on('update', passOn);
  return () => {
    doc.off('update', passOn);
    channel.close();
  };
}
