import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

type NewProject = {
  name: string;
  description?: string;
  revenue?: string;
  githubUrl?: string;
  liveUrl?: string;
  notes?: string;
};

async function addProject(page: Page, project: NewProject) {
  await page.getByRole('button', { name: 'Add New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await dialog.getByLabel('Project Name').fill(project.name);
  await dialog.getByLabel('Description').fill(project.description ?? `${project.name} description`);
  await dialog.getByRole('checkbox', { name: 'Maya Chen' }).check();
  if (project.revenue) await dialog.getByLabel('Revenue').fill(project.revenue);
  if (project.githubUrl) await dialog.getByLabel('GitHub URL').fill(project.githubUrl);
  if (project.liveUrl) await dialog.getByLabel('Live Demo URL').fill(project.liveUrl);
  if (project.notes) await dialog.getByLabel('Notes').fill(project.notes);
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(dialog).toBeHidden();
}

/** Fails the test on any alert, confirm or prompt: hostile text must never run as script. */
function forbidDialogs(page: Page) {
  const fired: string[] = [];
  page.on('dialog', (dialog) => {
    fired.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return fired;
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

const HTML_NAME = '<img src=x onerror=alert(1)><script>alert(1)</script>';
const FORMULA = '=HYPERLINK("http://evil.example","Click me")';
const WORLD_TEXT = 'مرحبا بالعالم · שלום עולם · 李明的项目 · 👩‍💻🔥🚀';
const LONG_WORD = 'W'.repeat(10_000);
/** An import keeps a name within the lab's 120 characters (the team server's limit too): one unbroken word still. */
const SHOWN_NAME = LONG_WORD.slice(0, 120);

/** The page does not scroll sideways, and no card is wider than its box; a failure names the culprits. */
async function expectNoHorizontalOverflow(page: Page) {
  const sizes = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`;
    const sticking = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > clientWidth + 1,
    );
    // The outermost culprits only: their children stick out with them.
    const outermost = sticking.filter((element) => !sticking.includes(element.parentElement as Element));
    return {
      page: { scrollWidth, clientWidth, culprits: outermost.slice(0, 5).map(describe) },
      cards: [...document.querySelectorAll('article')].map((article) => ({
        name: (article.textContent ?? '').slice(0, 40),
        scroll: article.scrollWidth,
        client: article.clientWidth,
      })),
    };
  });
  expect(sizes.page.scrollWidth, `wider than the viewport: ${sizes.page.culprits.join('; ')}`).toBeLessThanOrEqual(
    sizes.page.clientWidth,
  );
  for (const card of sizes.cards) expect(card.scroll, `card "${card.name}" overflows`).toBeLessThanOrEqual(card.client);
}

test('hostile names and notes render as typed text, wrap inside the card, and export neutralized', async ({ page }) => {
  const dialogs = forbidDialogs(page);
  await signIn(page);
  await addProject(page, {
    name: HTML_NAME,
    description: FORMULA,
    revenue: '1500',
    notes: `<b>not bold</b> ${WORLD_TEXT}\n${'N'.repeat(4_000)}`,
  });

  // A 10,000-character word cannot be typed (name ≤ 120, notes ≤ 5,000), but an import can bring one.
  await page.getByRole('button', { name: 'Import' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import projects' });
  const imported = [
    {
      id: 'long-1',
      name: LONG_WORD,
      description: WORLD_TEXT,
      status: 'Live',
      owners: ['Sam Okafor'],
      revenue: 0,
      subscribers: 0,
      githubUrl: '',
      liveUrl: '',
      notes: `${LONG_WORD}N`,
      createdAt: '2026-03-01T10:00:00.000Z',
      lastUpdated: '2026-03-01T10:00:00.000Z',
    },
  ];
  await importDialog
    .getByLabel('Backup or CSV file')
    .setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(imported)) });
  await importDialog.getByRole('button', { name: 'Merge' }).click();
  await expect(card(page, SHOWN_NAME)).toBeVisible();

  const hostile = card(page, HTML_NAME);
  await expect(hostile.getByRole('heading', { level: 3 })).toHaveText(HTML_NAME);
  await expect(hostile).toContainText(FORMULA);
  await expect(hostile).toContainText(`<b>not bold</b> ${WORLD_TEXT}`);
  await expect(card(page, SHOWN_NAME)).toContainText(WORLD_TEXT);
  // Rendered as text: no element was made out of what the founder typed.
  await expect(page.locator('img[src="x"], #root script, #root b')).toHaveCount(0);

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card(page, SHOWN_NAME)).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const bytes = await readFile(await (await downloading).path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(
    csv.startsWith(
      '\uFEFF"Name","Description","Status","Owners","Revenue","Subscribers","Last Updated","Next step","Due"\n',
    ),
  ).toBe(true);
  expect(csv).toContain(
    `"${HTML_NAME}","'=HYPERLINK(""http://evil.example"",""Click me"")","Idea","Maya Chen","1500","0",`,
  );
  expect(csv).toContain(`"${SHOWN_NAME}","${WORLD_TEXT}","Live","Sam Okafor","0","0",`);

  expect(dialogs).toEqual([]);
});

test('a javascript: link opens nothing and says why; a bare host opens over https with no opener', async ({
  page,
  context,
}) => {
  const dialogs = forbidDialogs(page);
  const popups: string[] = [];
  context.on('page', (popup) => popups.push(popup.url()));
  // Every window.open call, as the page makes it: nothing to wait for after a refused link.
  await page.addInitScript(() => {
    const opened: unknown[] = [];
    (window as unknown as { __opened: unknown[] }).__opened = opened;
    const open = window.open.bind(window);
    window.open = (...args) => (opened.push(args[0]), open(...args));
  });
  const openedUrls = () => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened.map(String));
  await context.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title>' }),
  );
  await signIn(page);

  await page.getByRole('button', { name: 'Add New Project' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Project' });
  await form.getByLabel('GitHub URL').fill('javascript:alert(1)');
  await expect(
    form.getByText('This is not a web address, so it cannot be opened. Use http:// or https://.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addProject(page, { name: 'Links', githubUrl: 'javascript:alert(1)', liveUrl: 'example.com' });
  await card(page, 'Links').getByRole('button', { name: 'GitHub' }).click();
  await expect(page.getByText('Link not opened')).toBeVisible();
  await expect(page.getByText('The GitHub URL is not a web address.', { exact: false })).toBeVisible();
  expect(await openedUrls()).toEqual([]);
  expect(popups).toEqual([]);
  expect(dialogs).toEqual([]);

  const opening = context.waitForEvent('page');
  await card(page, 'Links').getByRole('button', { name: 'Live' }).click();
  const popup = await opening;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://example.com/');
  // The watch on window.open does see a link that is opened.
  expect(await openedUrls()).toEqual([expect.stringMatching(/^https:\/\/example\.com\/?$/)]);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
});
