// @ts-check
// The fixed text of docs/performance.md: what performanceDoc.mjs writes around the latest figures.

/** @param {string} targetsTable the targets of report.mjs, as a markdown table */
export const introduction = (targetsTable) => `# Performance

For anyone changing what a founder waits for: the targets, how they are measured, and the latest
figures. \`npm run bench\` writes this page after a full run, from the text in
\`scripts/bench/performanceText.mjs\`; edit it there.

## Route budgets

\`npm run size\` builds a fresh \`dist-size/\`, loads each route in headless Chromium from a cold cache
(\`/dashboard\` with a stored session) and sums the gzip size of every JavaScript response until the
network is idle plus 3 s, whatever the chunk is called, and exits non-zero when a route is over
its budget; CI runs it as a step of its own. Measured by CI's run on commit \`557ffcc\`:

| route | budget | measured | what it holds |
| --- | --- | --- | --- |
| \`/\` | 130 KB | 122.6 KB | React, MUI core, the landing page (no router, no store) |
| \`/login\` | 170 KB | 160.8 KB | the router, the store with redux-persist and the projects slice, the form |
| \`/dashboard\` | 280 KB | 238.7 KB | the lab, the SVG chart, the animation engine, MUI's inputs, menus, dialogs |

Since the figures before these (\`/\` 140.9 KB, \`/login\` 201.6 KB, \`/dashboard\` 242.5 KB on \`2c00a95\`): the
landing page starts without react-router (it loads when a visitor heads for another address, or
shows the intent by hovering, focusing or touching Founders Access) and draws "Explore Our Vision"
as a styled link instead of MUI's Button; the login form draws Material's outlined fields and its
buttons with plain elements instead of TextField, Button and IconButton; notistack loads on the
first click or key press (or the first toast), and the storage banner's Alert only when it shows.

## What the bench measures

\`npm run bench\` builds the app, measures what a founder feels in the system Chromium (with the
flags of \`scripts/chromium.json\`: no GPU, so software rendering), and exits non-zero when a target
is missed. An interaction's figure runs from the input that completes it (the pointer release or
the key press) to the frame that shows every card of the view's first page at full opacity, or to
the end of the browser's Event Timing entry when that is later; each is reported as p75 and max
over at least 20 interactions: the status filter both ways, the owner filter, a sort change, each
keystroke of a six-letter search, and bursts of changes 150 ms apart with no settling between
them. Labs of 100, 1,000 and 5,000 projects (random update order, accented and CJK text, uneven
statuses and owners), on a 1440×900 desktop and on a 390 px phone with 4× CPU throttling; the
dashboard load runs from the navigation to the frame that shows the tiles and the first page of
cards, median of 5; Lighthouse mobile, median of 5.

\`npm run bench -- --only lighthouse\` (or \`load,interactions\`, with \`--sizes\` and \`--devices\`) runs
one part: it prints its table and saves \`bench-results/bench.json\` but leaves this page as it is.
\`node scripts/bench/profile.mjs\` says where an interaction's time goes.

## Targets

${targetsTable}

Every other figure (the other loads, LCP and CLS, the dashboard's other Lighthouse scores) is
reported for information.
`;

export const ANALYSIS = `## Where the misses come from

**The team server** (\`scripts/bench/team/\`, on \`b8926a7\`): every edit reached every other client
and the server's own copy (0 lost of 5,968, each to 19 others). Its propagation p95 of 18 ms is
5× the engine alone (3 ms): before the server passes an edit on, it checks the session, tries the
edit on its scratch copy against the lab's rules, and appends it to the log with an fsync, none of
which the engine alone does (not yet profiled: the fsync, which is what makes an acknowledged
edit survive a crash, is the likely largest part). The memory grew 36 MB over the run (the engine alone 17 MB): the scratch copy
of the lab and the store's queue. The founders' feel at 5,000 projects, p50 92 ms and p95 266 ms,
is mostly the receiving dashboard: the same edit between two Node clients of the engine alone
takes 16 ms at p95, so the rest is the browser applying the change and redrawing a 5,000-project
dashboard (the tiles, the chart, and the grid's re-sort by Recently updated).

As read from the run on \`557ffcc\`: a filter or sort change paints its first frame within the
desktop target (Event Timing p75 40–48 ms), but the grid renders the cards that fit in the window
first and the rest of the 12-card page in a transition after it, so the whole first page shows
10–30 ms later on desktop, and 120–200 ms later on the throttled phone, where that page is 2 cards
in view and 10 below. The profile puts most of the time in the browser's own style, layout and
paint work, not in the app's scripts. Lighthouse: \`/\` and \`/login\` lose their last points to the
largest paint under simulated slow 4G (the hero image and the display font); \`/dashboard\` loads
the lab's scripts before it can paint the cards.

## What keeps it fast

- **Public pages.** \`/\` and \`/login\` are prerendered with their critical CSS, so they paint and
  read without JavaScript; hydration runs as a transition, so it yields to the browser instead of
  blocking it; \`/login\` preloads the chunks it hydrates with. The router, the store,
  redux-persist, notistack and framer-motion are not on the landing page's first load. The
  display font is declared in \`index.html\`, not through emotion, so hydration never swaps it
  (that was the landing page's layout shift).
- **Rendering what is visible.** The grid renders the cards that fit in the window before the
  first paint and the rest of a 12-card page just after, in a transition; more come as the end of
  the grid nears the viewport. A card is plain markup under one styled root (one style to
  resolve, not twenty). Cards, grid, header and tiles are memoized with stable handlers, and the
  chart redraws after the paint. Cards rise into place at full opacity, so a new view is
  readable in its first frame; cards a search leaves out go at once instead of fading over the
  results (at 5,000 projects the worst keystroke went from 253 to 51 ms).
- **Work that does not grow with the lab.** The sorted list is indexed by status; reducers read
  the projects as plain objects instead of drafting each one; sorts compute one key per project;
  stored projects are frozen as they are read, so Immer never walks them.
- **Storage.** Projects are stored as rows in one JSON document (about a fifth smaller than
  objects), joined from each project's cached row text, so a change does not serialize the whole
  lab again.
`;
