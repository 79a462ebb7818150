import type { User } from '../../../contract/founders';

export type Session = { token: string | null; user: User | null };

const SIGNED_OUT: Session = { token: null, user: null };

const isUser = (value: unknown): value is User =>
  Boolean(value) &&
  typeof value === 'object' &&
  ['email', 'name', 'role'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** A stored session is kept only when it is whole; anything else means signed out. */
export function decodeSession(record: Record<string, unknown>): Session {
  const { token, user } = record;
  if (typeof token !== 'string' || !token || !isUser(user)) return SIGNED_OUT;
  // Copy only the known fields: a password or anything else stored by hand is dropped.
  return { token, user: { email: user.email, name: user.name, role: user.role } };
}
