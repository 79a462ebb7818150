// @ts-check
// The parts measured once, on the desktop at the largest lab: Redux DevTools attached
// (devtools.mjs), and goals and Needs attention (plans.mjs).
import { benchDevTools } from './devtools.mjs';
import { benchPlans } from './plans.mjs';

/** The parts this file runs. */
export const DESKTOP_PARTS = ['devtools', 'plans'];

/**
 * @param {string[]} only the parts to run
 * @param {import('./boardHistory.mjs').Part} part
 * @param {() => ReturnType<import('./boardHistory.mjs').Part['open']>} openWithPlans the same lab with a
 *   goal and a next step on every project
 */
export async function benchLargestDesktop(only, part, openWithPlans) {
  if (only.includes('devtools')) await benchDevTools(part);
  if (only.includes('plans')) await benchPlans({ ...part, openWithPlans });
}
