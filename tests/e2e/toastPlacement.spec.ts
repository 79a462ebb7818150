import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/session';

const overlaps = async (a: Locator, b: Locator) => {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('both must be on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
};

// The "Welcome back!" toast is on screen for 5 s after signing in: long enough to open a dialog.
for (const width of [320, 390, 768, 1440]) {
  test(`at ${width} px a toast covers none of the Add dialog's buttons`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await signIn(page);
    // By its text: while a dialog is open, MUI hides the rest of the page from assistive technology.
    const toast = page.getByText('Welcome back!').locator('xpath=ancestor::*[@role="status"][1]');
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await expect(dialog).toBeVisible();
    await expect(toast).toBeVisible();
    for (const name of ['Cancel', 'Add Project']) {
      expect(await overlaps(toast, dialog.getByRole('button', { name })), name).toBe(false);
    }
  });
}
