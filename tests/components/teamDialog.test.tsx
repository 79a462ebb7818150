import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamAccount } from '../../contract/api';
import TeamDialog from '../../src/features/team/members/TeamDialog';
import { renderWithProviders } from '../support/renderWithProviders';

const founder: TeamAccount = {
  email: 'alex@forgelab.dev',
  name: 'Alex Rivera',
  teamRole: 'founder',
  online: true,
  lastSeen: null,
};
const jordan: TeamAccount = {
  email: 'jordan@example.com',
  name: 'Jordan Lee',
  teamRole: 'member',
  online: false,
  lastSeen: null,
};

/** A team server as the dialog reaches it: its team, and the requests the dialog sends. */
function teamServer(accounts: TeamAccount[]) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => Promise.resolve(answer(path, init))),
  );
  function answer(path: string, init?: RequestInit): Response {
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${path}`);
    if (method === 'DELETE' && path === '/api/team/accounts/jordan%40example.com') {
      accounts = accounts.filter((account) => account.email !== jordan.email);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/team/owners')
      return Response.json({ owners: accounts.filter((a) => a.teamRole !== 'viewer').map((a) => a.name) });
    return Response.json({ accounts, invitations: [] });
  }
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Team dialog, through the team API’s cache', { timeout: 20_000 }, () => {
  it('lists the team, asks before a removal, and reads the team again once someone is removed', async () => {
    const requests = teamServer([founder, jordan]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderWithProviders(<TeamDialog onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    expect(within(table).getByRole('rowheader', { name: 'Jordan Lee' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /^Remove\s*Jordan Lee$/ }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to remove "Jordan Lee" from the team? They are signed out at once.',
    );
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);

    await user.click(within(table).getByRole('button', { name: /^Remove\s*Jordan Lee$/ }));
    expect(await screen.findByText('Jordan Lee was removed and signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Jordan Lee' })).toBeNull());
    expect(requests.filter((request) => request === 'GET /api/team')).toHaveLength(2);
  });
});
