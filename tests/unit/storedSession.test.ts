// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession } from '../../src/app/persistence/formats/storedSession';

const KEY = 'persist:forge-lab:auth';
const user = { email: 'alex@forgelab.dev', name: 'Alex Rivera', role: 'Founder' };
const store = (value: unknown) => localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('hasStoredSession (the entry decides with it whether the prerendered /login may hydrate)', () => {
  afterEach(() => localStorage.clear());

  it('is true for a stored signed-in session', () => {
    store({ token: 'forge-lab-token-1', user, _persist: { version: 1, rehydrated: true } });
    expect(hasStoredSession()).toBe(true);
  });

  it('is false with nothing stored, or a signed-out session', () => {
    expect(hasStoredSession()).toBe(false);
    store({ token: null, user: null, _persist: { version: 1, rehydrated: true } });
    expect(hasStoredSession()).toBe(false);
  });

  it('is false for whatever the store would not rehydrate as signed in', () => {
    for (const value of [
      'not json',
      '[]',
      'null',
      { token: '', user },
      { token: 'forge-lab-token-1', user: { email: 'a' } },
      { token: 'forge-lab-token-1' },
    ]) {
      store(value);
      expect(hasStoredSession(), JSON.stringify(value)).toBe(false);
    }
  });
});
