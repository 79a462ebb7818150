import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../../vite.config';
import { expectNoAxeViolations } from '../support/a11y';
import { expect, test } from './nginx';
import { watchProblems } from '../support/pageWatch';
import { FOUNDER_ACCOUNTS, signIn } from '../support/session';
import { BUILD_DIR } from './staticServer';

// The production container's server config (deploy/nginx.conf), run with Debian's nginx over the
// build: the container itself cannot be built here.

const routeMeta = /<meta name="forge-lab:prerendered-route" content="([^"]*)"/;
const cspMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;
const entryScript = () => readdirSync(join(BUILD_DIR, 'assets')).find((file) => /^index-[\w-]+\.js$/.test(file))!;

test('the shipped config is valid', ({ nginx }) => {
  const { status, output } = nginx.test();
  expect(status, output).toBe(0);
});

test('each route gets its page: prerendered at / and /login, the shell elsewhere', async ({ request }) => {
  const page = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
    return await response.text();
  };
  expect((await page('/')).match(routeMeta)?.[1]).toBe('/');
  expect((await page('/login')).match(routeMeta)?.[1]).toBe('/login');
  for (const path of ['/dashboard', '/dashboard?status=Live', '/no/such/page']) {
    const html = await page(path);
    expect(html, path).not.toMatch(routeMeta);
    expect(html, path).toContain('<div id="root"></div>');
  }
  expect((await request.get('/assets/no-such-chunk.js')).status()).toBe(404);
  expect((await request.get('/no-such-icon.png')).status()).toBe(404);
  const icon = await request.get('/favicon.svg');
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
});

test('hashed assets are cached for a year, everything else is revalidated', async ({ request }) => {
  const cacheControl = async (path: string) => (await request.get(path)).headers()['cache-control'];
  expect(await cacheControl(`/assets/${entryScript()}`)).toBe('public, max-age=31536000, immutable');
  for (const path of ['/', '/login', '/dashboard', '/favicon.svg', '/sw.js']) {
    expect(await cacheControl(path), path).toBe('no-cache');
  }
});

test('text is sent gzipped', async ({ request }) => {
  for (const path of ['/', `/assets/${entryScript()}`]) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toMatch(/accept-encoding/i);
  }
});

/** Browsers ignore frame-ancestors in a <meta>, so only the header says it. */
const HEADER_ONLY = "frame-ancestors 'none'";

test('every response carries the build’s Content-Security-Policy as a header', async ({ request }) => {
  for (const path of ['/', '/login', '/dashboard', `/assets/${entryScript()}`, '/assets/no-such-chunk.js']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(`${CONTENT_SECURITY_POLICY}; ${HEADER_ONLY}`);
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // The pages' own <meta> says the rest, so neither is looser than the other.
  const html = await (await request.get('/')).text();
  expect(html.match(cspMeta)?.[1]).toBe(CONTENT_SECURITY_POLICY);
});

test('a founder signs in, reloads the dashboard and finds an unknown path, with nothing logged', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Forging Tomorrow's Tools" })).toBeVisible();
  await page.getByRole('link', { name: 'Founders Access' }).click();
  await signIn(page, FOUNDER_ACCOUNTS[2].email);
  await page.reload();
  await expect(page.getByText(`Welcome back, ${FOUNDER_ACCOUNTS[2].name}`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/dashboard served by nginx');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(problems).toEqual([]);
});
