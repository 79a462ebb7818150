import { act, render, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { ToastProvider } from '../../src/shared/toast/ToastProvider';
import { describe, expect, it } from 'vitest';
import { storageNoticeReceived } from '../../src/app/persistence/storageSlice';
import { loggedIn, loggedOut, loginFailed } from '../../src/features/auth/authSlice';
import { selectProjects } from '../../src/features/projects/projectsSelectors';
import { projectAdded, projectDeleted } from '../../src/features/projects/projectsSlice';
import { csvExported, linkNotOpened } from '../../src/features/projects/projectsThunks';
import { AddressBridge } from '../../src/shared/routing/AddressBridge';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState, signedIn } from './dashboardFixtures';

const newProject = {
  name: 'Anvil',
  description: 'd',
  owners: ['Sam Okafor'],
  revenue: 0,
  subscribers: 0,
  githubUrl: '',
  liveUrl: '',
  notes: '',
};

/** A real store with its listeners, a router and the toasts, and nothing else on the page. */
const renderLab = (route = '/dashboard') =>
  renderWithProviders(<AddressBridge />, { preloadedState: labState(), route });

describe('listeners show the toast a founder expects', () => {
  it('for an added project, by name', async () => {
    const { store } = renderLab();
    act(() => {
      store.dispatch(projectAdded({ ...newProject, name: 'Anvil' }));
    });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Project added!')).toBeInTheDocument();
    expect(within(toast).getByText('Anvil has been added to the lab.')).toBeInTheDocument();
  });

  it('for a delete, with an Undo that puts the very project back in its place', async () => {
    const { store, user } = renderLab();
    const before = selectProjects(store.getState());
    act(() => {
      store.dispatch(projectDeleted(before[1].id));
    });
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Project deleted')).toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(selectProjects(store.getState())).toEqual(before);
  });

  it('for the session: welcome, failure as an alert, goodbye', async () => {
    const { store } = renderLab();
    act(() => {
      store.dispatch(loggedIn({ token: signedIn.token, user: signedIn.user }));
    });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    act(() => {
      store.dispatch(loginFailed());
    });
    expect(within(await screen.findByRole('alert')).getByText('Invalid credentials')).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(await screen.findByText('See you next time!')).toBeInTheDocument();
  });

  it('for exports and links', async () => {
    const { store } = renderLab();
    act(() => {
      store.dispatch(csvExported({ count: 3 }));
    });
    expect(await screen.findByText('Export complete!')).toBeInTheDocument();
    act(() => {
      store.dispatch(linkNotOpened({ kind: 'GitHub', reason: 'missing' }));
    });
    expect(await screen.findByText('No GitHub URL provided for this project.')).toBeInTheDocument();
  });

  it('for storage notices, and a failing save once per few seconds, not once per change', async () => {
    const { store } = renderLab();
    act(() => {
      store.dispatch(storageNoticeReceived({ kind: 'writeFailed', quota: true }));
    });
    expect(await screen.findByText('Change not saved')).toBeInTheDocument();
    act(() => {
      store.dispatch(storageNoticeReceived({ kind: 'newerVersion' }));
      store.dispatch(storageNoticeReceived({ kind: 'writeFailed', quota: true }));
    });
    // The second failure adds no toast: the newer-version one stays on screen.
    expect(await screen.findByText('Saved by a newer Forge Lab')).toBeInTheDocument();
    expect(screen.queryByText('Change not saved')).not.toBeInTheDocument();
    expect(store.getState().storage.banner).toBeNull();
    act(() => {
      store.dispatch(storageNoticeReceived({ kind: 'unavailable' }));
    });
    expect(store.getState().storage.banner).toBe('unavailable');
  });

  it("for a failing save again when a change's own toast has taken its place", async () => {
    const { store } = renderLab();
    act(() => {
      store.dispatch(storageNoticeReceived({ kind: 'writeFailed', quota: true }));
    });
    expect(await screen.findByText('Change not saved')).toBeInTheDocument();
    act(() => {
      store.dispatch(projectAdded({ ...newProject, name: 'Unsaved' }));
    });
    expect(await screen.findByText('Unsaved has been added to the lab.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Change not saved')).not.toBeInTheDocument());
    // The add's own save fails too, a moment later: "Project added!" must not be the last word.
    act(() => {
      store.dispatch(storageNoticeReceived({ kind: 'writeFailed', quota: true }));
    });
    expect(await screen.findByText('Change not saved')).toBeInTheDocument();
    expect(screen.getByText(/Browser storage is full/)).toBeInTheDocument();
  });
});

describe('toasts said before the page is up', () => {
  it('wait for the toast provider, then show', async () => {
    // The stored data is read as the store is made, before any toast provider has mounted.
    const store = makeStore({ preloadedState: labState() });
    store.dispatch(storageNoticeReceived({ kind: 'unreadable', backupKey: 'forge-lab:projects:backup' }));
    render(<ToastProvider>{null}</ToastProvider>);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Stored data could not be read')).toBeInTheDocument();
  });
});
