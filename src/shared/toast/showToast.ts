import { enqueueSnackbar } from 'notistack';
import type { Toast } from './catalogue';

/** A button in the toast, such as "Undo"; the toast closes once it is pressed. */
export type ToastAction = { label: string; onClick: () => void };

type Pending = { toast: Toast; action?: ToastAction };

// Listeners can have something to say before any toast provider is on the page (the stored data
// is read as the store is made): those toasts wait here until one mounts.
let providerMounted = false;
const pending: Pending[] = [];

function enqueue({ toast, action }: Pending) {
  enqueueSnackbar(toast.description, {
    variant: toast.tone,
    title: toast.title,
    actionLabel: action?.label,
    onAction: action?.onClick,
  });
}

/**
 * Shows a toast from the catalogue, optionally with one action button. notistack's standalone
 * enqueueSnackbar reaches the mounted ToastProvider, so listeners can show toasts without React.
 */
export function showToast(toast: Toast, action?: ToastAction) {
  if (providerMounted) enqueue({ toast, action });
  else pending.push({ toast, action });
}

/** Called by ToastProvider as it mounts and unmounts. */
export function setToastProviderMounted(mounted: boolean) {
  providerMounted = mounted;
  if (mounted) pending.splice(0).forEach(enqueue);
}
