import { DEMO, signIn } from './clients';

export const MEMBER = { name: 'Jordan Lee', email: 'jordan@example.com', teamRole: 'member' } as const;
export const VIEWER = { name: 'Riley Park', email: 'riley@example.com', teamRole: 'viewer' } as const;
export const PASSWORD = 'a long enough passphrase';

/** A JSON request to the team server with this session's cookie (or none); answers status and body. */
export async function call(baseUrl: string, cookie: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, response };
}

/** The token of an invitation link (`/join/{token}`). */
export const tokenOf = (link: unknown) => String(link).split('/').pop()!;

/** Alex invites `person`, who joins by the link: their session's cookie. */
export async function joined(baseUrl: string, person: { name: string; email: string; teamRole: string }) {
  const alex = await signIn(baseUrl, DEMO.alex);
  const invited = await call(baseUrl, alex, 'POST', '/api/team/invitations', person);
  if (invited.status !== 201) throw new Error(`Invitation refused: ${JSON.stringify(invited.body)}`);
  const join = await call(baseUrl, null, 'POST', `/api/join/${tokenOf(invited.body!.link)}`, { password: PASSWORD });
  if (join.status !== 200) throw new Error(`Join refused: ${JSON.stringify(join.body)}`);
  return join.response.headers.get('set-cookie')!.split(';')[0];
}

/** What `GET /api/session` answers this cookie on a server: 200 while the session lives, 401 once over. */
export const sessionStatus = async (baseUrl: string, cookie: string) =>
  (await call(baseUrl, cookie, 'GET', '/api/session')).status;
