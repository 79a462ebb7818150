import { expect, type Page } from '@playwright/test';
import { expectCardsAtRest } from './dashboard';

type Entrance = {
  delays: Record<'opacity' | 'transform', number[]>;
  durations: Record<'opacity' | 'transform', number[]>;
  transforms: string[][];
  opacities: number[];
};

/**
 * Reloads the dashboard and records how the cards come in: the delay and duration of each card's
 * entrance animation by what it animates (framer-motion runs both through the Web Animations
 * API), and, sampled every frame, the transforms each card went through (a slide passes through
 * many; a jump, at most two) and every opacity any card showed.
 */
export async function recordEntrance(page: Page) {
  await page.addInitScript(() => {
    const seen: Entrance = {
      delays: { opacity: [], transform: [] },
      durations: { opacity: [], transform: [] },
      transforms: [],
      opacities: [],
    };
    (window as unknown as { __entrance: Entrance }).__entrance = seen;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const isCardCell = this.firstElementChild?.tagName === 'ARTICLE';
      if (isCardCell && keyframes && typeof options === 'object') {
        const index = [...this.parentElement!.children].indexOf(this);
        for (const property of ['opacity', 'transform'] as const)
          if (property in keyframes) {
            seen.delays[property][index] = Number(options.delay ?? 0) + 0; // + 0 turns -0 into 0
            seen.durations[property][index] = Number(options.duration ?? 0);
          }
      }
      return animate.call(this, keyframes, options);
    };
    const sample = () => {
      document.querySelectorAll('article').forEach((article, index) => {
        const { transform, opacity } = getComputedStyle(article.parentElement as HTMLElement);
        const transforms = (seen.transforms[index] ??= []);
        if (!transforms.includes(transform)) transforms.push(transform);
        if (!seen.opacities.includes(Number(opacity))) seen.opacities.push(Number(opacity));
      });
      if (performance.now() < 4000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectCardsAtRest(page);
  const { delays, durations, transforms, opacities } = await page.evaluate(
    () => (window as unknown as { __entrance: Entrance }).__entrance,
  );
  // A card shown partly transparent: text fainter than its colours, for as long as it lasts.
  const seeThrough = opacities.filter((opacity) => opacity > 0 && opacity < 1);
  return {
    delays,
    durations,
    seeThrough,
    minOpacity: Math.min(...opacities),
    slid: transforms.some((l) => l.length > 2),
    /** Each card's transforms, in the order they were first seen. */
    transforms,
  };
}

/** From now on, logs every animation a card cell runs, as "{name}: {keyframes} for {duration} ms". */
export async function logCardAnimations(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __moves: string[] }).__moves = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const name = this.querySelector(':scope > article h3')?.textContent;
      const duration = typeof options === 'object' ? Number(options.duration ?? 0) : Number(options ?? 0);
      if (name) log.push(`${name}: ${JSON.stringify(keyframes)} for ${duration} ms`);
      return animate.call(this, keyframes, options);
    };
  });
}

export const cardAnimations = (page: Page) => page.evaluate(() => (window as unknown as { __moves: string[] }).__moves);
