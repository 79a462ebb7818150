import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  SEED_NAMES,
  addProject,
  card,
  cardNames,
  choose,
  columnCount,
  expectStored,
  fillProjectForm,
  tile,
} from './support/dashboard';
import { signIn } from './support/session';

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter projects' });
const toasts = (page: Page) => page.getByRole('status');

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('article')).toHaveCount(3);
});

test.describe('Dashboard overview', () => {
  test('shows the header, the seed totals 3 · 1 · $2,500 · 150 and one card per project', async ({ page }) => {
    await expect(page).toHaveTitle('Dashboard · Forge Lab');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: 'Forge Lab' })).toBeVisible();
    await expect(header.getByText('Welcome back, Alex Rivera')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.locator('main#main')).toBeVisible();

    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 3');
    await expect(tile(page, 'Live Projects')).toHaveAccessibleName('Live Projects: 1');
    await expect(tile(page, 'Total Revenue')).toHaveAccessibleName('Total Revenue: $2,500');
    await expect(tile(page, 'Subscribers')).toHaveAccessibleName('Subscribers: 150');

    expect(await cardNames(page)).toEqual(SEED_NAMES);
    const growth = card(page, 'GrowthPulse');
    await expect(growth).toContainText('Maya Chen');
    await expect(growth).toContainText('$2,500');
    await expect(card(page, 'AutoFlow Engine')).toContainText('Alex Rivera, Sam Okafor');
    await expect(card(page, 'AutoFlow Engine')).toContainText('$0');
    const updated = await page.evaluate(() => new Date(Date.now() - 30 * 86_400_000).toLocaleDateString());
    await expect(growth.getByText(`Updated ${updated}`)).toBeVisible();
  });

  test('edit and delete buttons explain themselves with tooltips', async ({ page }) => {
    // The hint is drawn in CSS (the button's data-hint in ::after), shown on hover and keyboard focus.
    const hint = (name: string) =>
      card(page, 'GrowthPulse')
        .getByRole('button', { name })
        .evaluate((button) => {
          const after = getComputedStyle(button, '::after');
          return { text: button.getAttribute('data-hint'), content: after.content, opacity: after.opacity };
        });
    expect((await hint('Edit GrowthPulse')).opacity).toBe('0');
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' }).hover();
    await expect
      .poll(() => hint('Edit GrowthPulse'))
      .toEqual({ text: 'Edit GrowthPulse', content: '"Edit GrowthPulse"', opacity: '1' });
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Delete GrowthPulse' }).hover();
    await expect
      .poll(() => hint('Delete GrowthPulse'))
      .toEqual({ text: 'Delete GrowthPulse', content: '"Delete GrowthPulse"', opacity: '1' });
  });
});

