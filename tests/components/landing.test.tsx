import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { RouterNavigation } from '../../src/app/router';
import { LandingPage } from '../../src/features/landing/LandingPage';

const FOUNDERS = [
  ['Alex Rivera', 'Code Wizard & Product Architect'],
  ['Sam Okafor', 'Automation Strategist & Systems Thinker'],
  ['Maya Chen', 'Social Engineer & Growth Expert'],
] as const;

const STEPS = [
  ['Concept Forging', 'Ideas become viable blueprints with market-fit analysis.'],
  ['Rapid Prototyping', 'Fast functional prototypes.'],
  ['Scaling & Hardening', 'Products made robust, scalable and secure for launch.'],
] as const;

function app() {
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
async function renderLanding() {
  const user = userEvent.setup();
  const result = render(app());
  await screen.findByRole('main');
  return { user, ...result };
}

/** jsdom has no matchMedia; this one answers the reduced-motion query as told. */
function stubReducedMotion(reduce: boolean) {
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
class FakeIntersectionObserver {
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

function revealedItems(within: ParentNode = document) {
  return Array.from(within.querySelectorAll<HTMLElement>('[data-reveal]'));
}

/** Opacity from the page's style sheets, as the browser would compute it. */
const opacityOf = (item: HTMLElement) => getComputedStyle(item).opacity;

/** jsdom lays nothing out (every box is at 0,0); this puts every element below the fold. */
function placeBelowTheFold() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: window.innerHeight + 1000, width: 300, height: 400 }),
  );
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('Landing page content', () => {
  it('has a header with the logo and a Founders Access link to /login', async () => {
    const { user } = await renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Forge Lab')).toBeInTheDocument();
    const access = within(header).getByRole('link', { name: 'Founders Access' });
    expect(access).toHaveAttribute('href', '/login');
    await user.click(access);
    expect(screen.getByText('Login screen')).toBeInTheDocument();
  });

  it('has the landmarks, one h1 and headings in a logical order', async () => {
    await renderLanding();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName("Forging Tomorrow's Tools");
    const outline = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(outline).toEqual([
      "H1 Forging Tomorrow's Tools",
      'H2 Our Forging Process',
      ...STEPS.map(([title]) => `H3 ${title}`),
      'H2 Meet the Founders',
      ...FOUNDERS.map(([name]) => `H3 ${name}`),
    ]);
  });

  it('has a hero with the tagline, the incubator pitch, the link to the process and a local, sized image', async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: "Forging Tomorrow's Tools" });
    expect(within(hero).getByText(/turns bold ideas into scalable software/)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Explore Our Vision' })).toBeInTheDocument();
    const image = within(hero).getByRole('img', { name: /anvil/ });
    expect(image.getAttribute('alt')!.length).toBeGreaterThan(30);
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1000');
    expect(image.getAttribute('src')).toMatch(/^\/.*\.webp$/);
    const candidates = image
      .getAttribute('srcset')!
      .split(',')
      .map((candidate) => candidate.trim());
    expect(candidates).toHaveLength(3);
    for (const candidate of candidates) expect(candidate).toMatch(/^\/\S+\.webp \d+w$/);
    expect(image).toHaveAttribute('sizes');
  });

  it('has the three process cards in #principles, each with its meaning', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Our Forging Process' });
    expect(section).toHaveAttribute('id', 'principles');
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    STEPS.forEach(([title, meaning], index) => {
      expect(within(cards[index]).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(within(cards[index]).getByText(meaning)).toBeInTheDocument();
    });
  });

  it('introduces the three founders in order, with their roles and initials avatars', async () => {
    await renderLanding();
    const section = screen.getByRole('region', { name: 'Meet the Founders' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    FOUNDERS.forEach(([name, role], index) => {
      expect(within(cards[index]).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(cards[index]).getByText(role)).toBeInTheDocument();
      const initials = name
        .split(' ')
        .map((part) => part[0])
        .join('');
      expect(within(cards[index]).getByText(initials)).toBeInTheDocument();
    });
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('quotes the founders word for word', async () => {
    const { container } = await renderLanding();
    const quote = container.querySelector('blockquote');
    expect(quote).toHaveTextContent(/^We don't chase trends\. We build what the future needs\.$/);
  });
});

describe('Explore Our Vision', () => {
  it('is a plain link to #principles, so it works before the script has started', async () => {
    await renderLanding();
    const hero = screen.getByRole('region', { name: "Forging Tomorrow's Tools" });
    const explore = within(hero).getByRole('link', { name: 'Explore Our Vision' });
    expect(explore).toHaveAttribute('href', '#principles');
    expect(document.querySelector(explore.getAttribute('href')!)).toBe(
      screen.getByRole('region', { name: 'Our Forging Process' }),
    );
  });

  it('the header links to the process and the founders the same way', async () => {
    await renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Process' })).toHaveAttribute('href', '#principles');
    expect(within(nav).getByRole('link', { name: 'Founders' })).toHaveAttribute('href', '#founders');
    expect(document.getElementById('founders')).toBe(screen.getByRole('region', { name: 'Meet the Founders' }));
  });
});

describe('Footer', () => {
  it('shows the logo and the current year, computed rather than written in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00'));
    await renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Forge Lab')).toBeInTheDocument();
    expect(within(footer).getByText('© 2031 Forge Lab')).toBeInTheDocument();
  });
});

describe('Head', () => {
  it('sets the page title and the meta description', async () => {
    await renderLanding();
    expect(document.title).toBe("Forge Lab — Forging Tomorrow's Tools");
    const description = document.head.querySelector('meta[name="description"]');
    expect(description).toHaveAttribute(
      'content',
      'Forge Lab is a private, AI-driven software incubator that turns bold ideas into scalable software.',
    );
  });
});

describe('Content is never left invisible', () => {
  it('hides cards until they enter the view, then brings them in', async () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    placeBelowTheFold();
    await renderLanding();
    const items = revealedItems();
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.map(opacityOf)).toEqual(items.map(() => '0'));

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
