import { expect, type Locator, type Page } from '@playwright/test';
import { card } from './dashboard';

/** Opens "Goal of {name}" from the card's More actions menu. */
export async function openGoal(page: Page, name: string): Promise<Locator> {
  await card(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Goal' }).click();
  const dialog = page.getByRole('dialog', { name: `Goal of ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills Target and By of an open goal dialog and presses Save goal. */
export async function saveGoal(dialog: Locator, target: string, by: string) {
  await dialog.getByLabel('Target').fill(target);
  await dialog.getByLabel('By').fill(by);
  await dialog.getByRole('button', { name: 'Save goal' }).click();
}

/** Gives a project a next step through its Edit dialog. */
export async function setNextStep(page: Page, name: string, step: string, due: string) {
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Project' });
  await dialog.getByLabel('Next step').fill(step);
  await dialog.getByLabel('Due').fill(due);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

/** The filter bar's toggle, whatever its count. */
export const attentionToggle = (page: Page) => page.getByRole('button', { name: /^Needs attention, \d+$/ });
