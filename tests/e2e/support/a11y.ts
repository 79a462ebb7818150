import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type Scheme = 'light' | 'dark';
export const SCHEMES: readonly Scheme[] = ['light', 'dark'];

/** WCAG 2.0/2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Emulates the system scheme (the app follows it until a founder picks one) and reduced motion. */
export async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
}

/** The scheme the page shows: MUI's class on <html>. */
export const shownScheme = (page: Page) =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

/** One line per failing node: rule, impact, target and axe's summary of what is wrong. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact ?? 'n/a'}] ${violation.id}: ${node.target.join(' ')} — ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
      ),
    )
    .join('\n');
}

/**
 * Waits until nothing on the page is fading or moving any more (CSS transitions, and the Web
 * Animations framer-motion and the grid run; endless ones, such as a focus pulse, aside): the
 * page a person reads once it settles. Judged mid-fade, text is fainter than its colours.
 */
export async function expectMotionAtRest(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
            )
            .map((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              const name =
                animation instanceof CSSTransition
                  ? `transition of ${animation.transitionProperty}`
                  : animation instanceof CSSAnimation
                    ? `animation ${animation.animationName}`
                    : `animation ${animation.id}`;
              return `${name} on <${target?.tagName.toLowerCase()} class="${target?.getAttribute('class')}">`;
            }),
        ),
      { message: 'animations still running' },
    )
    .toEqual([]);
}

/** Runs axe on the page once its motion is at rest, and fails on any violation, of any impact. */
export async function expectNoAxeViolations(page: Page, state: string) {
  await expectMotionAtRest(page);
  const scheme = await shownScheme(page);
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations, `axe violations on ${state} (${scheme}):\n${describe(violations)}`).toEqual([]);
}
