import { expect, type Page } from '@playwright/test';

/**
 * Fails unless the page is exactly at `path` of the site it is on: that path, no query, no hash.
 * (The site is the page's own origin, so the check holds for every host a spec serves the app from.)
 */
export async function expectAt(page: Page, path: string) {
  await expect(page).toHaveURL(new URL(path, new URL(page.url()).origin).href);
}

/** Text and landmarks that only the dashboard shows (the landing and login pages have none of them). */
const DASHBOARD_MARKERS = {
  texts: [
    'Welcome back,',
    'Logout',
    'Total Projects',
    'Live Projects',
    'Add New Project',
    'Export CSV',
    'Download backup',
  ],
  selectors: ['[aria-label="Filter projects"]', 'main article'],
  title: 'Dashboard',
};

/**
 * Records, from before the first byte is parsed and across navigations, every moment anything of
 * the dashboard enters the page: an added node (even one removed at once) whose text or markup
 * holds a dashboard marker, or a dashboard title. Returns a reader of what was seen, as
 * "marker on path" strings.
 */
export async function watchForDashboard(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__sawDashboard', (entry: string) => seen.push(entry));
  await page.addInitScript((markers) => {
    const report = (window as unknown as { __sawDashboard: (entry: string) => void }).__sawDashboard;
    const check = (node: Node) => {
      const text = node.textContent ?? '';
      const hit =
        markers.texts.find((marker) => text.includes(marker)) ??
        (node instanceof Element
          ? markers.selectors.find((selector) => node.matches(selector) || node.querySelector(selector))
          : undefined);
      if (hit) report(`${hit} on ${location.pathname}`);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        record.addedNodes.forEach(check);
      }
      if (document.title.includes(markers.title)) report(`title "${document.title}" on ${location.pathname}`);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, DASHBOARD_MARKERS);
  return () => [...seen];
}
