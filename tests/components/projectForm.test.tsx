import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../support/renderWithProviders';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { labState, makeProject } from './dashboardFixtures';
import { enter, fill, openAddDialog, type Fill } from './projectFormSupport';

describe('Project form fields', { timeout: 20_000 }, () => {
  it('has every field of the form, Idea as the default status and the three founders as owners', async () => {
    const { dialog } = await openAddDialog();
    expect(dialog.getByRole('textbox', { name: 'Project Name' })).toBeRequired();
    const description = dialog.getByRole('textbox', { name: 'Description' });
    expect(description).toBeRequired();
    expect(description).toHaveAttribute('rows', '3');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Idea');
    const owners = dialog.getByRole('group', { name: 'Owners' });
    expect(
      within(owners)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Alex Rivera', 'Sam Okafor', 'Maya Chen']);
    for (const label of ['Revenue', 'Subscribers']) {
      const input = dialog.getByRole('spinbutton', { name: label });
      expect(input).toHaveAttribute('type', 'number');
      expect(input).toHaveAttribute('min', '0');
    }
    expect(dialog.getByRole('textbox', { name: 'GitHub URL' })).not.toBeRequired();
    expect(dialog.getByRole('textbox', { name: 'Live Demo URL' })).not.toBeRequired();
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    expect(notes).not.toBeRequired();
    expect(notes).toHaveAttribute('rows', '3');
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: 'Add Project' })).toBeDisabled();
  });
});

describe('Project form validation', { timeout: 20_000 }, () => {
  it.each<[string, Fill]>([
    ['nothing filled in', {}],
    ['no name', { description: 'Does things.', owners: ['Maya Chen'] }],
    ['a whitespace-only name', { name: '   ', description: 'Does things.', owners: ['Maya Chen'] }],
    ['no description', { name: 'Ember', owners: ['Maya Chen'] }],
    ['a whitespace-only description', { name: 'Ember', description: '   ', owners: ['Maya Chen'] }],
    ['no owner', { name: 'Ember', description: 'Does things.' }],
  ])('keeps Add Project disabled, and Enter inert, with %s', async (_case, values) => {
    const { user, dialog, store } = await openAddDialog();
    await fill(user, dialog, values);
    expect(dialog.getByRole('button', { name: 'Add Project' })).toBeDisabled();
    await user.click(dialog.getByRole('textbox', { name: 'Project Name' }));
    await user.keyboard('{Enter}');
    expect(store.getState().projects.items).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
  });

  it('enables Add Project once name, description and an owner are there, and disables it again without an owner', async () => {
    const { user, dialog } = await openAddDialog();
    await fill(user, dialog, { name: 'Ember', description: 'Does things.', owners: ['Sam Okafor'] });
    expect(dialog.getByRole('button', { name: 'Add Project' })).toBeEnabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Sam Okafor' }));
    expect(dialog.getByRole('button', { name: 'Add Project' })).toBeDisabled();
  });
});

