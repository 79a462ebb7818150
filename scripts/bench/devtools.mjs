// @ts-check
// Redux DevTools attached (docs/performance.md, "Redux DevTools"): the status filter at the
// largest lab on the desktop, with a stand-in for the extension that records every action, against
// the same dashboard without it; their rounds alternate, as the floor's do. Target: within 1.2×.
import { openDashboard } from './boardHistory.mjs';
import { pairOf, sideText } from './floorCompare.mjs';
import { createSession } from './interactions.mjs';

export const DEVTOOLS_TARGET = { ratio: 1.2 };

/**
 * Defined on the page before the app loads, as the extension defines it: Redux Toolkit composes
 * the store with it, and after every action it serializes what the extension would send, the
 * sanitized action and state (the real extension does the same with jsan, in batches).
 */
function installDevToolsStandIn() {
  /** @param {Record<string, (value: unknown, id: number) => unknown>} options */
  const compose =
    (options = {}) =>
    (/** @type {((next: Function) => Function)[]} */ ...enhancers) =>
    (/** @type {Function} */ createStore) => {
      const same = (/** @type {unknown} */ value) => value;
      const { actionSanitizer = same, stateSanitizer = same } = options;
      let id = 0;
      /** @type {(reducer: unknown, preloaded: unknown) => any} */
      const recording = (reducer, preloaded) => {
        const store = createStore(reducer, preloaded);
        /** @param {unknown} action */
        const dispatch = (action) => {
          const result = store.dispatch(action);
          id += 1;
          JSON.stringify({ action: actionSanitizer(action, id), state: stateSanitizer(store.getState(), id) });
          return result;
        };
        return { ...store, dispatch };
      };
      return enhancers.reduceRight((next, enhancer) => enhancer(next), /** @type {Function} */ (recording));
    };
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose });
}

/**
 * @param {import('./boardHistory.mjs').Part} part
 */
export async function benchDevTools({ open, base, projects, touch, rounds, area, report, details, log }) {
  log(`${area}: Redux DevTools attached`);
  const plain = await open();
  const attached = await open();
  await attached.context.addInitScript(installDevToolsStandIn);
  const pages = [];
  for (const side of [plain, attached]) {
    const page = await side.context.newPage();
    await side.throttle(page);
    await openDashboard(page, base, projects, area);
    pages.push(page);
  }
  const sessions = pages.map((page) => createSession(page, projects, { touch }));
  for (let round = 0; round < rounds; round += 1)
    for (const session of sessions) {
      await session.status('Live');
      await session.status('all');
    }
  await plain.context.close();
  await attached.context.close();
  const [without, withIt] = sessions.map((session) => session.samples);
  const figure = pairOf(withIt, without, 'figure');
  const et = pairOf(withIt, without, 'et');
  report.add(
    `${area}: Redux DevTools`,
    `status filter, with the extension / without (n=${Math.min(without.length, withIt.length)}): figure; Event Timing`,
    `${sideText(figure)}; ${sideText(et)}`,
    `<= ${DEVTOOLS_TARGET.ratio}×`,
    figure.ratio <= DEVTOOLS_TARGET.ratio,
  );
  details[`${area}: devtools`] = { without, with: withIt };
}
