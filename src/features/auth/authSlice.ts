import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/hooks';
import { type User } from '../../../contract/founders';
import { isTeamMode } from '../../shared/lib/teamMode';
import { verifyCredentials } from './demoAccounts';
import { msNow } from '../../shared/lib/now';

export type AuthState = {
  token: string | null;
  user: User | null;
  /** Transient: true while a login check runs. Not persisted. */
  loginPending: boolean;
};

export type Credentials = { email: string; password: string };

/** Why a sign-in did not succeed; the team server adds all but the first. */
export type LoginFailure =
  | { reason: 'invalid' }
  | { reason: 'rateLimited'; retryAfterSeconds: number }
  /** The server's own message, shown as it is (a Redis outage: sign-in waits for it). */
  | { reason: 'unavailable'; message: string }
  | { reason: 'unreachable' };

export const TOKEN_PREFIX = 'forge-lab-token-';
/**
 * In team mode the session is an HttpOnly cookie the page never sees; the stored token is only
 * this marker that a founder signed in through the team server, not a secret.
 */
export const TEAM_SESSION_MARKER = 'forge-lab-team-session';
/** A local check is instant; a short pause makes the busy state perceptible, as a real sign-in would be. */
export const LOGIN_LATENCY_MS = 600;

const initialState: AuthState = { token: null, user: null, loginPending: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loginStarted(state) {
      state.loginPending = true;
    },
    loggedIn(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.loginPending = false;
    },
    loginFailed: {
      reducer(state, _action: PayloadAction<LoginFailure>) {
        state.loginPending = false;
      },
      prepare: (failure: LoginFailure = { reason: 'invalid' }) => ({ payload: failure }),
    },
    loggedOut() {
      return initialState;
    },
    /** The team server names the signed-in person anew: their role may have changed. */
    userRefreshed(state, action: PayloadAction<User>) {
      if (state.user && state.user.email === action.payload.email) state.user = action.payload;
    },
    /** The team server no longer knows the session (expired, signed out elsewhere, forged). */
    sessionEnded() {
      return initialState;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectLoginPending: (state) => state.loginPending,
    selectIsAuthenticated: (state) => Boolean(state.token && state.user),
  },
});

export const { loginStarted, loggedIn, loginFailed, loggedOut, sessionEnded, userRefreshed } = authSlice.actions;
export const { selectCurrentUser, selectLoginPending, selectIsAuthenticated } = authSlice.selectors;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Check = { user: User; token: string } | LoginFailure;

async function checkCredentials(email: string, password: string, latencyMs: number): Promise<Check> {
  if (isTeamMode()) {
    // Loaded on demand: the static build never carries the team server's calls.
    const { signInWithServer } = await import('../../shared/session/serverSession');
    const outcome = await signInWithServer(email, password);
    if (outcome.kind === 'signedIn') return { user: outcome.user, token: TEAM_SESSION_MARKER };
    if (outcome.kind === 'rateLimited') return { reason: 'rateLimited', retryAfterSeconds: outcome.retryAfterSeconds };
    if (outcome.kind === 'unavailable') return { reason: 'unavailable', message: outcome.message };
    return { reason: outcome.kind };
  }
  await wait(latencyMs);
  const user = verifyCredentials(email, password);
  return user ? { user, token: `${TOKEN_PREFIX}${msNow()}` } : { reason: 'invalid' };
}

/**
 * Signs a founder in: against the team server in team mode, else against the demo accounts.
 * Hand-written rather than createAsyncThunk on purpose: that helper copies its argument into
 * every action's `meta.arg`, which would put the password in Redux DevTools. Here no action ever
 * carries the password. Resolves to whether the sign-in succeeded.
 */
export const login =
  ({ email, password }: Credentials, latencyMs = LOGIN_LATENCY_MS): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (getState().auth.loginPending) return false;
    dispatch(loginStarted());
    const check = await checkCredentials(email.trim(), password, latencyMs);
    if ('reason' in check) {
      dispatch(loginFailed(check));
      return false;
    }
    dispatch(loggedIn(check));
    return true;
  };
