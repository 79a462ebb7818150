import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../../app/hooks';
import { type User } from '../../shared/domain/founders';
import { verifyCredentials } from './demoAccounts';

export type AuthState = {
  token: string | null;
  user: User | null;
  /** Transient: true while a login check runs. Not persisted. */
  loginPending: boolean;
};

export type Credentials = { email: string; password: string };

export const TOKEN_PREFIX = 'forge-lab-token-';
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
    loginFailed(state) {
      state.loginPending = false;
    },
    loggedOut() {
      return initialState;
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    selectLoginPending: (state) => state.loginPending,
    selectIsAuthenticated: (state) => Boolean(state.token && state.user),
  },
});

export const { loginStarted, loggedIn, loginFailed, loggedOut } = authSlice.actions;
export const { selectCurrentUser, selectLoginPending, selectIsAuthenticated } = authSlice.selectors;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signs a founder in. Hand-written rather than createAsyncThunk on purpose: that
 * helper copies its argument into every action's `meta.arg`, which would put the
 * password in Redux DevTools. Here no action ever carries the password.
 * Resolves to whether the sign-in succeeded.
 */
export const login =
  ({ email, password }: Credentials, latencyMs = LOGIN_LATENCY_MS): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (getState().auth.loginPending) return false;
    dispatch(loginStarted());
    await wait(latencyMs);
    const user = verifyCredentials(email.trim(), password);
    if (!user) {
      dispatch(loginFailed());
      return false;
    }
    dispatch(loggedIn({ token: `${TOKEN_PREFIX}${Date.now()}`, user }));
    return true;
  };
