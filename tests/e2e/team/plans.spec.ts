import { monthAgo, showGrowth } from '../support/figures';
import { openGoal, saveGoal } from '../support/plans';
import { ALEX, LIVE_MS, MAYA, addProject, card, editProject, signInAs } from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('goals and Needs attention in team mode', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('Alex’s goal, snooze and lab goal reach Maya live, with their history', async ({ browser, team }) => {
    const by = monthAgo(-4);
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });

    await editProject(alex.page, 'Anvil', async (dialog) => {
      await dialog.getByLabel('Revenue').fill('1000');
    });
    const dialog = await openGoal(alex.page, 'Anvil');
    await saveGoal(dialog, '4000', by.value);
    await expect(dialog.getByText(`Goal: $4,000 by ${by.label}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const anvil = card(maya.page, 'Anvil');
    await expect(anvil.getByText(`Goal: $4,000 by ${by.label}`)).toBeVisible({ timeout: LIVE_MS });
    await expect(anvil.getByRole('progressbar', { name: 'Progress to goal of Anvil' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    // Live without a next step: it needs attention, for both founders, until Alex snoozes it.
    await editProject(alex.page, 'Anvil', async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Status' }).click();
      await alex.page.getByRole('option', { name: 'Live', exact: true }).click();
    });
    await expect(maya.page.getByRole('button', { name: 'Needs attention, 1' })).toBeVisible({ timeout: LIVE_MS });
    await alex.page.getByRole('button', { name: 'Snooze Anvil for 7 days' }).click();
    await expect(anvil.getByText(/^Snoozed until \w{3} \d+/)).toBeVisible({ timeout: LIVE_MS });
    await expect(maya.page.getByRole('button', { name: 'Needs attention, 0' })).toBeVisible();

    await showGrowth(alex.page);
    await alex.page.getByRole('button', { name: 'Lab goal', exact: true }).click();
    const labDialog = alex.page.getByRole('dialog', { name: 'Lab goal' });
    await saveGoal(labDialog, '9000', by.value);
    await labDialog.getByRole('button', { name: 'Done' }).click();
    await showGrowth(maya.page);
    await expect(
      maya.page.getByRole('region', { name: 'Lab goal' }).getByText(`Goal: $9,000 by ${by.label}`),
    ).toBeVisible({ timeout: LIVE_MS });

    await maya.page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Cards' }).click();
    await anvil.getByRole('button', { name: 'More actions for Anvil' }).click();
    await maya.page.getByRole('menuitem', { name: 'History' }).click();
    const history = maya.page.getByRole('dialog', { name: 'History of Anvil' });
    await expect(history.getByText(`Goal: none → $4,000 by ${by.label}`)).toBeVisible({ timeout: LIVE_MS });
  });
});
