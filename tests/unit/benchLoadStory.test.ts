import { describe, expect, it } from 'vitest';
import { loadStory } from '../../scripts/bench/loadStory.mjs';

const PAGE = 10;
const OTHER = 20;
const MAIN = 1;
const NAVIGATION = 'nav-1';
/** Microseconds from the trace's origin; the navigation starts at 1,000 ms. */
const ms = (value: number) => value * 1000;
const task = (pid: number, at: number, length: number, name = 'RunTask') => ({
  name,
  ph: 'X',
  pid,
  tid: MAIN,
  ts: ms(at),
  dur: ms(length),
});
const mark = (name: string, pid: number, at: number, data: Record<string, string>) => ({
  name,
  ph: 'R',
  pid,
  tid: MAIN,
  ts: ms(at),
  args: { data },
});

const trace = [
  // An earlier blank page in the same renderer, and another renderer's page (an omnibox popup).
  mark('navigationStart', PAGE, 900, { documentLoaderURL: '', navigationId: 'blank' }),
  mark('navigationStart', OTHER, 950, { documentLoaderURL: 'chrome://omnibox-popup/', navigationId: 'x' }),
  mark('navigationStart', PAGE, 1000, {
    documentLoaderURL: 'http://localhost:4173/dashboard',
    navigationId: NAVIGATION,
  }),
  task(OTHER, 1010, 300),
  task(OTHER, 1011, 299, 'FunctionCall'),
  // The page: parsing (60 ms), a module's evaluation with a collection in it, a short task, then
  // the render, whose commit forces style and layout, and the frame that paints.
  task(PAGE, 1020, 70),
  task(PAGE, 1020, 60, 'ParseHTML'),
  task(PAGE, 1100, 120),
  task(PAGE, 1100, 110, 'v8.evaluateModule'),
  task(PAGE, 1150, 5, 'MinorGC'),
  task(PAGE, 1230, 20),
  task(PAGE, 1230, 19, 'FunctionCall'),
  task(PAGE, 1300, 200),
  task(PAGE, 1300, 199, 'FunctionCall'),
  task(PAGE, 1400, 40, 'UpdateLayoutTree'),
  task(PAGE, 1520, 60),
  task(PAGE, 1521, 30, 'Layout'),
  task(PAGE, 1555, 20, 'Paint'),
  mark('firstContentfulPaint', PAGE, 1580, { navigationId: NAVIGATION }),
  mark('largestContentfulPaint::Candidate', PAGE, 1580, { navigationId: NAVIGATION }),
  mark('largestContentfulPaint::Candidate', PAGE, 1575, { navigationId: 'blank' }),
  // After the largest paint: counted as a task, not as work before it.
  task(PAGE, 1700, 80),
  task(PAGE, 1700, 79, 'TimerFire'),
];

describe('the bench’s account of a cold load', () => {
  const story = loadStory(trace, '/dashboard');

  it('times the paints from the navigation to the page, in its own renderer', () => {
    expect(story.fcp).toBe(580);
    expect(story.lcp).toBe(580);
    expect(story.busyToLcp).toBe(70 + 120 + 20 + 200 + 60);
  });

  it('lists each long task with the work directly inside it', () => {
    expect(story.long).toEqual([
      { at: 20, ms: 70, inside: [['ParseHTML', 60]] },
      { at: 100, ms: 120, inside: [['v8.evaluateModule', 110]] },
      { at: 300, ms: 200, inside: [['FunctionCall', 199]] },
      {
        at: 520,
        ms: 60,
        inside: [
          ['Layout', 30],
          ['Paint', 20],
        ],
      },
      { at: 700, ms: 80, inside: [['TimerFire', 79]] },
    ]);
  });

  it('sums the work before the largest paint by kind, the other renderer left out', () => {
    expect(story.kinds).toEqual([
      ['FunctionCall', 218],
      ['v8.evaluateModule', 110],
      ['ParseHTML', 60],
      ['Layout', 30],
      ['Paint', 20],
    ]);
  });

  it('says so when the trace holds no navigation to the page', () => {
    expect(() => loadStory(trace, '/login')).toThrow('no navigation to /login');
  });
});
