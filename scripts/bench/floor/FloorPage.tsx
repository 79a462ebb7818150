import { useMemo, useState } from 'react';
import { normalizeSearch, matchesSearch, searchTextOf } from '../../../src/features/projects/model/search';
import { SORT_OPTIONS, sortProjects, type SortKey } from '../../../src/features/projects/model/sort';
import { PROJECT_STATUSES } from '../../../src/features/projects/model/types';
import { FloorCard } from './FloorCard';
import { FloorContext } from './FloorContext';
import type { FloorData } from './floorData';
import { FloorSelect } from './FloorSelect';

/** The grid's first page (interactions.mjs, FIRST_PAGE). */
const FIRST_PAGE = 12;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...PROJECT_STATUSES.map((s) => ({ value: s, label: s })),
];

/**
 * The dashboard's grid with React alone: the filter bar and the grid's first page, drawn where
 * the app drew them, each change a plain state update that renders the new page at once.
 */
export function FloorPage({ data }: { data: FloorData }) {
  const { projects, layout, classes } = data;
  const [status, setStatus] = useState('all');
  const [owner, setOwner] = useState('all');
  const [sort, setSort] = useState<SortKey>('updated');
  const [query, setQuery] = useState('');
  const owners = useMemo(
    () => [
      { value: 'all', label: 'All Owners' },
      ...[...new Set(projects.flatMap((project) => project.owners))]
        .sort()
        .map((name) => ({ value: name, label: name })),
    ],
    [projects],
  );
  const sorted = useMemo(() => sortProjects(projects, sort), [projects, sort]);
  const shown = useMemo(() => {
    const normalized = normalizeSearch(query);
    return sorted.filter(
      (project) =>
        (status === 'all' || project.status === status) &&
        (owner === 'all' || project.owners.includes(owner)) &&
        matchesSearch(searchTextOf(project), normalized),
    );
  }, [sorted, status, owner, query]);
  const box = { marginLeft: layout.left, width: layout.width };
  return (
    <FloorContext value={data}>
      <div style={{ height: layout.searchTop }} />
      <div
        role="search"
        aria-label="Filter projects"
        style={{ ...box, height: layout.searchHeight, display: 'flex', flexWrap: 'wrap', gap: 12 }}
      >
        <input
          type="search"
          aria-label="Search projects"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          style={{ font: 'inherit', minHeight: 48, flex: '1 1 100%', padding: '0 12px' }}
        />
        <FloorSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        <FloorSelect label="Owner" value={owner} options={owners} onChange={setOwner} />
        <FloorSelect label="Sort" value={sort} options={SORT_OPTIONS} onChange={(next) => setSort(next as SortKey)} />
      </div>
      <div style={{ height: layout.gridTop - layout.searchTop - layout.searchHeight }} />
      <div className={classes.grid} style={box}>
        {shown.slice(0, FIRST_PAGE).map((project) => (
          <div key={project.id} style={{ minWidth: 0 }}>
            <FloorCard project={project} />
          </div>
        ))}
      </div>
      <div style={{ height: layout.below }} />
    </FloorContext>
  );
}
