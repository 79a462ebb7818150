import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import type { Toast } from './catalogue';

/** Shows a toast from the catalogue. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (toast: Toast) => enqueueSnackbar(toast.description, { variant: toast.tone, title: toast.title }),
    [enqueueSnackbar],
  );
}
