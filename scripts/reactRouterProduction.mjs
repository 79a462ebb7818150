// @ts-check
// React Router's package names only its development build, whatever the mode (its exports have no
// production condition: remix-run/react-router#14102). This Vite plugin makes the build take the
// production one by path: the same code without the development warnings, which the router also
// composed on each render of its routes. The dev server keeps the development build.
import { fileURLToPath } from 'node:url';

const PRODUCTION = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));

/** @returns {import('vite').Plugin} */
export function reactRouterProductionBuild() {
  return {
    name: 'forge-lab:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${PRODUCTION}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${PRODUCTION}dom-export.mjs` },
        ],
      },
    }),
  };
}
