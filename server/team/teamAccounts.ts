import { invitationProblem, type FieldProblem, type InviteRequest } from '../../contract/invitations.js';
import { isInvitedRole, ROLE_NAMES, type InvitedRole } from '../../contract/roles.js';
import { newAccount, readAccounts, writeAccounts, type Account } from '../auth/accounts.js';
import { withTeamLock } from './teamLock.js';
import { passwordProblem } from '../auth/accountSetup.js';
import {
  invitationFor,
  invitationOf,
  readInvitations,
  sameEmail,
  writeInvitations,
  type Invitation,
} from './invitations.js';

export type TeamAccounts = ReturnType<typeof teamAccounts>;

/** What instances sharing Redis share of the team: the accounts beyond the founders, and the invitations. */
export type SharedTeam = { members: Account[]; invitations: Invitation[] };

/** The records one change wrote (null: removed), by email and by token hash, as instances publish it. */
export type TeamDelta = { members: [string, Account | null][]; invitations: [string, Invitation | null][] };

/** Why a change to an account is refused. */
export type AccountRefusal = 'unknown' | 'founder';

/** What a change of the team came to, and whether it changed anything (else nothing is shared). */
export type TeamChange<T> = { result: T; changed: boolean };

/**
 * Runs a change of the team as its one writer everywhere: with Redis, the instances' shared writer
 * (server/redis/teamShare.ts: the latest team taken first, the change shared after).
 */
export type TeamWriter = <T>(change: () => Promise<TeamChange<T>>) => Promise<T>;

/**
 * The team's accounts and invitations in the data directory: what a founder does in the Team
 * dialog and the `team` command. Each change reads the files, changes them and writes them back,
 * one change at a time in this process and under the team's lock (teamLock.ts) against the other
 * processes on the directory (the server, the commands); with Redis, also as the one writer among
 * the instances ({@link TeamWriter}). The running server reads accounts.json again when it
 * changes, so a removal or a role change reaches its sessions and sockets at once.
 */
