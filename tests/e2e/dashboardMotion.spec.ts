import { expect, test } from '@playwright/test';
import { addProject, columnCount, expectCardsAtRest } from './support/dashboard';
import { filterBar } from './support/dashboardView';
import { cardAnimations, logCardAnimations, recordEntrance } from './support/motion';
import { openDashboard, startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

/** A window that holds all three cards: only the cards in the window rise. */
const ALL_IN_VIEW = { width: 1920, height: 1400 };

// The real clock here: a fixed one (openSeededDashboard) also drives performance.now and the frames.
test.beforeEach(async ({ page }) => {
  await openDashboard(page);
});

test.describe('Motion', () => {
  test('cards rise into place one after another, 0.1 s apart, never transparent', async ({ page }) => {
    await page.setViewportSize(ALL_IN_VIEW);
    const { delays, seeThrough, minOpacity, slid } = await recordEntrance(page);
    expect(delays.transform).toEqual([0, 100, 200]);
    expect(delays.opacity).toEqual([]);
    expect(slid).toBe(true);
    expect(seeThrough).toEqual([]);
    expect(minOpacity).toBe(1);
  });

  test('on a phone only the cards in the window rise; those below it are in place', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { delays, transforms } = await recordEntrance(page);
    const belowTheWindow = await page
      .getByRole('article')
      .evaluateAll((articles) => articles.map((article) => article.getBoundingClientRect().top >= window.innerHeight));
    expect(belowTheWindow[0]).toBe(false);
    expect(belowTheWindow.at(-1)).toBe(true);
    const risen = belowTheWindow.map((_, index) => delays.transform[index]);
    expect(risen).toEqual(belowTheWindow.map((below, index) => (below ? undefined : index * 100)));
    // Below the window a card never moves: it is in place from its first frame.
    for (const [index, below] of belowTheWindow.entries()) if (below) expect(transforms[index]).toEqual(['none']);
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

  test('cards a search leaves out go at once, and the results are in their places without sliding', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => columnCount(page)).toBe(2);
    await expectCardsAtRest(page);
    await logCardAnimations(page);
    // GrowthPulse is the third card, below the first: the search puts it first.
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('GrowthPulse');
    await expect(page.getByRole('article')).toHaveCount(1);
    const moves = await cardAnimations(page);
    expect(moves.filter((move) => move.includes('"opacity"') && !move.endsWith(' 0 ms'))).toEqual([]);
    expect(moves.filter((move) => move.includes('translate('))).toEqual([]);
  });

  test('the frame that shows a search result no longer shows the cards it leaves out', async ({ page }) => {
    await expectCardsAtRest(page);
    const search = page.getByRole('searchbox', { name: 'Search projects' });
    // The search is typed in one animation frame callback and the cards are read in the next one
    // of the same frame: what it reads is what that frame paints.
    const inThatFrame = await search.evaluate(
      (input: HTMLInputElement) =>
        new Promise<string[]>((resolve) => {
          requestAnimationFrame(() => {
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'GrowthPulse');
            input.dispatchEvent(new Event('input', { bubbles: true }));
          });
          requestAnimationFrame(() =>
            resolve([...document.querySelectorAll('article h3')].map((heading) => heading.textContent ?? '')),
          );
        }),
    );
    expect(inThatFrame).toEqual(['GrowthPulse']);
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('with reduced motion the cards appear whole in turn, 0.1 s apart, and do not move', async ({ page }) => {
    await page.setViewportSize(ALL_IN_VIEW);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { delays, durations, seeThrough, slid } = await recordEntrance(page);
    // Each appears in one step (0 ms), never faded in. The first, due at once, framer shows in
    // the first frame without an animation.
    expect(delays.opacity).toEqual([undefined, 100, 200]);
    expect(durations.opacity).toEqual([undefined, 0, 0]);
    expect(seeThrough).toEqual([]);
    expect(delays.transform).toEqual([]);
    expect(slid).toBe(false);
  });

  test('with reduced motion a deleted card goes at once, without fading', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectCardsAtRest(page);
    await logCardAnimations(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete AutoFlow Engine' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await cardAnimations(page)).toEqual([]);
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
