// @ts-check
// The devices the bench measures on: the 1440×900 desktop, and the 390 px phone with 4× CPU
// throttling and touch; and a fresh context on one of them.
import { installProbe } from './probe.mjs';
import { seedContext } from './seed.mjs';

export const DEVICES = {
  desktop: { context: { viewport: { width: 1440, height: 900 } }, cpu: 1, touch: false },
  phone: {
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpu: 4,
    touch: true,
  },
};

/**
 * A fresh context on the device holding the lab (none: null), with the probe installed unless
 * `probe` is false (a load measured as it is); its `throttle` slows a page's CPU as the device's.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the app's address
 * @param {keyof typeof DEVICES} device
 * @param {Record<string, string> | null} entries the stored lab (seed.mjs)
 * @param {{ probe?: boolean }} [options]
 */
export async function openDeviceContext(browser, base, device, entries, { probe = true } = {}) {
  const context = await browser.newContext({ ...DEVICES[device].context, locale: 'en-US' });
  if (entries) await seedContext(context, base, entries);
  if (probe) await context.addInitScript(installProbe);
  /** @param {import('@playwright/test').Page} page */
  const throttle = async (page) => {
    if (DEVICES[device].cpu === 1) return;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVICES[device].cpu });
  };
  return { context, throttle };
}
