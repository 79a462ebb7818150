// Dashboard timings at N projects, seeded through the app's own import feature.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OWNERS = ['Alex Rivera', 'Sam Okafor', 'Maya Chen'];
const STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'];
const words = 'forge anvil ember spark steel alloy quench temper hammer bellows crucible ingot'.split(' ');
const text = (length, seed) => {
  let out = '';
  for (let index = seed; out.length < length; index += 7) out += `${words[index % words.length]} `;
  return out.slice(0, length);
};

/** A typical project: a 200-character description and a 100-character note. */
export function typicalProject(index, now = Date.now()) {
  const date = new Date(now - index * 60_000).toISOString();
  return {
    id: String(now - index),
    name: `Project ${index + 1} ${words[index % words.length]}`,
    description: text(200, index),
    status: STATUSES[index % STATUSES.length],
    owners: OWNERS.slice(0, (index % 3) + 1),
    revenue: (index * 37) % 10_000,
    subscribers: (index * 13) % 2_000,
    githubUrl: `https://github.com/forge-lab/project-${index}`,
    liveUrl: `https://project-${index}.forgelab.dev`,
    notes: text(100, index + 3),
    createdAt: date,
    lastUpdated: date,
  };
}

export async function backupFile(count) {
  const dir = await mkdtemp(join(tmpdir(), 'forge-bench-'));
  const file = join(dir, `backup-${count}.json`);
  const now = Date.now();
  const projects = Array.from({ length: count }, (_, index) => typicalProject(index, now));
  await writeFile(
    file,
    JSON.stringify({ format: 'forge-lab-backup', version: 1, exportedAt: new Date().toISOString(), projects }),
  );
  return file;
}

export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('alex@forgelab.dev');
  await page.getByLabel('Password').fill('forge-demo-2026');
  await page.getByRole('button', { name: 'Access Lab' }).click();
  await page.waitForURL(/\/dashboard$/);
}

export async function importProjects(page, file) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import projects' });
  await dialog.getByLabel('Backup or CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Time from navigation start to the first frame painted with the tiles and a card. */
export async function loadTime(page, baseUrl) {
  await page.goto(`${baseUrl}/dashboard`);
  await page.getByRole('article').first().waitFor();
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          const marks = performance.getEntriesByName('forge-lab:first-card');
          resolve(marks.length ? marks[0].startTime : performance.now());
        });
      }),
  );
}

/** Records, inside the page, when the first article appears and the frame after it is painted. */
export const FIRST_CARD_OBSERVER = () => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => performance.mark('forge-lab:first-card'), 0));
  });
  observer.observe(document, { childList: true, subtree: true });
};

/**
 * From an input event to the next frame painted after it, as the browser's Event Timing API
 * measures it (what Interaction to Next Paint is made of): the longest event of the
 * interaction that `act` performs, from its timestamp to the paint that follows its handlers.
 */
async function timeToPaint(page, act) {
  await page.evaluate(() => {
    // Only events from now on: the menu-opening click before, and entries still on their way
    // from earlier interactions, are not part of this one.
    window.__benchSince = performance.now();
    window.__benchEvents = [];
    window.__benchObserver?.disconnect();
    window.__benchObserver = new PerformanceObserver((list) => window.__benchEvents.push(...list.getEntries()));
    window.__benchObserver.observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  await act();
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        // Entries arrive after the paint; two frames and a pause are enough for them.
        setTimeout(() => {
          window.__benchObserver.takeRecords().forEach((entry) => window.__benchEvents.push(entry));
          window.__benchObserver.disconnect();
          const durations = window.__benchEvents
            .filter((entry) => entry.interactionId > 0 && entry.startTime >= window.__benchSince)
            .map((entry) => entry.duration);
          // Below the API's 16 ms threshold nothing is reported: count that as 16 ms.
          resolve(durations.length ? Math.max(...durations) : 16);
        }, 500);
      }),
  );
}

/**
 * A status filter change: the Status menu is opened, "Live" is chosen with Enter, and the time
 * is the keydown's Event Timing duration (from the key press to the paint that shows the
 * change). With the mouse, Playwright sends the press and the release one round trip apart and
 * the browser dates the click from the press, so the press's own work (focus moving into the
 * menu) would count as if it came after the click; a key press is one event, dated when it happens.
 */
export async function filterChangeTime(page) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const option = page.getByRole('option', { name: 'Live', exact: true });
  await option.waitFor();
  // As a founder would: the option is chosen once the menu has opened (its transition is 225 ms).
  await page.waitForTimeout(400);
  await option.focus();
  const time = await timeToPaint(page, () => page.keyboard.press('Enter'));
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All Status' }).click();
  await page.waitForTimeout(200);
  return time;
}

/**
 * The same change with the mouse, for reference: Playwright's press and release reach the page
 * a round trip apart, and the browser dates the interaction from the press.
 */
export async function filterChangeByClickTime(page) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  const option = page.getByRole('option', { name: 'Live', exact: true });
  await option.waitFor();
  await page.waitForTimeout(400);
  const time = await timeToPaint(page, () => option.click());
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All Status' }).click();
  await page.waitForTimeout(200);
  return time;
}

export async function addProjectTime(page, name) {
  await page.getByRole('button', { name: 'Add New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await dialog.getByLabel('Project Name').fill(name);
  await dialog.getByLabel('Description').fill('Timed add');
  await dialog.getByRole('checkbox', { name: 'Maya Chen' }).check();
  await page.evaluate((projectName) => {
    window.__benchDone = new Promise((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const start = event.timeStamp;
          const poll = () => {
            const painted = [...document.querySelectorAll('article')].some((article) =>
              article.textContent?.includes(projectName),
            );
            const stored = localStorage.getItem('persist:forge-lab:projects')?.includes(projectName);
            if (performance.now() - start > 10_000) {
              console.error(`bench: add timed out (card painted: ${painted}, stored: ${Boolean(stored)})`);
              return resolve(Number.NaN);
            }
            if (painted && stored) requestAnimationFrame(() => resolve(performance.now() - start));
            else setTimeout(poll, 1);
          };
          poll();
        },
        { capture: true, once: true },
      );
    });
  }, name);
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  return page.evaluate(() => window.__benchDone);
}

export async function heapMb(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  // Performance.getMetrics answers an empty list until the domain is enabled.
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  await session.send('Performance.disable');
  await session.detach();
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize');
  return used ? used.value / 1024 / 1024 : Number.NaN;
}

export async function storedCharacters(page) {
  return page.evaluate(() => Object.values(localStorage).reduce((sum, value) => sum + value.length, 0));
}
