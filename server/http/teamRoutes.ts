import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNTS_PATH,
  INVITATIONS_PATH,
  JOIN_API_PATH,
  JOIN_PAGE_PATH,
  OWNERS_PATH,
  TEAM_PATH,
  type InviteResponse,
  type OwnersResponse,
  type TeamResponse,
} from '../../contract/api.js';
import type { InviteRequest } from '../../contract/invitations.js';
import { INVITATION_INVALID } from '../../contract/invitations.js';
import { userOf } from '../auth/accounts.js';
import type { Sessions } from '../auth/sessions.js';
import type { SignInLimiter } from '../auth/signInLimit.js';
import type { TeamAccounts } from '../team/teamAccounts.js';
import { clientAddress } from './clientAddress.js';
import { setSessionCookie } from './cookies.js';
import {
  ownersReply,
  doneReply,
  invitationReply,
  inviteBody,
  inviteReply,
  joinBody,
  joinReply,
  roleBody,
  teamReply,
} from './teamSchemas.js';

type TeamRoutesOptions = {
  team: TeamAccounts;
  sessions: Sessions;
  limiter: SignInLimiter;
  trustProxy: boolean;
  /** Who is connected to the lab now, and when each person was last seen. */
  presence: { online(email: string): boolean; lastSeen(email: string): string | null };
};

const FOUNDERS_ONLY = { access: ['founder'] } as const;
type ByEmail = { Params: { email: string } };
type ByToken = { Params: { token: string } };

/**
 * The team, for founders (list, invite, revoke, change a role, remove), and joining by an
 * invitation's link (public, counted like sign-in). Who may call each route is in its config.
 */
export const teamRoutes: FastifyPluginCallback<TeamRoutesOptions> = (app, options, done) => {
  const { team, sessions, limiter, trustProxy, presence } = options;
  const gone = { error: INVITATION_INVALID };

  app.get(TEAM_PATH, { config: FOUNDERS_ONLY, schema: { response: teamReply } }, async (): Promise<TeamResponse> => {
    const { accounts, invitations } = await team.list();
    return {
      accounts: accounts.map(({ email, name, teamRole, lastSeenAt }) => ({
        email,
        name,
        teamRole,
        online: presence.online(email),
        lastSeen: presence.lastSeen(email) ?? lastSeenAt ?? null,
      })),
      invitations,
    };
  });

  // Everyone signed in: the form's Owners lists the founders and the members (viewers own nothing).
  app.get(
    OWNERS_PATH,
    { config: { access: 'signedIn' }, schema: { response: ownersReply } },
    async (): Promise<OwnersResponse> => {
      const { accounts } = await team.list();
      return { owners: accounts.filter(({ teamRole }) => teamRole !== 'viewer').map(({ name }) => name) };
    },
  );

  app.post<{ Body: InviteRequest }>(
    INVITATIONS_PATH,
    {
      config: { ...FOUNDERS_ONLY, invalidBody: 'Expected {"name", "email", "teamRole"}' },
      schema: { body: inviteBody, response: inviteReply },
    },
    async (request, reply) => {
      const made = await team.invite(request.body, request.user!.name);
      if ('problem' in made) return reply.code(400).send({ error: made.problem.message, field: made.problem.field });
      const answer: InviteResponse = { link: `${JOIN_PAGE_PATH}/${made.token}`, expiresAt: made.invitation.expiresAt };
      return reply.code(201).send(answer);
    },
  );

  app.delete<ByEmail>(
    `${INVITATIONS_PATH}/:email`,
    { config: FOUNDERS_ONLY, schema: { response: doneReply } },
    async (request, reply) =>
      (await team.revoke(request.params.email))
        ? reply.code(204).send()
        : reply.code(404).send({ error: 'No open invitation' }),
  );

  const accountAnswer = (outcome: Awaited<ReturnType<TeamAccounts['remove']>>, reply: FastifyReply) =>
    outcome === 'unknown'
      ? reply.code(404).send({ error: 'No such account' })
      : outcome === 'founder'
        ? reply.code(403).send({ error: 'A founder cannot be removed or given another role' })
        : reply.code(204).send();

  app.patch<ByEmail & { Body: { teamRole: string } }>(
    `${ACCOUNTS_PATH}/:email`,
    {
      config: { ...FOUNDERS_ONLY, invalidBody: 'Expected {"teamRole": "member" or "viewer"}' },
      schema: { body: roleBody, response: doneReply },
    },
    async (request, reply) => accountAnswer(await team.changeRole(request.params.email, request.body.teamRole), reply),
  );

  app.delete<ByEmail>(
    `${ACCOUNTS_PATH}/:email`,
    { config: FOUNDERS_ONLY, schema: { response: doneReply } },
    async (request, reply) => accountAnswer(await team.remove(request.params.email), reply),
  );

  // Public, and counted like a sign-in: a token is guessed only by trying, and each try counts.
  const countTry = async (request: FastifyRequest<ByToken>, reply: FastifyReply) => {
    const attempt = await limiter.begin(`join:${request.params.token}`, clientAddress(request));
    if (!('retryAfter' in attempt)) return attempt;
    const { retryAfter } = attempt;
    await reply.code(429).header('Retry-After', retryAfter).send({ error: 'Too many attempts', retryAfter });
    return null;
  };
  app.get<ByToken>(
    `${JOIN_API_PATH}/:token`,
    { config: { access: 'public' }, schema: { response: invitationReply } },
    async (request, reply) => {
      const attempt = await countTry(request, reply);
      if (!attempt) return reply;
      const invitation = await team.invitation(request.params.token);
      if (!invitation) return reply.code(410).send(gone);
      await limiter.succeeded(attempt);
      return { name: invitation.name, email: invitation.email };
    },
  );

  app.post<ByToken & { Body: { password: string } }>(
    `${JOIN_API_PATH}/:token`,
    {
      config: { access: 'public', invalidBody: 'Expected {"password": string}' },
      schema: { body: joinBody, response: joinReply },
    },
    async (request, reply) => {
      const attempt = await countTry(request, reply);
      if (!attempt) return reply;
      const joined = await team.join(request.params.token, request.body.password);
      if (joined === 'invalid') return reply.code(410).send(gone);
      if ('problem' in joined) return reply.code(400).send({ error: joined.problem });
      await limiter.succeeded(attempt);
      const user = userOf(joined);
      setSessionCookie(reply, trustProxy, await sessions.start(user));
      return { user };
    },
  );

  done();
};
