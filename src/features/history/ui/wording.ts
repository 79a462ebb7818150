import type { HistoryKind } from '../../../../contract/history';
import type { FieldChange } from '../model/versionDiff';
import { shorten } from '../model/versionDiff';

const TITLES: Record<HistoryKind, string> = {
  added: 'Added by',
  edited: 'Edited by',
  restored: 'Restored by',
  imported: 'Imported by',
  deleted: 'Deleted by',
};

const VERBS: Record<HistoryKind, string> = {
  added: 'added',
  edited: 'edited',
  restored: 'restored',
  imported: 'imported',
  deleted: 'deleted',
};

/** Who made a change, when the record does not say (a change from before names were recorded). */
export const UNKNOWN_AUTHOR = 'an unknown founder';

/** An Activity line's start, when the record names nobody. */
export const UNKNOWN_AUTHOR_START = 'An unknown founder';

/** A History entry's title: "Edited by Maya Chen". */
export const entryTitle = (kind: HistoryKind, author: string) => `${TITLES[kind]} ${author || UNKNOWN_AUTHOR}`;

/** Activity's sentence start: "Maya Chen edited". */
export const activityVerb = (kind: HistoryKind) => VERBS[kind];

/** Activity names at most this many changes of one entry, then "and 2 more". */
const CHANGES_IN_A_LINE = 3;
const SHORT_IN_A_LINE = 40;

/** "Revenue $2,500 → $3,000; Status Live → Monetized", long text shortened; "" when nothing changed. */
export function changeSummary(changes: readonly FieldChange[]): string {
  const shown = changes
    .slice(0, CHANGES_IN_A_LINE)
    .map(({ label, from, to }) => `${label} ${shorten(from, SHORT_IN_A_LINE)} → ${shorten(to, SHORT_IN_A_LINE)}`);
  const rest = changes.length - shown.length;
  return rest > 0 ? `${shown.join('; ')}; and ${rest} more` : shown.join('; ');
}
