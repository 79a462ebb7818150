import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { paths } from './app/paths';
import { hasStoredSession } from './app/persistence/storedSession';
import { AppProviders } from './app/providers';
import { AppRoot, prefetchLab } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Forge Lab needs a #root element in index.html.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoot />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

const onLogin = location.pathname.replace(/\/+$/, '') === paths.login;

// The landing page and /login are prerendered at build time; hydrate them rather than render
// them twice. The prerendered /login is the signed-out page: a founder with a stored session is
// sent on to /dashboard, so that page is rendered afresh instead (hydrating it would mismatch).
if (container.hasChildNodes() && !(onLogin && hasStoredSession())) {
  // Fetch the lab's chunks side by side rather than one lazy level at a time.
  if (onLogin) prefetchLab();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the prerendered page stays responsive meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
