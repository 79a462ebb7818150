import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyProjectToDoc, projectFromDoc } from '../../src/features/team/doc';
import { connectFounder, DEMO, signIn } from './support/clients';
import { useCompiledTeam } from './support/compiledTeam';
import { waitFor } from './support/fixtures';
import { entries, fetchHistory, setFields } from './support/history';
import { sampleProject } from './support/project';
import { SAM } from './support/syncServer';

const team = useCompiledTeam();

describe('the lab history on disk', () => {
  it('survives the lab’s compaction and a SIGKILL, and a reload records nothing new', async () => {
    const dataDir = join(team.workspace.root, 'crash');
    const first = team.serve(dataDir);
    let url = await first.url;
    const alex = await connectFounder(url, await signIn(url, DEMO.alex));
    applyProjectToDoc(alex.doc, sampleProject({ revenue: 1 }), undefined, 'Alex Rivera');
    await alex.acknowledged();
    await setFields(alex, '1', { revenue: 2 });
    // The last founder leaving makes the server store the lab: its log is folded into a snapshot.
    alex.disconnect();
    const snapshots = () => readdir(join(dataDir, 'documents', 'history')).catch(() => []);
    for (const deadline = Date.now() + 5000; (await snapshots()).length === 0;) {
      if (Date.now() > deadline) throw new Error('The lab was not compacted');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const maya = await connectFounder(url, await signIn(url, DEMO.maya));
    await setFields(maya, '1', { revenue: 3 });
    first.kill('SIGKILL');
    await first.exited;
    maya.disconnect();

    const second = team.serve(dataDir);
    url = await second.url;
    const sam = await connectFounder(url, await signIn(url, SAM));
    await waitFor(() => projectFromDoc(sam.doc, '1')?.revenue === 3, 2000, 'the lab as stored');
    const { status, body } = await fetchHistory(url, '1', await signIn(url, SAM));
    expect(status).toBe(200);
    expect(entries(body.versions)).toEqual(['edited by Maya Chen', 'edited by Alex Rivera', 'added by Alex Rivera']);
    expect(body.versions.map((version) => version.project.revenue)).toEqual([3, 2, 1]);
    sam.disconnect();
  });
});
