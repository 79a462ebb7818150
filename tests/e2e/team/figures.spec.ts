import { monthAgo, monthRow, openFigures, saveMonth } from '../support/figures';
import { ALEX, LIVE_MS, MAYA, addProject, card, signInAs } from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('monthly figures in team mode', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("one founder's months reach the other's card and dialog, live, with their history", async ({
    browser,
    team,
  }) => {
    const [now, last] = [monthAgo(0), monthAgo(1)];
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });

    const dialog = await openFigures(alex.page, 'Anvil');
    await saveMonth(dialog, last.value, '400', '10');
    await expect(monthRow(dialog, last.label)).toContainText('$400');
    await saveMonth(dialog, now.value, '600', '12');
    await expect(monthRow(dialog, now.label)).toContainText('$600');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const anvil = card(maya.page, 'Anvil');
    await expect(anvil.getByText(`+50% vs ${last.short}`)).toBeVisible({ timeout: LIVE_MS });
    await expect(anvil).toContainText('$600');
    await expect(anvil).toContainText('by Alex Rivera');
    const mayas = await openFigures(maya.page, 'Anvil');
    await expect(monthRow(mayas, last.label)).toContainText('$400');
    await mayas.getByRole('button', { name: 'Done' }).click();

    await anvil.getByRole('button', { name: 'More actions for Anvil' }).click();
    await maya.page.getByRole('menuitem', { name: 'History' }).click();
    const history = maya.page.getByRole('dialog', { name: 'History of Anvil' });
    await expect(history.getByText(`Figures of ${last.label}: none → $400, 10 subscribers`)).toBeVisible();
  });
});
