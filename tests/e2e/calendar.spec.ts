import { expect, test } from '@playwright/test';
import { card, tile } from './support/dashboard';
import { growthRow, openFigures, showGrowth } from './support/figures';
import { openDashboard, startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

// New York, where 23:59 on 30 November is already December in UTC: the month is the founder's.
test.use({ timezoneId: 'America/New_York' });

test.describe('a dashboard left open across a month end', () => {
  test('follows the new month on the cards, the tile, the Growth table and the figures dialog', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-30T23:59:00-05:00') });
    await openDashboard(page);
    const pulse = card(page, 'GrowthPulse');
    await expect(pulse.getByText('+39% vs Oct')).toBeVisible();
    await expect(tile(page, 'Total Revenue')).toContainText('+39% vs Oct');

    // Past midnight, with nothing touched: December carries November's figures forward.
    await page.clock.fastForward('02:00');
    await expect(pulse.getByText('0% vs Nov')).toBeVisible();
    await expect(pulse.getByRole('img', { name: 'Revenue trend of GrowthPulse' })).toHaveAccessibleDescription(
      /Dec 2026: \$2,500$/,
    );
    await expect(tile(page, 'Total Revenue')).toContainText('0% vs Nov');

    const dialog = await openFigures(page, 'GrowthPulse');
    await expect(dialog.getByLabel('Month')).toHaveValue('2026-12');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await showGrowth(page);
    // Revenue and Subscribers of the new month, carried forward from November.
    await expect(growthRow(page, 'Dec 2026').nth(0)).toHaveText('$2,500');
  });

  test('turns the month when the page comes back after its timer was held back', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-11-30T18:00:00-05:00') });
    await openDashboard(page);
    await expect(card(page, 'GrowthPulse').getByText('+39% vs Oct')).toBeVisible();
    // A laptop asleep overnight: the clock jumps, no timer runs, then the founder looks again.
    await page.clock.setSystemTime(new Date('2026-12-01T09:00:00-05:00'));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(card(page, 'GrowthPulse').getByText('0% vs Nov')).toBeVisible();
  });
});
