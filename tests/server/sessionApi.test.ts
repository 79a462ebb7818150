import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, postSession, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

const options = () => ({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });

beforeEach(async () => {
  workspace = await makeWorkspace();
  server = await startTeamServer(options());
});

afterEach(async () => {
  await server.close();
  await workspace.remove();
});

/** A Set-Cookie header's attributes by their lower-case names, in whatever order the server wrote them. */
const attributesOf = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .slice(1)
      .map((part) => {
        const [name, ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
  );

const getSession = (cookie?: string) =>
  fetch(`${server.url}/api/session`, { headers: cookie ? { Cookie: cookie } : {} });

describe('the session API', () => {
  it('signs a founder in with an HttpOnly, SameSite=Strict cookie and knows them after', async () => {
    const response = await postSession(server.url, { email: ' Alex@forgelab.dev ', password: DEMO.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { email: DEMO.alex, name: 'Alex Rivera', role: 'Code Wizard & Product Architect', teamRole: 'founder' },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^forge_lab_session=[\w-]{43};/);
    expect(attributesOf(cookie)).toEqual({ path: '/', 'max-age': '2592000', httponly: '', samesite: 'Strict' });

    const current = await getSession(cookie.split(';')[0]);
    expect(current.status).toBe(200);
    expect((await current.json()).user.name).toBe('Alex Rivera');
  });

  it('marks the cookie Secure behind an HTTPS proxy it trusts (--trust-proxy), and only then', async () => {
    const viaProxy = () =>
      postSession(server.url, { email: DEMO.maya, password: DEMO.password }, { 'X-Forwarded-Proto': 'https' });
    expect(attributesOf((await viaProxy()).headers.get('set-cookie')!)).not.toHaveProperty('secure');
    await server.close();
    server = await startTeamServer({ ...options(), trustProxy: true });
    expect(attributesOf((await viaProxy()).headers.get('set-cookie')!)).toHaveProperty('secure', '');
  });

  it('answers a wrong password and an unknown email with the same message', async () => {
    const wrongPassword = await postSession(server.url, { email: DEMO.alex, password: 'forge-demo-2025' });
    const unknownEmail = await postSession(server.url, { email: 'eve@forgelab.dev', password: DEMO.password });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.json()).toEqual({ error: 'Invalid credentials' });
    }
  });

  it('refuses an account after five failures from the same address, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await postSession(server.url, { email: DEMO.maya, password: `guess-${attempt}` })).status).toBe(401);
    const locked = await postSession(server.url, { email: DEMO.maya, password: DEMO.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await locked.json()).toMatchObject({ error: 'Too many attempts' });
  });

  it('counts each attempt before checking it: 40 wrong passwords sent at once get five checks', async () => {
    const wrong = Array.from({ length: 40 }, (_, index) => ({ email: DEMO.alex, password: `guess-${index}` }));
    const answers = await Promise.all(
      [...wrong, { email: DEMO.alex, password: DEMO.password }].map((body) => postSession(server.url, body)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses an address after 30 failures, however many emails it tries at once', async () => {
    const emails = Array.from({ length: 60 }, (_, index) => `stranger-${index}@x.dev`);
    const answers = await Promise.all(emails.map((email) => postSession(server.url, { email, password: 'wrong' })));
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  });

  it('keeps ten sessions per founder: the eleventh sign-in ends the oldest', async () => {
    const cookies = [];
    for (let count = 0; count < 11; count += 1) cookies.push(await signIn(server.url, DEMO.alex));
    expect((await getSession(cookies[0])).status).toBe(401);
    for (const cookie of cookies.slice(1)) expect((await getSession(cookie)).status).toBe(200);
  });

  it('refuses a forged, a missing and an ended session', async () => {
    expect((await getSession()).status).toBe(401);
    const forged = await getSession('forge_lab_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^forge_lab_session=;/);
    expect(attributesOf(forged.headers.get('set-cookie')!)).toMatchObject({ path: '/', 'max-age': '0' });

    const cookie = await signIn(server.url, DEMO.alex);
    const signOut = await fetch(`${server.url}/api/session`, { method: 'DELETE', headers: { Cookie: cookie } });
    expect(signOut.status).toBe(204);
    expect(attributesOf(signOut.headers.get('set-cookie')!)).toMatchObject({ path: '/', 'max-age': '0' });
    expect((await getSession(cookie)).status).toBe(401);
  });

  it('keeps sessions across a restart', async () => {
    const cookie = await signIn(server.url, DEMO.alex);
    await server.close();
    server = await startTeamServer(options());
    expect((await getSession(cookie)).status).toBe(200);
  });

  it('refuses bodies that are not JSON, too large, unreadable or from another origin', async () => {
    const send = (body: string, headers: Record<string, string>) =>
      fetch(`${server.url}/api/session`, { method: 'POST', headers, body });
    expect((await send('email=a&password=b', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(
      415,
    );
    const huge = JSON.stringify({ email: DEMO.alex, password: 'x'.repeat(10_000) });
    expect((await send(huge, { 'Content-Type': 'application/json' })).status).toBe(413);
    expect((await send('{"email":', { 'Content-Type': 'application/json' })).status).toBe(400);
    expect((await send('{"email":1}', { 'Content-Type': 'application/json' })).status).toBe(400);
    const crossSite = await postSession(
      server.url,
      { email: DEMO.alex, password: DEMO.password },
      { Origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
  });
});
