import { describe, expect, it } from 'vitest';
import { DEMO, signIn } from './support/clients';
import { useTeamServer } from './support/syncServer';
import { call, joined, MEMBER, VIEWER } from './support/teamPeople';

const team = useTeamServer();

type Who = 'founder' | 'member' | 'viewer' | 'nobody';
type Case = { method: string; url: string; path: string; body?: unknown; answers: Record<Who, number> };

const signedIn = (status: number) => ({ founder: status, member: status, viewer: status, nobody: 401 });
const foundersOnly = (founder: number) => ({ founder, member: 403, viewer: 403, nobody: 401 });

/** Every route that is not public, how the walk calls it, and what each role gets. */
const CASES: Case[] = [
  { method: 'GET', url: '/api/projects/:id/history', path: '/api/projects/1/history', answers: signedIn(404) },
  { method: 'GET', url: '/api/activity', path: '/api/activity', answers: signedIn(200) },
  { method: 'GET', url: '/api/team', path: '/api/team', answers: foundersOnly(200) },
  { method: 'GET', url: '/api/team/owners', path: '/api/team/owners', answers: signedIn(200) },
  {
    method: 'POST',
    url: '/api/team/invitations',
    path: '/api/team/invitations',
    body: { name: 'Casey', email: 'casey@example.com', teamRole: 'viewer' },
    answers: foundersOnly(201),
  },
  {
    method: 'DELETE',
    url: '/api/team/invitations/:email',
    path: '/api/team/invitations/casey@example.com',
    answers: foundersOnly(204),
  },
  {
    method: 'PATCH',
    url: '/api/team/accounts/:email',
    path: `/api/team/accounts/${MEMBER.email}`,
    body: { teamRole: 'member' },
    answers: foundersOnly(204),
  },
  {
    method: 'DELETE',
    url: '/api/team/accounts/:email',
    path: '/api/team/accounts/nobody@example.com',
    answers: foundersOnly(404),
  },
];

/**
 * The routes anyone may call: signing in, joining, the health check, the app's files, the 404 of
 * an unknown API path and the 426 of the sync path; and the 405s of a guarded path's other methods.
 */
const PUBLIC = ['/api/session', '/api/join/:token', '/api/health', '/api/*', '/sync', '/*'];

describe('who may call each route of the team server', () => {
  it('lists every route that is not public in the walk, and no public route beyond the known ones', () => {
    const guarded = team.routes.filter((route) => route.access !== 'public' && route.method !== 'HEAD');
    expect(guarded.map(({ method, url }) => `${method} ${url}`).sort()).toEqual(
      CASES.map(({ method, url }) => `${method} ${url}`).sort(),
    );
    const guardedUrls = new Set(CASES.map(({ url }) => url));
    const open = team.routes.filter(({ access, url }) => access === 'public' && !guardedUrls.has(url));
    expect([...new Set(open.map(({ url }) => url))].sort()).toEqual([...PUBLIC].sort());
    const refusals = team.routes.filter(({ access, url }) => access === 'public' && guardedUrls.has(url));
    for (const { method, url } of refusals)
      expect(CASES.some((guarded) => guarded.url === url && guarded.method === method)).toBe(false);
  });

  it('answers each role on every route: allowed, 403, or 401', async () => {
    const cookies: Record<Who, string | null> = {
      member: await joined(team.url, MEMBER),
      viewer: await joined(team.url, VIEWER),
      founder: await signIn(team.url, DEMO.alex),
      nobody: null,
    };
    for (const { method, path, body, answers } of CASES)
      for (const who of ['nobody', 'viewer', 'member', 'founder'] as const) {
        const { status } = await call(team.url, cookies[who], method, path, body);
        expect({ route: `${method} ${path}`, who, status }).toEqual({
          route: `${method} ${path}`,
          who,
          status: answers[who],
        });
      }
  });

  it('answers 401 and 403 before it reads a body: a malformed one tells a stranger nothing', async () => {
    const member = await joined(team.url, MEMBER);
    const malformed = { name: '', email: 'not an email', teamRole: 'owner', extra: true };
    for (const [path, method] of [
      ['/api/team/invitations', 'POST'],
      [`/api/team/accounts/${MEMBER.email}`, 'PATCH'],
    ] as const) {
      expect((await call(team.url, null, method, path, malformed)).status).toBe(401);
      expect((await call(team.url, member, method, path, malformed)).status).toBe(403);
    }
  });

  it('tells the signed-in person their role', async () => {
    const viewer = await joined(team.url, VIEWER);
    expect((await call(team.url, viewer, 'GET', '/api/session')).body).toEqual({
      user: { email: VIEWER.email, name: VIEWER.name, role: 'Viewer', teamRole: 'viewer' },
    });
    const alex = await signIn(team.url, DEMO.alex);
    expect((await call(team.url, alex, 'GET', '/api/session')).body).toMatchObject({ user: { teamRole: 'founder' } });
  });
});
