// @ts-check
// Where a cold dashboard load's time goes: `node scripts/bench/loadProfile.mjs --device phone
// --maps dist-maps` opens /dashboard in fresh contexts holding a signed-in session and the sample
// lab (or --size bench projects), on the bench's device (the phone with 4× CPU), and prints for
// each load a Chrome trace's account of it (loadStory.mjs: the first and largest paints, the
// main thread's busy time before the largest, and each long task with the work inside it); then
// one more load under the CPU profiler (self time per module and function, named through --maps,
// a `vite build --sourcemap` build, as profile.mjs does). Uses the build in --out-dir (default
// dist-bench; `npm run bench -- --only none` builds it). Reported, never judged: Lighthouse's
// figures are the bench's.
import { parseArgs } from 'node:util';
import { launchChromium, signedInStorage } from '../lib/browser.mjs';
import { freePort, startPreview } from '../lib/preview.mjs';
import { DEVICES, openDeviceContext } from './devices.mjs';
import { buildLab } from './lab.mjs';
import { loadStory } from './loadStory.mjs';
import { printSummary, summarizeProfile } from './profileSummary.mjs';
import { storedLab } from './seed.mjs';

/** @typedef {import('./profileSummary.mjs').CpuProfile} CpuProfile */
const { values } = parseArgs({
  options: {
    device: { type: 'string', default: 'phone' },
    size: { type: 'string' },
    loads: { type: 'string', default: '3' },
    maps: { type: 'string' },
    'out-dir': { type: 'string', default: 'dist-bench' },
  },
});
const device = /** @type {keyof typeof DEVICES} */ (values.device);
if (!DEVICES[device]) throw new Error(`--device: one of ${Object.keys(DEVICES).join(', ')}`);
const PATH = '/dashboard';
/** @param {number | null} ms */
const at = (ms) => (ms === null ? 'never' : `${Math.round(ms)} ms`);

const preview = await startPreview(values['out-dir'], await freePort());
const browser = await launchChromium();
try {
  const entries = values.size
    ? await storedLab(browser, preview.url, buildLab(Number(values.size)))
    : await signedInStorage(browser, preview.url);
  const lab = values.size ? `${values.size} projects` : 'the sample lab';

  /**
   * One cold load in a fresh context; `around` wraps the navigation (a trace, or the profiler).
   * @template T
   * @param {(page: import('@playwright/test').Page, cdp: import('@playwright/test').CDPSession,
   *   load: () => Promise<void>) => Promise<T>} around
   */
  const coldLoad = async (around) => {
    const { context, throttle } = await openDeviceContext(browser, preview.url, device, entries, { probe: false });
    const page = await context.newPage();
    await throttle(page);
    const cdp = await context.newCDPSession(page);
    try {
      return await around(page, cdp, async () => {
        await page.goto(`${preview.url}${PATH}`);
        await page.getByRole('article').first().waitFor();
        // The paint of the cards and the work right after it.
        await page.waitForTimeout(1500);
      });
    } finally {
      await context.close();
    }
  };

  /** @type {[string, number][]} */
  let firstKinds = [];
  for (let load = 1; load <= Number(values.loads); load += 1) {
    /** @type {ReturnType<typeof loadStory>} */
    const story = await coldLoad(async (page, _cdp, go) => {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
      });
      await go();
      return loadStory(JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents, PATH);
    });
    if (load === 1) firstKinds = story.kinds;
    console.log(
      `load ${load} of ${PATH} (${lab}, ${device}): first paint ${at(story.fcp)}, largest ${at(story.lcp)}, ` +
        `main thread busy ${Math.round(story.busyToLcp)} ms before it`,
    );
    for (const task of story.long) {
      const inside = task.inside.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
      console.log(`  task at ${Math.round(task.at)} ms: ${Math.round(task.ms)} ms (${inside})`);
    }
  }

  const profile = await coldLoad(async (_page, cdp, go) => {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await go();
    return /** @type {CpuProfile} */ ((await cdp.send('Profiler.stop')).profile);
  });
  // The trace's rows are the first load's work before its largest paint.
  printSummary(`a cold load of ${PATH} (${lab}, ${device})`, firstKinds, summarizeProfile(profile, values.maps));
} finally {
  await browser.close();
  preview.stop();
}