describe('Adding a project', { timeout: 20_000 }, () => {
  it('adds it with numbers coerced, shows the toast and closes', async () => {
    const { user, dialog, store } = await openAddDialog();
    await fill(user, dialog, {
      name: '  Ember CLI  ',
      description: 'A command line.',
      owners: ['Maya Chen', 'Alex Rivera'],
    });
    await user.type(dialog.getByRole('spinbutton', { name: 'Revenue' }), '1234.5');
    await enter(user, dialog.getByRole('spinbutton', { name: 'Subscribers' }), '-7');
    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Monetized' }));
    await enter(user, dialog.getByRole('textbox', { name: 'GitHub URL' }), 'https://github.com/forge/ember');
    await user.click(dialog.getByRole('button', { name: 'Add Project' }));

    const added = store.getState().projects.items.at(-1);
    expect(added).toMatchObject({
      name: 'Ember CLI',
      description: 'A command line.',
      status: 'Monetized',
      owners: ['Alex Rivera', 'Maya Chen'],
      revenue: 1234.5,
      subscribers: 0,
      githubUrl: 'https://github.com/forge/ember',
      liveUrl: '',
      notes: '',
    });
    expect(typeof added?.revenue).toBe('number');
    expect(await screen.findByText('Project added!')).toBeInTheDocument();
    expect(screen.getByText('Ember CLI has been added to the lab.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ember CLI' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Revenue: $3,734.50' })).toBeInTheDocument();
  });

  it('turns empty numbers into 0 and submits with Enter once valid', async () => {
    const { user, dialog, store } = await openAddDialog();
    await fill(user, dialog, { name: 'Spark', description: 'Tiny.', owners: ['Sam Okafor'] });
    await user.click(dialog.getByRole('textbox', { name: 'Project Name' }));
    await user.keyboard('{Enter}');
    expect(store.getState().projects.items.at(-1)).toMatchObject({
      name: 'Spark',
      status: 'Idea',
      revenue: 0,
      subscribers: 0,
    });
  });

  it('discards the input on Cancel and on Escape, and returns focus to Add New Project', async () => {
    const { user, dialog, store } = await openAddDialog();
    await fill(user, dialog, { name: 'Draft', description: 'Never saved.', owners: ['Maya Chen'] });
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().projects.items).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Add New Project' })[0]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add New Project' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Add New Project' }));
    expect(reopened.getByRole('textbox', { name: 'Project Name' })).toHaveValue('');
    await enter(user, reopened.getByRole('textbox', { name: 'Project Name' }), 'Another draft');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().projects.items).toHaveLength(3);
  });
});

describe('Editing a project', { timeout: 20_000 }, () => {
  const project = makeProject({
    id: '42',
    name: 'Ember CLI',
    description: 'A command line.',
    status: 'Live',
    owners: ['Maya Chen'],
    revenue: 900,
    subscribers: 12,
    githubUrl: 'https://github.com/forge/ember',
    liveUrl: 'https://ember.dev',
    notes: 'Ship docs.',
  });

  async function openEdit() {
    const rendered = renderWithProviders(<DashboardPage />, { preloadedState: labState([project]) });
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Ember CLI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    return { ...rendered, dialog };
  }

  it('opens prefilled with Save Changes', async () => {
    const { dialog } = await openEdit();
    expect(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveValue('Ember CLI');
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('A command line.');
    expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Live');
    expect(dialog.getByRole('checkbox', { name: 'Maya Chen' })).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Alex Rivera' })).not.toBeChecked();
    expect(dialog.getByRole('spinbutton', { name: 'Revenue' })).toHaveValue(900);
    expect(dialog.getByRole('spinbutton', { name: 'Subscribers' })).toHaveValue(12);
    expect(dialog.getByRole('textbox', { name: 'GitHub URL' })).toHaveValue('https://github.com/forge/ember');
    expect(dialog.getByRole('textbox', { name: 'Live Demo URL' })).toHaveValue('https://ember.dev');
    expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Ship docs.');
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves the changes into the card and the tiles, and gives focus back to the Edit button', async () => {
    const { user, dialog, store } = await openEdit();
    await user.click(dialog.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    const revenue = dialog.getByRole('spinbutton', { name: 'Revenue' });
    await user.clear(revenue);
    await user.type(revenue, '2500');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().projects.items).toHaveLength(1);
    expect(store.getState().projects.items[0]).toMatchObject({ id: '42', status: 'Paused', revenue: 2500 });
    const card = within(screen.getByRole('article', { name: 'Ember CLI' }));
    expect(card.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Live Projects: 0' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Total Revenue: $2,500' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Ember CLI' })).toHaveFocus();
    expect(screen.queryByText('Project added!')).not.toBeInTheDocument();
  });

  it('blocks saving once the name is cleared, and Cancel leaves the project as it was', async () => {
    const { user, dialog, store } = await openEdit();
    await user.clear(dialog.getByRole('textbox', { name: 'Project Name' }));
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().projects.items[0]).toEqual(project);
  });
});
