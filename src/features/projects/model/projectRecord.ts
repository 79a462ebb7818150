import { currentMonth, monthOfTime } from '../figures/months';
import { readFigures } from '../figures/series';
import { characterCount, MAX_AMOUNT, MAX_ID_CHARACTERS, MAX_OWNERS, TEXT_LIMITS } from '../../../../contract/project';
import { freeId } from './ids';
import { readPlans } from './planRecord';
import { isProjectStatus, type Project } from './types';
import { isoNow } from '../../../shared/lib/now';

/**
 * The project-record rule: how any record that claims to be a project (stored data, an import)
 * becomes a Project, repairing what can be repaired and counting what had to change. What it
 * returns passes the lab's rules (contract/), as the team server checks them: text over its limit
 * is cut to it, amounts over the largest one capped (the stored original is kept as a backup).
 */
export type DecodeReport = {
  items: Project[];
  /** Items kept after fixing one or more fields. */
  repaired: number;
  /** Items that could not be read at all. */
  dropped: number;
};

/** Non-numeric, negative or non-finite input counts as 0. */
export function toCount(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

/** The text cut to `limit` characters, as people count them. */
const cut = (text: string, limit: number) =>
  characterCount(text) <= limit ? text : Array.from(text).slice(0, limit).join('');

function readCount(value: unknown): { value: number; fixed: boolean } {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT)
    return { value, fixed: false };
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return { value: Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, MAX_AMOUNT) : 0, fixed: true };
}

function readDate(value: unknown, fallback: string): { value: string; fixed: boolean } {
  const raw = text(value);
  const time = raw === null ? Number.NaN : Date.parse(raw);
  if (Number.isNaN(time)) return { value: fallback, fixed: true };
  const iso = new Date(time).toISOString();
  return { value: iso, fixed: raw !== iso };
}

/** The owners within the lab's limits: at most 50, each name at most a project name's length. */
function limitOwners({ value, fixed }: { value: string[]; fixed: boolean }): { value: string[]; fixed: boolean } {
  const limited = value.slice(0, MAX_OWNERS).map((owner) => cut(owner, TEXT_LIMITS.name));
  return {
    value: limited,
    fixed: fixed || limited.length < value.length || limited.some((owner, i) => owner !== value[i]),
  };
}

function readOwners(value: unknown): { value: string[]; fixed: boolean } {
  if (Array.isArray(value) && value.every((owner) => typeof owner === 'string')) return { value, fixed: false };
  if (Array.isArray(value)) {
    return { value: value.map(text).filter((owner): owner is string => Boolean(owner)), fixed: true };
  }
  if (typeof value === 'string') {
    const owners = value
      .split(/[;,]/)
      .map((owner) => owner.trim())
      .filter(Boolean);
    return { value: owners, fixed: true };
  }
  return { value: [], fixed: true };
}

/** Who changed a project last: text when known; absent (not a repair) when the record predates it. */
function readAuthor(value: unknown): { value: string | undefined; fixed: boolean } {
  if (value === undefined || value === null || value === '') return { value: undefined, fixed: false };
  if (typeof value !== 'string') return { value: undefined, fixed: true };
  const author = cut(value.trim(), TEXT_LIMITS.name);
  return { value: author || undefined, fixed: author !== value };
}

/** Reads one project record, repairing what can be repaired. Returns null when nothing sensible is left. */
export function decodeProject(
  input: unknown,
  now: string,
  fallbackId: string,
): { project: Project; fixed: boolean } | null {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return null;
  const record = input as Record<string, unknown>;

  const trimmed = text(record.name)?.trim();
  if (!trimmed) return null;
  const name = cut(trimmed, TEXT_LIMITS.name);
  const givenId = text(record.id)?.trim();
  const id = givenId && characterCount(givenId) <= MAX_ID_CHARACTERS ? givenId : fallbackId;

  let fixed = name !== record.name || id !== record.id;
  const take = <T>(result: { value: T; fixed: boolean }) => {
    fixed ||= result.fixed;
    return result.value;
  };
  const textField = (key: 'description' | 'githubUrl' | 'liveUrl' | 'notes') => {
    const value = text(record[key]);
    const limited = cut(value ?? '', TEXT_LIMITS[key]);
    if (value !== limited) fixed = true;
    return limited;
  };
  const status = isProjectStatus(record.status) ? record.status : 'Idea';
  fixed ||= status !== record.status;
  const createdAt = take(readDate(record.createdAt, now));
  const lastUpdated = take(readDate(record.lastUpdated, createdAt));
  const revenue = take(readCount(record.revenue));
  const subscribers = take(readCount(record.subscribers));
  const current = currentMonth(new Date(now));
  const figures = take(
    readFigures(record.figures, { revenue, subscribers }, monthOfTime(lastUpdated) ?? current, current),
  );

  const project: Project = {
    id,
    name,
    description: textField('description'),
    status,
    owners: take(limitOwners(readOwners(record.owners))),
    revenue,
    subscribers,
    githubUrl: textField('githubUrl'),
    liveUrl: textField('liveUrl'),
    notes: textField('notes'),
    createdAt,
    lastUpdated,
    figures,
  };
  const lastUpdatedBy = take(readAuthor(record.lastUpdatedBy));
  if (lastUpdatedBy) project.lastUpdatedBy = lastUpdatedBy;
  Object.assign(project, take(readPlans(record)));
  return { project, fixed };
}

/**
 * Decodes a list of records, keeping every readable project (frozen) and counting what had to
 * change. A repeated id gets the next free one (ids.ts), so no two projects share edits or deletes.
 */
export function decodeProjects(input: unknown, now = isoNow()): DecodeReport {
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
    const id = freeId(decoded.project.id, seen);
    if (id !== decoded.project.id) {
      decoded.project.id = id;
      decoded.fixed = true;
    }
    seen.add(id);
    // Frozen here, as Immer would freeze them: otherwise the first action after a load pays
    // for Immer's deep freeze of the whole list (about 30 ms at 5,000 projects).
    Object.freeze(decoded.project.owners);
    Object.freeze(decoded.project.figures);
    if (decoded.project.goal) Object.freeze(decoded.project.goal);
    if (decoded.project.snooze) Object.freeze(Object.freeze(decoded.project.snooze).reasons);
    report.items.push(Object.freeze(decoded.project));
    if (decoded.fixed) report.repaired += 1;
  }
  return report;
}
