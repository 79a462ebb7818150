// @ts-check
// Lighthouse's part of the bench: each page's median scores and timings, as rows of the report.
import { signedInStorage } from '../lib/browser.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { LIGHTHOUSE_TARGETS } from './report.mjs';

/** @param {number | undefined} value */
const ms = (value) => (value === undefined ? 'never' : `${Math.round(value)} ms`);

/**
 * @param {{ browser: import('@playwright/test').Browser, base: string, runs: number,
 *   report: ReturnType<typeof import('./report.mjs').createReport>, details: Record<string, unknown>,
 *   log: (message: string) => void }} options
 */
export async function benchLighthouse({ browser, base, runs, report, details, log }) {
  const session = await signedInStorage(browser, base);
  for (const { path, signedIn, performance: target, tbtMs: tbtTarget, allHundred } of LIGHTHOUSE_TARGETS) {
    const storage = signedIn ? session : null;
    log(`Lighthouse ${path}`);
    const result = await runLighthouse(base + path, runs, storage);
    details[`lighthouse ${path}`] = result.runs;
    const area = `Lighthouse ${path}${storage ? ' (signed in)' : ''}, mobile, median of ${runs}`;
    report.add(area, 'performance', result.performance, `>= ${target}`, result.performance >= target);
    report.add(
      area,
      'total blocking time',
      ms(result.tbt),
      tbtTarget ? `<= ${tbtTarget} ms` : 'info',
      !tbtTarget || (result.tbt !== undefined && result.tbt <= tbtTarget),
    );
    const paints = `${ms(result.fcp)} / ${ms(result.lcp)} / ${result.cls?.toFixed(3) ?? 'n/a'}`;
    report.add(area, 'FCP / LCP / CLS', paints, 'info', true);
    const others = `${result.accessibility} / ${result.bestPractices} / ${result.seo}`;
    report.add(
      area,
      'accessibility / best practices / SEO',
      others,
      allHundred ? '100 each' : 'info',
      !allHundred || [result.accessibility, result.bestPractices, result.seo].every((score) => score === 100),
    );
  }
}
