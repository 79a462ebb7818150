import type { AuthState } from '../../features/auth/authSlice';
import type { User } from '../../features/auth/founders';
import type { Decoded } from './slicePersistence';

const isUser = (value: unknown): value is User =>
  Boolean(value) &&
  typeof value === 'object' &&
  ['email', 'name', 'role'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** A stored session is kept only when it is whole; anything else means signed out. */
export function decodeSession(document: Record<string, unknown>): Decoded<Partial<AuthState>> {
  const { token, user } = document;
  if (token === null && user === null) return { state: { token: null, user: null }, repaired: 0, dropped: 0 };
  if (typeof token === 'string' && token && isUser(user)) {
    // Copy only the known fields: a password or anything else stored by hand is dropped.
    return { state: { token, user: { email: user.email, name: user.name, role: user.role } }, repaired: 0, dropped: 0 };
  }
  return { state: { token: null, user: null }, repaired: 0, dropped: 0 };
}
