import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/providers';
import { AppRoot } from './app/router';

/**
 * Renders a public page to HTML at build time, with the critical CSS emotion
 * produced for it. The cache key matches emotion's browser default ("css"), so the
 * client picks these styles up when it hydrates instead of inserting them again.
 */
export function render(url: string) {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
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
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
