import { describe, expect, it } from 'vitest';
import { toJsonText } from '../../src/app/persistence/formats/jsonText';
import { encodeProjects, storedRows } from '../../src/app/persistence/formats/projectRows';
import { buildSeedProjects } from '../../src/features/projects/model/seed';

describe('toJsonText', () => {
  it.each([
    ['a plain document', { items: [[1, 'a', null]], _persist: { version: 1, rehydrated: true } }],
    ['text with quotes, newlines and non-ASCII', { name: 'Résumé "v2"\nline', list: ['\u2028', 'é'] }],
    ['skipped members', { kept: 1, gone: undefined, fn: () => 1 }],
    ['a date', { at: new Date('2026-11-22T10:00:00.000Z') }],
    ['a bare number', 42],
    ['null', null],
  ])('writes %s exactly as JSON.stringify does', (_case, value) => {
    expect(toJsonText(value)).toBe(JSON.stringify(value));
  });

  it('takes the text of a preserialized value as it is', () => {
    expect(toJsonText({ items: { jsonText: '[1,2]', toJSON: () => 'unused' } })).toBe('{"items":[1,2]}');
  });
});

describe('storedRows', () => {
  it('is the JSON of the rows, whether joined from cached row texts or stringified', () => {
    const projects = buildSeedProjects();
    const rows = storedRows(projects);
    const expected = JSON.stringify(encodeProjects(projects));
    expect(rows.jsonText).toBe(expected);
    expect(rows.jsonText).toBe(expected); // again, from the cache
    expect(JSON.stringify(rows)).toBe(expected);
    expect(toJsonText({ items: rows })).toBe(`{"items":${expected}}`);
  });

  it('follows a change: an edited project is a new object with its own row', () => {
    const [first, ...rest] = buildSeedProjects();
    const before = storedRows([first, ...rest]).jsonText;
    const edited = { ...first, name: 'Renamed' };
    const after = storedRows([edited, ...rest]).jsonText;
    expect(after).not.toBe(before);
    expect(after).toBe(JSON.stringify(encodeProjects([edited, ...rest])));
  });
});
