import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, deletionsMap, removeProjectFromDoc } from '../../src/features/team/doc';
import { useCompiledTeam } from './support/compiledTeam';
import { connectFounder, DEMO, signIn } from './support/clients';
import { revenues } from './support/labUpdates';
import { sampleProject } from './support/project';

const compiledTeam = useCompiledTeam();

const serve = () => compiledTeam.serve(compiledTeam.workspace.data);

const team = (...args: string[]) => compiledTeam.run([...args, '--data', compiledTeam.workspace.data]).exited;

/** Resolves once the server has kept `count` snapshots (it compacts when the last founder leaves). */
async function snapshotsKept(count: number, data = compiledTeam.workspace.data) {
  const history = join(data, 'documents', 'history');
  for (let tries = 0; (await readdir(history).catch(() => [])).length < count; tries += 1) {
    if (tries > 200) throw new Error(`Timed out waiting for ${count} snapshots`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A founder's view of the lab on a fresh start of the server, which is then stopped. */
async function labOnRestart(data = compiledTeam.workspace.data) {
  const server = compiledTeam.serve(data);
  const url = await server.url;
  const sam = await connectFounder(url, await signIn(url, 'sam@forgelab.dev'));
  const lab = { revenues: revenues(sam.doc), deletions: deletionsMap(sam.doc).toJSON() };
  sam.disconnect();
  server.kill('SIGTERM');
  await server.exited;
  return lab;
}

describe('backup and restore on the command line', () => {
  it(
    'backs up while the server runs, and restores a kept time or a backup once it is stopped',
    { timeout: 60_000 },
    async () => {
      const server = serve();
      const url = await server.url;
      const cookie = await signIn(url, DEMO.alex);
      let alex = await connectFounder(url, cookie);
      applyProjectToDoc(alex.doc, sampleProject({ id: 'a', revenue: 1 }));
      applyProjectToDoc(alex.doc, sampleProject({ id: 'b', revenue: 2 }));
      await alex.acknowledged();
      alex.disconnect();
      await snapshotsKept(1);
      const before = new Date().toISOString();

      alex = await connectFounder(url, cookie);
      removeProjectFromDoc(alex.doc, 'a', 'Alex Rivera');
      applyProjectToDoc(alex.doc, sampleProject({ id: 'b', revenue: 20, lastUpdated: new Date().toISOString() }));
      applyProjectToDoc(alex.doc, sampleProject({ id: 'c', revenue: 3 }));
      await alex.acknowledged();
      alex.disconnect();
      await snapshotsKept(2);

      const backup = join(compiledTeam.workspace.root, 'lab-backup.ydoc');
      expect(await team('backup', backup)).toMatchObject({ code: 0, output: expect.stringContaining('(2 projects)') });
      const listed = await team('restore', '--list');
      expect(listed.output.match(/^ {2}\d{4}-.*Z$/gm)).toHaveLength(2);
      const refused = await team('restore', '--at', before);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /Another team server \(process \d+\) is using .*Stop it, run restore, then start it again/,
      );

      server.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const restored = await team('restore', '--at', before);
      expect(restored.code).toBe(0);
      expect(restored.output).toContain(
        '1 projects set back, 1 brought back, 1 removed (recorded as deleted by Restore)',
      );
      expect(await labOnRestart()).toMatchObject({
        revenues: { a: 1, b: 2 },
        deletions: { c: { deletedBy: 'Restore' } },
      });

      const fromBackup = await team('restore', '--from', backup, '--by', 'Ops');
      expect(fromBackup.code).toBe(0);
      expect(await labOnRestart()).toMatchObject({
        revenues: { b: 20, c: 3 },
        deletions: { a: { deletedBy: 'Ops' } },
      });
    },
  );

  it('prints how to undo a restore as a command to paste as it is, on the same data directory', async () => {
    const data = join(compiledTeam.workspace.root, "the team's lab");
    const server = compiledTeam.serve(data);
    const url = await server.url;
    const cookie = await signIn(url, DEMO.alex);
    for (const [revenue, snapshots] of [
      [1, 1],
      [2, 2],
    ]) {
      const alex = await connectFounder(url, cookie);
      applyProjectToDoc(alex.doc, sampleProject({ id: 'a', revenue, lastUpdated: new Date().toISOString() }));
      await alex.acknowledged();
      alex.disconnect();
      await snapshotsKept(snapshots, data);
    }
    const listed = await compiledTeam.run(['restore', '--list', '--data', data]).exited;
    const oldest = listed.output.match(/\S+Z$/gm)!.at(-1)!;
    server.kill('SIGTERM');
    await server.exited;
    const restored = await compiledTeam.run(['restore', '--at', oldest, '--data', data]).exited;
    expect((await labOnRestart(data)).revenues).toEqual({ a: 1 });

    // The shell reads the command as a founder pasting it would.
    const undo = /^To undo it: npm run team -- (.+)$/m.exec(restored.output)![1];
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${undo}`], { encoding: 'utf8' })
      .trimEnd()
      .split('\n');
    expect(words).toEqual(['restore', '--at', expect.stringMatching(/Z$/), '--data', data]);
    expect((await compiledTeam.run(words).exited).code).toBe(0);
    expect((await labOnRestart(data)).revenues).toEqual({ a: 2 });
  }, 60_000);

  it('says when no snapshot is kept from before the time asked', async () => {
    const { code, output } = await team('restore', '--at', '2001-01-01T00:00:00Z');
    expect(code).toBe(1);
    expect(output).toMatch(/No snapshot is kept from before 2001-01-01T00:00:00Z; the oldest is from 20\d\d-/);
  });
});
