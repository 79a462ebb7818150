/**
 * The one rule for project ids (the creation time in milliseconds, as text). Edit and
 * delete go by id, so an id already in the lab is never given again: a clock id that is taken
 * moves on to the next free millisecond, any other id gets a `-n` suffix.
 */
export function freeId(id: string, taken: { has(id: string): boolean }): string {
  let candidate = id;
  for (let n = 1; taken.has(candidate); n += 1) candidate = /^\d+$/.test(id) ? String(Number(id) + n) : `${id}-${n}`;
  return candidate;
}

let lastIssuedId = 0;

/** A new project's id: `String(Date.now())`, bumped when two projects are created in the same millisecond. */
export function nextProjectId(now: number): string {
  lastIssuedId = Math.max(now, lastIssuedId + 1);
  return String(lastIssuedId);
}
