import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoot } from './app/router';

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

// The landing page is prerendered at build time; hydrate it rather than render it twice.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
