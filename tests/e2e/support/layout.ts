import { expect, type Page } from '@playwright/test';

export const WIDTHS = [320, 390, 768, 1280, 2560] as const;

/** How far the page scrolls sideways, in px (0 when it does not). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
  });

/** The page's elements that stick out past the right edge, for failure messages. */
export const widestElements = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 2).join('.')} → ${Math.round(element.getBoundingClientRect().right)}px`,
      );
  });

/**
 * Controls a finger must hit that are smaller than 44×44 px: buttons, links, selects,
 * text fields, and checkboxes (measured by their label row). The skip link, off screen
 * until focused, is left out.
 */
export const smallTouchTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = [
      'button:not([disabled])',
      'a[href]:not([href="#main"])',
      '[role="combobox"]',
      'input:not([type="checkbox"]):not([type="hidden"]):not([aria-hidden="true"])',
      'textarea:not([aria-hidden="true"])',
      'label:has(input[type="checkbox"])',
    ].join(', ');
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => {
        // A select's or text field's hit area is the whole outlined field.
        const target = element.closest<HTMLElement>('.MuiInputBase-root') ?? element;
        const box = target.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent ?? element.tagName;
        return { name: name.trim().slice(0, 40), width: box.width, height: box.height };
      })
      .filter(({ width, height }) => width < 43.5 || height < 43.5)
      .map(({ name, width, height }) => `${name}: ${Math.round(width)}×${Math.round(height)}`);
  });

/** Fails when the page scrolls sideways, naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await sidewaysOverflow(page);
  expect(
    overflow,
    `${what} scrolls sideways by ${overflow}px: ${(await widestElements(page)).join(', ')}`,
  ).toBeLessThanOrEqual(0);
}
