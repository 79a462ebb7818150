import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { scryptOnItsThread } from './scryptThread.js';

/** scrypt's cost: about 50 ms a guess on a small server, with 16 MB of memory. */
const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return scryptOnItsThread(password.normalize('NFC'), salt, KEY_LENGTH, options);
}

/** `scrypt$N$r$p$salt$key` (base64): the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when the email is unknown, so a wrong email takes as long as a wrong password. */
export const decoyHash = () => hashPassword(randomBytes(16).toString('hex'));
