import { announcement, column, pickUpWithKeyboard, showBoard } from '../support/board';
import { ALEX, LIVE_MS, MAYA, addProject, card, signInAs } from './support/founders';
import { expect, test } from './support/teamServer';

test.describe('the board in team mode', () => {
  // Two browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test("a move on one founder's board moves the card on the other's, live", async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const maya = await signInAs(browser, team.url, MAYA);
    await addProject(alex.page, 'Anvil');
    await expect(card(maya.page, 'Anvil')).toBeVisible({ timeout: LIVE_MS });
    await showBoard(alex.page);
    await showBoard(maya.page);
    await expect(column(maya.page, 'Idea').getByRole('article', { name: 'Anvil' })).toBeVisible();

    // Alex moves it with the keyboard: Idea, over In Dev, over Live, dropped.
    await pickUpWithKeyboard(alex.page, 'Anvil', 'Idea');
    await alex.page.keyboard.press('ArrowRight');
    await expect(announcement(alex.page)).toHaveText('Anvil over In Dev.');
    await alex.page.keyboard.press('ArrowRight');
    await expect(announcement(alex.page)).toHaveText('Anvil over Live.');
    await alex.page.keyboard.press('Space');
    await expect(column(alex.page, 'Live').getByRole('article', { name: 'Anvil' })).toBeVisible();

    await expect(column(maya.page, 'Live').getByRole('article', { name: 'Anvil' })).toBeVisible({ timeout: LIVE_MS });
    await expect(column(maya.page, 'Idea').getByRole('article', { name: 'Anvil' })).toHaveCount(0);
    await expect(card(maya.page, 'Anvil')).toContainText(/by Alex Rivera/);
  });
});
