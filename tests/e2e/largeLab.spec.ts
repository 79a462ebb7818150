import { expect, test, type Page } from '@playwright/test';
import { showBoard } from './support/board';
import { signIn } from './support/session';

const COUNT = 500;
const STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'];

/** A backup of COUNT projects, newest first, as the Download backup button writes them. */
function backup() {
  const now = Date.parse('2026-11-01T12:00:00.000Z');
  const projects = Array.from({ length: COUNT }, (_, index) => {
    const date = new Date(now - index * 60_000).toISOString();
    return {
      id: String(now - index),
      name: `Project ${index + 1}`,
      description: `Generated project number ${index + 1}.`,
      status: STATUSES[index % STATUSES.length],
      owners: ['Maya Chen'],
      revenue: index,
      subscribers: index,
      githubUrl: '',
      liveUrl: '',
      notes: '',
      createdAt: date,
      lastUpdated: date,
    };
  });
  return Buffer.from(JSON.stringify({ format: 'forge-lab-backup', version: 1, projects }));
}

async function importLargeLab(page: Page) {
  await signIn(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import projects' });
  await dialog
    .getByLabel('Backup or CSV file')
    .setInputFiles({ name: 'lab.json', mimeType: 'application/json', buffer: backup() });
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText(`Showing ${COUNT} of ${COUNT} projects`)).toBeVisible();
}

test.describe(`a lab of ${COUNT} projects`, () => {
  test('renders a page of cards, more as the founder scrolls, and finds any project by search', async ({ page }) => {
    await importLargeLab(page);
    const cards = page.getByRole('article');
    await expect(cards.first()).toHaveAccessibleName('Project 1');
    const firstPage = await cards.count();
    expect(firstPage).toBeGreaterThan(0);
    expect(firstPage).toBeLessThan(COUNT);

    // Scrolling toward the end of the grid brings the next cards.
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);

    // The last project is one search away.
    await page.getByLabel('Search projects').fill(`Project ${COUNT}`);
    await expect(page.getByRole('article', { name: `Project ${COUNT}` })).toBeVisible();
  });

  test('a filter change shows its results at once, and "Show more projects" reaches the rest', async ({ page }) => {
    await importLargeLab(page);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Paused', exact: true }).click();
    await expect(page.getByText(`Showing ${COUNT / 5} of ${COUNT} projects`)).toBeVisible();
    // Newest first: Project 5 is the newest paused one.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Project 5');
    for (const article of await page.getByRole('article').all())
      await expect(article.getByText('Paused', { exact: true })).toBeVisible();

    const more = page.getByRole('button', { name: /^Show more projects/ });
    await more.focus();
    const before = await page.getByRole('article').count();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  });

  test('an added project comes first, and stays after a reload', async ({ page }) => {
    await importLargeLab(page);
    await page.getByRole('button', { name: 'Add New Project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await dialog.getByLabel('Project Name').fill('Fresh idea');
    await dialog.getByLabel('Description').fill('Added to a large lab');
    await dialog.getByRole('checkbox', { name: 'Sam Okafor' }).check();
    await dialog.getByRole('button', { name: 'Add Project' }).click();
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Fresh idea');
    await expect(page.getByText(`Showing ${COUNT + 1} of ${COUNT + 1} projects`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Fresh idea');
    await expect(page.getByText(`Showing ${COUNT + 1} of ${COUNT + 1} projects`)).toBeVisible();
  });

  test('on a phone, the board comes whole: every column shows its first cards in its first frame', async ({ page }) => {
    await importLargeLab(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // What each frame shows, sampled before it paints: the cards in each column of the board.
    await page.evaluate(() => {
      const frames: number[][] = [];
      Object.assign(window, { boardFrames: frames });
      const sample = () => {
        const columns = [...document.querySelectorAll('[role="group"][aria-label="Board"] section')];
        if (columns.length) frames.push(columns.map((column) => column.querySelectorAll('article').length));
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await showBoard(page);
    const frames = () => page.evaluate(() => (window as unknown as { boardFrames: number[][] }).boardFrames);
    // The board can be found in the page between its render and the frame that paints it, before
    // the sampler has seen that frame.
    await expect.poll(async () => (await frames()).length).toBeGreaterThan(0);
    const [first] = await frames();
    // A column's first step is 8 cards; each of these has 100.
    expect(first).toEqual([8, 8, 8, 8, 8]);
  });
});
