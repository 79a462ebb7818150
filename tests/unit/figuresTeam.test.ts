import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { monthKey } from '../../contract/figures';
import { applyProjectToDoc, projectFromDoc, projectsMap, type DocProject } from '../../src/features/team/doc';
import { formLabelsOf } from '../../src/features/team/sync/formLabels';
import { growthPulse, send, syncedFounders } from './support/teamDocs';

const original = growthPulse({
  lastUpdated: '2026-11-05T00:00:00.000Z',
  figures: { '2026-10': { revenue: 1800, subscribers: 120 }, '2026-11': { revenue: 2500, subscribers: 150 } },
});

const syncedPair = () => syncedFounders(original, 1, 2);

const withMonth = (month: string, revenue: number, by: string): DocProject => ({
  ...original,
  figures: { ...original.figures, [month]: { revenue, subscribers: 1 } },
  lastUpdatedBy: by,
});

describe('monthly figures in the team’s document', () => {
  it('keep a key per month, and read back as the project’s figures', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, original);
    const map = projectsMap(doc).get('2')!;
    expect(map.get(monthKey('2026-10'))).toEqual({ revenue: 1800, subscribers: 120 });
    expect(map.has('figures')).toBe(false);
    expect(projectFromDoc(doc, '2')).toEqual(original);
  });

  it('remove the key of a month the founder removed', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, original);
    applyProjectToDoc(doc, { ...original, figures: { '2026-11': original.figures['2026-11'] } });
    expect(projectsMap(doc).get('2')!.has(monthKey('2026-10'))).toBe(false);
  });

  it('give a project of a lab from before them its values as the figure of its last update’s month', () => {
    const doc = new Y.Doc();
    applyProjectToDoc(doc, original);
    const map = projectsMap(doc).get('2')!;
    for (const key of [...map.keys()]) if (key.startsWith('month:')) map.delete(key);
    expect(projectFromDoc(doc, '2')?.figures).toEqual({ '2026-11': { revenue: 2500, subscribers: 150 } });
  });

  it('merge two founders’ changes to different months, both kept, nobody told of a loss', () => {
    const { alex, maya } = syncedPair();
    applyProjectToDoc(alex.doc, withMonth('2026-07', 700, 'Alex Rivera'), undefined, 'Alex Rivera');
    applyProjectToDoc(maya.doc, withMonth('2026-08', 800, 'Maya Chen'), undefined, 'Maya Chen');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);
    for (const { doc } of [alex, maya]) {
      expect(projectFromDoc(doc, '2')?.figures).toMatchObject({
        '2026-07': { revenue: 700 },
        '2026-08': { revenue: 800 },
      });
    }
    expect([...alex.reported, ...maya.reported].flatMap((write) => write.fields)).not.toContain(monthKey('2026-07'));
    expect([...alex.reported, ...maya.reported].flatMap((write) => write.fields)).not.toContain(monthKey('2026-08'));
  });

  it('resolve the same month changed at once to one value, and tell the founder whose value lost', () => {
    const { alex, maya } = syncedPair();
    applyProjectToDoc(alex.doc, withMonth('2026-09', 900, 'Alex Rivera'), undefined, 'Alex Rivera');
    applyProjectToDoc(maya.doc, withMonth('2026-09', 950, 'Maya Chen'), undefined, 'Maya Chen');
    send(maya.doc, alex.doc);
    send(alex.doc, maya.doc);
    const kept = projectFromDoc(alex.doc, '2')?.figures['2026-09'];
    expect(projectFromDoc(maya.doc, '2')?.figures['2026-09']).toEqual(kept);
    const loser = kept?.revenue === 900 ? maya : alex;
    const fields = loser.reported.flatMap((write) => write.fields);
    expect(fields).toContain(monthKey('2026-09'));
    expect(formLabelsOf(fields, '2026-11')).toContain('the figures of Sep 2026');
    // The current month's figure is the card's Revenue: named once, as Revenue.
    expect(formLabelsOf(['revenue', monthKey('2026-09')], '2026-09')).toEqual(['Revenue']);
    expect(formLabelsOf(['revenue', monthKey('2026-09')], '2026-10')).toEqual(['Revenue', 'the figures of Sep 2026']);
  });
});
