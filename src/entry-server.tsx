import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/providers';
import { AppRoot } from './app/router';

/**
 * Prerenders a public page to HTML at build time, with the critical CSS emotion
 * produced for it. The cache key matches emotion's browser default ("css"), so the
 * client picks these styles up when it hydrates instead of inserting them again.
 */
export async function render(url: string) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // Unlike renderToString, prerender waits for lazy parts of the page (the landing body).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouter location={url}>
          <AppProviders>
            <AppRoot />
          </AppProviders>
        </StaticRouter>
      </CacheProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
