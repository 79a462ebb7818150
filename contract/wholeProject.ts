/**
 * What keeps every project of a team lab whole, whoever writes to it and however: a browser shows
 * no project without a name, and a project with no status, owners or amounts is no card. So a
 * write never leaves one without these fields (a new or replaced map holds them all, none of them
 * is removed, a name is never blank), and whatever a founder, a member or a raw client sends,
 * every project that was in the lab is still there, whole and restorable, unless a founder
 * deleted it. The team server refuses a change that breaks this whole (contract/closeCodes.ts,
 * `refused`); the browser checks it before sending.
 */
export const REQUIRED_FIELDS = ['name', 'status', 'owners', 'revenue', 'subscribers'] as const;

const isRequired = (field: string) => (REQUIRED_FIELDS as readonly string[]).includes(field);

const named = (id: string) => `project ${id.slice(0, 40)}`;

/** A name a founder can read: some text once its spaces are trimmed. */
export const isReadableName = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Why a project written anew (a new map, or one that replaces its map) is not whole, or null. */
export function missingFieldProblem(id: string, holds: (field: string) => boolean): string | null {
  const missing = REQUIRED_FIELDS.find((field) => !holds(field));
  return missing ? `${named(id)}: it has no "${missing}"` : null;
}

/** Why removing `field` from a project is refused, or null for a field a project may be without. */
export const removalProblem = (id: string, field: string): string | null =>
  isRequired(field) ? `${named(id)}: its "${field}" cannot be removed` : null;
