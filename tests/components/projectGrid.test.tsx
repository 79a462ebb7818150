import type { ComponentProps } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectGrid } from '../../src/features/projects/grid/ProjectGrid';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => makeProject({ id: String(index + 1), name: `Project ${index + 1}` }));

type Handlers = Omit<ComponentProps<typeof ProjectGrid>, 'projects' | 'pageSize' | 'labIds'>;
const handlers = {
  onEdit: vi.fn(),
  onDelete: vi.fn(),
  onOpenLink: vi.fn(),
  onDuplicate: vi.fn(),
} as unknown as Handlers;

/** jsdom has no IntersectionObserver; this one lets the test say when the sentinel nears the view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  target: Element | null = null;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  nearView() {
    this.callback(
      [{ isIntersecting: true, target: this.target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

// jsdom lays nothing out: the grid sits at the top of a one-column window this tall (px).
const windowHeight = (height: number) => vi.stubGlobal('innerHeight', height);
beforeEach(() => windowHeight(200));
afterEach(() => vi.unstubAllGlobals());

const renderGrid = (count: number, pageSize: number) => {
  const projects = many(count);
  const labIds = new Set(projects.map(({ id }) => id));
  return renderWithProviders(<ProjectGrid projects={projects} pageSize={pageSize} labIds={labIds} {...handlers} />, {
    preloadedState: labState(),
  });
};

describe('ProjectGrid in a large lab', () => {
  it('renders one page of cards, then the next one when "Show more projects" is used', async () => {
    const { user } = renderGrid(7, 3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Project 3' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Project 4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more projects (3 of 7 shown)' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show more projects (6 of 7 shown)' }));
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: /Show more projects/ })).not.toBeInTheDocument();
  });

  it('adds the next page by itself when the end of the grid nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderGrid(5, 2);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    act(() => FakeIntersectionObserver.last?.nearView());
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('renders whole pages as tall as the window when it holds more than a page', () => {
    windowHeight(1000);
    renderGrid(20, 3);
    // The shortest card is 200 px: five fit, so two pages of three.
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Show more projects (6 of 20 shown)' })).toBeInTheDocument();
  });

  it('shows every card and no "Show more" when they fit in one page', () => {
    renderGrid(3, 3);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Show more projects/ })).not.toBeInTheDocument();
  });
});
