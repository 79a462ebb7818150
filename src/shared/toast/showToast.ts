import { enqueueSnackbar } from 'notistack';
import type { Toast } from './catalogue';

/** A button in the toast, such as "Undo"; the toast closes once it is pressed. */
export type ToastAction = { label: string; onClick: () => void };

/**
 * Shows a toast from the catalogue, optionally with one action button. notistack's standalone
 * enqueueSnackbar reaches the mounted ToastProvider, so listeners can show toasts without React.
 */
export function showToast(toast: Toast, action?: ToastAction) {
  enqueueSnackbar(toast.description, {
    variant: toast.tone,
    title: toast.title,
    actionLabel: action?.label,
    onAction: action?.onClick,
  });
}
