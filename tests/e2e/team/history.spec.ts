import { ALEX, MAYA, addProject, card, closeToast, deleteProject, editProject, signInAs } from './support/founders';
import { expect, test } from './support/teamServer';

/** The server records a change as it stores it; the browser's count reads it a moment later. */
const SEEN_MS = 10_000;

test.describe('the team lab’s history', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('two founders see each other’s changes in Activity, marked New', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);

    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible();
    await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('4200'));
    await expect(card(alex.page, 'Anvil')).toContainText('$4,200');

    // Alex: one change by someone else since he last looked.
    const alexButton = alex.page.getByRole('button', { name: /^Activity/ });
    await expect(alexButton).toHaveAccessibleName('Activity, 1 new', { timeout: SEEN_MS });
    await alexButton.click();
    const alexPanel = alex.page.getByRole('dialog', { name: 'Activity' });
    const mayaEdit = alexPanel.getByRole('listitem').filter({ hasText: 'Maya Chen edited Anvil: Revenue $0 → $4,200' });
    await expect(mayaEdit).toContainText('New');
    const ownAdd = alexPanel.getByRole('listitem').filter({ hasText: 'Alex Rivera added Anvil' });
    await expect(ownAdd).toBeVisible();
    await expect(ownAdd).not.toContainText('New');

    // The entry's project opens its history, as the server keeps it.
    await mayaEdit.getByRole('button', { name: 'Anvil' }).click();
    const history = alex.page.getByRole('dialog', { name: 'History of Anvil' });
    await expect(history.getByText(/^Edited by Maya Chen/)).toBeVisible();
    await expect(history.getByText(/^Added by Alex Rivera/)).toBeVisible();
    await expect(history.getByText('Revenue: $0 → $4,200')).toBeVisible();
    await alex.page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await alex.page.keyboard.press('Escape');
    await expect(alexButton).toHaveAccessibleName('Activity');

    // Maya: Alex's add is new to her; her own edit is not.
    const mayaButton = maya.page.getByRole('button', { name: /^Activity/ });
    await expect(mayaButton).toHaveAccessibleName('Activity, 1 new', { timeout: SEEN_MS });
    await mayaButton.click();
    const mayaPanel = maya.page.getByRole('dialog', { name: 'Activity' });
    await expect(mayaPanel.getByRole('listitem').filter({ hasText: 'Alex Rivera added Anvil' })).toContainText('New');
    await expect(mayaPanel.getByRole('listitem').filter({ hasText: 'Maya Chen edited Anvil' })).not.toContainText(
      'New',
    );
  });

  test('a project one founder deleted, another restores from Activity; the server says "Restored by"', async ({
    browser,
    team,
  }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await editProject(alex.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('900'));
    await expect(card(maya.page, 'Anvil')).toContainText('$900');
    await deleteProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toHaveCount(0);
    await closeToast(alex.page, 'Project has been removed from the lab.');

    await maya.page.getByRole('button', { name: /^Activity/ }).click();
    const panel = maya.page.getByRole('dialog', { name: 'Activity' });
    await panel.getByRole('button', { name: 'Restore Anvil' }).click();
    await expect(panel.getByRole('status')).toHaveText('Project restored. Anvil is back in the lab.');
    // Back for everyone, with its fields as they were.
    await expect(card(alex.page, 'Anvil')).toContainText('$900');
    await expect(card(alex.page, 'Anvil')).toContainText(/by Maya Chen/);

    await panel.getByRole('button', { name: 'Anvil' }).first().click();
    const history = maya.page.getByRole('dialog', { name: 'History of Anvil' });
    await expect(history.getByText(/^Restored by Maya Chen/)).toBeVisible({ timeout: SEEN_MS });
    await expect(history.getByText(/^Deleted by Alex Rivera/)).toBeVisible();
  });
});
