// @ts-check
// What founders feel: a change saved in one founder's dashboard until the card shows it in
// another founder's dashboard (two pages, one team server, loopback), beside the same edit from
// one client of the engine alone to another (Hocuspocus and Yjs, no sign-in, checks or store).
import { DEMO_PASSWORD, FOUNDERS } from '../../lib/founders.mjs';
import { buildLab } from '../lab.mjs';
import { connectClient, signIn, waitFor } from './loadClients.mjs';

const [ALEX, , MAYA] = FOUNDERS;
const SEED_CHUNK = 1000;

/**
 * Fills the server's lab with `size` bench projects, as Alex, in transactions small enough to pass.
 * @param {string} baseUrl
 * @param {number} size
 * @param {boolean} withSessions
 */
export async function seedLab(baseUrl, size, withSessions) {
  const cookie = withSessions ? await signIn(baseUrl, ALEX.email) : undefined;
  const client = await connectClient({ baseUrl, cookie, index: 0, founder: ALEX.name });
  const projects = buildLab(size);
  const { Map: YMap } = await import('yjs');
  for (let start = 0; start < projects.length; start += SEED_CHUNK) {
    client.doc.transact(() => {
      for (const project of projects.slice(start, start + SEED_CHUNK)) {
        const map = client.doc.getMap('projects').set(project.id, new YMap());
        const { figures, ...fields } = project;
        for (const [field, value] of Object.entries({ ...fields, lastUpdatedBy: ALEX.name })) map.set(field, value);
        // The figures take a key per month, as the app writes them (contract/labDocument.ts).
        for (const [month, figure] of Object.entries(figures)) map.set(`month:${month}`, figure);
      }
    });
  }
  await client.acknowledged();
  // Kept connected: the engine alone keeps a document only while someone has it open.
  return { projects, disconnect: client.disconnect };
}

/**
 * The engine alone: client A edits a project's revenue, client B sees it.
 * @param {string} baseUrl
 * @param {number} size
 * @param {number} edits
 */
export async function engineFeel(baseUrl, size, edits) {
  const { projects, disconnect } = await seedLab(baseUrl, size, false);
  const [alex, maya] = await Promise.all([
    connectClient({ baseUrl, index: 1, founder: ALEX.name }),
    connectClient({ baseUrl, index: 2, founder: MAYA.name }),
  ]);
  await waitFor(() => maya.doc.getMap('projects').size === size, 30_000, 'the lab on the second client');
  const target = /** @type {import('yjs').Map<unknown>} */ (alex.doc.getMap('projects').get(projects[0].id));
  const seen = /** @type {import('yjs').Map<unknown>} */ (maya.doc.getMap('projects').get(projects[0].id));
  /** @type {number[]} */
  const samples = [];
  for (let edit = 1; edit <= edits; edit += 1) {
    const revenue = 1000 + edit;
    const sentAt = performance.now();
    target.set('revenue', revenue);
    await waitFor(() => seen.get('revenue') === revenue, 10_000, 'the edit on the second client');
    samples.push(performance.now() - sentAt);
  }
  alex.disconnect();
  maya.disconnect();
  disconnect();
  return samples;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ email: string }} founder
 */
async function dashboardOf(browser, baseUrl, founder) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(founder.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByRole('banner').getByText('Synced', { exact: true }).waitFor({ timeout: 60_000 });
  return { context, page };
}

/**
 * Alex's and Maya's dashboards on the team server, signed in and synced.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl a team server whose lab holds the bench projects
 */
export async function openFounders(browser, baseUrl) {
  const alex = await dashboardOf(browser, baseUrl, ALEX);
  const maya = await dashboardOf(browser, baseUrl, MAYA);
  return {
    alex: alex.page,
    maya: maya.page,
    close: () => Promise.all([alex.context.close(), maya.context.close()]),
  };
}

/**
 * Alex saves a new revenue in the Edit Project dialog; the time from the click on Save Changes to
 * the card showing it on Maya's page.
 * @param {import('@playwright/test').Page} alex
 * @param {import('@playwright/test').Page} maya
 * @param {number} edit this edit's number (the revenue saved is 100,000 + edit)
 */
export async function timeOneEdit(alex, maya, edit) {
  const card = alex.getByRole('article').first();
  const name = /** @type {string} */ (await card.getByRole('heading').first().textContent());
  const shown = `$${(100_000 + edit).toLocaleString('en-US')}`;
  // Maya's page notes the moment a card named `name` first shows the new revenue.
  await maya.evaluate(
    ([cardName, text]) => {
      const w = /** @type {Window & { __shownAt?: number }} */ (window);
      delete w.__shownAt;
      const check = () => {
        const found = [...document.querySelectorAll('article')].some(
          (article) => article.querySelector('h2, h3')?.textContent === cardName && article.textContent?.includes(text),
        );
        if (!found) return;
        w.__shownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [name, shown],
  );
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = alex.getByRole('dialog', { name: 'Edit Project' });
  await dialog.getByLabel('Revenue').fill(String(100_000 + edit));
  const save = dialog.getByRole('button', { name: 'Save Changes' });
  await save.evaluate((button) =>
    button.addEventListener('click', () => {
      /** @type {Window & { __savedAt?: number }} */ (window).__savedAt = performance.timeOrigin + performance.now();
    }),
  );
  await save.click();
  await dialog.waitFor({ state: 'hidden' });
  await maya.waitForFunction(() => '__shownAt' in window, undefined, { timeout: 10_000 });
  const savedAt = await alex.evaluate(() => /** @type {Window & { __savedAt?: number }} */ (window).__savedAt);
  const shownAt = await maya.evaluate(() => /** @type {Window & { __shownAt?: number }} */ (window).__shownAt);
  return Number(shownAt) - Number(savedAt);
}

/**
 * Two founders' dashboards: `edits` revenues saved by Alex, each timed until Maya's card shows it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl a team server whose lab holds the bench projects
 * @param {number} edits
 */
export async function dashboardFeel(browser, baseUrl, edits) {
  const { alex, maya, close } = await openFounders(browser, baseUrl);
  /** @type {number[]} */
  const samples = [];
  for (let edit = 1; edit <= edits; edit += 1) samples.push(await timeOneEdit(alex, maya, edit));
  await close();
  return samples;
}
