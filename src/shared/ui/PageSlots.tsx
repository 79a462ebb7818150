import { createContext, use, type ReactNode } from 'react';

/**
 * Places in a page that app/ fills with another feature's part, so that the page does not know
 * that feature exists: the dashboard's header shows team mode's status in `headerStatus`, and its
 * Team button in `headerActions`.
 */
export type PageSlots = { headerStatus?: ReactNode; headerActions?: ReactNode };

const PageSlotsContext = createContext<PageSlots>({});

/** Fills a page's slots; app/ composes it (app/routing/DashboardRoute.tsx). */
export const PageSlotsProvider = PageSlotsContext;

/** What app/ put in this slot, or nothing. */
export const usePageSlot = (name: keyof PageSlots): ReactNode => use(PageSlotsContext)[name] ?? null;
