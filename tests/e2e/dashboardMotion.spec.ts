import { expect, test, type Page } from '@playwright/test';
import { addProject, columnCount, expectCardsAtRest } from './support/dashboard';
import { signIn } from './support/session';

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter projects' });

// The real clock here: a fixed one (openSeededDashboard) also drives performance.now and the frames.
test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('article')).toHaveCount(3);
});

/**
 * Reloads the dashboard and records how the cards come in: the delay of each card's entrance
 * animation by what it animates (framer-motion runs both through the Web Animations API), the
 * transforms each card went through and the lowest opacity any card showed, sampled every frame
 * (a slide passes through many transforms; a jump, at most two).
 */
async function recordEntrance(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      delays: { opacity: [] as number[], transform: [] as number[] },
      transforms: [] as string[][],
      minOpacity: 1,
    };
    (window as unknown as { __entrance: typeof seen }).__entrance = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const isCardCell = this.firstElementChild?.tagName === 'ARTICLE';
      if (isCardCell && keyframes && typeof options === 'object') {
        const index = [...this.parentElement!.children].indexOf(this);
        for (const property of ['opacity', 'transform'] as const)
          if (property in keyframes) seen.delays[property][index] = Number(options.delay ?? 0) + 0; // + 0 turns -0 into 0
      }
      return animate.call(this, keyframes, options);
    };
    const sample = () => {
      document.querySelectorAll('article').forEach((article, index) => {
        const { transform, opacity } = getComputedStyle(article.parentElement as HTMLElement);
        const transforms = (seen.transforms[index] ??= []);
        if (!transforms.includes(transform)) transforms.push(transform);
        seen.minOpacity = Math.min(seen.minOpacity, Number(opacity));
      });
      if (performance.now() < 4000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectCardsAtRest(page);
  const { delays, transforms, minOpacity } = await page.evaluate(
    () =>
      (
        window as unknown as {
          __entrance: { delays: Record<'opacity' | 'transform', number[]>; transforms: string[][]; minOpacity: number };
        }
      ).__entrance,
  );
  return { delays, minOpacity, slid: transforms.some((list) => list.length > 2) };
}

/** From now on, logs every animation a card cell runs, as "{name}: {keyframes} for {duration} ms". */
async function logCardAnimations(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __moves: string[] }).__moves = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const name = this.querySelector(':scope > article h3')?.textContent;
      const duration = typeof options === 'object' ? Number(options.duration ?? 0) : Number(options ?? 0);
      if (name) log.push(`${name}: ${JSON.stringify(keyframes)} for ${duration} ms`);
      return animate.call(this, keyframes, options);
    };
  });
}

const cardAnimations = (page: Page) => page.evaluate(() => (window as unknown as { __moves: string[] }).__moves);

test.describe('Motion', () => {
  test('cards rise into place one after another, 0.1 s apart, never transparent', async ({ page }) => {
    const { delays, minOpacity, slid } = await recordEntrance(page);
    expect(delays.transform).toEqual([0, 100, 200]);
    expect(delays.opacity).toEqual([]);
    expect(slid).toBe(true);
    expect(minOpacity).toBe(1);
  });

  test('a deleted card fades out while the others slide into its place', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => columnCount(page)).toBe(2);
    await expectCardsAtRest(page);
    await logCardAnimations(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete AutoFlow Engine' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    const moves = await cardAnimations(page);
    expect(moves.find((move) => move.startsWith('AutoFlow Engine:'))).toContain('"opacity":[1,0]');
    expect(moves.find((move) => move.startsWith('CodeMentor AI:'))).toMatch(/translate\(\d+px, 0px\)/);
    expect(moves.find((move) => move.startsWith('GrowthPulse:'))).toMatch(/translate\(-\d+px, \d+px\)/);
  });

  test('cards a search leaves out go at once, without fading over the results', async ({ page }) => {
    await expectCardsAtRest(page);
    await logCardAnimations(page);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('AutoFlow');
    await expect(page.getByRole('article')).toHaveCount(1);
    const fades = (await cardAnimations(page)).filter((move) => move.includes('"opacity"') && !move.endsWith(' 0 ms'));
    expect(fades).toEqual([]);
  });

  test('with reduced motion the cards fade in turn instead, and do not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { delays, slid } = await recordEntrance(page);
    expect(delays.opacity).toEqual([0, 100, 200]);
    expect(delays.transform).toEqual([]);
    expect(slid).toBe(false);
  });
});

test.describe('Layout', () => {
  test('the grid has 1 column at 600 px, 2 at 1400 px and 3 at 1920 px', async ({ page }) => {
    for (const [width, columns] of [
      [600, 1],
      [1400, 2],
      [1920, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 1000 });
      await expect.poll(() => columnCount(page), { message: `${width} px` }).toBe(columns);
    }
  });

  test('the dialog is at most 672 px wide and 90% high at 1280×600, and its content scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await filterBar(page).getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await expect(dialog.getByLabel('Project Name')).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(672);
    expect(box?.width).toBeGreaterThan(600);
    expect(box?.height).toBeLessThanOrEqual(540);
    const content = dialog.locator('.MuiDialogContent-root');
    const scrolls = await content.evaluate(
      (el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY === 'auto',
    );
    expect(scrolls).toBe(true);
    await dialog.getByLabel('Notes').scrollIntoViewIfNeeded();
    await expect(dialog.getByLabel('Notes')).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Add Project' })).toBeInViewport();
  });

  test('on a phone every control is a touch target of at least 44 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const controls = page.locator('header, main').getByRole('button').or(page.getByRole('combobox'));
    await expect(controls.first()).toBeVisible();
    const small = await controls.evaluateAll((elements) =>
      elements
        .map((element) => ({
          name: element.getAttribute('aria-label') ?? element.textContent,
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(small).toEqual([]);

    await filterBar(page).getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    const targets = dialog.getByRole('button').or(dialog.locator('label:has(input[type="checkbox"])'));
    const smallInDialog = await targets.evaluateAll((elements) =>
      elements.filter((element) => element.getBoundingClientRect().height < 44).map((element) => element.textContent),
    );
    expect(smallInDialog).toEqual([]);
  });

  test('on a phone the dialog fills the screen and nothing scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await addProject(page, {
      name: 'Supercalifragilisticexpialidocious-Engine-With-A-Very-Long-Unbroken-Name',
      description: 'Averyveryverylongwordwithoutanyspacesatalltotestwrappinginsidethecards.',
      owners: ['Alex Rivera', 'Sam Okafor', 'Maya Chen'],
      revenue: '1234567.89',
      subscribers: '1234567',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await filterBar(page).getByRole('button', { name: 'Add New Project' }).click();
    const box = await page.getByRole('dialog', { name: 'Add New Project' }).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 320, height: 640 });
  });
});
