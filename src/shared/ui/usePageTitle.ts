import { useEffect } from 'react';

/** Sets document.title while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
