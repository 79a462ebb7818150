import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, SCHEMES, useScheme } from './support/a11y';
import { card, expectStored } from './support/dashboard';
import { showGrowth } from './support/figures';
import { attentionToggle, openGoal, saveGoal, setNextStep } from './support/plans';
import { openDashboard, startAsReturningFounder } from './support/returningFounder';

startAsReturningFounder();

// 20 November 2026 at noon, unless a test says otherwise: the seed's months end in November,
// GrowthPulse at $1,200 in August and $2,500 now, AutoFlow Engine (In Dev) and GrowthPulse (Live)
// without a next step.
test.beforeEach(async ({ page }, { title }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const evening = title.includes('past midnight');
  await page.clock.install({ time: new Date(2026, 10, 20, evening ? 23 : 12, evening ? 58 : 0) });
});

test.describe('goals', () => {
  test('refused at the fields, then set, read on the card with its forecast, and kept', async ({ page }) => {
    await openDashboard(page);
    const dialog = await openGoal(page, 'GrowthPulse');
    await expect(dialog.getByRole('radio', { name: 'Revenue' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save goal' }).click();
    await expect(dialog.getByText('Enter a target.')).toBeVisible();
    await saveGoal(dialog, '2500', '2026-11');
    await expect(dialog.getByText('Enter more than this month’s $2,500.')).toBeVisible();
    await expect(dialog.getByText('Choose a month after Nov 2026.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove goal' })).toHaveCount(0);

    await saveGoal(dialog, '5000', '2027-03');
    await expect(dialog.getByText('Goal: $5,000 by Mar 2027')).toBeVisible();
    await expect(dialog.getByText('On track')).toBeVisible();
    // (5000 / 2500)^(1/4) − 1 = 19%; from $1,200 three months ago, 28% a month: February.
    await expect(dialog.getByText('Needs 19% a month')).toBeVisible();
    await expect(dialog.getByText('At this pace: reached in Feb 2027')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const pulse = card(page, 'GrowthPulse');
    await expect(pulse.getByText('Goal: $5,000 by Mar 2027')).toBeVisible();
    await expect(pulse.getByText('On track')).toBeVisible();
    await expect(pulse.getByRole('progressbar', { name: 'Progress to goal of GrowthPulse' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expectStored(page, '"2027-03"');
    await page.reload();
    await expect(card(page, 'GrowthPulse').getByText('Goal: $5,000 by Mar 2027')).toBeVisible();
  });

  test('the lab goal on the Growth view, with its lines described in words', async ({ page }) => {
    await openDashboard(page);
    await showGrowth(page);
    await page.getByRole('button', { name: 'Lab goal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Lab goal' });
    await dialog.getByRole('radio', { name: 'Subscribers' }).check();
    await saveGoal(dialog, '300', '2027-05');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const section = page.getByRole('region', { name: 'Lab goal' });
    await expect(section.getByText('Goal: 300 subscribers by May 2027')).toBeVisible();
    await expect(section.getByRole('progressbar', { name: 'Progress to the lab goal' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText(/^Dashed line: the lab goal, from 150 subscribers in Nov 2026/)).toBeVisible();
  });
});

test.describe('next steps and Needs attention', () => {
  test('counts, filters every view by the address, and snoozes', async ({ page }) => {
    await openDashboard(page);
    await expect(attentionToggle(page)).toHaveAccessibleName('Needs attention, 2');
    await setNextStep(page, 'CodeMentor AI', 'Write the pitch', '2026-11-19');
    await setNextStep(page, 'AutoFlow Engine', 'Ship the beta', '2027-01-05');
    const mentor = card(page, 'CodeMentor AI');
    await expect(mentor.getByText('Next: Write the pitch')).toBeVisible();
    await expect(mentor.getByText('Overdue since Nov 19')).toBeVisible();
    await expect(mentor.getByRole('list', { name: 'Needs attention' })).toHaveText('Next step overdue');
    await expect(card(page, 'AutoFlow Engine').getByText('Due Jan 5, 2027')).toBeVisible();

    await page.getByRole('button', { name: 'Needs attention, 2' }).click();
    await expect(page).toHaveURL(/[?&]attention=1(&|$)/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(card(page, 'AutoFlow Engine')).toHaveCount(0);
    await page.reload();
    await expect(attentionToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: 'Board', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Idea, 1 project' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In Dev, 0 projects' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Cards', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: 'Snooze GrowthPulse for 7 days' }).click();
    await expect(page.getByRole('button', { name: 'Needs attention, 1' })).toBeVisible();
    await expect(card(page, 'GrowthPulse')).toHaveCount(0);
    await page.getByRole('button', { name: 'Needs attention, 1' }).click();
    await expect(card(page, 'GrowthPulse').getByText('Snoozed until Nov 27')).toBeVisible();
  });

  test('a dashboard left open past midnight shows the new day’s reasons', async ({ page }) => {
    await openDashboard(page);
    await setNextStep(page, 'CodeMentor AI', 'Write the pitch', '2026-11-20');
    const mentor = card(page, 'CodeMentor AI');
    await expect(mentor.getByText('Due Nov 20')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Needs attention, 2' })).toBeVisible();
    await page.clock.fastForward('03:00');
    await expect(mentor.getByText('Overdue since Nov 20')).toBeVisible();
    await expect(mentor.getByRole('list', { name: 'Needs attention' })).toHaveText('Next step overdue');
    await expect(page.getByRole('button', { name: 'Needs attention, 3' })).toBeVisible();
  });

  test('a backup and an import with merge keep goals and next steps', async ({ page }) => {
    await openDashboard(page);
    await setNextStep(page, 'CodeMentor AI', 'Write the pitch', '2026-12-03');
    const dialog = await openGoal(page, 'GrowthPulse');
    await saveGoal(dialog, '5000', '2027-03');
    await dialog.getByRole('button', { name: 'Done' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download backup' }).click();
    const file = await (await downloading).path();

    page.on('dialog', (confirm) => confirm.accept());
    for (const name of ['GrowthPulse', 'CodeMentor AI']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await expect(card(page, name)).toHaveCount(0);
      await page.getByRole('button', { name: 'Dismiss' }).click();
    }
    await page.getByRole('button', { name: 'Import' }).click();
    const importing = page.getByRole('dialog', { name: 'Import projects' });
    await importing.getByLabel('Backup or CSV file').setInputFiles(file);
    await importing.getByRole('button', { name: 'Merge' }).click();
    await expect(card(page, 'GrowthPulse').getByText('Goal: $5,000 by Mar 2027')).toBeVisible();
    await expect(card(page, 'CodeMentor AI').getByText('Next: Write the pitch')).toBeVisible();
    await expect(card(page, 'CodeMentor AI').getByText('Due Dec 3')).toBeVisible();
  });
});

for (const scheme of SCHEMES) {
  test(`axe finds nothing in the goal dialog and the Needs attention view, ${scheme}, 390 px`, async ({ page }) => {
    test.slow(); // two axe runs: past 30 s on a slow two-core machine
    await page.setViewportSize({ width: 390, height: 844 });
    await useScheme(page, scheme);

    await openDashboard(page);
    await page.getByRole('button', { name: 'Needs attention, 2' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectNoAxeViolations(page, 'the Needs attention view');
    const dialog = await openGoal(page, 'GrowthPulse');
    await saveGoal(dialog, '5000', '2027-03');
    await expect(dialog.getByText('Needs 19% a month')).toBeVisible();
    await expectNoAxeViolations(page, 'the goal dialog');
  });
}
