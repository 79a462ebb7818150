import { createContext, useContext, useEffect } from 'react';

/**
 * Effects do not run in a prerender, so there the page reports its title through this
 * context instead, and the prerender writes it into <title> (see src/entry-server.tsx).
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets document.title while the page is shown. */
export function usePageTitle(title: string) {
  useContext(PrerenderTitleContext)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
