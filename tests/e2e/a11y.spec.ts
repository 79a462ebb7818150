import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectMotionAtRest, expectNoAxeViolations, SCHEMES, shownScheme, useScheme } from './support/a11y';
import { addProject, card, choose, SEED_NAMES } from './support/dashboard';
import { signIn } from './support/session';

/** Deletes every project through its Delete button and the confirm, leaving the lab empty. */
async function deleteAll(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
  for (const name of SEED_NAMES) {
    await card(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(card(page, name)).toHaveCount(0);
  }
}

for (const scheme of SCHEMES) {
  test.describe(`axe, ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      await useScheme(page, scheme);
    });

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#principles')).toBeAttached();
      // Every section has loaded and, with reduced motion, is shown.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/');
    });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      // The form as a founder uses it: the prerendered page holds Access Lab disabled until the
      // script starts, and its colours change when it is enabled (a scan mid-change read the
      // disabled grey as the enabled button's contrast).
      await expect(page.getByRole('button', { name: 'Access Lab' })).toBeEnabled();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/login');
    });

    test('404 page', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expectNoAxeViolations(page, '404');
    });

    test('dashboard with the seed, its dialogs and the open Status select', async ({ page }) => {
      test.slow(); // six axe runs
      await signIn(page);
      await expect(card(page, SEED_NAMES[0])).toBeVisible();
      expect(await shownScheme(page)).toBe(scheme);
      await expectNoAxeViolations(page, '/dashboard with seed data');

      await page.getByRole('combobox', { name: 'Status' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, 'the open Status select');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();

      await page.getByRole('search').getByRole('button', { name: 'Add New Project' }).click();
      const add = page.getByRole('dialog', { name: 'Add New Project' });
      await expect(add).toBeVisible();
      await expectNoAxeViolations(page, 'the Add New Project dialog');
      // With a field's error shown, and with the dialog's own Status select open.
      await add.getByLabel('Project Name').fill('x');
      await add.getByLabel('Project Name').fill('');
      await add.getByLabel('Project Name').blur();
      await expectNoAxeViolations(page, 'the Add New Project dialog after a cleared name');
      await add.getByRole('combobox', { name: 'Status' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectNoAxeViolations(page, 'the open Status select of the dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(add).toBeVisible();
      await add.getByRole('button', { name: 'Cancel' }).click();
      await expect(add).toBeHidden();

      await card(page, 'GrowthPulse').getByRole('button', { name: 'Edit GrowthPulse' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Project' });
      await expect(edit).toBeVisible();
      await expectNoAxeViolations(page, 'the Edit Project dialog');
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
    });

    test('every status badge meets contrast', async ({ page }) => {
      test.slow();
      await signIn(page);
      // The seed has Idea, In Dev and Live; add the other two.
      await addProject(page, {
        name: 'Badge Monetized',
        description: 'Contrast check.',
        owners: ['Maya Chen'],
        status: 'Monetized',
      });
      await addProject(page, {
        name: 'Badge Paused',
        description: 'Contrast check.',
        owners: ['Sam Okafor'],
        status: 'Paused',
      });
      await expect(page.locator('article [data-tone]')).toHaveCount(5);
      await expectMotionAtRest(page);
      const { violations } = await new AxeBuilder({ page })
        .include('article [data-tone]')
        .withRules(['color-contrast'])
        .analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
      await expectNoAxeViolations(page, '/dashboard with every status');
    });

    test('dashboard filtered to nothing, then empty', async ({ page }) => {
      test.slow();
      await signIn(page);
      await choose(page, page.getByRole('search'), 'Status', 'Paused');
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expectNoAxeViolations(page, '/dashboard filtered to nothing');

      await choose(page, page.getByRole('search'), 'Status', 'All Status');
      await deleteAll(page);
      await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
      await expectNoAxeViolations(page, '/dashboard with no projects');
    });
  });
}

/** The page's heading levels in document order, for those exposed to assistive technology. */
const headingLevels = (page: Page) =>
  page
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings.map((heading) => Number(heading.tagName.slice(1)) || Number(heading.getAttribute('aria-level'))),
    );

/** One h1, first, and no level skipped on the way down. */
function expectLogicalHeadings(levels: number[], where: string) {
  expect(
    levels.filter((level) => level === 1),
    `one h1 on ${where}: ${levels.join(' ')}`,
  ).toHaveLength(1);
  expect(levels[0], `the h1 comes first on ${where}`).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level - levels[index - 1], `heading order on ${where}: ${levels.join(' ')}`).toBeLessThanOrEqual(1);
  });
}

test.describe('structure', () => {
  test('landing page: landmarks and headings', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('navigation')).not.toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expectLogicalHeadings(await headingLevels(page), '/');
  });

  test('login and 404: a main and one h1', async ({ page }) => {
    for (const path of ['/login', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expectLogicalHeadings(await headingLevels(page), path);
    }
  });

  test('dashboard: landmarks, headings, tiles, cards and badges', async ({ page }) => {
    await signIn(page);
    await expect(card(page, SEED_NAMES[0])).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('search', { name: 'Filter projects' })).toBeVisible();
    expectLogicalHeadings(await headingLevels(page), '/dashboard');

    for (const name of ['Total Projects: 3', 'Live Projects: 1', 'Total Revenue: $2,500', 'Subscribers: 150']) {
      await expect(page.getByRole('group', { name, exact: true })).toBeVisible();
    }
    // Each card is an article named by its project, and its status is written out.
    const statuses = { 'AutoFlow Engine': 'In Dev', GrowthPulse: 'Live', 'CodeMentor AI': 'Idea' } as const;
    for (const [name, status] of Object.entries(statuses)) {
      const article = card(page, name);
      await expect(article).toBeVisible();
      await expect(article.getByRole('heading', { name })).toBeVisible();
      await expect(article.locator('[data-tone]')).toHaveText(status);
    }
  });
});
