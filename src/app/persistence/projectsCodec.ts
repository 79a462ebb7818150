import { isProjectStatus, type Project } from '../../features/projects/types';
import type { Preserialized } from './jsonText';

/**
 * Projects are stored as rows (arrays in this column order) rather than objects:
 * without repeated field names a typical project takes about a fifth less space,
 * which is what lets 8,000 of them fit in localStorage. Dates are stored as ISO text.
 */
export const PROJECT_COLUMNS = [
  'id',
  'name',
  'description',
  'status',
  'owners',
  'revenue',
  'subscribers',
  'githubUrl',
  'liveUrl',
  'notes',
  'createdAt',
  'lastUpdated',
] as const satisfies readonly (keyof Project)[];

export type ProjectRow = unknown[];

const encodeProject = (project: Project): ProjectRow => PROJECT_COLUMNS.map((column) => project[column]);

export function encodeProjects(projects: readonly Project[]): ProjectRow[] {
  return projects.map(encodeProject);
}

// Projects are immutable (a change makes a new object), so a project's row text is made once.
const rowTexts = new WeakMap<Project, string>();
const rowText = (project: Project) => {
  let text = rowTexts.get(project);
  if (text === undefined) {
    text = JSON.stringify(encodeProject(project));
    rowTexts.set(project, text);
  }
  return text;
};

/**
 * The projects as stored: rows, whose JSON text is joined from each project's cached row text
 * (see toJsonText), so a change to one project of thousands does not serialize them all again.
 */
export function storedRows(projects: readonly Project[]): Preserialized {
  return {
    get jsonText() {
      return `[${projects.map(rowText).join(',')}]`;
    },
    toJSON: () => encodeProjects(projects),
  };
}

export type DecodeReport = {
  items: Project[];
  /** Items kept after fixing one or more fields. */
  repaired: number;
  /** Items that could not be read at all. */
  dropped: number;
};

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

function readCount(value: unknown): { value: number; fixed: boolean } {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return { value, fixed: false };
  const parsed = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return { value: Number.isFinite(parsed) && parsed >= 0 ? parsed : 0, fixed: true };
}

function readDate(value: unknown, fallback: string): { value: string; fixed: boolean } {
  const raw = text(value);
  const time = raw === null ? Number.NaN : Date.parse(raw);
  return Number.isNaN(time)
    ? { value: fallback, fixed: true }
    : { value: new Date(time).toISOString(), fixed: raw !== new Date(time).toISOString() };
}

function readOwners(value: unknown): { value: string[]; fixed: boolean } {
  if (Array.isArray(value) && value.every((owner) => typeof owner === 'string')) return { value, fixed: false };
  if (Array.isArray(value))
    return { value: value.map(text).filter((owner): owner is string => Boolean(owner)), fixed: true };
  if (typeof value === 'string')
    return {
      value: value
        .split(/[;,]/)
        .map((owner) => owner.trim())
        .filter(Boolean),
      fixed: true,
    };
  return { value: [], fixed: true };
}

/**
 * Reads one stored project, either a row or an object (as imports and older data hold),
 * repairing what can be repaired. Returns null when nothing sensible is left.
 */
export function decodeProject(
  input: unknown,
  now: string,
  fallbackId: string,
): { project: Project; fixed: boolean } | null {
  const record: Record<string, unknown> | null = Array.isArray(input)
    ? Object.fromEntries(PROJECT_COLUMNS.map((column, index) => [column, input[index]]))
    : input && typeof input === 'object'
      ? (input as Record<string, unknown>)
      : null;
  if (!record) return null;

  const name = text(record.name)?.trim();
  if (!name) return null;
  const id = text(record.id)?.trim() || fallbackId;

  let fixed = name !== record.name || id !== record.id;
  const take = <T>(result: { value: T; fixed: boolean }) => {
    fixed ||= result.fixed;
    return result.value;
  };
  const textField = (key: string) => {
    const value = text(record[key]);
    if (value === null) fixed = true;
    return value ?? '';
  };
  const status = isProjectStatus(record.status) ? record.status : 'Idea';
  fixed ||= status !== record.status;
  const createdAt = take(readDate(record.createdAt, now));

  const project: Project = {
    id,
    name,
    description: textField('description'),
    status,
    owners: take(readOwners(record.owners)),
    revenue: take(readCount(record.revenue)),
    subscribers: take(readCount(record.subscribers)),
    githubUrl: textField('githubUrl'),
    liveUrl: textField('liveUrl'),
    notes: textField('notes'),
    createdAt,
    lastUpdated: take(readDate(record.lastUpdated, createdAt)),
  };
  return { project, fixed };
}

/** Decodes a stored list, keeping every readable project (frozen) and counting what had to change. */
export function decodeProjects(input: unknown, now = new Date().toISOString()): DecodeReport {
  const report: DecodeReport = { items: [], repaired: 0, dropped: 0 };
  if (!Array.isArray(input)) return report;
  const seen = new Set<string>();
  const base = Date.parse(now);
  for (const [index, entry] of input.entries()) {
    const decoded = decodeProject(entry, now, String(base + index));
    if (!decoded) {
      report.dropped += 1;
      continue;
    }
    if (seen.has(decoded.project.id)) {
      decoded.project.id = String(base + input.length + index);
      decoded.fixed = true;
    }
    seen.add(decoded.project.id);
    // Frozen here, as Immer would freeze them: otherwise the first action after a load pays
    // for Immer's deep freeze of the whole list (about 30 ms at 5,000 projects).
    Object.freeze(decoded.project.owners);
    report.items.push(Object.freeze(decoded.project));
    if (decoded.fixed) report.repaired += 1;
  }
  return report;
}
