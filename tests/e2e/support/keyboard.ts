import { expect, type Locator, type Page } from '@playwright/test';
import { card, SEED_NAMES } from './dashboard';
import { expectAt } from './routes';
import { DEMO_PASSWORD, FOUNDER_ACCOUNTS } from './session';

/** What has focus, for messages: tag, role and name. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name.trim().slice(0, 40)}"`;
  });

/**
 * Where focus is and whether it shows a focus indicator: the theme's outline (3 px) on
 * buttons, links, checkboxes (on the ButtonBase around the input), or the focused outline
 * border (2 px) drawn around a text field or select: MUI's (an ancestor with .Mui-focused) or
 * the login page's plain outlined field (a fieldset beside the input).
 */
function inspectFocus(target: Element | null) {
  const element = document.activeElement as HTMLElement | null;
  const onBody = !element || element === document.body;
  const name = element?.getAttribute('aria-label') ?? element?.textContent ?? '';
  const where = `${element?.tagName.toLowerCase()}${element?.id ? `#${element.id}` : ''} "${name.trim().slice(0, 40)}"`;
  let visible = false;
  if (element && !onBody) {
    const ringed = element.closest('.Mui-focusVisible') ?? element;
    const style = getComputedStyle(ringed);
    visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    if (!visible) {
      // MUI's field (.Mui-focused on its root) or the login page's plain one (the input's box).
      const field = element.closest('.MuiInputBase-root.Mui-focused') ?? element.parentElement;
      const border = field?.querySelector(':scope > fieldset');
      visible = !!border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    }
  }
  return { onBody, visible, where, onTarget: !!target && element === target };
}

/** True when the focused element shows a focus indicator (see inspectFocus). */
export const focusIsVisible = async (page: Page) => (await page.evaluate(inspectFocus, null)).visible;

/**
 * Presses Tab (or Shift+Tab) until the target has focus, checking on the way that every
 * stop shows a focus indicator. Keyboard only: no clicks, no focus().
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  const handle = await target.elementHandle();
  if ((await page.evaluate(inspectFocus, handle)).onTarget) return;
  let last = '';
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await page.evaluate(inspectFocus, handle);
    last = focus.where;
    // Past the last control focus leaves the page (the browser's own UI): <body> here.
    if (focus.onBody) continue;
    expect(focus.visible, `no visible focus on ${focus.where}`).toBe(true);
    if (focus.onTarget) return;
  }
  throw new Error(`Tab never reached ${target.toString()}; focus is on ${last}`);
}

/** Fails unless the locator is the focused element. */
export async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

/** Signs in from /login with the keyboard alone. */
export async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  // The form puts focus in the email field.
  await expectFocused(page.getByLabel('Email'));
  await page.keyboard.type(FOUNDER_ACCOUNTS[0].email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectAt(page, '/dashboard');
  await expect(card(page, SEED_NAMES[0])).toBeVisible();
}
