// @ts-check
// The floor page (floor/, docs/performance.md "The floor"): built into the app's build folder
// (`floor/`), so the bench's server serves it from the app's origin, fonts included; and its data,
// written beside it: the lab, and what the app's dashboard showed (the stylesheet, the class names,
// where the filter bar and the grid sit, and for the board's floor the board's), read from the
// app's page in the bench's own browser.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/**
 * Builds the floor page into `${outDir}/floor/`; returns that folder.
 * @param {string} outDir
 */
export async function buildFloor(outDir) {
  const floorDir = resolve(outDir, 'floor');
  await build({
    configFile: false,
    root: resolve('scripts/bench/floor'),
    base: '/floor/',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir: floorDir, emptyOutDir: true },
  });
  return floorDir;
}

/** @typedef {import('./floor/floorData').FloorData} FloorData */

/**
 * What the app's dashboard shows once its first page is there: runs in the page.
 * @returns {Pick<FloorData, 'classes' | 'layout'>}
 */
function readDashboard() {
  const article = /** @type {HTMLElement} */ (document.querySelector('article'));
  // A card's cell (GridCell), then the grid.
  const grid = /** @type {HTMLElement} */ (article.parentElement?.parentElement);
  const search = /** @type {HTMLElement} */ (document.querySelector('[role="search"]'));
  /** @param {Element} element */
  const place = (element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left + scrollX, width: box.width };
  };
  const bar = place(search);
  const cards = place(grid);
  return {
    classes: { grid: grid.className, card: article.className },
    layout: {
      searchTop: bar.top,
      searchHeight: bar.bottom - bar.top,
      gridTop: cards.top,
      left: cards.left,
      width: cards.width,
      below: document.documentElement.scrollHeight - cards.bottom,
    },
  };
}

/**
 * What the app's board shows once its columns are there: runs in the page.
 * @returns {NonNullable<FloorData['board']>}
 */
function readBoard() {
  const root = /** @type {HTMLElement} */ (document.querySelector('[role="group"][aria-label="Board"]'));
  const box = root.getBoundingClientRect();
  return {
    root: root.className,
    // A long column's "Show more" (BoardColumn.tsx), its section's last child.
    more: root.querySelector('section > div:last-child > button')?.className ?? '',
    layout: {
      top: box.top + scrollY,
      left: box.left + scrollX,
      width: box.width,
      below: document.documentElement.scrollHeight - box.bottom - scrollY,
    },
  };
}

/**
 * Every rule of the page's stylesheets and the <html> attributes, as they are now: runs in the page.
 * @returns {Pick<FloorData, 'css' | 'htmlAttributes'>}
 */
function readStyles() {
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return {
    css: rules.join('\n'),
    htmlAttributes: Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value])),
  };
}

/**
 * Writes the floor's data for this lab and device from the app's page; returns the file's name.
 * With `showBoard`, the board's too: the page is read, the board shown, then read again (its
 * styles are in the stylesheets once it has been drawn).
 * @param {import('@playwright/test').Page} appPage the dashboard, its first page shown
 * @param {string} floorDir
 * @param {import('./lab.mjs').BenchProject[]} projects
 * @param {string} device
 * @param {() => Promise<unknown>} [showBoard] switches the page to its board and waits for its columns
 */
export async function writeFloorData(appPage, floorDir, projects, device, showBoard) {
  const name = `data-${device}-${projects.length}${showBoard ? '-board' : ''}.json`;
  const dashboard = await appPage.evaluate(readDashboard);
  const board = showBoard && (await showBoard(), await appPage.evaluate(readBoard));
  const data = { projects, ...dashboard, board, ...(await appPage.evaluate(readStyles)) };
  await writeFile(join(floorDir, name), JSON.stringify(data));
  return name;
}
