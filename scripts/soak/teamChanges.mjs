// @ts-check
// The soak's changes of the team on both instances while they are killed and Redis stops: invite,
// join, role change, remove, invite again. Each removed person's session is asked for on both
// instances 2 s after the removal (if nothing went down meanwhile) and at the end: one still
// answered is a session that outlived its removal. At the end both instances' teams are compared
// with the changes made.
import { sleep } from './pace.mjs';
import { founderRequests } from './teamRequests.mjs';

const PEOPLE = 5;
const PASSWORD = 'soak-person-password';
const REMOVAL_TAKES_MS = 2000;

/**
 * @typedef {import('./chaos.mjs').Instance} Instance
 * @typedef {{ email: string, name: string, phase: 'none' | 'invited' | 'member' | 'unknown',
 *   token?: string, role?: string }} Person
 * @typedef {{ email: string, cookie: string, at: number, calm: string, checked?: boolean }} Removed
 * @typedef {{ accounts: { email: string, teamRole: string }[], invitations: { email: string }[] }} TeamList
 */

/**
 * @param {{ instances: Instance[], redis: { running: boolean }, founder: { email: string },
 *   random: () => number, log: (line: string) => void }} options
 */
export function startTeamChanges({ instances, redis, founder, random, log }) {
  /** @type {Person[]} */
  const people = Array.from({ length: PEOPLE }, (_, n) => ({
    email: `soak-person-${n + 1}@forgelab.test`,
    name: `Soak Person ${n + 1}`,
    phase: 'none',
  }));
  /** @type {Removed[]} */
  const removed = [];
  /** @type {Map<string, string[]>} The sessions each member joined with, ended by their removal. */
  const sessions = new Map();
  /** Removed people's sessions that still answered. */
  const outlived = new Set();
  const counts = { made: 0, refusedRedisDown: 0, unreachable: 0, unexpected: 0, sessionsChecked: 0 };
  const ask = founderRequests(founder);
  let working = true;
  // What is down, and how often things started: a removal's 2 s are calm when it is the same after.
  const calmState = () =>
    JSON.stringify([redis.running, instances.map((instance) => [instance.pid !== undefined, instance.counts.starts])]);

  /** Counts an answer; true when the change was made. */
  async function counted(/** @type {Response | null} */ response, /** @type {string} */ what) {
    if (!response) return ((counts.unreachable += 1), false);
    if (response.ok) return ((counts.made += 1), true);
    const text = await response.text();
    // "The team was not changed: …", or a join while the instance reconnects to Redis.
    if (response.status === 503) counts.refusedRedisDown += 1;
    else {
      counts.unexpected += 1;
      log(`team change ${what}: ${response.status} ${text.slice(0, 200)}`);
    }
    return false;
  }

  /**
   * Sends one change; `made` notes its effect once the server says it was made. A change whose
   * answer never came (its instance killed) may or may not have been made: the person is left out.
   * @param {Person} person @param {string} what @param {Promise<Response | null>} sent
   * @param {(response: Response) => unknown} made
   */
  async function change(person, what, sent, made) {
    const response = await sent;
    if (await counted(response?.clone() ?? null, `${what} ${person.email}`))
      await made(/** @type {Response} */ (response));
    else if (!response) person.phase = 'unknown';
  }

  /**
   * A person whose change got no answer: what the team says of them now. An account is a member
   * (whose session, if the join made one, is unknown); an open invitation, whose link is unknown,
   * is revoked.
   * @param {Person} person @param {Instance} instance
   */
  async function resolve(person, instance) {
    const response = await ask(instance, 'GET', '/api/team');
    if (!response?.ok) return;
    /** @type {TeamList} */
    const { accounts, invitations } = await response.json();
    const account = accounts.find(({ email }) => email === person.email);
    if (account) return Object.assign(person, { phase: 'member', role: account.teamRole });
    if (!invitations.some(({ email }) => email === person.email)) return (person.phase = 'none');
    const path = `/api/team/invitations/${encodeURIComponent(person.email)}`;
    await change(person, 'revoke', ask(instance, 'DELETE', path), () => (person.phase = 'none'));
  }

  async function step() {
    const person = people[Math.floor(random() * people.length)];
    const instance = instances[Math.floor(random() * instances.length)];
    const path = `/api/team/accounts/${encodeURIComponent(person.email)}`;
    if (person.phase === 'unknown') await resolve(person, instance);
    else if (person.phase === 'none') {
      const role = random() < 0.5 ? 'member' : 'viewer';
      const body = { name: person.name, email: person.email, teamRole: role };
      await change(person, 'invite', ask(instance, 'POST', '/api/team/invitations', { body }), async (response) => {
        const token = String((await response.json()).link)
          .split('/')
          .pop();
        Object.assign(person, { phase: 'invited', role, token });
      });
    } else if (person.phase === 'invited') {
      const sent = ask(instance, 'POST', `/api/join/${person.token}`, { body: { password: PASSWORD }, cookie: '' });
      await change(person, 'join', sent, (response) => {
        person.phase = 'member';
        const cookie = response.headers.get('set-cookie')?.split(';')[0];
        if (cookie) sessions.set(person.email, [...(sessions.get(person.email) ?? []), cookie]);
      });
    } else if (person.phase === 'member' && random() < 0.5) {
      const role = person.role === 'member' ? 'viewer' : 'member';
      const sent = ask(instance, 'PATCH', path, { body: { teamRole: role } });
      await change(person, 'role of', sent, () => (person.role = role));
    } else if (person.phase === 'member') {
      const [at, calm] = [Date.now(), calmState()];
      await change(person, 'remove', ask(instance, 'DELETE', path), () => {
        person.phase = 'none';
        for (const cookie of sessions.get(person.email) ?? []) removed.push({ email: person.email, cookie, at, calm });
        sessions.delete(person.email);
      });
    }
  }

  /** Asks both instances for a removed person's session; `strict` counts one still answered. */
  async function checkSession(/** @type {Removed} */ entry, /** @type {boolean} */ strict) {
    for (const instance of instances) {
      const response = await ask(instance, 'GET', '/api/session', { cookie: entry.cookie });
      if (!response) continue;
      counts.sessionsChecked += 1;
      if (response.status === 200 && strict) {
        outlived.add(entry.cookie);
        log(`${entry.email}'s session still works on ${instance.name} ${Date.now() - entry.at} ms after the removal`);
      }
    }
  }

  async function checkRemovals() {
    for (const entry of removed) {
      if (entry.checked || Date.now() - entry.at < REMOVAL_TAKES_MS) continue;
      entry.checked = true;
      await checkSession(entry, calmState() === entry.calm);
    }
  }

  const loop = (async () => {
    while (working) {
      await sleep(1000 + random() * 2000);
      if (!working) break;
      await step();
      await checkRemovals();
    }
  })();

  return {
    /** Stops making changes. */
    stop: () => ((working = false), loop),
    /** With every process running again: every removed session, and the team each instance lists. */
    async checkAtEnd() {
      await sleep(REMOVAL_TAKES_MS);
      for (const entry of removed) await checkSession(entry, true);
      for (const person of people) if (person.phase === 'unknown') await resolve(person, instances[0]);
      let [held, notHeld] = [0, 0];
      for (const instance of instances) {
        const response = await ask(instance, 'GET', '/api/team');
        /** @type {TeamList} */
        const team = response?.ok ? await response.json() : { accounts: [], invitations: [] };
        for (const person of people) {
          if (person.phase === 'unknown') continue;
          const account = team.accounts.find(({ email }) => email === person.email);
          const holds = person.phase === 'member' ? account?.teamRole === person.role : account === undefined;
          if (holds) held += 1;
          else {
            notHeld += 1;
            log(
              `${instance.name} lists ${person.email} as ${account?.teamRole ?? 'absent'}, not ${person.phase} ${person.role ?? ''}`,
            );
          }
        }
      }
      return { ...counts, removals: removed.length, outlived: outlived.size, held, notHeld };
    },
  };
}
