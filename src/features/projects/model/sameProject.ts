import { sameFieldValue, type Project } from './types';

// Project equality is the contract's, the same on the team server (its history compares versions).
export { sameProject } from './types';

/** The fields of `changes` that differ from the project as the founder saw it. */
export const changedFields = <T extends Partial<Project>>(changes: T, seen: Project): Partial<T> =>
  Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => !sameFieldValue(value, seen[field as keyof Project])),
  ) as Partial<T>;
