import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_SHELL, pageFileFor, PRERENDERED_PAGES } from '../../contract/pages';

/** deploy/nginx.conf's exact-match page locations: `location = /login { try_files /login.html =404; }`. */
function nginxPages(conf: string): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const match of conf.matchAll(/location = (\S+) \{\s*try_files \/(\S+) =404;/g)) pages[match[1]] = match[2];
  return pages;
}

describe('the page-to-file map (contract)', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');

  it('is the one deploy/nginx.conf serves', () => {
    expect(nginxPages(conf)).toEqual(PRERENDERED_PAGES);
    expect(conf).toMatch(new RegExp(`location / \\{\\s*try_files \\$uri /${APP_SHELL.replace('.', '\\.')};`));
  });

  it('gives every other route the shell', () => {
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('/login')).toBe('login.html');
    expect(pageFileFor('/dashboard')).toBe(APP_SHELL);
    expect(pageFileFor('/no/such/page')).toBe(APP_SHELL);
  });
});
