import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  renderLanding,
  stubReducedMotion,
  FakeIntersectionObserver,
  revealedItems,
  opacityOf,
  placeBelowTheFold,
  resetBetweenTests,
} from './landingSupport';

resetBetweenTests();

describe('Content is never left invisible', () => {
  it('hides cards until they enter the view, then brings them in', async () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    placeBelowTheFold();
    await renderLanding();
    const items = revealedItems();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map(opacityOf)).toEqual(items.map(() => '0'));

    // The observers start in effects, after the hidden cards have rendered: on a busy machine
    // the page can be up before they are.
    const observed = (item: HTMLElement) =>
      FakeIntersectionObserver.instances.some((observer) => observer.targets.some((target) => target.contains(item)));
    await waitFor(() => expect(items.filter((item) => !observed(item))).toEqual([]));
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.enterView()));
    expect(items.map(opacityOf)).toEqual(items.map(() => '1'));
  });

  it('never hides anything for people who ask for reduced motion', async () => {
    stubReducedMotion(true);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderLanding();
    expect(revealedItems().length).toBeGreaterThanOrEqual(10);
    expect(revealedItems().filter((item) => opacityOf(item) === '0')).toEqual([]);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('never hides anything when the browser has no IntersectionObserver to bring it back', async () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    await renderLanding();
    expect(revealedItems().length).toBeGreaterThanOrEqual(10);
    expect(revealedItems().filter((item) => opacityOf(item) === '0')).toEqual([]);
  });
});

describe('Entrance timing', () => {
  const GROUPS = [
    { region: "Forging Tomorrow's Tools", amount: 0.5, delays: ['0ms', '200ms', '400ms', '600ms'] },
    { region: 'Our Forging Process', amount: 0.3, delays: ['0ms', '200ms', '400ms'] },
    { region: 'Meet the Founders', amount: 0.2, delays: ['0ms', '200ms', '400ms'] },
  ];

  it('staggers the cards of each group by 0.2 s', async () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderLanding();
    for (const { region, delays } of GROUPS) {
      const items = revealedItems(screen.getByRole('region', { name: region }));
      expect(
        items.map((item) => getComputedStyle(item).transitionDelay),
        region,
      ).toEqual(delays);
    }
  });

  it('brings each group in when 0.5, 0.3 or 0.2 of it is in view', async () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    await renderLanding();
    const amounts = FakeIntersectionObserver.instances.map((observer) => {
      const [target] = observer.targets;
      const region = target.closest('section')!.getAttribute('aria-labelledby')!;
      const thresholds = [observer.options.threshold ?? 0].flat();
      return [document.getElementById(region)!.textContent, Math.max(...thresholds)];
    });
    expect(amounts).toEqual(GROUPS.map(({ region, amount }) => [region, amount]));
  });
});
