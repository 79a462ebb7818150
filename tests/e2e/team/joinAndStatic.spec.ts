import { test as base } from '@playwright/test';
import { ALEX, LIVE_MS, MAYA, card, cardNames, signInAs, signInThroughForm, syncStatus } from './support/founders';
import { expect, test } from './support/teamServer';

/** A lab this browser kept before it met the team (storage version 2 rows). */
const ownLab = JSON.stringify({
  items: [
    [
      '701',
      'Solo Forge',
      'Made before the team.',
      'Idea',
      ['Alex Rivera'],
      0,
      0,
      '',
      '',
      '',
      '2026-04-01T00:00:00.000Z',
      '2026-04-01T00:00:00.000Z',
      '',
    ],
    [
      '702',
      'Side Quest',
      'Also mine.',
      'Live',
      ['Alex Rivera'],
      10,
      1,
      '',
      '',
      '',
      '2026-04-02T00:00:00.000Z',
      '2026-04-02T00:00:00.000Z',
      '',
    ],
  ],
  _persist: { version: 2, rehydrated: true },
});

test.describe.configure({ timeout: 90_000 });

test('a first sign-in offers to merge this browser’s own lab into the team’s', async ({ browser, team }) => {
  const maya = await signInAs(browser, team.url, MAYA);
  const context = await browser.newContext({ baseURL: team.url });
  await context.addInitScript((lab) => {
    if (!localStorage.getItem('persist:forge-lab:projects')) localStorage.setItem('persist:forge-lab:projects', lab);
  }, ownLab);
  const page = await context.newPage();
  await page.goto('/login');
  const hint = page.getByRole('region', { name: 'Demo credentials' });
  await expect(hint).toContainText('The team server checks the password.');
  await expect(hint).not.toContainText('right here in your browser');
  await signInThroughForm(page, team.url, ALEX);

  const dialog = page.getByRole('dialog', { name: 'Merge this browser’s lab?' });
  await expect(dialog).toContainText('This browser holds 2 projects, and 2 of them are missing from the team lab');
  await expect(dialog).toContainText('The team lab holds 0 projects.');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^forge-lab-backup-/);
  await dialog.getByRole('button', { name: 'Merge into the team lab' }).click();

  await expect(dialog).toBeHidden();
  await expect(syncStatus(page)).toHaveText('Synced');
  await expect.poll(() => cardNames(maya.page), { timeout: LIVE_MS }).toEqual(['Side Quest', 'Solo Forge']);
  await expect(card(page, 'Solo Forge')).toBeVisible();
});

base('in static mode the page makes no request beyond its own files', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto('/login');
  await page.getByLabel('Email').fill(ALEX.email);
  await page.getByLabel('Password').fill('forge-demo-2026');
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add New Project' }).first().click();
  await page.waitForLoadState('networkidle');

  expect(sockets).toEqual([]);
  const foreign = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'));
  expect(foreign).toEqual([]);
  const paths = requests.map((url) => new URL(url).pathname);
  expect(paths.filter((path) => path.startsWith('/api') || path.startsWith('/sync'))).toEqual([]);
  // Nothing of team mode is fetched: no engine, provider or sync status.
  expect(paths.filter((path) => /teamSync|TeamPanel|serverSession|y-indexeddb/.test(path))).toEqual([]);
});
