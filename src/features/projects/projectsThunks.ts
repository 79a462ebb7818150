import { createAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/hooks';
import { selectToday } from '../clock';
import { downloadTextFile } from '../../shared/lib/download';
import { toSafeWebUrl } from '../../shared/lib/safeUrl';
import { parseView, viewToSearch } from './model/view';
import { selectFilteredProjects, selectView } from './projectsSelectors';
import { projectDeleted, viewRestored } from './projectsSlice';
import { buildProjectsCsv, csvFileName } from './transfer/csv';

export type LinkKind = 'GitHub' | 'live demo';

// Events with no state to change: they record in Redux DevTools what the founder did, and the
// listeners answer them with a toast.
export const csvExported = createAction<{ count: number }>('projects/csvExported');
export const figuresCsvExported = createAction<{ count: number }>('projects/figuresCsvExported');
export const backupDownloaded = createAction<{ count: number }>('projects/backupDownloaded');
/** A founder asked for a backup (the header's "Backup", or before joining a team lab); a listener makes it. */
export const backupRequested = createAction('projects/backupRequested');
export const linkNotOpened = createAction<{ kind: LinkKind; reason: 'missing' | 'unsafe' }>('projects/linkNotOpened');

/** Downloads the projects currently shown (filters applied) as CSV. */
export const exportCsv = (): AppThunk => (dispatch, getState) => {
  const projects = selectFilteredProjects(getState());
  downloadTextFile(csvFileName(selectToday(getState())), buildProjectsCsv(projects), 'text/csv;charset=utf-8');
  dispatch(csvExported({ count: projects.length }));
};

/**
 * Opens a project's GitHub or live link in a new tab. Only http(s) addresses are
 * opened: a javascript: URL would run in a popup that shares the lab's origin and its session.
 */
export const openProjectLink =
  (raw: string, kind: LinkKind): AppThunk =>
  (dispatch) => {
    if (!(raw ?? '').trim()) {
      dispatch(linkNotOpened({ kind, reason: 'missing' }));
      return;
    }
    const url = toSafeWebUrl(raw);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    else dispatch(linkNotOpened({ kind, reason: 'unsafe' }));
  };

/**
 * Deletes a project and returns the id of the card that should take focus: the next one shown,
 * else the previous one, else null (the caller's fallback).
 */
export const deleteProject =
  (id: string): AppThunk<string | null> =>
  (dispatch, getState) => {
    const shown = selectFilteredProjects(getState());
    const index = shown.findIndex((item) => item.id === id);
    const neighbour = index < 0 ? undefined : (shown[index + 1] ?? shown[index - 1]);
    dispatch(projectDeleted(id));
    return neighbour?.id ?? null;
  };

/** The view an address names, unless the lab already shows it (as after its own filter events). */
export const restoreViewFromAddress =
  (search: string): AppThunk =>
  (dispatch, getState) => {
    const fromAddress = parseView(new URLSearchParams(search));
    if (viewToSearch(fromAddress) !== viewToSearch(selectView(getState()))) dispatch(viewRestored(fromAddress));
  };
