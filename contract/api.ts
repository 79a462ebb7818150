import type { User } from './founders.js';
import type { InvitedRole, TeamRole } from './roles.js';

/**
 * The team server's HTTP API. The session itself is an HttpOnly cookie the page never reads:
 * POST signs in, GET tells who is signed in, DELETE signs out.
 */
export const SESSION_PATH = '/api/session';

/** The Yjs sync websocket (Hocuspocus), on the server that served the page. */
export const SYNC_PATH = '/sync';

/** Paths that always belong to the team server: never the app's pages, never cached offline. */
export const isServerPath = (pathname: string) => /^\/(api|sync)(\/|$)/.test(pathname);

/** POST {@link SESSION_PATH}. */
export type SignInRequest = { email: string; password: string };

/** 200 from {@link SESSION_PATH}: the founder, and nothing secret. */
export type SessionResponse = { user: User };

/**
 * Any refusal: 400, 401, 403, 429, and 503 while the server cannot reach the store it shares with
 * other instances (both with `retryAfter` seconds, also in the Retry-After header).
 */
export type ErrorResponse = { error: string; retryAfter?: number };

/** The one message for an unknown email and a wrong password, as the static mode has it. */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/** The team, for founders: GET every account and open invitation (team mode, contract/roles.ts). */
export const TEAM_PATH = '/api/team';
/** POST an invitation; DELETE `/{email}` revokes one. */
export const INVITATIONS_PATH = '/api/team/invitations';
/** PATCH `/{email}` `{ teamRole }` changes a role; DELETE `/{email}` removes the account. */
export const ACCOUNTS_PATH = '/api/team/accounts';
/** GET: the names a project's Owners may list (founders and members), for everyone signed in. */
export const OWNERS_PATH = '/api/team/owners';
export type OwnersResponse = { owners: string[] };
/** GET `/{token}`: whom the invitation is for; POST `/{token}` `{ password }` joins the lab. */
export const JOIN_API_PATH = '/api/join';
/** The page an invitation link opens: `/join/{token}`. */
export const JOIN_PAGE_PATH = '/join';

/** An account as the Team dialog lists it. */
export type TeamAccount = {
  email: string;
  name: string;
  teamRole: TeamRole;
  /** Connected to the lab now. */
  online: boolean;
  /** When the server last saw them (ISO), or null when not since it started and they never signed in. */
  lastSeen: string | null;
};
export type OpenInvitation = { email: string; name: string; teamRole: InvitedRole; expiresAt: string };
export type TeamResponse = { accounts: TeamAccount[]; invitations: OpenInvitation[] };
export type InviteResponse = { link: string; expiresAt: string };
export type InvitationResponse = { name: string; email: string };
