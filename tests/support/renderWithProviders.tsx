import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/app/providers';
import { ToastProvider } from '../../src/shared/toast/ToastProvider';
import { makeStore, type PreloadedState } from '../../src/app/store';

type Options = {
  preloadedState?: PreloadedState;
  /** The URL the router starts at. */
  route?: string;
  /** Route pattern the UI is mounted under; other paths render a marker naming the location. */
  path?: string;
};

/** Renders UI with a fresh store, router, theme and toast provider, as the app does. */
export function renderWithProviders(ui: ReactElement, { preloadedState, route = '/', path = '*' }: Options = {}) {
  const store = makeStore({ preloadedState });
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders>
        <Provider store={store}>
          <ToastProvider>
            <Routes>
              <Route path={path} element={ui} />
              {path !== '*' && <Route path="*" element={<LocationMarker />} />}
            </Routes>
          </ToastProvider>
        </Provider>
      </AppProviders>
    </MemoryRouter>,
  );
  return { store, user, ...result };
}

function LocationMarker() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
