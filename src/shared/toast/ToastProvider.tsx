import { useEffect, type ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { setToastProviderMounted } from './showToast';
import { ToastContent } from './ToastContent';

export const TOAST_DURATION_MS = 5000;

const toastComponents = { default: ToastContent, success: ToastContent, error: ToastContent };

/** One toast at a time, 5 s each (SPEC §9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    setToastProviderMounted(true);
    return () => setToastProviderMounted(false);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={toastComponents}
    >
      {children}
    </SnackbarProvider>
  );
}
