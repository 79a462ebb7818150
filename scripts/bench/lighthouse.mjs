// @ts-check
// Lighthouse on the production build: the median of several mobile runs per page, each in a
// fresh Chrome (cold cache). A page that needs a session gets the stored entries written into
// localStorage first, from a page of the origin that loads no script, and Lighthouse is told to
// keep storage (it would clear it, and the cache with it, otherwise: the cache is empty anyway).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { launchOptions } from '../lib/browser.mjs';

/** @typedef {import('../lib/browser.mjs').StorageEntries} StorageEntries */
/**
 * One run's scores (0–100; a category Lighthouse could not score, its score null, counts as 0)
 * and metrics (CLS unitless, TBT, FCP and LCP in ms; undefined: not measured).
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   cls: number | undefined, tbt: number | undefined, fcp: number | undefined, lcp: number | undefined
 * }} LighthouseRun
 */

/**
 * @template {number | undefined} T
 * @param {T[]} values
 * @returns {T}
 */
const median = (values) =>
  // sort() puts undefined last without passing it to the comparator.
  [...values].sort((a, b) => /** @type {number} */ (a) - /** @type {number} */ (b))[Math.floor(values.length / 2)];

/**
 * @param {number} port the Chrome's remote debugging port
 * @param {string} baseUrl
 * @param {StorageEntries} entries
 */
async function seedStorage(port, baseUrl, entries) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.close();
  await browser.close();
}

/**
 * Median scores of `runs` mobile runs; `storage` (optional) is written to localStorage first.
 * @param {string} url
 * @param {number} runs
 * @param {StorageEntries | null} [storage]
 */
export async function runLighthouse(url, runs, storage) {
  /** @type {LighthouseRun[]} */
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: launchOptions.executablePath,
      chromeFlags: ['--headless=new', ...launchOptions.args],
    });
    try {
      if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
      // Lighthouse resolves to undefined only in gather mode (-G), which this does not use.
      const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: Boolean(storage),
        })
      );
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
        throw new Error(`Lighthouse of ${url} ended on ${lhr.finalDisplayedUrl}`);
      results.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  /**
   * @template {keyof LighthouseRun} K
   * @param {K} key
   */
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    runs: results,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
  };
}
