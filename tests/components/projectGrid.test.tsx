import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '../../src/features/projects/DashboardPage';
import { CARDS_PER_PAGE } from '../../src/features/projects/ProjectGrid';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => makeProject({ id: String(index + 1), name: `Project ${index + 1}` }));

describe('a large lab', () => {
  it('renders one page of cards at first, and the rest on demand', { timeout: 20_000 }, async () => {
    const total = CARDS_PER_PAGE + 6;
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: labState(many(total)), route: '/dashboard' });
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE);
    expect(screen.getByRole('article', { name: 'Project 1' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: `Project ${CARDS_PER_PAGE + 1}` })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Show more projects (${CARDS_PER_PAGE} of ${total} shown)` }));
    expect(screen.getAllByRole('article')).toHaveLength(total);
    expect(screen.queryByRole('button', { name: /Show more projects/ })).not.toBeInTheDocument();
  });

  it('shows every card, with no "Show more", when they fit in one page', { timeout: 20_000 }, () => {
    renderWithProviders(<DashboardPage />, { preloadedState: labState(many(CARDS_PER_PAGE)), route: '/dashboard' });
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_PER_PAGE);
    expect(screen.queryByRole('button', { name: /Show more projects/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: `Project ${CARDS_PER_PAGE}` })).getByText(/Updated/)).toBeInTheDocument();
  });
});
