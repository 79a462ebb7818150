import fs from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { makeWorkspace } from './support/fixtures';
import { keptLog } from './support/log';

const kept = keptLog();

// Tests run as root here, and root reads any file: the file system is made to fail as it would
// for a server without read permission (unreadable.js) or with a failing disk (broken.js). The
// server reads its files through @fastify/send, CommonJS that Vitest's mocks do not reach, so the
// failure goes into the node:fs module itself, which that library shares with this file.
const failure = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });
const failingOn = (path: unknown) =>
  String(path).endsWith('unreadable.js') ? 'EACCES' : String(path).endsWith('broken.js') ? 'EIO' : null;

/** The first bytes of the file, then the disk fails. */
const breakingStream = () => {
  const stream = new Readable({ read: () => undefined });
  stream.push('export const half');
  setTimeout(() => stream.destroy(failure('EIO')), 20);
  return stream;
};

const { createReadStream } = fs;

// Before each test: the config restores every spy between tests.
beforeEach(() => {
  vi.spyOn(fs, 'createReadStream').mockImplementation((path, options) => {
    const code = failingOn(path);
    if (code === 'EACCES') return new Readable({ read: () => undefined }).destroy(failure(code)) as fs.ReadStream;
    if (code === 'EIO') return breakingStream() as fs.ReadStream;
    return createReadStream(path, options);
  });
});

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

beforeAll(async () => {
  workspace = await makeWorkspace();
  const content = 'export const half, and the rest of it;\n'.repeat(100);
  await Promise.all(
    ['unreadable.js', 'broken.js'].map((file) => writeFile(join(workspace.dist, 'assets', file), content)),
  );
  server = await startTeamServer({
    dataDir: workspace.data,
    distDir: workspace.dist,
    port: 0,
    demo: true,
    log: kept.log,
  });
});

afterAll(async () => {
  await server.close();
  await workspace.remove();
});

describe('a built file the server cannot read', () => {
  it('answers 500 when the file cannot be opened, and keeps serving', async () => {
    expect((await fetch(`${server.url}/assets/unreadable.js`)).status).toBe(500);
    expect((await fetch(`${server.url}/assets/main-3f2a1b.js`)).status).toBe(200);
    // Said in the log, with the id of the request it belongs to.
    expect(kept.lines.find((line) => line.msg === 'Request failed')).toMatchObject({ reqId: expect.any(String) });
  });

  it('cuts the response short when reading fails midway, and keeps serving', async () => {
    const response = await fetch(`${server.url}/assets/broken.js`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect((await fetch(`${server.url}/assets/main-3f2a1b.js`)).status).toBe(200);
  });
});
