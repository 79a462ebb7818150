import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from '../../scripts/reactRouterProduction.mjs';

type Alias = { find: RegExp; replacement: string };

function aliases(): Alias[] {
  const plugin: Plugin = reactRouterProductionBuild();
  const config = (plugin.config as () => { resolve: { alias: Alias[] } })();
  return config.resolve.alias;
}

/** The modules a file imports by relative path. */
const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from "(\.\/[^"]+)"/g)].map((match) => join(dirname(file), match[1]));

describe("the build's React Router", () => {
  it('is the production build, for the package and its DOM entry alike', () => {
    const found = aliases();
    expect(found.map((alias) => alias.find.source)).toEqual(['^react-router$', '^react-router\\/dom$']);
    for (const alias of found) expect(alias.replacement).toMatch(/react-router\/dist\/production\/[\w-]+\.mjs$/);
  });

  it('leaves the development warnings out of the code the aliases lead to', () => {
    const code = aliases()
      .flatMap((alias) => [alias.replacement, ...relativeImports(alias.replacement)])
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain('ENABLE_DEV_WARNINGS = false');
    expect(code).not.toContain('ENABLE_DEV_WARNINGS = true');
  });
});
