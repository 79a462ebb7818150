import { startTransition, StrictMode, useCallback, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingPage } from './features/landing/LandingPage';
import { paths } from './shared/routing/paths';
import { NavigationContext } from './shared/ui/AppLink';
import { SkipLink } from './shared/ui/SkipLink';
import { hasStoredSession } from './app/persistence/formats/storedSession';
import { AppProviders } from './app/providers';

// The router and everything behind it. The landing page does without them until a visitor
// heads for another address: most visitors never do, and the router is about 20 KB.
const loadApp = () => import('./app/routing/router');

/** Warms the lab's code when a visitor shows intent (hover, focus, touch) to sign in. */
const warmLab = () => void loadApp().then((app) => app.prefetchLab());

/**
 * `/` before the router has loaded: the landing page, as AppRoot renders it at `/` (skip link
 * beside the routes, so React's ids match the prerendered page). Following a link to another
 * address loads the app, then hands the page over to it at that address.
 */
function Home() {
  const [App, setApp] = useState<ComponentType | null>(null);
  const navigate = useCallback((to: string) => {
    if (to === location.pathname) {
      history.replaceState(history.state, '', to);
      return;
    }
    void loadApp().then(async (app) => {
      await app.prefetchLab();
      history.pushState(null, '', to);
      // A transition: the landing page stays up until the page at `to` can show.
      startTransition(() => setApp(() => app.BrowserApp));
    });
  }, []);
  if (App) return <App />;
  return (
    <NavigationContext value={navigate}>
      <SkipLink />
      <LandingPage onLabIntent={warmLab} />
    </NavigationContext>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Forge Lab needs a #root element in index.html.');

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

async function start(container: HTMLElement) {
  let Root: ComponentType = Home;
  if (route !== paths.home) {
    const app = await loadApp();
    // Fetch the lab's chunks side by side rather than one lazy level at a time.
    if (hydrate && onLogin) void app.prefetchLab();
    // A part that fails to load here shows its own error and "Try again" once rendered.
    else await app.prepareRoute(route, hasStoredSession()).catch(() => undefined);
    Root = app.BrowserApp;
  }
  const page = (
    <StrictMode>
      <AppProviders>
        <Root />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the prerendered page stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, page);
    });
  } else {
    container.replaceChildren();
    // A transition too: the dashboard's first render yields to the browser every few
    // milliseconds instead of holding the main thread until its cards are in.
    startTransition(() => createRoot(container).render(page));
  }
  // src/head/prerender-guard.js hid #root before first paint if this page might not be hydrated;
  // the markup that must not show is gone now.
  document.documentElement.removeAttribute('data-render-afresh');
}

void start(container);
