import 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    default: { title: string };
    success: { title: string };
    error: { title: string };
    warning: false;
    info: false;
  }
}
