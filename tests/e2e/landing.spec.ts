import { expect, test, type Page } from '@playwright/test';
import { recordPaints } from './support/pageWatch';
import { expectAt } from './support/routes';
import { effectiveOpacity, expectReadable, scrollThrough } from './support/landingPage';

test('Founders Access goes to /login, from one page straight to the other', async ({ page }) => {
  const painted = await recordPaints(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Founders Access' }).click();
  await expectAt(page, '/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Founders Access' })).toBeVisible();
  const frames = await painted();
  expect(frames.at(-1)).toBe('/login: Founders Access');
  expect(frames.filter((frame) => frame.endsWith(': nothing'))).toEqual([]);
});

/** Every scroll position the page passes through from now on, apart from where it is now. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const start = Math.round(scrollY);
    const positions: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = positions;
    // A scroll event can arrive a frame after its scroll: one that ended here is not a new one.
    addEventListener(
      'scroll',
      () => {
        if (Math.round(scrollY) !== start) positions.push(Math.round(scrollY));
      },
      { passive: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
}

test.describe('Explore Our Vision', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`brings "Our Forging Process" (#principles) into view (${reducedMotion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/');
      const principles = page.locator('#principles');
      const top = () => principles.evaluate((section) => section.getBoundingClientRect().top);
      expect(await top()).toBeGreaterThan(500);
      const explore = page.getByRole('link', { name: 'Explore Our Vision' });
      // The hero's height depends on the fonts: a click may first need to scroll the link into view.
      await explore.scrollIntoViewIfNeeded();
      const scrolls = await recordScrolls(page);

      await explore.click();
      // It lands just below the sticky header, whatever the smooth scroll's duration.
      await expect.poll(top).toBeLessThan(120);
      expect(await top()).toBeGreaterThanOrEqual(0);
      await expect(page.getByRole('heading', { name: 'Our Forging Process' })).toBeInViewport();
      await expect(principles).toBeFocused();
      expect(new URL(page.url()).hash).toBe('#principles');
      const positions = new Set(await scrolls());
      // Smooth: the page glides through positions on the way. Reduced motion: one jump. (How many
      // positions a glide shows depends on the frame rate: on a busy machine as few as two, one on
      // the way and the end.)
      if (reducedMotion === 'reduce') expect([...positions]).toHaveLength(1);
      else expect(positions.size).toBeGreaterThan(1);
    });
  }
});

test('cards enter one after another, 0.2 s apart, in 0.6 s each', async ({ page }) => {
  await page.goto('/');
  const founders = page.getByRole('region', { name: 'Meet the Founders' }).locator('[data-reveal]');
  await expect(founders).toHaveCount(3);
  await founders.last().scrollIntoViewIfNeeded();
  await expect.poll(() => effectiveOpacity(founders.last())).toBe(1);
  const timing = await founders.evaluateAll((items) =>
    items.map((item) => `${getComputedStyle(item).transitionDelay} / ${getComputedStyle(item).transitionDuration}`),
  );
  expect(timing).toEqual(['0s / 0.6s, 0.6s', '0.2s / 0.6s, 0.6s', '0.4s / 0.6s, 0.6s']);
});

test('every heading and card text is visible after scrolling through', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  await expectReadable(page);
});

test.describe('content is never left invisible', () => {
  test('with reduced motion, everything is readable without scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1').length);
    expect(hidden).toBe(0);
    await expectReadable(page);
  });

  test('when printed, cards that never scrolled into view still print', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const founder = page.getByRole('heading', { name: 'Maya Chen' });
    // Below the fold and never scrolled to: waiting for its entrance.
    await expect.poll(() => effectiveOpacity(founder)).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await effectiveOpacity(founder)).toBe(1);
  });
});

test('the hero image loads from the app itself, and nothing is fetched from elsewhere', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  const image = page.getByRole('main').getByRole('img', { name: /anvil/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(source).origin).toBe(new URL(page.url()).origin);
  expect(source).toMatch(/\.webp$/);
  await scrollThrough(page);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
});

test('the page logs no console errors while loading and scrolling', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await scrollThrough(page);
  await page.getByRole('link', { name: 'Explore Our Vision' }).click();
  await expect(page.getByRole('heading', { name: 'Our Forging Process' })).toBeInViewport();
  expect(problems).toEqual([]);
});

test('at 320 px nothing scrolls sideways and the header stays usable', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await scrollThrough(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  const access = page.getByRole('link', { name: 'Founders Access' });
  await expect(access).toBeInViewport({ ratio: 1 });
  const box = (await access.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});

test('the headline keeps the size the prerendered page painted it at once the page hydrates', async ({ page }) => {
  // One page, measured before its script runs and after it has hydrated: the same fonts either way
  // (a second page could load the display font in time where the first did not, or the reverse).
  await page.setViewportSize({ width: 412, height: 823 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  // Not "load" nor "domcontentloaded": both wait for the module scripts held back here.
  await page.goto('/', { waitUntil: 'commit' });
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toBeVisible();
  const prerendered = await headline.boundingBox();
  release();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // Two frames after the last chunk: any style hydration adds has been applied and laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await headline.boundingBox()).toEqual(prerendered);
});
