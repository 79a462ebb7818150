// @ts-check
// `npm run screenshots`: the signed-in dashboard with the sample projects, as cards and as the
// board in the light and the dark colour scheme, and as the Growth view and the Needs attention
// view (with a goal and an overdue next step) in the light one, on a phone (390×844) and a desktop
// (1440×900), as WebP files in docs/images/ for the README and the docs.
//
// Builds nothing: run `npm run build` first (or pass --out-dir for another build). Serves the
// build with `vite preview` on a free port, signs Alex in through Founders Access in the system
// Chromium (as the bench does), and photographs each view in a fresh context holding that
// session. ImageMagick's `convert` turns each capture into a WebP file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, seedLocalStorage, signedInStorage } from './lib/browser.mjs';
import { freePort, startPreview } from './lib/preview.mjs';

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: process.env.FORGE_OUT_DIR ?? 'dist' },
    images: { type: 'string', default: 'docs/images' },
    quality: { type: 'string', default: '80' },
  },
});
const outDir = values['out-dir'];
const imagesDir = values.images;

/** @type {Record<'desktop' | 'phone', import('@playwright/test').BrowserContextOptions>} */
const DEVICES = {
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  // Twice the CSS pixels (not a phone's 3×), so the file stays small and the text sharp.
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
/** @type {('light' | 'dark')[]} */
const SCHEMES = ['light', 'dark'];
/** @typedef {import('@playwright/test').Page} Page */
/** @param {Page} page */
const cardsShown = (page) => page.getByRole('article').nth(2).waitFor();
/** A day `days` from today, as a date field takes it. */
const dayFromToday = (/** @type {number} */ days) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * GrowthPulse's goal ($5,000 in four months) and AutoFlow Engine's next step, due yesterday, set
 * as a founder sets them; then the page opens the view.
 * @param {Page} page
 */
async function plan(page) {
  await page.getByRole('button', { name: 'More actions for GrowthPulse' }).click();
  await page.getByRole('menuitem', { name: 'Goal' }).click();
  const goal = page.getByRole('dialog', { name: 'Goal of GrowthPulse' });
  await goal.getByLabel('Target').fill('5000');
  await goal.getByLabel('By').fill(dayFromToday(122).slice(0, 7));
  await goal.getByRole('button', { name: 'Save goal' }).click();
  await goal.getByRole('button', { name: 'Done' }).click();
  await goal.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Edit AutoFlow Engine' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Project' });
  await form.getByLabel('Next step').fill('Send the pilot report to Acme');
  await form.getByLabel('Due').fill(dayFromToday(-1));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await form.waitFor({ state: 'hidden' });
  // The lab is stored after the frame that shows the change: the view opens on what was stored.
  await page.waitForFunction(() =>
    Object.values(localStorage).some((value) => value.includes('Send the pilot report')),
  );
}

/**
 * The grid, the pipeline board scrolled to its columns, the Growth view scrolled to its charts, and
 * the Needs attention view with a goal and an overdue next step.
 * @type {{ name: string, path: string, scrollTo: string | null, schemes: ('light' | 'dark')[], ready: (page: Page) => Promise<void>, prepare?: (page: Page) => Promise<void> }[]}
 */
const VIEWS = [
  { name: 'dashboard', path: '/dashboard', scrollTo: null, schemes: SCHEMES, ready: cardsShown },
  { name: 'board', path: '/dashboard?view=board', scrollTo: '#projects-heading', schemes: SCHEMES, ready: cardsShown },
  {
    name: 'growth',
    path: '/dashboard?view=growth',
    scrollTo: '#projects-heading',
    schemes: ['light'],
    ready: (page) => page.getByRole('table', { name: 'Lab figures by month' }).waitFor(),
  },
  {
    name: 'attention',
    path: '/dashboard?attention=1',
    scrollTo: '#projects-heading',
    schemes: ['light'],
    ready: (page) => page.getByRole('article', { name: 'GrowthPulse' }).waitFor(),
    // Set on the page as a founder would, then Needs attention pressed (a new page would start
    // from the stored session again: the init script writes it at every load).
    prepare: async (page) => {
      await page.goto(`${preview.url}/dashboard`);
      await cardsShown(page);
      await plan(page);
      await page.getByRole('button', { name: /^Needs attention, / }).click();
    },
  },
];

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`screenshots: no build in ${outDir}/; run \`npm run build\` first.`);
  process.exit(1);
}

const preview = await startPreview(outDir, await freePort());
const browser = await launchChromium();
const captures = await mkdtemp(join(tmpdir(), 'forge-screenshots-'));
try {
  const session = await signedInStorage(browser, preview.url);
  await mkdir(imagesDir, { recursive: true });
  for (const view of VIEWS)
    for (const [device, options] of Object.entries(DEVICES))
      for (const colorScheme of view.schemes) {
        const context = await browser.newContext({
          ...options,
          colorScheme,
          locale: 'en-US',
          // No offline copy: nothing of a service worker (or its toast) in the picture.
          serviceWorkers: 'block',
        });
        await context.addInitScript(seedLocalStorage, session);
        const page = await context.newPage();
        if (view.prepare) await view.prepare(page);
        else await page.goto(`${preview.url}${view.path}`);
        await view.ready(page);
        if (view.scrollTo) await page.locator(view.scrollTo).evaluate((element) => element.scrollIntoView());
        await page.waitForLoadState('networkidle');
        // The cards' entrance and the chart's drawing, then the fonts, before the picture.
        await page.waitForFunction(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.waitForTimeout(1000);
        const png = join(captures, `${view.name}-${device}-${colorScheme}.png`);
        await page.screenshot({ path: png });
        await context.close();
        const webp = join(imagesDir, `${view.name}-${device}-${colorScheme}.webp`);
        execFileSync('convert', [png, '-quality', values.quality, '-define', 'webp:method=6', webp]);
        console.log(`screenshots: ${webp}`);
      }
} finally {
  await browser.close();
  preview.stop();
  await rm(captures, { recursive: true, force: true });
}
