import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { paths } from './shared/routing/paths';
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

/**
 * The route the served page was prerendered for (scripts/prerender.mjs writes it into the head of
 * index.html and login.html); none for the unrendered shell. A static host may serve a
 * prerendered page for any address, so it is hydrated only at its own route.
 */
const prerenderedRoute = document.querySelector<HTMLMetaElement>('meta[name="forge-lab:prerendered-route"]')?.content;
const route = location.pathname.replace(/\/+$/, '') || paths.home;
const onLogin = route === paths.login;

// The prerendered /login is the signed-out page: a founder with a stored session is sent on to
// /dashboard, so that page is rendered afresh instead (hydrating it would mismatch).
const hydrate = container.hasChildNodes() && prerenderedRoute === route && !(onLogin && hasStoredSession());

if (hydrate) {
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
// public/prerender-guard.js hid #root before first paint if this page might not be hydrated; the
// markup that must not show is gone now.
document.documentElement.removeAttribute('data-render-afresh');
