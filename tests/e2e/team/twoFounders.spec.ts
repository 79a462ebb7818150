import { ALEX, LIVE_MS, MAYA, addProject, card, deleteProject, editProject, signInAs } from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('two founders share one lab', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('an add, an edit, a delete and an undo travel both ways live, without a reload', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await expect(alex.page.getByText('Also online: Maya Chen')).toBeVisible();
    await expect(maya.page.getByText('Also online: Alex Rivera')).toBeVisible();

    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });
    await expect(card(maya.page, 'Anvil')).toContainText(/Updated .+ by Alex Rivera/);

    await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Notes').fill('Pricing page next'));
    await expect(card(alex.page, 'Anvil')).toContainText('Pricing page next', { timeout: LIVE_MS });
    await expect(card(alex.page, 'Anvil')).toContainText(/by Maya Chen/);

    await deleteProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toHaveCount(0, { timeout: LIVE_MS });
    await alex.page.getByRole('button', { name: 'Undo' }).click();
    await expect(card(maya.page, 'Anvil')).toContainText('Pricing page next', { timeout: LIVE_MS });

    await addProject(maya.page, 'Pulse');
    await expect(card(alex.page, 'Pulse')).toBeVisible({ timeout: LIVE_MS });
    await deleteProject(maya.page, 'Pulse');
    await expect(card(alex.page, 'Pulse')).toHaveCount(0, { timeout: LIVE_MS });
  });

  test('concurrent edits to different fields of one project both survive', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });

    // Both open the same project before either saves.
    await card(alex.page, 'Anvil').getByRole('button', { name: 'Edit Anvil' }).click();
    await card(maya.page, 'Anvil').getByRole('button', { name: 'Edit Anvil' }).click();
    const alexDialog = alex.page.getByRole('dialog', { name: 'Edit Project' });
    const mayaDialog = maya.page.getByRole('dialog', { name: 'Edit Project' });
    await alexDialog.getByLabel('Revenue').fill('4200');
    await mayaDialog.getByLabel('Notes').fill('First paying team');
    await alexDialog.getByRole('button', { name: 'Save Changes' }).click();
    // Behind Maya's open dialog (hidden from the accessibility tree), her lab already has it.
    await expect(maya.page.getByRole('article', { name: 'Anvil', includeHidden: true })).toContainText('$4,200', {
      timeout: LIVE_MS,
    });
    await mayaDialog.getByRole('button', { name: 'Save Changes' }).click();

    for (const { page } of [alex, maya]) {
      await expect(card(page, 'Anvil')).toContainText('$4,200', { timeout: LIVE_MS });
      await expect(card(page, 'Anvil')).toContainText('First paying team', { timeout: LIVE_MS });
    }
  });
});
