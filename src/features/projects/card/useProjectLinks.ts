import { useCallback } from 'react';
import { toSafeWebUrl } from '../../../shared/lib/safeUrl';
import { toasts } from '../../../shared/toast/catalogue';
import { useToast } from '../../../shared/toast/useToast';

/**
 * Opens a project's GitHub or live link in a new tab (SPEC §5). An empty link gets the
 * "no URL" toast; anything but an http(s) address is refused with an error toast, since a
 * javascript: URL would run in a popup that shares the lab's origin and its stored session.
 */
export function useProjectLinks() {
  const toast = useToast();
  return useCallback(
    (raw: string, kind: 'GitHub' | 'live demo') => {
      if (!(raw ?? '').trim()) {
        toast(toasts.missingUrl(kind));
        return;
      }
      const url = toSafeWebUrl(raw);
      if (!url) {
        toast(toasts.unsafeUrl(kind));
        return;
      }
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [toast],
  );
}
