import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, localStorageEntries } from './session';

/** The Founders Access form's controls, by what a founder reads. */
export const emailField = (page: Page) => page.getByLabel('Email');
export const passwordField = (page: Page) => page.getByLabel('Password');
export const submitButton = (page: Page) => page.getByRole('button', { name: 'Access Lab' });

/** Types an email and a password into the form on the page and presses "Access Lab". */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await submitButton(page).click();
}

/** Fails if any localStorage value of the page holds the demo password. */
export async function expectNoStoredPassword(page: Page) {
  const entries = await localStorageEntries(page);
  for (const [key, value] of Object.entries(entries)) {
    expect(value, `localStorage["${key}"]`).not.toContain(DEMO_PASSWORD);
  }
}
