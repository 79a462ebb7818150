// @ts-check
// The floor page (floor/, docs/performance.md "The floor"): built into the app's build folder
// (`floor/`), so the bench's server serves it from the app's origin, fonts included; and its data,
// written beside it: the lab, and what the app's dashboard showed (the stylesheet, the class names,
// where the filter bar and the grid sit), read from the app's page in the bench's own browser.
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

/**
 * What the app's dashboard shows once its first page is there: runs in the page.
 * @returns {Omit<import('./floor/floorData').FloorData, 'projects'>}
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
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  const bar = place(search);
  const cards = place(grid);
  return {
    css: rules.join('\n'),
    htmlAttributes: Object.fromEntries([...document.documentElement.attributes].map((a) => [a.name, a.value])),
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
 * Writes the floor's data for this lab and device from the app's page; returns the file's name.
 * @param {import('@playwright/test').Page} appPage the dashboard, its first page shown
 * @param {string} floorDir
 * @param {import('./lab.mjs').BenchProject[]} projects
 * @param {string} device
 */
export async function writeFloorData(appPage, floorDir, projects, device) {
  const name = `data-${device}-${projects.length}.json`;
  const data = { projects, ...(await appPage.evaluate(readDashboard)) };
  await writeFile(join(floorDir, name), JSON.stringify(data));
  return name;
}
