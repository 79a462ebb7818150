import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { closeToast, LIVE_MS, syncStatus } from './founders';

export const PASSWORD = 'a long enough passphrase';

/** Alex's Team dialog, open. */
export async function openTeam(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Team', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Team' });
  await expect(dialog.getByRole('table', { name: 'Team accounts' })).toBeVisible();
  return dialog;
}

/** Invites someone from the open Team dialog; returns the link it shows. */
export async function invite(dialog: Locator, name: string, email: string, role: 'Member' | 'Viewer') {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
  await dialog.page().getByRole('option', { name: role }).click();
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const link = dialog.getByText(/\/join\/[\w-]+$/);
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

/** Opens the link in a browser of its own, chooses a password and joins: the dashboard. */
export async function joinByLink(browser: Browser, link: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join Forge Lab' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Join the lab' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  // Ready once the lab has arrived: a click before then (seen on a slow machine) acts on a page
  // still being set up.
  await expect(syncStatus(page)).toHaveText(/^Synced/, { timeout: LIVE_MS });
  await closeToast(page, 'Welcome back!').catch(() => undefined);
  return { context, page };
}
