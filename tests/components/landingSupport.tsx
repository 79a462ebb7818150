import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { RouterNavigation } from '../../src/app/routing/router';
import { LandingPage } from '../../src/features/landing/LandingPage';

// The landing page's tests share this: the page in its providers, and jsdom's missing browser parts.

export function app() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <AppProviders>
        <RouterNavigation>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/login" element={<p>Login screen</p>} />
          </Routes>
        </RouterNavigation>
      </AppProviders>
    </MemoryRouter>
  );
}

/** The page body is a lazy chunk (it hydrates after the header), so wait for it. */
export async function renderLanding() {
  const user = userEvent.setup();
  const result = render(app());
  await screen.findByRole('main');
  return { user, ...result };
}

/** jsdom has no matchMedia; this one answers the reduced-motion query as told. */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

/** jsdom has no IntersectionObserver; this one lets a test say when things come into view. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  enterView() {
    const entries = this.targets.map(
      (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function revealedItems(within: ParentNode = document) {
  return Array.from(within.querySelectorAll<HTMLElement>('[data-reveal]'));
}

/** Opacity from the page's style sheets, as the browser would compute it. */
export const opacityOf = (item: HTMLElement) => getComputedStyle(item).opacity;

/** jsdom lays nothing out (every box is at 0,0); this puts every element below the fold. */
export function placeBelowTheFold() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: window.innerHeight + 1000, width: 300, height: 400 }),
  );
}

/** Registers the resets every landing test file needs. */
export function resetBetweenTests() {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.head.querySelector('meta[name="description"]')?.remove();
  });
}
