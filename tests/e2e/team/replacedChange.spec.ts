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
});
