import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filtersCleared, searchQueryChanged, statusFilterChanged } from '../../src/features/projects/projectsSlice';
import { AddressBridge } from '../../src/shared/routing/AddressBridge';
import { useViewFromAddress } from '../../src/features/projects/dashboard/useViewFromAddress';
import { selectView } from '../../src/features/projects/projectsSelectors';
import { renderWithProviders } from '../support/renderWithProviders';
import { labState } from './dashboardFixtures';

/** Records every address the router moves to, and how (push, replace). */
function AddressLog({ steps }: { steps: string[] }) {
  const { pathname, search } = useLocation();
  const how = useNavigationType();
  useEffect(() => {
    steps.push(`${how} ${pathname}${search}`);
  }, [steps, how, pathname, search]);
  return null;
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function ViewFromAddress() {
  useViewFromAddress();
  return null;
}

function EchoOfAnEarlierWrite() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate({ search: '?status=Live&q=gro' }, { replace: true })}>
      Echo
    </button>
  );
}

const renderAddress = () => {
  const steps: string[] = [];
  const { store } = renderWithProviders(
    <>
      <AddressBridge />
      <AddressLog steps={steps} />
      <BackButton />
    </>,
    { preloadedState: labState(), route: '/dashboard' },
  );
  return { store, steps };
};

describe('the address mirrors the view', () => {
  it('a new filter is a new history step at once; typing a search replaces it once painted', async () => {
    const { store, steps } = renderAddress();
    act(() => {
      store.dispatch(statusFilterChanged('Live'));
    });
    expect(steps).toEqual(['POP /dashboard', 'PUSH /dashboard?status=Live']);
    act(() => {
      store.dispatch(searchQueryChanged('grow th'));
    });
    expect(steps).toHaveLength(2);
    await waitFor(() => expect(steps).toHaveLength(3));
    expect(steps[2]).toBe('REPLACE /dashboard?status=Live&q=grow%20th');
  });

  it('of a burst of keystrokes only the last is written', async () => {
    const { store, steps } = renderAddress();
    for (const query of ['g', 'gr', 'gro']) {
      act(() => {
        store.dispatch(searchQueryChanged(query));
      });
    }
    await waitFor(() => expect(steps).toEqual(['POP /dashboard', 'REPLACE /dashboard?q=gro']));
  });

  it('a search typed back to what the address shows writes nothing', async () => {
    const { store, steps } = renderAddress();
    act(() => {
      store.dispatch(searchQueryChanged('g'));
    });
    act(() => {
      store.dispatch(searchQueryChanged(''));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toEqual(['POP /dashboard']);
  });

  it('a new step right after a keystroke keeps the search in the step Back returns to', async () => {
    const { store, steps } = renderAddress();
    act(() => {
      store.dispatch(statusFilterChanged('Live'));
    });
    act(() => {
      store.dispatch(searchQueryChanged('grow'));
      store.dispatch(filtersCleared());
    });
    expect(steps.at(-1)).toBe('PUSH /dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(steps.at(-1)).toBe('POP /dashboard?status=Live&q=grow'));
  });

  it('a late echo of its own write never undoes a keystroke typed since; Back still restores', async () => {
    const steps: string[] = [];
    const { store, user } = renderWithProviders(
      <>
        <AddressBridge />
        <ViewFromAddress />
        <AddressLog steps={steps} />
        <EchoOfAnEarlierWrite />
        <BackButton />
      </>,
      { preloadedState: labState(), route: '/dashboard' },
    );
    act(() => {
      store.dispatch(statusFilterChanged('Live'));
    });
    act(() => {
      store.dispatch(searchQueryChanged('grow'));
    });
    // The router reaches an address the page wrote a keystroke ago, after the next keystroke.
    await user.click(screen.getByRole('button', { name: 'Echo' }));
    expect(steps).toContain('REPLACE /dashboard?status=Live&q=gro');
    expect(selectView(store.getState())).toMatchObject({ status: 'Live', query: 'grow' });

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(selectView(store.getState())).toMatchObject({ status: 'all', query: '' }));
  });
});