test.describe('Adding, editing and deleting', () => {
  test('adds a project with a toast, updates the tiles, and keeps it after a reload', async ({ page }) => {
    await addProject(page, {
      name: 'Ember CLI',
      description: 'A command line for the lab.',
      status: 'Monetized',
      owners: ['Maya Chen', 'Alex Rivera'],
      revenue: '1234.5',
      subscribers: '-3',
      notes: 'Pricing page next.',
    });
    await expect(toasts(page).filter({ hasText: 'Project added!' })).toContainText(
      'Ember CLI has been added to the lab.',
    );
    const ember = card(page, 'Ember CLI');
    await expect(ember).toContainText('Monetized');
    await expect(ember).toContainText('Alex Rivera, Maya Chen');
    await expect(ember).toContainText('$1,234.50');
    await expect(ember).toContainText('Pricing page next.');
    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 4');
    await expect(tile(page, 'Total Revenue')).toHaveAccessibleName('Total Revenue: $3,734.50');
    await expect(tile(page, 'Subscribers')).toHaveAccessibleName('Subscribers: 150');

    await expectStored(page, 'Ember CLI');
    await page.reload();
    await expect(card(page, 'Ember CLI')).toContainText('Monetized');
    await expect.poll(() => cardNames(page)).toEqual(['Ember CLI', ...SEED_NAMES]);
  });

  test('keeps Add Project disabled until name, description and an owner are given; Cancel discards', async ({
    page,
  }) => {
    const opener = filterBar(page).getByRole('button', { name: 'Add New Project' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    const submit = dialog.getByRole('button', { name: 'Add Project' });
    await expect(submit).toBeDisabled();
    await fillProjectForm(page, dialog, { name: '   ', description: 'Something.', owners: ['Sam Okafor'] });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Project Name').press('Enter');
    await expect(dialog).toBeVisible();
    await fillProjectForm(page, dialog, { name: 'Draft' });
    await expect(submit).toBeEnabled();
    await dialog.getByRole('checkbox', { name: 'Sam Okafor' }).uncheck();
    await expect(submit).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('edits a project: prefilled, then the badge and the tiles follow; Escape discards', async ({ page }) => {
    const editButton = card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' });
    await editButton.click();
    let dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(dialog.getByLabel('Project Name')).toHaveValue('GrowthPulse');
    await expect(dialog.getByLabel('Revenue')).toHaveValue('2500');
    await expect(dialog.getByRole('checkbox', { name: 'Maya Chen' })).toBeChecked();
    await fillProjectForm(page, dialog, { name: 'Scratch that' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editButton).toBeFocused();
    await expect(card(page, 'GrowthPulse')).toBeVisible();

    await editButton.click();
    dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await expect(dialog.getByLabel('Project Name')).toHaveValue('GrowthPulse');
    await fillProjectForm(page, dialog, { status: 'Monetized', revenue: '4000' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, 'GrowthPulse')).toContainText('Monetized');
    await expect(card(page, 'GrowthPulse')).toContainText('$4,000');
    await expect(tile(page, 'Live Projects')).toHaveAccessibleName('Live Projects: 0');
    await expect(tile(page, 'Total Revenue')).toHaveAccessibleName('Total Revenue: $4,000');
    await expect(page.getByRole('article')).toHaveCount(3);

    await expectStored(page, 'Monetized');
    await page.reload();
    await expect(card(page, 'GrowthPulse')).toContainText('Monetized');
    await expect(tile(page, 'Live Projects')).toHaveAccessibleName('Live Projects: 0');
  });

  test('asks before deleting: dismissing keeps the project, accepting removes it with a toast', async ({ page }) => {
    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Delete GrowthPulse' }).click();
    expect(messages).toEqual(['Are you sure you want to delete "GrowthPulse"?']);
    await expect(card(page, 'GrowthPulse')).toBeVisible();
    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 3');

    page.once('dialog', (dialog) => void dialog.accept());
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Delete GrowthPulse' }).click();
    await expect(card(page, 'GrowthPulse')).toHaveCount(0);
    await expect(toasts(page).filter({ hasText: 'Project deleted' })).toContainText(
      'Project has been removed from the lab.',
    );
    await expect(page.getByRole('button', { name: 'Edit CodeMentor AI' })).toBeFocused();
    await expect(tile(page, 'Total Revenue')).toHaveAccessibleName('Total Revenue: $0');
    await expectStored(page, 'GrowthPulse', false);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine', 'CodeMentor AI']);
  });

  test('deleting every project shows the empty state, and a reload does not bring the seed back', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    for (const name of SEED_NAMES) await page.getByRole('button', { name: `Delete ${name}` }).click();
    const empty = page.getByRole('region', { name: 'No projects found' });
    await expect(empty).toContainText('Start building the future by adding your first project.');
    await expect(empty.getByRole('button', { name: 'Add New Project' })).toBeVisible();
    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 0');
    await expect(filterBar(page).getByRole('button', { name: 'Add New Project' })).toBeFocused();

    for (const name of SEED_NAMES) await expectStored(page, name, false);
    await page.reload();
    await expect(page.getByRole('region', { name: 'No projects found' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await empty.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await fillProjectForm(page, dialog, { name: 'Fresh start', description: 'First of many.', owners: ['Sam Okafor'] });
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(card(page, 'Fresh start')).toBeVisible();
    await expect(filterBar(page).getByRole('button', { name: 'Add New Project' })).toBeFocused();
  });
});

test.describe('Filters', () => {
  test('narrow the cards by status, by owner and by both, with the matching empty-state hint', async ({ page }) => {
    await choose(page, page, 'Status', 'Live');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    await choose(page, page, 'Status', 'All Status');
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText('All Owners');
    await page.getByRole('combobox', { name: 'Owner' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'All Owners',
      'Alex Rivera',
      'Maya Chen',
      'Sam Okafor',
    ]);
    await page.keyboard.press('Escape');

    await choose(page, page, 'Owner', 'Sam Okafor');
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine', 'CodeMentor AI']);
    await choose(page, page, 'Status', 'In Dev');
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine']);
    await choose(page, page, 'Status', 'Live');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'No projects found' })).toContainText(
      'Try adjusting your filters or add a new project.',
    );
    await expect(tile(page, 'Total Projects')).toHaveAccessibleName('Total Projects: 3');
    await choose(page, page, 'Owner', 'All Owners');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
  });

  test('fall back to All Owners when the chosen owner leaves the last project', async ({ page }) => {
    await choose(page, page, 'Owner', 'Maya Chen');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    await card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Project' });
    await dialog.getByRole('checkbox', { name: 'Sam Okafor' }).check();
    await dialog.getByRole('checkbox', { name: 'Maya Chen' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText('All Owners');
    // The edited project is now the most recently updated.
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse', 'AutoFlow Engine', 'CodeMentor AI']);
  });
});

test.describe('Export CSV', () => {
  test('downloads the projects shown, fully quoted, as forge-lab-projects-<today>.csv', async ({ page }) => {
    await addProject(page, {
      name: 'The "Anvil", v2',
      description: 'Line one\nLine two, with a comma',
      owners: ['Alex Rivera', 'Sam Okafor'],
      revenue: '99.5',
      subscribers: '7',
    });
    const today = await page.evaluate(() => {
      const now = new Date();
      return {
        file: `forge-lab-projects-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`,
        date: now.toLocaleDateString(),
      };
    });

    let [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(today.file);
    let csv = await readFile(await download.path(), 'utf8');
    // A UTF-8 BOM first, so spreadsheets read non-ASCII names; rows in the order shown (recently updated first).
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = csv.slice(1).split('\n');
    expect(rows[0]).toBe('"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated"');
    expect(
      csv
        .slice(1)
        .startsWith(
          `${rows[0]}\n"The ""Anvil"", v2","Line one\nLine two, with a comma","Idea","Alex Rivera; Sam Okafor","99.5","7","${today.date}"\n`,
        ),
    ).toBe(true);
    expect(rows[3]).toMatch(/^"AutoFlow Engine","[^"]+","In Dev","Alex Rivera; Sam Okafor","0","0","[^"]+"$/);
    expect(rows[5]).toMatch(/^"GrowthPulse","[^"]+","Live","Maya Chen","2500","150","[^"]+"$/);
    await expect(toasts(page).filter({ hasText: 'Export complete!' })).toContainText(
      'Projects data has been exported to CSV.',
    );

    await choose(page, page, 'Status', 'Live');
    await expect.poll(() => cardNames(page)).toEqual(['GrowthPulse']);
    [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')).toHaveLength(2);
    expect(csv).toContain('"GrowthPulse"');
  });
});

test.describe('GitHub and Live links', () => {
  test('without a URL they toast "feature not implemented", one toast at a time', async ({ page }) => {
    const growth = card(page, 'GrowthPulse');
    await growth.getByRole('button', { name: 'GitHub' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('feature not implemented');
    await expect(toasts(page)).toContainText('No GitHub URL provided for this project.');
    await growth.getByRole('button', { name: 'Live' }).click();
    await expect(toasts(page)).toContainText('No live demo URL provided for this project.');
    await expect(toasts(page)).toHaveCount(1);

    // Sample the page while three toasts are asked for in quick succession.
    const sampling = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let most = 0;
          const timer = setInterval(
            () => (most = Math.max(most, document.querySelectorAll('[role="status"]').length)),
            20,
          );
          setTimeout(() => (clearInterval(timer), resolve(most)), 1500);
        }),
    );
    await growth.getByRole('button', { name: 'GitHub' }).click();
    await growth.getByRole('button', { name: 'Live' }).click();
    await growth.getByRole('button', { name: 'GitHub' }).click();
    expect(await sampling).toBe(1);
    await expect(toasts(page)).toContainText('No GitHub URL provided for this project.');
    await expect(toasts(page)).toHaveCount(1);
  });

  test('with a URL they open a new tab that has no opener', async ({ page, context, baseURL }) => {
    const githubUrl = `${baseURL}/?from=github`;
    const liveUrl = `${baseURL}/?from=live`;
    await addProject(page, { name: 'Linked', description: 'Has links.', owners: ['Maya Chen'], githubUrl, liveUrl });
    const linked = card(page, 'Linked');

    for (const [button, url] of [
      ['GitHub', githubUrl],
      ['Live', liveUrl],
    ] as const) {
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        linked.getByRole('button', { name: button }).click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(url);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    await expect(toasts(page).filter({ hasText: 'feature not implemented' })).toHaveCount(0);
  });
});

/**
 * Reloads the dashboard and records how the cards come in: the delay of each card's fade
 * (framer-motion runs it through the Web Animations API) and the transforms each card went
 * through, sampled every frame (a slide passes through many; a jump, at most two).
 */
async function recordEntrance(page: Page) {
  await page.addInitScript(() => {
    const seen = { fadeDelays: [] as number[], transforms: [] as string[][] };
    (window as unknown as { __entrance: typeof seen }).__entrance = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const isCardCell = this.firstElementChild?.tagName === 'ARTICLE';
      if (isCardCell && keyframes && 'opacity' in keyframes && typeof options === 'object') {
        seen.fadeDelays[[...this.parentElement!.children].indexOf(this)] = Number(options.delay ?? 0) + 0; // + 0 turns -0 into 0
      }
      return animate.call(this, keyframes, options);
    };
    const sample = () => {
      document.querySelectorAll('article').forEach((article, index) => {
        const { transform } = getComputedStyle(article.parentElement as HTMLElement);
        const transforms = (seen.transforms[index] ??= []);
        if (!transforms.includes(transform)) transforms.push(transform);
      });
      if (performance.now() < 4000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.waitForTimeout(1200);
  const { fadeDelays, transforms } = await page.evaluate(
    () => (window as unknown as { __entrance: { fadeDelays: number[]; transforms: string[][] } }).__entrance,
  );
  return { fadeDelays, slid: transforms.some((list) => list.length > 2) };
}

test.describe('Motion', () => {
  test('cards fade and slide in one after another, 0.1 s apart', async ({ page }) => {
    const { fadeDelays, slid } = await recordEntrance(page);
    expect(fadeDelays).toEqual([0, 100, 200]);
    expect(slid).toBe(true);
  });

  test('a deleted card fades out while the others slide into its place', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.waitForTimeout(800);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { __moves: string[] }).__moves = log;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        const name = this.querySelector(':scope > article h3')?.textContent;
        if (name) log.push(`${name}: ${JSON.stringify(keyframes)}`);
        return animate.call(this, keyframes, options);
      };
    });
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete AutoFlow Engine' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    const moves = await page.evaluate(() => (window as unknown as { __moves: string[] }).__moves);
    expect(moves.find((move) => move.startsWith('AutoFlow Engine:'))).toContain('"opacity":[1,0]');
    expect(moves.find((move) => move.startsWith('CodeMentor AI:'))).toMatch(/translate\(\d+px, 0px\)/);
    expect(moves.find((move) => move.startsWith('GrowthPulse:'))).toMatch(/translate\(-\d+px, \d+px\)/);
  });

  test('with reduced motion the cards still fade in turn, but do not slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { fadeDelays, slid } = await recordEntrance(page);
    expect(fadeDelays).toEqual([0, 100, 200]);
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
