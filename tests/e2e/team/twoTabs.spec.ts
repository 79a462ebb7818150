import type { Page, WebSocketRoute } from '@playwright/test';
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
} from './support/founders';
import { expect, test } from './support/teamServer';

/** Team mode writes a tab's copy of the lab ten seconds after a change, once the page is idle. */
const COPY_WRITTEN_MS = 20_000;

/** Opens the dashboard in another tab of the same browser (its session, storage and IndexedDB). */
async function openSecondTab(first: Page, beforeLoading?: (tab: Page) => Promise<void>) {
  const tab = await first.context().newPage();
  await beforeLoading?.(tab);
  await tab.goto('/dashboard');
  await expect(syncStatus(tab)).toHaveText('Synced', { timeout: 30_000 });
  return tab;
}

/**
 * Passes a tab's connection to the team server through, but can hold what the server sends it,
 * as a slow link would: the tab goes on sending its own changes, and hears nothing until released.
 */
async function holdableLink(tab: Page) {
  let held: { socket: WebSocketRoute; message: string | Buffer }[] | null = null;
  await tab.routeWebSocket(/./, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => (held ? held.push({ socket, message }) : socket.send(message)));
  });
  return {
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const { socket, message } of waiting) socket.send(message);
    },
  };
}

/**
 * Waits until `writer`'s last write to localStorage has reached `reader` (the \`storage\` event,
 * which a tab gets for the other tabs' writes): one more write, of a key the app does not read,
 * follows it there in order.
 */
async function storageEventsDelivered(writer: Page, reader: Page) {
  const marker = `e2e-marker-${Date.now()}`;
  await reader.evaluate((key) => {
    const arrived = new Promise<void>((resolve) =>
      window.addEventListener('storage', (event) => event.key === key && resolve()),
    );
    Object.assign(window, { markerArrived: arrived });
  }, marker);
  await writer.evaluate((key) => localStorage.setItem(key, 'sent'), marker);
  await reader.evaluate(() => (window as unknown as { markerArrived: Promise<void> }).markerArrived);
}

/** Whether this tab has written its copy of the lab with `text` in it (watched from its start). */
async function watchCopyWrites(tab: Page, text: string) {
  await tab.addInitScript((wanted) => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      setItem.call(this, key, value);
      if (key.endsWith(':projects') && value.includes(wanted)) Object.assign(window, { copyWritten: true });
    };
  }, text);
  return () => tab.evaluate(() => 'copyWritten' in window);
}

test.describe("one founder's tabs in team mode", () => {
  test.describe.configure({ timeout: 90_000 });

  test('a change in one tab shows in the other live, offline too', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    await addProject(alex.page, 'Anvil');
    const second = await openSecondTab(alex.page);
    await expect(card(second, 'Anvil')).toBeVisible();

    await offlineCopyReady(alex.page);
    await alex.context.setOffline(true);
    await editProject(alex.page, 'Anvil', (dialog) => dialog.getByLabel('Notes').fill('Edited in one tab'));
    await expect(card(second, 'Anvil')).toContainText('Edited in one tab', { timeout: LIVE_MS });
    await editProject(second, 'Anvil', (dialog) => dialog.getByLabel('Description').fill('Edited in the other'));
    await expect(card(alex.page, 'Anvil')).toContainText('Edited in the other', { timeout: LIVE_MS });
    await expect(card(alex.page, 'Anvil')).toContainText('Edited in one tab');
  });

  test("a tab behind the server never brings an older value back into the other's lab", async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await addProject(alex.page, 'Pulse');
    let link: Awaited<ReturnType<typeof holdableLink>> | undefined;
    let copyWritten: (() => Promise<boolean>) | undefined;
    const behind = await openSecondTab(alex.page, async (tab) => {
      link = await holdableLink(tab);
      copyWritten = await watchCopyWrites(tab, 'Edited behind');
    });
    await expect(card(behind, 'Pulse')).toBeVisible();

    // The second tab's link slows down. Alex edits Pulse there, and while its copy of the lab
    // waits to be written, Maya's rename of Anvil reaches Alex's first tab only.
    link?.hold();
    await card(maya.page, 'Anvil').getByRole('button', { name: 'Edit Anvil' }).click();
    const mayaDialog = maya.page.getByRole('dialog', { name: 'Edit Project' });
    await mayaDialog.getByLabel('Project Name').fill('Anvil Pro');
    await editProject(behind, 'Pulse', (dialog) => dialog.getByLabel('Notes').fill('Edited behind'));
    await mayaDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card(alex.page, 'Anvil Pro')).toBeVisible({ timeout: LIVE_MS });
    await expect(card(alex.page, 'Pulse')).toContainText('Edited behind', { timeout: LIVE_MS });

    // The tab behind has written its copy, and the first tab has heard of it: Maya's name stays,
    // and the first tab's next edit of that project sends no older name back.
    await expect.poll(() => copyWritten?.() ?? false, { timeout: COPY_WRITTEN_MS }).toBe(true);
    await storageEventsDelivered(behind, alex.page);
    await expect(card(alex.page, 'Anvil Pro')).toBeVisible();
    await editProject(alex.page, 'Anvil Pro', (dialog) => dialog.getByLabel('Notes').fill('After the rename'));
    await expect(card(maya.page, 'Anvil Pro')).toContainText('After the rename', { timeout: LIVE_MS });
    await expect(card(maya.page, 'Anvil')).toHaveCount(0);

    link?.release();
    await expect(card(behind, 'Anvil Pro')).toContainText('After the rename', { timeout: LIVE_MS });
  });
});
