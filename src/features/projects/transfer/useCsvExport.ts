import { useCallback } from 'react';
import { useAppStore } from '../../../app/hooks';
import { toLocalIsoDate } from '../../../shared/lib/date';
import { downloadTextFile } from '../../../shared/lib/download';
import { toasts } from '../../../shared/toast/catalogue';
import { useToast } from '../../../shared/toast/useToast';
import { buildProjectsCsv, csvFileName } from './csv';
import { selectFilteredProjects } from '../projectsSelectors';

/** Downloads the projects currently shown (filters applied) as CSV. */
export function useCsvExport() {
  const store = useAppStore();
  const toast = useToast();
  return useCallback(() => {
    // Read at click time: the header need not re-render on every filter change.
    const csv = buildProjectsCsv(selectFilteredProjects(store.getState()));
    downloadTextFile(csvFileName(toLocalIsoDate()), csv, 'text/csv;charset=utf-8');
    toast(toasts.exportDone);
  }, [store, toast]);
}
