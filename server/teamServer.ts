import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { setUpAccounts } from './auth/accountSetup.js';
import { openAccounts } from './auth/accounts.js';
import type { User } from '../contract/founders.js';
import { openFileSessionStore } from './auth/sessionStore.js';
import { createSessions } from './auth/sessions.js';
import { createSignInLimiter } from './auth/signInLimit.js';
import { openLabHistory, type LabHistory } from './history/labHistory.js';
import { createHttpApp } from './http/app.js';
import { teamAccounts } from './team/teamAccounts.js';
import { shareTeam } from './redis/teamShare.js';
import type { RouteAccess } from './http/access.js';
import { readBuildPolicy } from './http/contentPolicy.js';
import { listen } from './http/listen.js';
import { createOriginPolicy } from './http/originPolicy.js';
import { historyShareThrough } from './redis/historyShare.js';
import { openRedisLink } from './redis/link.js';
import { redisSessions } from './redis/sessionStore.js';
import { redisSignInLimiter } from './redis/signInCounts.js';
import { refuseOpenRedis } from './redis/url.js';
import { SetupError } from './setupError.js';
import { prepareDataDir } from './store/dataDir.js';
import { openDocumentStore } from './store/documentStore.js';
import type { StoreFiles } from './store/files.js';
import { LAB_DOCUMENT } from '../contract/labDocument.js';
import { createLabSync } from './sync/labSync.js';
import { createLog, type Log } from './log.js';

export type TeamServerOptions = {
  dataDir: string;
  /** The built app (`npm run build`). */
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  demo?: boolean;
  /** Shares the lab (and sessions) with other instances using the same Redis. */
  redisUrl?: string;
  /** Where founders reach the server, e.g. https://lab.example.com; loopback is always answered. */
  publicOrigin?: string;
  /** Behind a proxy: X-Forwarded-For names each client, X-Forwarded-Proto its scheme. */
  trustProxy?: boolean;
  /** Each founder's password on the first start without --demo. */
  passwordFor?: (founder: User) => Promise<string>;
  /** The store's file operations (tests make them fail as a full disk does). */
  storeFiles?: StoreFiles;
  /** Where the server logs (pino); tests pass one that keeps the lines to read. */
  log?: Log;
};

export type TeamServer = {
  url: string;
  port: number;
  /** Every route and who may call it. */
  routes: readonly RouteAccess[];
  close(): Promise<void>;
};

const noPasswords = () => Promise.reject(new SetupError('No passwords given for the first start.'));

/** One HTTP server: the built app, the session API under /api/, and the sync websocket at /sync. */
export async function startTeamServer(options: TeamServerOptions): Promise<TeamServer> {
  const log = options.log ?? createLog();
  /** Closing goes on past a step that fails (Redis gone, a full disk), so the lock is always released. */
  const reportFailure = (what: string) => (error: unknown) => log.error({ err: error }, what);
  const redisUrl = options.redisUrl;
  if (redisUrl) refuseOpenRedis(redisUrl);
  const dataDir = await prepareDataDir(options.dataDir);
  let link: Awaited<ReturnType<typeof openRedisLink>> | undefined;
  let history: LabHistory | undefined;
  let teamShare: { stop(): void } | undefined;
  let app: FastifyInstance | undefined;
  try {
    await setUpAccounts({
      dataDir: dataDir.path,
      demo: options.demo ?? false,
      passwordFor: options.passwordFor ?? noPasswords,
    });
    const documents = openDocumentStore(dataDir.documents, { files: options.storeFiles, log });
    const stateVector = () => documents.stateVector(LAB_DOCUMENT);
    link = redisUrl
      ? await openRedisLink(redisUrl, { prefix: 'forge-lab', documentName: LAB_DOCUMENT, stateVector, log })
      : undefined;
    const redis = link?.client;
    const accounts = await openAccounts(dataDir.path);
    const sessions = createSessions(
      redis ? redisSessions(redis, 'forge-lab') : await openFileSessionStore(dataDir.path, { log }),
      accounts,
    );
    history = openLabHistory(dataDir.path, { share: link && historyShareThrough(link), log });
    const trustProxy = options.trustProxy ?? false;
    const isAllowed = createOriginPolicy(options.publicOrigin);
    const sharedLab = link?.sharedLab();
    const sync = createLabSync({ documents, sessions, history, sharedLab, isAllowed, trustProxy, log });
    const team = teamAccounts(dataDir.path);
    // Instances sharing Redis share the team too (their accounts are each in its own directory).
    teamShare = link && (await shareTeam({ client: link.client, subscriber: link.createReader(), team, log }));
    const routes: RouteAccess[] = [];
    const limiter = redis ? redisSignInLimiter(redis) : createSignInLimiter();
    app = createHttpApp({
      log,
      isAllowed,
      trustProxy,
      contentSecurityPolicy: await readBuildPolicy(options.distDir),
      health: { read: () => ({ store: documents.health(), redis: link?.health() ?? { state: 'not used' } }) },
      session: {
        accounts,
        sessions,
        limiter,
        onSessionEnded: sync.endSession,
        onSignedIn: (user) =>
          void team.seen(user.email).catch((error: unknown) => log.warn({ err: error }, 'Last seen not noted')),
      },
      history: { db: history.db },
      team: { team, presence: sync.presence },
      access: { sessions, routes },
      distDir: options.distDir,
    });
    app.server.on('upgrade', sync.handleUpgrade);

    const host = options.host ?? '127.0.0.1';
    await listen(app, options.port, host);
    const { port } = app.server.address() as AddressInfo;
    const http = app;
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      routes,
      async close() {
        // Fastify's close waits for every socket, the websockets too: those close with the sync.
        const closed = http.close().catch(reportFailure('Could not close the HTTP server'));
        await sync.close().catch(reportFailure('Could not close the sync connections'));
        await closed;
        // A sign-in's Last seen is written after its answer: the directory is released after it.
        await team.idle();
        await history?.close().catch(reportFailure('Could not close the history'));
        await documents.close().catch(reportFailure('Could not close the store'));
        teamShare?.stop();
        link?.disconnect();
        await dataDir.release();
      },
    };
  } catch (error) {
    await app?.close().catch(reportFailure('Could not close the HTTP server'));
    await history?.close().catch(reportFailure('Could not close the history'));
    teamShare?.stop();
    link?.disconnect();
    // A refused first start leaves no half-made data directory (accounts with hashes, a history).
    await dataDir.discard().catch(reportFailure('Could not remove the data directory of the refused start'));
    await dataDir.release();
    throw error;
  }
}
