import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/renderWithProviders';
import DashboardPage from '../../src/features/projects/dashboard/DashboardPage';
import { labState, makeProject } from './dashboardFixtures';
import { enter, fill, openAddDialog, type Fill } from './projectFormSupport';

const URL_WARNING = 'This is not a web address, so it cannot be opened. Use http:// or https://.';

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
