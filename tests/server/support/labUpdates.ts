import * as fs from 'node:fs/promises';
import * as Y from 'yjs';
import { applyProjectToDoc, projectsFromDoc } from '../../../src/features/team/doc';
import type { Log } from '../../../server/log';
import { openDocumentStore } from '../../../server/store/documentStore';
import type { StoreFiles } from '../../../server/store/files';
import { sampleProject } from './project';

/** One update per project (id → revenue), as a founder adding them one by one sends them. */
export function revenueUpdates(values: Record<string, number>, doc = new Y.Doc()): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const collect = (update: Uint8Array) => updates.push(update);
  doc.on('update', collect);
  for (const [id, revenue] of Object.entries(values)) applyProjectToDoc(doc, sampleProject({ id, revenue }));
  doc.off('update', collect);
  return updates;
}

/** Each project's revenue, by id. */
export const revenues = (doc: Y.Doc) =>
  Object.fromEntries(projectsFromDoc(doc).map((project) => [project.id, project.revenue]));

/** The lab a store in `directory` loads, as each project's revenue by id. */
export async function storedRevenues(directory: string, log?: Log): Promise<Record<string, number>> {
  const store = openDocumentStore(directory, { log });
  const doc = new Y.Doc();
  for (const update of await store.load('lab')) Y.applyUpdate(doc, update);
  await store.close();
  return revenues(doc);
}

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

/**
 * The store's file operations, where every write to a file `full(path)` names fails as on a full
 * disk, for as long as it says so (a file opened before fails and recovers with it).
 */
export function fullDiskFiles(full: (path: string) => boolean): StoreFiles {
  const writes = new Set<PropertyKey>(['write', 'writeFile', 'appendFile']);
  return {
    ...fs,
    writeFile: (...args: Parameters<typeof fs.writeFile>) =>
      full(args[0] as string) ? Promise.reject(diskFull()) : fs.writeFile(...args),
    async open(...args: Parameters<typeof fs.open>) {
      const handle = await fs.open(...args);
      return new Proxy(handle, {
        get(target, property) {
          if (writes.has(property) && full(args[0] as string)) return () => Promise.reject(diskFull());
          const value: unknown = Reflect.get(target, property);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    },
  };
}
