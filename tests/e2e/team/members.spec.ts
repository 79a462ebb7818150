import type { Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/a11y';
import { toast } from '../support/dashboard';
import {
  ALEX,
  LIVE_MS,
  addProject,
  card,
  editProject,
  offlineCopyReady,
  signInAs,
  syncStatus,
} from './support/founders';
import { invite, joinByLink, openTeam } from './support/members';
import { expect, test } from './support/teamServer';

test.describe('the team beyond the founders', () => {
  // Two or three browsers and a server on a shared machine: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test('a viewer joins by link, reads the lab live on a phone, and can change nothing', async ({ browser, team }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    await addProject(alex.page, 'Anvil');
    const dialog = await openTeam(alex.page);
    await expectNoAxeViolations(alex.page, 'the Team dialog');
    const link = await invite(dialog, 'Riley Park', 'riley@example.com', 'Viewer');
    await expect(dialog.getByRole('button', { name: 'Revoke invitation for riley@example.com' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const joinPage = await context.newPage();
    await joinPage.goto(link);
    await expect(joinPage.getByText('Riley Park · riley@example.com')).toBeVisible();
    await expectNoAxeViolations(joinPage, 'the join page');
    await context.close();

    const viewer = await joinByLink(browser, link, { width: 390, height: 844 });
    const page = viewer.page;
    await expect(page.getByText('View only')).toBeVisible();
    await expect(syncStatus(page)).toHaveText(/Synced/, { timeout: LIVE_MS });
    await expect(card(page, 'Anvil')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Project' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Anvil' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Anvil' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Team', exact: true })).toHaveCount(0);
    await card(page, 'Anvil').getByRole('button', { name: 'More actions for Anvil' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['History', 'Goal']);
    // Goal opens read-only: the standing, and nothing to set or remove.
    await page.getByRole('menuitem', { name: 'Goal' }).click();
    const goal = page.getByRole('dialog', { name: 'Goal of Anvil' });
    await expect(goal.getByText('No goal is set.')).toBeVisible();
    await expect(goal.getByRole('button', { name: 'Save goal' })).toHaveCount(0);
    await goal.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Board' }).click();
    await expect(card(page, 'Anvil')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Anvil' })).toHaveCount(0);

    await addProject(alex.page, 'Bellows');
    await expect(card(page, 'Bellows')).toBeVisible({ timeout: LIVE_MS });

    // The link is used up.
    const again = await browser.newPage();
    await again.goto(link);
    await expect(again.getByText('This invitation is no longer valid')).toBeVisible();
    await expect(again.getByText('Anvil')).toHaveCount(0);
  });

  test('a member adds a project Alex sees and cannot delete; removed, they are back at Founders Access', async ({
    browser,
    team,
  }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const dialog = await openTeam(alex.page);
    const link = await invite(dialog, 'Jordan Lee', 'jordan@example.com', 'Member');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const member = await joinByLink(browser, link);
    await expect(member.page.getByText('Welcome back, Jordan Lee')).toBeVisible();
    // The form's Owners lists the founders and the members.
    await member.page.getByRole('button', { name: 'Add New Project' }).first().click();
    const form = member.page.getByRole('dialog', { name: 'Add New Project' });
    await expect(form.getByRole('checkbox', { name: 'Jordan Lee' })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Alex Rivera' })).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await addProject(member.page, 'Crucible');
    await expect(card(alex.page, 'Crucible')).toBeVisible({ timeout: LIVE_MS });
    await expect(card(alex.page, 'Crucible').getByText('by Jordan Lee')).toBeVisible();
    await expect(member.page.getByRole('button', { name: 'Delete Crucible' })).toHaveCount(0);
    await expect(member.page.getByRole('button', { name: 'Edit Crucible' })).toBeVisible();

    const teamDialog = await openTeam(alex.page);
    const row = teamDialog.getByRole('row', { name: /Jordan Lee/ });
    await expect(row).toContainText('Member');
    await expect(row).toContainText('Online');
    // Removing asks first: dismissed, nothing changes; accepted, Jordan is removed.
    alex.page.once('dialog', (question) => void question.dismiss());
    await teamDialog.getByRole('button', { name: 'Remove Jordan Lee' }).click();
    await expect(row).toContainText('Member');
    const asked = new Promise<string>((resolve) =>
      alex.page.once('dialog', (question) => {
        resolve(question.message());
        void question.accept();
      }),
    );
    await teamDialog.getByRole('button', { name: 'Remove Jordan Lee' }).click();
    expect(await asked).toBe(
      'Are you sure you want to remove "Jordan Lee" from the team? They are signed out at once.',
    );
    await expect(teamDialog.getByRole('row', { name: /Jordan Lee/ })).toHaveCount(0);
    await teamDialog.getByRole('button', { name: 'Done' }).click();

    await expect(member.page).toHaveURL(/\/login$/, { timeout: LIVE_MS });
    await expect(toast(member.page, 'Session ended')).toBeVisible();
    // Their change keeps their name.
    await expect(card(alex.page, 'Crucible').getByText('by Jordan Lee')).toBeVisible();
  });

  test('a link that was never valid, or was revoked, says so and shows nothing of the lab', async ({
    browser,
    team,
  }) => {
    const alex = await signInAs(browser, team.url, ALEX);
    const dialog = await openTeam(alex.page);
    const link = await invite(dialog, 'Casey', 'casey@example.com', 'Viewer');
    await dialog.getByRole('button', { name: 'Revoke invitation for casey@example.com' }).click();
    await expect(dialog.getByText('No open invitations.')).toBeVisible();
    const page = await browser.newPage();
    for (const address of [link, `${team.url}/join/not-a-real-token`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Join Forge Lab' })).toBeVisible();
      await expect(page.getByText('This invitation is no longer valid')).toBeVisible();
      await expect(page.getByLabel('Password')).toHaveCount(0);
    }
  });
});

/** Alex with Anvil in the lab and the Team dialog open, and Jordan Lee joined as a member. */
async function alexAndMember(browser: Browser, url: string) {
  const alex = await signInAs(browser, url, ALEX);
  await addProject(alex.page, 'Anvil');
  const dialog = await openTeam(alex.page);
  const member = await joinByLink(browser, await invite(dialog, 'Jordan Lee', 'jordan@example.com', 'Member'));
  return { alex, dialog, member };
}

test.describe('a role changed while the person works', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member made a viewer loses the controls; the change they were typing is refused and kept', async ({
    browser,
    team,
  }) => {
    const { alex, dialog, member } = await alexAndMember(browser, team.url);
    await card(member.page, 'Anvil').getByRole('button', { name: 'Edit Anvil' }).click();
    const form = member.page.getByRole('dialog', { name: 'Edit Project' });
    await form.getByLabel('Description').fill('Typed before the role changed.');

    await dialog.getByRole('combobox', { name: 'Change role of Jordan Lee' }).selectOption('Viewer');
    await expect(dialog.getByRole('status')).toHaveText('Jordan Lee is now a viewer.');
    await expect(member.page.getByText('View only')).toBeVisible({ timeout: LIVE_MS });

    await form.getByRole('button', { name: 'Save Changes' }).click();
    // Said in the dialog (role alert) and in a toast, which the open dialog hides from screen readers.
    await expect(form.getByRole('alert')).toContainText('no longer allows this change');
    await expect(member.page.getByText('Change not saved')).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue('Typed before the role changed.');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(member.page.getByRole('button', { name: 'Edit Anvil' })).toHaveCount(0);
    await expect(member.page.getByRole('button', { name: 'Add New Project' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card(alex.page, 'Anvil').getByText('Anvil in one line.')).toBeVisible();
  });

  test('a member made a viewer while offline is told their offline change is not shared', async ({ browser, team }) => {
    const { alex, dialog, member } = await alexAndMember(browser, team.url);
    await offlineCopyReady(member.page);

    await member.context.setOffline(true);
    await expect(syncStatus(member.page)).toHaveText('Offline, changes kept on this device');
    await editProject(member.page, 'Anvil', (form) => form.getByLabel('Revenue').fill('3000'));
    await dialog.getByRole('combobox', { name: 'Change role of Jordan Lee' }).selectOption('Viewer');
    await expect(dialog.getByRole('status')).toHaveText('Jordan Lee is now a viewer.');
    await member.context.setOffline(false);

    await expect(member.page.getByText('View only')).toBeVisible({ timeout: LIVE_MS });
    await expect(member.page.getByRole('button', { name: 'Edit Anvil' })).toHaveCount(0);
    await expect(member.page.getByRole('alert').filter({ hasText: 'Change not synced' })).toContainText(
      'Your role does not allow it (a viewer changes nothing in the lab), so the change is kept on this device only.',
      { timeout: LIVE_MS },
    );
    await expect(syncStatus(member.page)).toHaveText('Synced');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(card(alex.page, 'Anvil')).toBeVisible();
    await expect(card(alex.page, 'Anvil')).not.toContainText('$3,000');
  });
});
