import 'notistack';

/** The title, and an optional action button such as "Undo". */
type ToastExtras = { title: string; actionLabel?: string; onAction?: () => void };

declare module 'notistack' {
  interface VariantOverrides {
    default: ToastExtras;
    success: ToastExtras;
    error: ToastExtras;
    warning: false;
    info: false;
  }
}
