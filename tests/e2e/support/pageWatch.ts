import type { Page } from '@playwright/test';

/** Console errors and warnings, and uncaught page errors, from now on. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** What recordPaints keeps in each document. */
type PaintRecord = { __painted: string[]; __paintsStarted: Promise<void> };

/**
 * Records what every frame of every document of the page paints, as "path: visible h1" (each
 * page has one h1: the landing page's tagline, "Founders Access", the dashboard's "Forge Lab",
 * "Page not found"), or "path: nothing". Sampled in requestAnimationFrame, which runs before
 * each paint, from the document's first contentful paint on; repeats are left out. Returns a
 * reader for the current document's record.
 *
 * Before its first contentful paint a document shows a founder nothing of its own (the browser
 * keeps the page before it, or an empty tab), but requestAnimationFrame can already run while the
 * HTML is half parsed: on a busy machine such a frame was sampled as "nothing" ahead of a
 * prerendered page's content.
 */
export async function recordPaints(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const painted: string[] = [];
    let started: () => void;
    const record = window as unknown as PaintRecord;
    record.__painted = painted;
    record.__paintsStarted = new Promise((resolve) => (started = resolve));
    const sample = () => {
      const headings = [...document.querySelectorAll('#root h1')]
        .filter((heading) => heading.checkVisibility())
        .map((heading) => heading.textContent?.replace(/\s+/g, ' ').trim());
      const frame = `${location.pathname}: ${headings.join(' + ') || 'nothing'}`;
      if (painted.at(-1) !== frame) painted.push(frame);
      started();
      requestAnimationFrame(sample);
    };
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      requestAnimationFrame(sample);
    }).observe({ type: 'paint', buffered: true });
  });
  // Read once the record has begun: the browser reports the first contentful paint when that frame
  // is on screen, a third of a second after it was drawn on this machine under load, so a quick
  // test could read a record not begun yet. Then after one more frame, so the last entry samples
  // the page as it is now (the check before the read can see a heading no frame has sampled yet).
  return () =>
    page.evaluate(async () => {
      const record = window as unknown as PaintRecord;
      await record.__paintsStarted;
      await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame)));
      return record.__painted;
    });
}

/**
 * Remembers the <main> the browser parsed from the served HTML, so a test can tell hydration
 * (React adopts that element) from a render from scratch (React replaces it). Returns a check.
 */
export async function rememberServedMain(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector('main#main');
      if (!main) return;
      (window as unknown as { __servedMain: Element }).__servedMain = main;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __servedMain?: Element }).__servedMain === document.querySelector('main#main'),
    );
}