export function teamAccounts(dataDir: string) {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };
  const locked = <T>(task: () => Promise<T>): Promise<T> => inTurn(() => withTeamLock(dataDir, task));
  const accounts = async () => (await readAccounts(dataDir)) ?? [];
  const snapshot = async (): Promise<SharedTeam> => ({
    members: (await accounts()).filter((account) => account.teamRole !== 'founder'),
    invitations: await readInvitations(dataDir),
  });
  let writer: TeamWriter | null = null;
  /** Runs a change of the team here, as the instances' one writer when they share Redis. */
  const changing = <T>(task: () => Promise<TeamChange<T>>): Promise<T> =>
    writer ? writer(() => locked(task)) : locked(task).then(({ result }) => result);
  const unchanged = <T>(result: T): TeamChange<T> => ({ result, changed: false });
  const changed = <T>(result: T): TeamChange<T> => ({ result, changed: true });

  /** Changes one account that is not a founder's; `change` returns it changed, or null to remove it. */
  const changeAccount = (email: string, change: (account: Account) => Account | null) =>
    changing(async (): Promise<TeamChange<AccountRefusal | Account>> => {
      const all = await accounts();
      const index = all.findIndex((account) => sameEmail(account.email, email));
      if (index < 0) return unchanged('unknown');
      if (all[index].teamRole === 'founder') return unchanged('founder');
      const after = change(all[index]);
      await writeAccounts(dataDir, after ? all.with(index, after) : all.toSpliced(index, 1));
      return changed(all[index]);
    });

  return {
    /** Every account and open invitation. */
    list: async () => ({ accounts: await accounts(), invitations: await readInvitations(dataDir) }),

    invite: (request: InviteRequest, invitedBy: string, now = new Date()) =>
      changing(async (): Promise<TeamChange<{ problem: FieldProblem } | { token: string; invitation: Invitation }>> => {
        const [all, open] = [await accounts(), await readInvitations(dataDir, now)];
        const taken = (email: string) => [...all, ...open].some((entry) => sameEmail(entry.email, email));
        const problem = invitationProblem(request, taken, all.length + open.length);
        if (problem) return unchanged({ problem });
        const made = invitationFor({ ...request, teamRole: request.teamRole as InvitedRole }, invitedBy, now);
        await writeInvitations(dataDir, [...open, made.invitation]);
        return changed(made);
      }),

    /** Whether an open invitation for this email was revoked. */
    revoke: (email: string) =>
      changing(async () => {
        const open = await readInvitations(dataDir);
        const kept = open.filter((invitation) => !sameEmail(invitation.email, email));
        if (kept.length === open.length) return unchanged(false);
        await writeInvitations(dataDir, kept);
        return changed(true);
      }),

    /** The open invitation a link's token names, or null. */
    invitation: async (token: string) => invitationOf(await readInvitations(dataDir), token),

    /** Makes the invitation's account with this password, once: the invitation is used up. */
    join: (token: string, password: string) =>
      changing(async (): Promise<TeamChange<'invalid' | { problem: string } | Account>> => {
        const open = await readInvitations(dataDir);
        const invitation = invitationOf(open, token);
        const all = await accounts();
        // An unknown or used token changes nothing, and so shares nothing.
        if (!invitation || all.some((account) => sameEmail(account.email, invitation.email)))
          return unchanged('invalid');
        const problem = passwordProblem(password);
        if (problem) return unchanged({ problem: `The password was refused: ${problem}.` });
        const { email, name, teamRole } = invitation;
        const account = await newAccount({ email, name, role: ROLE_NAMES[teamRole], teamRole }, password);
        await writeAccounts(dataDir, [...all, account]);
        await writeInvitations(
          dataDir,
          open.filter((entry) => entry !== invitation),
        );
        return changed(account);
      }),

    changeRole: (email: string, teamRole: string) =>
      isInvitedRole(teamRole)
        ? changeAccount(email, (account) => ({ ...account, teamRole, role: ROLE_NAMES[teamRole] }))
        : Promise.resolve<AccountRefusal>('unknown'),

    remove: (email: string) => changeAccount(email, () => null),

    /** The team beyond the founders, as another instance adopts it. */
    snapshot: () => inTurn(snapshot),

    /** Takes another instance's team: this directory's founders stay, its members and invitations are those. */
    adopt: (team: SharedTeam) =>
      locked(async () => {
        const founders = (await accounts()).filter((account) => account.teamRole === 'founder');
        await writeAccounts(dataDir, [...founders, ...team.members]);
        await writeInvitations(dataDir, team.invitations);
      }),

    /** Writes the records another instance's change published; the founders' accounts are never touched. */
    merge: (delta: TeamDelta) =>
      locked(async () => {
        const written = new Map(delta.members);
        const kept = (await accounts()).filter((account) => {
          const email = [...written.keys()].find((key) => sameEmail(key, account.email));
          return account.teamRole === 'founder' || email === undefined;
        });
        const members = delta.members.flatMap(([, account]) =>
          account && account.teamRole !== 'founder' ? [account] : [],
        );
        await writeAccounts(dataDir, [...kept, ...members]);
        const invitations = new Map(delta.invitations);
        const open = (await readInvitations(dataDir)).filter((invitation) => !invitations.has(invitation.tokenHash));
        await writeInvitations(dataDir, [...open, ...delta.invitations.flatMap(([, invitation]) => invitation ?? [])]);
      }),

    /** Resolves once every change begun here has ended (a sign-in's Last seen is written after its answer). */
    idle: () => queue.then(() => undefined),

    /** Takes the team as the instances share it: a change of nothing, before which Redis's team is taken. */
    refresh: () => changing(() => Promise.resolve(unchanged(null))),

    /** Makes every later change of the team go through `shared` (instances sharing Redis). */
    writeThrough(shared: TeamWriter | null) {
      writer = shared;
    },

    /** Notes a sign-in, for the Team dialog's Last seen (any account, founders too): this instance's own note. */
    seen: (email: string, at = new Date()) =>
      locked(async () => {
        const all = await accounts();
        const index = all.findIndex((account) => sameEmail(account.email, email));
        if (index >= 0) await writeAccounts(dataDir, all.with(index, { ...all[index], lastSeenAt: at.toISOString() }));
      }),
  };
}
