import {
  ACCOUNTS_PATH,
  INVITATIONS_PATH,
  JOIN_API_PATH,
  OWNERS_PATH,
  TEAM_PATH,
  type InvitationResponse,
  type InviteResponse,
  type OwnersResponse,
  type TeamResponse,
} from '../../../../contract/api';
import type { User } from '../../../../contract/founders';
import type { FieldProblem, InviteRequest } from '../../../../contract/invitations';
import type { InvitedRole } from '../../../../contract/roles';
import { readUser } from '../../../shared/session/serverSession';

/** What a call to the team API came to: its answer, or the message to show. */
export type Answer<T> =
  { ok: true; value: T } | { ok: false; message: string; status: number; field?: FieldProblem['field'] };

const UNREACHABLE = 'The team server could not be reached. Check the connection and try again.';

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: UNREACHABLE, status: 0 };
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { error?: string; field?: FieldProblem['field'] }) | null;
  if (response.ok) return { ok: true, value: answer as T };
  return { ok: false, message: answer?.error ?? UNREACHABLE, status: response.status, field: answer?.field };
}

const at = (base: string, email: string) => `${base}/${encodeURIComponent(email)}`;

/** The team API (team mode only): the Team dialog's calls and the join page's. */
export const teamApi = {
  team: () => call<TeamResponse>('GET', TEAM_PATH),
  owners: () => call<OwnersResponse>('GET', OWNERS_PATH),
  invite: (request: InviteRequest) => call<InviteResponse>('POST', INVITATIONS_PATH, request),
  revoke: (email: string) => call<null>('DELETE', at(INVITATIONS_PATH, email)),
  changeRole: (email: string, teamRole: InvitedRole) => call<null>('PATCH', at(ACCOUNTS_PATH, email), { teamRole }),
  remove: (email: string) => call<null>('DELETE', at(ACCOUNTS_PATH, email)),
  invitation: (token: string) => call<InvitationResponse>('GET', at(JOIN_API_PATH, token)),
  async join(token: string, password: string): Promise<Answer<User>> {
    const answer = await call<unknown>('POST', at(JOIN_API_PATH, token), { password });
    if (!answer.ok) return answer;
    const user = readUser(answer.value);
    return user ? { ok: true, value: user } : { ok: false, message: UNREACHABLE, status: 0 };
  },
};
