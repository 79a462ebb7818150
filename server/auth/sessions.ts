import { userOf, type Accounts } from './accounts.js';
import type { User } from '../../contract/founders.js';
import type { SessionStore } from './sessionStore.js';

export type Sessions = {
  start(user: User): Promise<string>;
  /** The founder this session id belongs to, or null when it is unknown, expired or predates a password change. */
  resolve(id: string | undefined): Promise<User | null>;
  end(id: string): Promise<void>;
};

export function createSessions(store: SessionStore, accounts: Accounts): Sessions {
  return {
    start: (user) => store.create(user.email),
    async resolve(id) {
      if (!id) return null;
      const record = await store.lookup(id);
      const account = record && (await accounts.find(record.email));
      if (!record || !account || record.createdAt < Date.parse(account.passwordChangedAt)) return null;
      return userOf(account);
    },
    end: (id) => store.end(id),
  };
}
