import type { User } from './founders.js';

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
