import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'forge-demo-2026';
export const FOUNDER_ACCOUNTS = [
  { email: 'alex@forgelab.dev', name: 'Alex Rivera' },
  { email: 'sam@forgelab.dev', name: 'Sam Okafor' },
  { email: 'maya@forgelab.dev', name: 'Maya Chen' },
] as const;

/** Signs in through the Founders Access form, as a founder would, and waits for the dashboard. */
export async function signIn(page: Page, email: string = FOUNDER_ACCOUNTS[0].email) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
