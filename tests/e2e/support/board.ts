import { expect, type Locator, type Page } from '@playwright/test';

export const STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'] as const;
export type Status = (typeof STATUSES)[number];

/** A column of the board: the region named "Live, 3 projects". */
export const column = (page: Page, status: Status) =>
  page.getByRole('region', { name: new RegExp(`^${status}, \\d+ projects?$`) });

/** The board's live region (dnd-kit's), where each step of a move is announced. */
export const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Picks the card up on its "Move {name}" handle with the keyboard, and waits until the board
 * listens for the next key: dnd-kit's keyboard sensor adds its arrow-key listener in a task it
 * queues at the pick-up, and Chromium runs input ahead of timers, so an arrow pressed the moment
 * the pick-up is announced could reach no listener (a test is quicker than any hand). A timer
 * queued after the announcement runs after the sensor's.
 */
export async function pickUpWithKeyboard(page: Page, name: string, status: Status, key: 'Space' | 'Enter' = 'Space') {
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press(key);
  await expect(announcement(page)).toHaveText(`Picked up ${name}. Current status: ${status}.`);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

export const viewSwitch = (page: Page, name: 'Cards' | 'Board') =>
  page.getByRole('group', { name: 'View' }).getByRole('button', { name });

/** Switches the dashboard to the board and waits for its five columns. */
export async function showBoard(page: Page) {
  await viewSwitch(page, 'Board').click();
  await expect(viewSwitch(page, 'Board')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: /^(Idea|In Dev|Live|Monetized|Paused), / })).toHaveCount(5);
}

/** The middle of an element on the page. */
async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags with the mouse from a card's description across to a column, at the same height (the
 * columns are as tall as the tallest), in steps: away from the window's edges, where the board
 * and the page scroll themselves.
 */
export async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await centre(from.locator('p').first());
  const end = { x: (await centre(to)).x, y: start.y };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y + 10, { steps: 3 });
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await expect(to).toHaveAttribute('data-over', '');
  await page.mouse.up();
}
