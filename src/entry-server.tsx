import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/providers';
import { AppRoot } from './app/routing/router';
import { PrerenderTitleContext } from './shared/hooks/usePageTitle';

/**
 * Prerenders a public page (the landing page, /login) to HTML at build time, with the
 * critical CSS emotion produced for it and the page's title. The cache key matches emotion's
 * browser default ("css"), so the client picks these styles up when it hydrates instead of
 * inserting them again. /login renders as the lab does on the server: signed out.
 */
export async function render(url: string) {
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  let title: string | undefined;
  const reportTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  // Unlike renderToString, prerender waits for lazy parts of the page (the landing body, the lab).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PrerenderTitleContext value={reportTitle}>
          <StaticRouter location={url}>
            <AppProviders>
              <AppRoot />
            </AppProviders>
          </StaticRouter>
        </PrerenderTitleContext>
      </CacheProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return {
    html,
    styles: emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html)),
    title,
  };
}
