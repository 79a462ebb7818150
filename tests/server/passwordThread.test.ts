import { stat } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/passwordHash';

it('hashes passwords off the thread pool: the disk is served while founders sign in', async () => {
  // As many hashes as the pool has threads: on the pool, they would take every one of them.
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  const finished: string[] = [];
  const hashes = Array.from({ length: threads }, (_, index) =>
    hashPassword(`password ${index}`).then((hash) => {
      finished.push('hash');
      return hash;
    }),
  );
  await stat('.').then(() => finished.push('stat'));
  const [first] = await Promise.all(hashes);

  expect(finished[0]).toBe('stat');
  expect(await verifyPassword('password 0', first)).toBe(true);
  expect(await verifyPassword('password 1', first)).toBe(false);
});
