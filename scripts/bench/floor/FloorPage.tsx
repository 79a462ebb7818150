import { useCallback, useMemo, useState } from 'react';
import { normalizeSearch, matchesSearch, searchTextOf } from '../../../src/features/projects/model/search';
import { SORT_OPTIONS, sortProjects, type SortKey } from '../../../src/features/projects/model/sort';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../src/features/projects/model/types';
import { FloorBoard } from './FloorBoard';
import { FloorCard } from './FloorCard';
import { FloorContext } from './FloorContext';
import type { FloorData } from './floorData';
import { FloorSelect } from './FloorSelect';
import { FloorViewSwitch, type FloorView } from './FloorViewSwitch';

/** The grid's first page (interactions.mjs, FIRST_PAGE). */
const FIRST_PAGE = 12;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...PROJECT_STATUSES.map((s) => ({ value: s, label: s })),
];

/**
 * The dashboard's grid with React alone: the filter bar and the grid's first page, drawn where
 * the app drew them, each change a plain state update that renders the new page at once. With
 * the board's data, the View switch shows the board instead (FloorBoard.tsx), drawn where the
 * app drew its board; a move there is an edit, so the project is updated now.
 */
export function FloorPage({ data }: { data: FloorData }) {
  const { layout, classes, board } = data;
  const [projects, setProjects] = useState(data.projects);
  const [view, setView] = useState<FloorView>('cards');
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
  const onMove = useCallback(
    (id: string, to: ProjectStatus) =>
      setProjects((all) =>
        all.map((project) =>
          project.id === id ? { ...project, status: to, lastUpdated: new Date().toISOString() } : project,
        ),
      ),
    [],
  );
  const place = view === 'board' && board ? board.layout : { ...layout, top: layout.gridTop };
  const box = { marginLeft: place.left, width: place.width };
  return (
    <FloorContext value={data}>
      <div style={{ height: layout.searchTop }} />
      <div
        role="search"
        aria-label="Filter projects"
        style={{
          marginLeft: layout.left,
          width: layout.width,
          height: layout.searchHeight,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
        }}
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
        {board && <FloorViewSwitch value={view} onChange={setView} />}
      </div>
      <div style={{ height: place.top - layout.searchTop - layout.searchHeight }} />
      {view === 'board' && board ? (
        <FloorBoard
          shown={shown}
          status={status as ProjectStatus | 'all'}
          rootClass={board.root}
          style={box}
          onMove={onMove}
        />
      ) : (
        <div className={classes.grid} style={box}>
          {shown.slice(0, FIRST_PAGE).map((project) => (
            <div key={project.id} style={{ minWidth: 0 }}>
              <FloorCard project={project} />
            </div>
          ))}
        </div>
      )}
      <div style={{ height: place.below }} />
    </FloorContext>
  );
}
