import { startRedis } from '../../server/support/redis';
import {
  ALEX,
  LIVE_MS,
  MAYA,
  addProject,
  card,
  cardNames,
  deleteProject,
  editProject,
  offlineCopyReady,
  signInAs,
  syncStatus,
} from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('faults: nothing lost', () => {
  // Two browsers, servers and Redis on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test('a founder offline edits and deletes, reconnects, and the labs converge', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    for (const name of ['Anvil', 'Pulse', 'Ember']) await addProject(alex.page, name);
    await expect(card(maya.page, 'Ember')).toBeVisible({ timeout: LIVE_MS });
    // Maya first opens the Edit dialog offline: its code comes from the offline copy.
    await offlineCopyReady(maya.page);

    await maya.context.setOffline(true);
    await expect(syncStatus(maya.page)).toHaveText('Offline, changes kept on this device');
    await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Notes').fill('Edited offline'));
    await deleteProject(maya.page, 'Pulse');
    // Meanwhile, online: another field of the same project, a new project, and an edit of the
    // project Maya deleted (Alex is told when her delete arrives).
    await editProject(alex.page, 'Anvil', (dialog) => dialog.getByLabel('Revenue').fill('900'));
    await addProject(alex.page, 'Forge');
    await editProject(alex.page, 'Pulse', (dialog) => dialog.getByLabel('Notes').fill('Raised prices'));
    await expect(card(maya.page, 'Forge')).toHaveCount(0);

    await maya.context.setOffline(false);
    await expect(syncStatus(maya.page)).toHaveText('Synced');
    await expect(alex.page.getByText('Maya Chen deleted Pulse, so your changes to it were not kept.')).toBeVisible();
    const expected = ['Anvil', 'Ember', 'Forge'];
    for (const { page } of [alex, maya]) {
      await expect.poll(() => cardNames(page)).toEqual(expected);
      await expect(card(page, 'Anvil')).toContainText('Edited offline');
      await expect(card(page, 'Anvil')).toContainText('$900');
    }
  });

  test('a founder offline reloads, keeps working, and the labs converge on reconnect', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });
    // The offline copy of the app (the service worker) is registered at idle after sign-in.
    await offlineCopyReady(maya.page);

    await maya.context.setOffline(true);
    await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Notes').fill('Edited offline'));
    await maya.page.reload();
    await expect(syncStatus(maya.page)).toHaveText('Offline, changes kept on this device');
    await expect(card(maya.page, 'Anvil')).toContainText('Edited offline');
    await addProject(maya.page, 'Offline idea');
    await maya.page.reload();
    await expect(card(maya.page, 'Offline idea')).toBeVisible();

    await maya.context.setOffline(false);
    await expect(syncStatus(maya.page)).toHaveText('Synced');
    await expect(card(alex.page, 'Offline idea')).toBeVisible({ timeout: LIVE_MS });
    await expect(card(alex.page, 'Anvil')).toContainText('Edited offline');
    await expect.poll(() => cardNames(alex.page)).toEqual(await cardNames(maya.page));
  });

  test('the server killed and restarted keeps every acknowledged change', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    await addProject(alex.page, 'Anvil');
    await expect(syncStatus(alex.page)).toHaveText('Synced');

    await team.kill();
    await expect(syncStatus(alex.page)).toHaveText('Reconnecting');
    await addProject(alex.page, 'Made while down');
    await team.restart();
    await expect(syncStatus(alex.page)).toHaveText('Synced', { timeout: 15_000 });

    const maya = await signInAs(browser, team.url, MAYA);
    await expect.poll(() => cardNames(maya.page)).toEqual(['Anvil', 'Made while down']);
  });

  test('a forged or missing session cookie sends the founder to Founders Access', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    await alex.context.clearCookies();
    await alex.context.addCookies([{ name: 'forge_lab_session', value: 'f'.repeat(64), url: team.url }]);
    await alex.page.reload();
    await expect(alex.page).toHaveURL(`${team.url}/login`);
    await expect(alex.page.getByRole('heading', { name: 'Founders Access' })).toBeVisible();

    const maya = await signInAs(browser, team.url, MAYA);
    await maya.context.clearCookies();
    await maya.page.reload();
    await expect(maya.page).toHaveURL(`${team.url}/login`);
  });

  test('two instances sharing Redis keep one lab for founders on each', async ({ browser, startTeam }) => {
    const redis = await startRedis();
    try {
      const east = await startTeam({ redis: redis.url });
      const west = await startTeam({ redis: redis.url });
      const alex = await signInAs(browser, east.url, ALEX);
      const maya = await signInAs(browser, west.url, MAYA);
      await addProject(alex.page, 'Anvil');
      await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });
      await editProject(maya.page, 'Anvil', (dialog) => dialog.getByLabel('Notes').fill('From the west'));
      await expect(card(alex.page, 'Anvil')).toContainText('From the west', { timeout: LIVE_MS });
    } finally {
      await redis.stop();
    }
  });
});
