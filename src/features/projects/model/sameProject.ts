import { PROJECT_FIELDS, type Project } from './types';

export const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

/** The fields of `changes` that differ from the project as the founder saw it. */
export const changedFields = <T extends Partial<Project>>(changes: T, seen: Project): Partial<T> =>
  Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => !sameValue(value, seen[field as keyof Project])),
  ) as Partial<T>;

/** Whether two records of a project hold the same values, field for field. */
export const sameProject = (a: Project, b: Project): boolean =>
  PROJECT_FIELDS.every((field) => sameValue(a[field], b[field]));
