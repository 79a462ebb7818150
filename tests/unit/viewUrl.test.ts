import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, parseView, viewToSearch, type ProjectsView } from '../../src/features/projects/model/view';

const parse = (search: string) => parseView(new URLSearchParams(search));

describe('parseView', () => {
  it('reads every part of a view', () => {
    expect(parse('?status=Live&owner=Maya%20Chen&q=pulse&sort=revenue')).toEqual({
      status: 'Live',
      owner: 'Maya Chen',
      query: 'pulse',
      sort: 'revenue',
      layout: 'cards',
      range: '12',
      attention: false,
    });
    expect(parse('?view=growth&range=24')).toMatchObject({ layout: 'growth', range: '24' });
    expect(parse('?view=growth&range=5')).toMatchObject({ layout: 'growth', range: '12' });
    expect(viewToSearch({ ...DEFAULT_VIEW, layout: 'growth', range: 'all' })).toBe('view=growth&range=all');
    expect(parse('status=In+Dev&owner=Sam+Okafor')).toMatchObject({ status: 'In Dev', owner: 'Sam Okafor' });
  });

  it.each([
    ['', DEFAULT_VIEW],
    ['?status=Shipped', DEFAULT_VIEW],
    ['?status=live', DEFAULT_VIEW],
    ['?status=', DEFAULT_VIEW],
    ['?owner=', DEFAULT_VIEW],
    ['?owner=%20%20', DEFAULT_VIEW],
    ['?owner=all', DEFAULT_VIEW],
    ['?sort=price', DEFAULT_VIEW],
    ['?sort=', DEFAULT_VIEW],
    ['?q=', DEFAULT_VIEW],
    ['?utm_source=mail&&=&status', DEFAULT_VIEW],
  ])('falls back to defaults for %s', (search, expected) => {
    expect(parse(search)).toEqual(expected);
  });

  it('reads a broken percent-encoding as text rather than throwing', () => {
    expect(parse('?q=%E0%A4%A&status=%ZZ')).toMatchObject({ status: 'all', query: expect.any(String) });
  });

  it('takes the first usable value of repeated parameters', () => {
    expect(parse('?status=Idea&status=Live&sort=bogus&sort=name&q=a&q=b')).toEqual({
      ...DEFAULT_VIEW,
      status: 'Idea',
      sort: 'name',
      query: 'a',
    });
  });

  it('cuts absurdly long values', () => {
    expect(parse(`?q=${'x'.repeat(5000)}`).query).toHaveLength(200);
  });
});

describe('viewToSearch', () => {
  it('leaves defaults out, so the plain dashboard has no query string', () => {
    expect(viewToSearch(DEFAULT_VIEW)).toBe('');
  });

  it('writes what the issue shows, and reads back the same view', () => {
    const view: ProjectsView = {
      status: 'Live',
      owner: 'Maya Chen',
      query: 'pulse',
      sort: 'revenue',
      layout: 'cards',
      range: '12',
      attention: false,
    };
    expect(viewToSearch(view)).toBe('status=Live&owner=Maya%20Chen&q=pulse&sort=revenue');
    expect(parse(viewToSearch(view))).toEqual(view);
  });

  it('keeps Needs attention as attention=1, and reads nothing else as pressed', () => {
    const view: ProjectsView = { ...DEFAULT_VIEW, layout: 'board', attention: true };
    expect(viewToSearch(view)).toBe('view=board&attention=1');
    expect(parse(viewToSearch(view))).toEqual(view);
    expect(parse('?attention=yes').attention).toBe(false);
    expect(parse('?attention=0&attention=1').attention).toBe(true);
  });

  it('round-trips awkward search text', () => {
    const view: ProjectsView = { ...DEFAULT_VIEW, query: 'a+b & c=d #1 100% café' };
    expect(parse(viewToSearch(view))).toEqual(view);
  });
});
