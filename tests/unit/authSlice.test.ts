import { describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store';
import {
  authSlice,
  loggedIn,
  loggedOut,
  login,
  loginFailed,
  loginStarted,
  selectCurrentUser,
  selectIsAuthenticated,
  selectLoginPending,
  TOKEN_PREFIX,
} from '../../src/features/auth/authSlice';
import { FOUNDERS, DEMO_PASSWORD } from '../../contract/founders';

const reducer = authSlice.reducer;
const alex = FOUNDERS[0];

describe('authSlice reducer', () => {
  it('starts signed out and idle', () => {
    expect(reducer(undefined, { type: 'unknown' })).toEqual({ token: null, user: null, loginPending: false });
  });

  it('stores token and user on loggedIn, and clears them on loggedOut', () => {
    const signedIn = reducer(undefined, loggedIn({ token: 'forge-lab-token-1', user: alex }));
    expect(signedIn).toEqual({ token: 'forge-lab-token-1', user: alex, loginPending: false });
    expect(reducer(signedIn, loggedOut())).toEqual({ token: null, user: null, loginPending: false });
  });
});

describe('authSlice login flags', () => {
  it('marks a login as pending, and a failed one as over without signing in', () => {
    const pending = reducer(undefined, loginStarted());
    expect(pending).toEqual({ token: null, user: null, loginPending: true });
    expect(reducer(pending, loginFailed())).toEqual({ token: null, user: null, loginPending: false });
  });

  it('ends the pending state when the login succeeds', () => {
    const pending = reducer(undefined, loginStarted());
    expect(reducer(pending, loggedIn({ token: 't', user: alex })).loginPending).toBe(false);
  });
});

describe('auth selectors', () => {
  it('counts a session as authenticated only with both a token and a user', () => {
    const state = (auth: { token: string | null; user: typeof alex | null }) =>
      makeStore({ preloadedState: { auth: { ...auth, loginPending: false } } }).getState();
    expect(selectIsAuthenticated(state({ token: 't', user: alex }))).toBe(true);
    expect(selectIsAuthenticated(state({ token: null, user: alex }))).toBe(false);
    expect(selectIsAuthenticated(state({ token: 't', user: null }))).toBe(false);
    expect(selectCurrentUser(state({ token: 't', user: alex }))).toEqual(alex);
  });
});

describe('login thunk', () => {
  it.each(FOUNDERS.map((founder) => [founder.email, founder]))(
    'signs %s in without keeping the password',
    async (email, founder) => {
      const store = makeStore();
      const before = Date.now();
      const pending = store.dispatch(login({ email, password: DEMO_PASSWORD }, 0));
      expect(selectLoginPending(store.getState())).toBe(true);
      await expect(pending).resolves.toBe(true);

      const { auth } = store.getState();
      expect(auth.user).toEqual({ email: founder.email, name: founder.name, role: founder.role });
      expect(auth.loginPending).toBe(false);
      expect(auth.token?.startsWith(TOKEN_PREFIX)).toBe(true);
      expect(Number(auth.token?.slice(TOKEN_PREFIX.length))).toBeGreaterThanOrEqual(before);
      expect(JSON.stringify(store.getState())).not.toContain(DEMO_PASSWORD);
    },
  );

  it.each([
    ['a wrong password', alex.email, 'not-the-password'],
    ['an unknown email', 'nobody@forgelab.dev', DEMO_PASSWORD],
    ['a password differing only in case', alex.email, DEMO_PASSWORD.toUpperCase()],
    ['an empty password', alex.email, ''],
  ])('refuses %s and stays signed out', async (_case, email, password) => {
    const store = makeStore();
    await expect(store.dispatch(login({ email, password }, 0))).resolves.toBe(false);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectLoginPending(store.getState())).toBe(false);
  });

  it('starts no second check while one is pending', async () => {
    const store = makeStore();
    const pendingFlags: string[] = [];
    store.subscribe(() => pendingFlags.push(String(store.getState().auth.loginPending)));
    const first = store.dispatch(login({ email: alex.email, password: DEMO_PASSWORD }, 0));
    await expect(store.dispatch(login({ email: alex.email, password: DEMO_PASSWORD }, 0))).resolves.toBe(false);
    await expect(first).resolves.toBe(true);
    expect(pendingFlags).toEqual(['true', 'false']);
    expect(selectIsAuthenticated(store.getState())).toBe(true);
  });

  it('ignores spaces around the email, as a pasted address often has them', async () => {
    const store = makeStore();
    await expect(store.dispatch(login({ email: `  ${alex.email} `, password: DEMO_PASSWORD }, 0))).resolves.toBe(true);
    expect(selectCurrentUser(store.getState())?.email).toBe(alex.email);
  });

  it('takes the email in any case, as the team server does', async () => {
    const store = makeStore();
    await expect(store.dispatch(login({ email: 'Alex@ForgeLab.dev', password: DEMO_PASSWORD }, 0))).resolves.toBe(true);
    expect(selectCurrentUser(store.getState())?.email).toBe(alex.email);
  });

  it('never dispatches an action that carries the password', async () => {
    const store = makeStore();
    const dispatched: string[] = [];
    const original = store.dispatch;
    const spyDispatch = ((action: unknown) => {
      dispatched.push(JSON.stringify(action));
      return original(action as Parameters<typeof original>[0]);
    }) as typeof original;
    await login({ email: alex.email, password: DEMO_PASSWORD }, 0)(spyDispatch, store.getState, {
      joinStore: () => false,
    });
    expect(dispatched.length).toBeGreaterThan(0);
    for (const action of dispatched) expect(action).not.toContain(DEMO_PASSWORD);
  });
});
