import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ProjectCard } from '../../src/features/projects/card/ProjectCard';
import { renderWithProviders } from '../support/renderWithProviders';
import { aProject } from '../support/projects';

const noop = () => {};
const handlers = { onEdit: noop, onDuplicate: noop, onFigures: noop, onGoal: noop, onDelete: noop, onOpenLink: noop };
const lastUpdated = '2026-03-04T10:00:00.000Z';
const date = new Date(lastUpdated).toLocaleDateString();

describe('a card’s last change', () => {
  it('names the founder who made it, when known', () => {
    const project = aProject('1', { name: 'Pulse', lastUpdated, lastUpdatedBy: 'Maya Chen' });
    renderWithProviders(<ProjectCard project={project} {...handlers} />);
    const card = within(screen.getByRole('article', { name: 'Pulse' }));
    expect(card.getByText(`Updated ${date} by Maya Chen`)).toBeInTheDocument();
  });

  it('keeps the date alone for projects from before authors were recorded', () => {
    renderWithProviders(<ProjectCard project={aProject('1', { name: 'Pulse', lastUpdated })} {...handlers} />);
    const card = within(screen.getByRole('article', { name: 'Pulse' }));
    expect(card.getByText(`Updated ${date}`)).toBeInTheDocument();
    expect(card.queryByText(/ by /)).toBeNull();
  });
});
