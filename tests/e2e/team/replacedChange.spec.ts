import { monthAgo, showGrowth } from '../support/figures';
import { saveGoal } from '../support/plans';
import {
  ALEX,
  LIVE_MS,
  MAYA,
  addProject,
  card,
  editProject,
  offlineCopyReady,
  signInAs,
  syncStatus,
  type FounderPage,
} from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('no silent overwrite', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('the founder whose change lost to a concurrent one is told, and both values are in the history', async ({
    browser,
    team,
  }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });
    // Maya opens the Edit dialog offline: its code comes from the offline copy.
    await offlineCopyReady(maya.page);

    await maya.context.setOffline(true);
    await expect(syncStatus(maya.page)).toHaveText('Offline, changes kept on this device');
    await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('3000'));
    await editProject(alex.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('4000'));
    await expect(card(alex.page, 'Anvil')).toContainText('$4,000');
    await maya.context.setOffline(false);
    await expect(syncStatus(maya.page)).toHaveText('Synced');

    // Yjs keeps one value everywhere; which one depends on the browsers' random ids.
    const revenue = /\$[34],000/;
    await expect(card(maya.page, 'Anvil')).toContainText(revenue);
    await expect
      .poll(async () => (await card(alex.page, 'Anvil').textContent())?.match(revenue)?.[0])
      .toBe((await card(maya.page, 'Anvil').textContent())?.match(revenue)?.[0]);
    const alexWon = (await card(alex.page, 'Anvil').textContent())?.includes('$4,000');
    const [loser, winner]: FounderPage[] = alexWon ? [maya, alex] : [alex, maya];

    const toast = loser.page.getByRole('status').filter({ hasText: 'Your change was replaced' });
    await expect(toast).toContainText(
      `${winner.founder.name} changed Revenue of Anvil at the same time. Your version is in its history.`,
    );
    await expect(winner.page.getByText('Your change was replaced')).toHaveCount(0);

    await toast.getByRole('button', { name: 'History' }).click();
    const history = loser.page.getByRole('dialog', { name: 'History of Anvil' });
    await expect(history.getByText(/^Edited by Alex Rivera/)).toBeVisible();
    await expect(history.getByText(/^Edited by Maya Chen/)).toBeVisible();
    await expect(history.getByText(/^Revenue: .* → \$3,000$/)).toBeVisible();
    await expect(history.getByText(/^Revenue: .* → \$4,000$/)).toBeVisible();
  });

  test('the founder whose lab goal lost to a concurrent one is told which goal was theirs', async ({
    browser,
    team,
  }) => {
    const by = monthAgo(-6);
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    // The Growth view shows the lab goal once the lab has figures.
    await editProject(alex.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('1000'));
    await expect(card(maya.page, 'Anvil')).toContainText('$1,000', { timeout: LIVE_MS });
    await offlineCopyReady(maya.page);
    await showGrowth(alex.page);
    await showGrowth(maya.page);

    const setLabGoal = async ({ page }: FounderPage, target: string) => {
      await page.getByRole('button', { name: 'Lab goal', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Lab goal' });
      await saveGoal(dialog, target, by.value);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
    };
    await maya.context.setOffline(true);
    await expect(syncStatus(maya.page)).toHaveText('Offline, changes kept on this device');
    await setLabGoal(maya, '9000');
    await setLabGoal(alex, '8000');
    await maya.context.setOffline(false);
    await expect(syncStatus(maya.page)).toHaveText('Synced');

    // One goal stands for both; which one depends on the browsers' random ids.
    const goalOf = async ({ page }: FounderPage) =>
      (await page.getByRole('region', { name: 'Lab goal' }).textContent())?.match(/Goal: \$[89],000/)?.[0];
    await expect.poll(() => goalOf(maya), { timeout: LIVE_MS }).toMatch(/Goal/);
    await expect.poll(() => goalOf(alex), { timeout: LIVE_MS }).toBe(await goalOf(maya));
    const [loser, winner, lost]: [FounderPage, FounderPage, string] =
      (await goalOf(alex)) === 'Goal: $9,000' ? [alex, maya, '8,000'] : [maya, alex, '9,000'];

    await expect(loser.page.getByRole('status').filter({ hasText: 'Your change was replaced' })).toContainText(
      `Another founder changed the lab goal at the same time. Yours was “Goal: $${lost} by ${by.label}”.`,
    );
    await expect(winner.page.getByText('Your change was replaced')).toHaveCount(0);
  });
});
