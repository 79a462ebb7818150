import { join } from 'node:path';
import type { StoreFiles } from './files.js';

/** Snapshots kept: those of the last compactions, and the last of each day for a month. */
const KEEP_LATEST = 10;
const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type KeptSnapshot = { at: Date; path: string };

/** "2026-01-05T10:00:00.123Z" as "20260105T100000123Z": sortable, and a valid file name everywhere. */
const stamp = (at: Date) => at.toISOString().replace(/[-:.]/g, '');
const STAMPED = /^(.+)-(\d{8})T(\d{6})(\d{3})Z\.ydoc$/;

function parse(file: string): { name: string; at: Date } | null {
  const match = STAMPED.exec(file);
  if (!match) return null;
  const [, name, day, time, ms] = match;
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4)}.${ms}Z`;
  return { name, at: new Date(iso) };
}

/** Which snapshots (newest first) rotation keeps: the newest few, and the newest of each recent day. */
export function keptByRotation(newestFirst: readonly Date[], now: Date): Set<Date> {
  const kept = new Set(newestFirst.slice(0, KEEP_LATEST));
  const days = new Set<string>();
  for (const at of newestFirst) {
    const day = at.toISOString().slice(0, 10);
    if (now.getTime() - at.getTime() > KEEP_DAYS * DAY_MS || days.has(day)) continue;
    days.add(day);
    kept.add(at);
  }
  return kept;
}

/**
 * Earlier states of the documents, in `history/` beside them (the folder keeps the name older data
 * directories have; the lab's history proper is server/history/): each compaction's snapshot is
 * kept under its time (a hard link to the snapshot file, so keeping it copies nothing) and rotated.
 */
export function keptSnapshots(directory: string, files: StoreFiles) {
  const folder = join(directory, 'history');

  async function list(name: string): Promise<KeptSnapshot[]> {
    const entries = await files.readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .map((file) => ({ file, parsed: parse(file) }))
      .filter(({ parsed }) => parsed?.name === name)
      .map(({ file, parsed }) => ({ at: parsed!.at, path: join(folder, file) }))
      .sort((a, b) => b.at.getTime() - a.at.getTime());
  }

  return {
    /** Every kept snapshot of a document, newest first. */
    list,
    /** Keeps the snapshot just written as the document's state at `at`, then rotates. */
    async keep(name: string, snapshotPath: string, at: Date): Promise<void> {
      await files.mkdir(folder, { recursive: true, mode: 0o700 });
      await files.link(snapshotPath, join(folder, `${name}-${stamp(at)}.ydoc`));
      const snapshots = await list(name);
      const kept = keptByRotation(
        snapshots.map((snapshot) => snapshot.at),
        at,
      );
      await Promise.all(snapshots.filter(({ at }) => !kept.has(at)).map(({ path }) => files.rm(path, { force: true })));
    },
  };
}
