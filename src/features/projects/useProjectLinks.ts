import { useCallback } from 'react';
import { toExternalUrl } from '../../shared/lib/externalUrl';
import { toasts } from '../../shared/toast/catalogue';
import { useToast } from '../../shared/toast/useToast';

/** Opens a project's GitHub or live link in a new tab, or says there is none (SPEC §5). */
export function useProjectLinks() {
  const toast = useToast();
  return useCallback(
    (raw: string, kind: 'GitHub' | 'live demo') => {
      const url = toExternalUrl(raw);
      if (!url) {
        toast(toasts.missingUrl(kind));
        return;
      }
      window.open(url, '_blank', 'noopener,noreferrer');
    },
    [toast],
  );
}
