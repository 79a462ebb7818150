import { describe, expect, it } from 'vitest';
import { profileInsideInputs } from '../../scripts/bench/inputProfile.mjs';
import { callerPaths } from '../../scripts/bench/profileCallers.mjs';
import { totalTimes } from '../../scripts/bench/profileTotals.mjs';

type Node = { id: number; parent?: number; children?: number[]; name: string };
const frame = (name: string) => ({ functionName: name, url: '', lineNumber: 0, columnNumber: 0 });
const profileOf = (nodes: Node[], samples: number[], ms: number[]) => ({
  nodes: nodes.map(({ name, ...node }) => ({ ...node, callFrame: frame(name) })),
  samples,
  timeDeltas: ms.map((each) => each * 1000),
});
const namesOf = (nodes: Node[]) => new Map(nodes.map((node) => [node.id, node.name]));

describe('the bench profile’s total time by function', () => {
  // (root) → dispatch → render → enter → getBoundingClientRect, and render → render (recursion).
  const nodes: Node[] = [
    { id: 1, name: '(root)  ', children: [2] },
    { id: 2, name: 'dispatch  a.js', children: [3] },
    { id: 3, name: 'render  a.js', children: [4, 6] },
    { id: 4, name: 'enter  src/entrance.ts', children: [5] },
    { id: 5, name: 'getBoundingClientRect  ' },
    { id: 6, name: 'render  a.js' },
  ];

  it('gives each function the time of the samples on its stack, a recursion counted once', () => {
    const totals = totalTimes(profileOf(nodes, [5, 5, 6, 3], [4, 4, 2, 1]), namesOf(nodes));
    expect(Object.fromEntries(totals)).toEqual({
      'dispatch  a.js': 11,
      'render  a.js': 11,
      'enter  src/entrance.ts': 8,
      'getBoundingClientRect  ': 8,
    });
  });

  it('follows parents as a trace gives them, and leaves React’s work loop out', () => {
    const withParents: Node[] = [
      { id: 1, name: '(program)  ' },
      { id: 2, name: 'performWorkOnRoot  react-dom/cjs/react-dom-client.production.js' },
      { id: 3, name: 'Card  src/Card.tsx', parent: 2 },
    ];
    const totals = totalTimes(profileOf(withParents, [3, 1], [3, 5]), namesOf(withParents));
    expect(Object.fromEntries(totals)).toEqual({ 'Card  src/Card.tsx': 3 });
  });
});

describe('the bench profile’s callers of a function', () => {
  // A size read from a card's entrance inside React's commit, and one from a menu's handler.
  const nodes: Node[] = [
    { id: 1, name: '(root)  ', children: [2, 7] },
    { id: 2, name: 'onChange  src/FilterSelects.tsx', children: [3] },
    { id: 3, name: 'commitRoot  react-dom/cjs/react-dom-client.production.js', children: [4] },
    { id: 4, name: 'enter  src/entrance.ts', children: [5] },
    { id: 5, name: 'getBoundingClientRect  ' },
    { id: 7, name: 'handleClose  @mui/material/Menu.mjs', children: [8] },
    { id: 8, name: 'getBoundingClientRect  ' },
  ];

  it('gives its self time by the calls that led to it, React’s work loop left out', () => {
    const paths = callerPaths(profileOf(nodes, [5, 5, 8, 4], [3, 3, 2, 5]), namesOf(nodes), 'getBoundingClientRect');
    expect(paths).toEqual([
      ['enter  src/entrance.ts ← onChange  src/FilterSelects.tsx', 6],
      ['handleClose  @mui/material/Menu.mjs', 2],
    ]);
  });

  it('keeps a direct caller from React’s work loop, which says React made the call', () => {
    const fromReact: Node[] = [
      { id: 1, name: 'onChange  src/FilterSelects.tsx', children: [2] },
      { id: 2, name: 'setInitialProperties  react-dom/cjs/react-dom-client.production.js', children: [3] },
      { id: 3, name: 'setAttribute  ' },
    ];
    const paths = callerPaths(profileOf(fromReact, [3], [4]), namesOf(fromReact), 'setAttribute');
    expect(paths).toEqual([
      ['setInitialProperties  react-dom/cjs/react-dom-client.production.js ← onChange  src/FilterSelects.tsx', 4],
    ]);
  });
});

describe('the bench profile’s samples inside input events', () => {
  // A pointerdown from 1,000 to 2,000 µs and a click from 5,000 to 6,000, with a sample in each
  // and one between them.
  const trace = {
    traceEvents: [
      { name: 'EventDispatch', ph: 'X', pid: 1, tid: 1, ts: 1000, dur: 1000, args: { data: { type: 'pointerdown' } } },
      { name: 'EventDispatch', ph: 'X', pid: 1, tid: 1, ts: 5000, dur: 1000, args: { data: { type: 'click' } } },
      { name: 'Profile', ph: 'P', id: '0x1', pid: 1, tid: 1, ts: 0, dur: 0, args: { data: { startTime: 0 } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        id: '0x1',
        pid: 1,
        tid: 1,
        ts: 0,
        dur: 0,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('(root)') },
                { id: 2, parent: 1, callFrame: frame('open') },
              ],
              samples: [2, 2, 2],
            },
            timeDeltas: [1500, 2000, 2000],
          },
        },
      },
    ],
  };
  const buffer = Buffer.from(JSON.stringify(trace));

  it('keeps the samples of every kind of input by default', () => {
    const { profile, inputs } = profileInsideInputs(buffer);
    expect(inputs).toBe(2);
    expect(profile.timeDeltas).toEqual([1500, 2000]);
  });

  it('keeps only the events asked for', () => {
    const { profile, inputs } = profileInsideInputs(buffer, new Set(['click']));
    expect(inputs).toBe(1);
    expect(profile.timeDeltas).toEqual([2000]);
  });
});
