import { afterPaint } from '../lib/afterPaint';
import type { Toast } from './catalogue';

/** How long a toast stays up. */
export const TOAST_DURATION_MS = 5000;

/** A button in the toast, such as "Undo"; the toast closes once it is pressed. */
export type ToastAction = { label: string; onClick: () => void };

export type PendingToast = { toast: Toast; action?: ToastAction };

/** Puts a toast on screen; given by the toast host (notistack) once it has mounted. */
export type ShowOnHost = (pending: PendingToast) => void;

// Toasts said while no host is on the page (the stored data is read as the store is made; the
// host loads only once it is needed) wait here until one mounts.
let host: ShowOnHost | null = null;
const pending: PendingToast[] = [];
let lastAskedFor: Toast | null = null;
const demandListeners = new Set<() => void>();

/**
 * Shows a toast from the catalogue, optionally with one action button. Listeners call it
 * without React; the toast host shows it, at once or as soon as it has loaded.
 */
export function showToast(toast: Toast, action?: ToastAction) {
  lastAskedFor = toast;
  if (host) {
    // Once the frame that shows the change it answers has painted: notistack's render and the
    // layout its transitions read stay out of the founder's input (a board drop's, a save's).
    const show = host;
    afterPaint(() => show({ toast, action }));
    return;
  }
  pending.push({ toast, action });
  demandListeners.forEach((listener) => listener());
}

/** The toast asked for last (one is on screen at a time, so it is the one shown or about to be). */
export const lastToast = () => lastAskedFor;

/** Whether a toast waits for the host. */
export const hasWaitingToasts = () => pending.length > 0;

/** Tells the listener whenever a toast starts waiting for the host; returns the unsubscribe. */
export function subscribeToToastDemand(listener: () => void) {
  demandListeners.add(listener);
  return () => {
    demandListeners.delete(listener);
  };
}

/** Called by the toast host as it mounts (with how it shows a toast) and unmounts (null). */
export function setToastHost(next: ShowOnHost | null) {
  host = next;
  if (next) pending.splice(0).forEach(next);
}
