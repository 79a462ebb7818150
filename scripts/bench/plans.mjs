// @ts-check
// Goals and Needs attention at the largest lab on the desktop (docs/performance.md, "Goals and
// Needs attention"): pressing and releasing Needs attention against a status filter change in the
// same run (target: within 1.2×), and the status filter of the same lab with a goal and a next
// step on every card against the lab without them (target: within 1.1×). Rounds alternate.
import { openDashboard } from './boardHistory.mjs';
import { pairOf, sideText } from './floorCompare.mjs';
import { createSession, FIRST_PAGE } from './interactions.mjs';

export const PLANS_TARGETS = { toggle: 1.2, withPlans: 1.1 };

/** @typedef {import('./interactionSample.mjs').MeasuredSample} MeasuredSample */

/**
 * The first page Needs attention shows, read from the page itself: the bench does not repeat the
 * app's rules of attention. Presses the toggle and releases it, unmeasured.
 * @param {import('@playwright/test').Page} page
 * @param {number} total
 */
async function attentionPage(page, total) {
  const toggle = page.getByRole('button', { name: /^Needs attention, / });
  const count = Number((await toggle.getAttribute('aria-label'))?.split(', ')[1]);
  const showing = (/** @type {number} */ shown) =>
    page.getByText(`Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} projects`);
  await toggle.click();
  await showing(count).waitFor();
  const names = (await page.getByRole('article').locator('h3').allTextContents()).slice(0, FIRST_PAGE);
  await toggle.click();
  await showing(total).waitFor();
  return { names, count };
}

/** @param {MeasuredSample[]} samples @param {string} prefix */
const ofKind = (samples, prefix) => samples.filter((sample) => sample.kind.startsWith(prefix));

/**
 * @param {import('./boardHistory.mjs').Part & { openWithPlans: () => ReturnType<import('./boardHistory.mjs').Part['open']> }} part
 */
export async function benchPlans({ open, openWithPlans, base, projects, touch, rounds, area, report, details, log }) {
  log(`${area}: goals and Needs attention`);
  const pages = [];
  for (const side of [await open(), await openWithPlans()]) {
    const page = await side.context.newPage();
    await side.throttle(page);
    await openDashboard(page, base, projects, area);
    pages.push({ side, page });
  }
  const [plain, planned] = pages.map(({ page }) => createSession(page, projects, { touch }));
  const shown = await attentionPage(pages[0].page, projects.length);
  for (let round = 0; round < rounds; round += 1) {
    await plain.status('Live');
    await plain.status('all');
    await plain.attention(shown);
    await plain.attention(null);
    await planned.status('Live');
    await planned.status('all');
  }
  for (const { side } of pages) await side.context.close();
  const status = ofKind(plain.samples, 'status');
  const toggle = pairOf(ofKind(plain.samples, 'Needs attention'), status, 'figure');
  const withPlans = pairOf(ofKind(planned.samples, 'status'), status, 'figure');
  const et = pairOf(ofKind(planned.samples, 'status'), status, 'et');
  report.add(
    `${area}: Needs attention`,
    `pressed or released / a status filter change (${shown.count.toLocaleString('en-US')} need attention): figure`,
    sideText(toggle),
    `<= ${PLANS_TARGETS.toggle}×`,
    toggle.ratio <= PLANS_TARGETS.toggle,
  );
  report.add(
    `${area}: goals and next steps`,
    'status filter, a goal and a next step on every card / none: figure; Event Timing',
    `${sideText(withPlans)}; ${sideText(et)}`,
    `<= ${PLANS_TARGETS.withPlans}×`,
    withPlans.ratio <= PLANS_TARGETS.withPlans,
  );
  details[`${area}: plans`] = { plain: plain.samples, planned: planned.samples };
}
