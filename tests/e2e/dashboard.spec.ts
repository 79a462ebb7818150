import { expect, test } from '@playwright/test';
import {
  SEED_NAMES,
  addProject,
  card,
  cardNames,
  expectCardsAtRest,
  expectStored,
  fillProjectForm,
  openSeededDashboard,
  tile,
  toast,
} from './support/dashboard';
import { filterBar } from './support/dashboardView';
import { startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

test.beforeEach(async ({ page }) => {
  await openSeededDashboard(page);
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
    await expect(toast(page, 'Project added!')).toContainText('Ember CLI has been added to the lab.');
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
    await expect(toast(page, 'Project deleted')).toContainText('Project has been removed from the lab.');
    await expect(page.getByRole('button', { name: 'Edit CodeMentor AI' })).toBeFocused();
    await expect(tile(page, 'Total Revenue')).toHaveAccessibleName('Total Revenue: $0');
    await expectStored(page, 'GrowthPulse', false);
    await page.reload();
    await expect.poll(() => cardNames(page)).toEqual(['AutoFlow Engine', 'CodeMentor AI']);
  });

  test('deleting every project shows the empty state, and a reload does not bring the seed back', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    for (const name of SEED_NAMES) {
      // The cards left slide into the gap a deleted one leaves: a click aimed while they move can miss.
      await expectCardsAtRest(page);
      await page.getByRole('button', { name: `Delete ${name}` }).click();
    }
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
