import { expect, type Locator, type Page } from '@playwright/test';

/** Every heading of the landing page, in order. */
export const HEADINGS = [
  "Forging Tomorrow's Tools",
  'Our Forging Process',
  'Concept Forging',
  'Rapid Prototyping',
  'Scaling & Hardening',
  'Meet the Founders',
  'Alex Rivera',
  'Sam Okafor',
  'Maya Chen',
];

/** The texts of the cards and the quote, which reveal as they scroll into view. */
export const CARD_TEXTS = [
  'Ideas become viable blueprints with market-fit analysis.',
  'Fast functional prototypes.',
  'Products made robust, scalable and secure for launch.',
  'Code Wizard & Product Architect',
  'Automation Strategist & Systems Thinker',
  'Social Engineer & Growth Expert',
  "We don't chase trends. We build what the future needs.",
];

/** Opacity as the eye sees it: an element is only as visible as its faintest ancestor. */
export function effectiveOpacity(locator: Locator) {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

/** Fails unless every heading and card text is shown at full opacity. */
export async function expectReadable(page: Page) {
  for (const name of HEADINGS) {
    const heading = page.getByRole('heading', { name, exact: true });
    await expect(heading).toBeVisible();
    await expect.poll(() => effectiveOpacity(heading), { message: name }).toBe(1);
  }
  for (const text of CARD_TEXTS) {
    const element = page.getByText(text, { exact: true });
    await expect(element).toBeVisible();
    await expect.poll(() => effectiveOpacity(element), { message: text }).toBe(1);
  }
}

/** Scrolls the page to its end with the mouse wheel, 300 px at a time. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.mouse.wheel(0, 300);
    // Each step waits (frame by frame) until the page is there, or can scroll no further, so
    // every section is painted in view before the next step.
    await page.waitForFunction(
      (target) =>
        Math.ceil(window.scrollY) >= Math.min(target, document.documentElement.scrollHeight - window.innerHeight),
      y + 300,
    );
  }
}
