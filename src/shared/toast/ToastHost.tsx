import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { setToastHost, TOAST_DURATION_MS, type PendingToast } from './showToast';
import { ToastContent } from './ToastContent';

const toastComponents = { default: ToastContent, success: ToastContent, error: ToastContent };

function show({ toast, action }: PendingToast) {
  enqueueSnackbar(toast.description, {
    variant: toast.tone,
    title: toast.title,
    actionLabel: action?.label,
    onAction: action?.onClick,
  });
}

/**
 * notistack and the toast's look, in a chunk of their own that ToastProvider loads once it is
 * needed. One toast at a time, 5 s each (docs/features.md, Everywhere). notistack's standalone enqueueSnackbar
 * reaches this provider, so listeners can show toasts without React.
 */
export default function ToastHost() {
  useEffect(() => {
    setToastHost(show);
    return () => setToastHost(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={toastComponents}
    />
  );
}
