import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { fieldError, limitCounter, urlWarning } from '../../src/features/projects/form/projectFormValues';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, makeProject } from './dashboardFixtures';

type User = ReturnType<typeof renderWithProviders>['user'];

async function openAddDialog(state = labState()) {
  const rendered = renderWithProviders(<DashboardPage />, { preloadedState: state });
  await rendered.user.click(screen.getByRole('button', { name: 'Add New Project' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Project' });
  return { ...rendered, dialog: within(dialog) };
}

type Fill = { name?: string; description?: string; owners?: string[] };

/** Pastes rather than types: one input event per field keeps these jsdom tests quick. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fill(user: User, dialog: ReturnType<typeof within>, { name, description, owners = [] }: Fill) {
  if (name !== undefined) await enter(user, dialog.getByRole('textbox', { name: 'Project Name' }), name);
  if (description !== undefined) await enter(user, dialog.getByRole('textbox', { name: 'Description' }), description);
  for (const owner of owners) await user.click(dialog.getByRole('checkbox', { name: owner }));
}

describe('Project form fields', { timeout: 20_000 }, () => {
  it('has every field of SPEC §2, Idea as the default status and the three founders as owners', async () => {
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

const URL_WARNING = 'This is not a web address, so it cannot be opened. Use http:// or https://.';

describe('Form limits and warnings, as pure rules', () => {
  it('counts characters as people do: an emoji or a CJK character is one', () => {
    expect(fieldError('name', '🚀'.repeat(120))).toBeNull();
    expect(fieldError('name', '李'.repeat(121))).toBe('At most 120 characters; this is 1 too many.');
    expect(limitCounter('name', '🚀'.repeat(96))).toBe('96 / 120');
  });

  it('shows the counter from 80% of the limit', () => {
    expect(limitCounter('name', 'a'.repeat(95))).toBeNull();
    expect(limitCounter('name', 'a'.repeat(96))).toBe('96 / 120');
    expect(limitCounter('notes', 'a'.repeat(3999))).toBeNull();
    expect(limitCounter('notes', 'a'.repeat(4000))).toBe('4,000 / 5,000');
    expect(limitCounter('githubUrl', 'a'.repeat(2049))).toBe('2,049 / 2,048');
  });

  it('refuses amounts over one trillion, whatever notation they are typed in', () => {
    expect(fieldError('revenue', '1000000000000')).toBeNull();
    expect(fieldError('revenue', '1000000000000.5')).toBe('Enter at most 1,000,000,000,000.');
    expect(fieldError('subscribers', '1e13')).toBe('Enter at most 1,000,000,000,000.');
    expect(fieldError('subscribers', '')).toBeNull();
    expect(fieldError('subscribers', 'abc')).toBeNull();
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'mailto:a@b.c', 'https://user:pw@example.com'])(
    'warns that %j cannot be opened',
    (url) => {
      expect(urlWarning(url)).toBe(URL_WARNING);
    },
  );

  it.each(['', '   ', 'example.com', 'https://github.com/a/b', 'http://localhost:3000'])(
    'has no warning for %j',
    (url) => {
      expect(urlWarning(url)).toBeNull();
    },
  );
});

const validBase: Fill = { name: 'Ember', description: 'Does things.', owners: ['Maya Chen'] };

describe('Form limits in the dialog', { timeout: 30_000 }, () => {
  it.each<[string, string, number]>([
    ['Project Name', 'textbox', 120],
    ['Description', 'textbox', 2000],
    ['Notes', 'textbox', 5000],
    ['GitHub URL', 'textbox', 2048],
    ['Live Demo URL', 'textbox', 2048],
  ])(
    '%s: takes exactly the limit, and refuses one character more with a message, keeping the text',
    async (label, role, limit) => {
      const { user, dialog, store } = await openAddDialog();
      await fill(user, dialog, validBase);
      const field = dialog.getByRole(role, { name: label });
      const submit = dialog.getByRole('button', { name: 'Add Project' });
      // A URL of exactly the limit that is still a web address, so no warning gets in the way.
      const text = (length: number) =>
        label.endsWith('URL') ? `https://e.co/${'a'.repeat(length - 13)}` : 'a'.repeat(length);

      await user.clear(field);
      await user.paste(text(limit));
      expect(field).toHaveValue(text(limit));
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(`${limit.toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`);
      expect(submit).toBeEnabled();

      await user.type(field, 'b');
      expect(field).toHaveValue(`${text(limit)}b`);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const over = `${(limit + 1).toLocaleString('en-US')} / ${limit.toLocaleString('en-US')}`;
      expect(field).toHaveAccessibleDescription(
        `At most ${limit.toLocaleString('en-US')} characters; this is 1 too many.${over}`,
      );
      expect(submit).toBeDisabled();
      await user.type(dialog.getByRole('textbox', { name: 'Project Name' }), '{Enter}');
      expect(store.getState().projects.items).toHaveLength(3);

      await user.type(field, '{Backspace}');
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      expect(submit).toBeEnabled();
    },
  );

  it.each(['Revenue', 'Subscribers'])('%s: takes 1,000,000,000,000 and refuses anything above it', async (label) => {
    const { user, dialog } = await openAddDialog();
    await fill(user, dialog, validBase);
    const field = dialog.getByRole('spinbutton', { name: label });
    const submit = dialog.getByRole('button', { name: 'Add Project' });
    expect(field).toHaveAttribute('max', '1000000000000');

    await enter(user, field, '1000000000000');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeEnabled();

    await user.clear(field);
    await enter(user, field, '1000000000001');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter at most 1,000,000,000,000.');
    expect(submit).toBeDisabled();
  });

  it('says a negative amount is saved as 0, without blocking the form', async () => {
    const { user, dialog } = await openAddDialog();
    await fill(user, dialog, validBase);
    const field = dialog.getByRole('spinbutton', { name: 'Subscribers' });
    await enter(user, field, '-7');
    expect(field).toHaveAccessibleDescription('Below the minimum of 0, so it is saved as 0.');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('button', { name: 'Add Project' })).toBeEnabled();
  });

  it('shows no counter until the text is near its limit', async () => {
    const { user, dialog } = await openAddDialog();
    const name = dialog.getByRole('textbox', { name: 'Project Name' });
    await enter(user, name, 'a'.repeat(95));
    expect(name).toHaveAccessibleDescription('');
    await user.type(name, 'a');
    expect(name).toHaveAccessibleDescription('96 / 120');
    expect(dialog.getByText('96 / 120')).toBeVisible();
  });

  it('keeps a stored over-long name as it is and asks for a shorter one before saving', async () => {
    const long = makeProject({ name: 'x'.repeat(130), description: 'Old import.' });
    const { user } = renderWithProviders(<DashboardPage />, { preloadedState: labState([long]) });
    await user.click(screen.getByRole('button', { name: `Edit ${long.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Project' }));
    expect(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveValue(long.name);
    expect(dialog.getByRole('textbox', { name: 'Project Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('At most 120 characters; this is 10 too many.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });
});

describe('Link fields', { timeout: 20_000 }, () => {
  it('warn under a link that would not open, but still save it (links are free text)', async () => {
    const { user, dialog, store } = await openAddDialog();
    await fill(user, dialog, validBase);
    const github = dialog.getByRole('textbox', { name: 'GitHub URL' });
    const live = dialog.getByRole('textbox', { name: 'Live Demo URL' });
    await enter(user, github, 'javascript:alert(1)');
    await enter(user, live, 'example.com');
    expect(github).toHaveAccessibleDescription(URL_WARNING);
    expect(github).not.toHaveAttribute('aria-invalid', 'true');
    expect(live).toHaveAccessibleDescription('');
    await user.click(dialog.getByRole('button', { name: 'Add Project' }));
    expect(store.getState().projects.items.at(-1)).toMatchObject({
      githubUrl: 'javascript:alert(1)',
      liveUrl: 'example.com',
    });
  });

  it('the card refuses to open a non-web link with an error toast, and opens a bare host over https', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<DashboardPage />, {
      preloadedState: labState([makeProject({ githubUrl: ' JaVaScRiPt:alert(1)', liveUrl: 'example.com' })]),
    });
    const card = within(screen.getByRole('article', { name: 'Ember CLI' }));
    await user.click(card.getByRole('button', { name: 'GitHub' }));
    expect(await screen.findByText('Link not opened')).toBeInTheDocument();
    expect(screen.getByText(/Only http:\/\/ and https:\/\/ addresses can be opened/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await user.click(card.getByRole('button', { name: 'Live' }));
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
