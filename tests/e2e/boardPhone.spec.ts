import { expect, test, type Locator } from '@playwright/test';
import { announcement, column, showBoard } from './support/board';
import { card, openSeededDashboard } from './support/dashboard';
import { expectNoSidewaysScroll, smallTouchTargets } from './support/layout';
import { startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

test.describe('the board on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the first screen shows a project: the first card, or the first column and its card', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSeededDashboard(page);
    const onFirstScreen = async (locator: Locator) => {
      const box = await locator.boundingBox();
      expect(box!.y + Math.min(box!.height, 120)).toBeLessThanOrEqual(844);
    };
    await onFirstScreen(page.getByRole('article').first());
    // Download backup and Import live in the header's "More" menu; Export CSV and Logout stay buttons.
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'More', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: 'Download backup' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Import' })).toBeVisible();
    await page.keyboard.press('Escape');
    await showBoard(page);
    // The first screen itself: the click on Board may have scrolled the page (faster machines did).
    await page.evaluate(() => window.scrollTo(0, 0));
    await onFirstScreen(column(page, 'Idea').getByRole('heading', { name: 'Idea 1' }));
    await onFirstScreen(column(page, 'Idea').getByRole('article').first());
    // The board scrolls inside itself; the page does not, and every control takes a finger.
    await expectNoSidewaysScroll(page, 'the board at 390px');
    expect(await smallTouchTargets(page)).toEqual([]);
  });

  test('the columns snap one at a time, and a touch drag after a press moves a card', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSeededDashboard(page);
    await showBoard(page);
    const board = page.getByRole('group', { name: 'Board' });
    await expect(board).toHaveCSS('scroll-snap-type', 'x mandatory');
    await expect(column(page, 'Idea')).toHaveCSS('scroll-snap-align', 'start');
    await board.scrollIntoViewIfNeeded();
    const first = await column(page, 'Idea').boundingBox();
    expect(first!.width).toBeLessThan(390);
    // A swipe scrolls to the next column and snaps there.
    await board.evaluate((element) => element.scrollBy({ left: 120 }));
    await expect.poll(() => board.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);

    await board.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect.poll(() => board.evaluate((element) => element.scrollLeft)).toBe(0);
    const from = await card(page, 'CodeMentor AI').locator('p').first().boundingBox();
    const to = await column(page, 'In Dev').boundingBox();
    const client = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1 }];
    const start = { x: from!.x + 20, y: from!.y + 5 };
    await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(start.x, start.y) });
    await expect(announcement(page)).toHaveText('Picked up CodeMentor AI. Current status: Idea.');
    // Over the next column, where it peeks in at the right edge.
    const end = { x: to!.x + 12, y: to!.y + 30 };
    for (let step = 1; step <= 10; step++) {
      const x = start.x + ((end.x - start.x) * step) / 10;
      const y = start.y + ((end.y - start.y) * step) / 10;
      await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    }
    await expect(announcement(page)).toHaveText('CodeMentor AI over In Dev.');
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('region', { name: 'In Dev, 2 projects' })).toBeVisible();
  });
});
