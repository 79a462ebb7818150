import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import type { Toast } from './catalogue';

/** A button in the toast, such as "Undo"; the toast closes once it is pressed. */
export type ToastAction = { label: string; onClick: () => void };

/** Shows a toast from the catalogue, optionally with one action button. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (toast: Toast, action?: ToastAction) =>
      enqueueSnackbar(toast.description, {
        variant: toast.tone,
        title: toast.title,
        actionLabel: action?.label,
        onAction: action?.onClick,
      }),
    [enqueueSnackbar],
  );
}
