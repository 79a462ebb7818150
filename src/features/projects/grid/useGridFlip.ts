import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import { afterPaint } from '../../../shared/lib/afterPaint';
import { prefersReducedMotion } from '../../../shared/lib/reducedMotion';

type Offsets = Map<string, { left: number; top: number }>;

const SLIDE = { duration: 300, easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Where each cell sits inside the grid; offsets ignore scrolling and running transforms. */
function measure(root: HTMLElement, keys: ReadonlySet<string>): Offsets {
  const offsets: Offsets = new Map();
  for (const cell of root.querySelectorAll<HTMLElement>(':scope > [data-key]')) {
    const key = cell.dataset.key ?? '';
    if (keys.has(key)) offsets.set(key, { left: cell.offsetLeft, top: cell.offsetTop });
  }
  return offsets;
}

/**
 * When a card is deleted, the cells that stay slide from their old place to the new one instead
 * of jumping (FLIP, on the Web Animations API). Cards a search or a filter leaves out go at once
 * and the others are simply in their new places, as the results of a search are: nothing moves
 * under the founder's typing. A resize updates the remembered places without sliding. Nothing
 * slides for people who ask for reduced motion. `labIds` is every id still in the lab.
 */
export function useGridFlip(
  container: RefObject<HTMLElement | null>,
  keys: readonly string[],
  labIds: ReadonlySet<string>,
) {
  const last = useRef<{ keys: ReadonlySet<string>; offsets: Offsets } | null>(null);
  const signature = keys.join('\u0000');
  const isDeleted = useEffectEvent((key: string) => !labIds.has(key));

  useLayoutEffect(() => {
    const root = container.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (last.current) last.current.offsets = measure(root, last.current.keys);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [container]);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const current = new Set(signature.split('\u0000'));
    const previous = last.current?.offsets;
    const someDeleted = last.current
      ? [...last.current.keys].some((key) => !current.has(key) && isDeleted(key))
      : false;
    // Cards slide to close the gap a deleted card leaves. With no places known (the first
    // render, an empty grid filling) or nothing deleted (an add, more cards, a search), nothing slides
    // and no layout is forced here: the places are taken once the frame has painted, when
    // reading them costs nothing (or by the ResizeObserver, after layout).
    if (!previous?.size || !someDeleted) {
      last.current = { keys: current, offsets: previous ?? (new Map() as Offsets) };
      return afterPaint(() => {
        if (last.current?.keys === current) last.current.offsets = measure(root, current);
      });
    }
    const offsets = measure(root, current);
    last.current = { keys: current, offsets };
    if (prefersReducedMotion()) return;
    for (const cell of root.querySelectorAll<HTMLElement>(':scope > [data-key]')) {
      const key = cell.dataset.key ?? '';
      const before = previous.get(key);
      const after = offsets.get(key);
      if (!before || !after || typeof cell.animate !== 'function') continue;
      const dx = before.left - after.left;
      const dy = before.top - after.top;
      if (dx !== 0 || dy !== 0)
        cell.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], SLIDE);
    }
  }, [container, signature]);
}
