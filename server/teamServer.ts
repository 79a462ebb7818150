import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setUpAccounts } from './auth/accountSetup.js';
import { openAccounts } from './auth/accounts.js';
import type { User } from '../contract/founders.js';
import { reportingOutages } from './auth/redisOutage.js';
import { redisSessionStore } from './auth/redisSessionStore.js';
import { refuseOpenRedis } from './auth/redisUrl.js';
import { openFileSessionStore } from './auth/sessionStore.js';
import { createSessions } from './auth/sessions.js';
import { createSignInLimiter } from './auth/signInLimit.js';
import { openLabHistory, type LabHistory } from './history/labHistory.js';
import { createHistoryApi, isHistoryPath } from './history/historyApi.js';
import { createHealthCheck } from './http/health.js';
import { createOriginPolicy } from './http/originPolicy.js';
import { routeRequests, routeUpgrades } from './http/router.js';
import { createSessionApi } from './http/sessionApi.js';
import { readBuildPolicy } from './http/contentPolicy.js';
import { listen } from './http/listen.js';
import { createStaticApp } from './http/staticApp.js';
import { openRedisLink, sessionsThroughOutages } from './redisLink.js';
import { SetupError } from './setupError.js';
import { prepareDataDir } from './store/dataDir.js';
import { openDocumentStore } from './store/documentStore.js';
import type { StoreFiles } from './store/files.js';
import { SYNC_PATH } from '../contract/api.js';
import { LAB_DOCUMENT } from '../contract/labDocument.js';
import { createLabSync } from './sync/labSync.js';

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
};

export type TeamServer = { url: string; port: number; close(): Promise<void> };

/** Closing goes on past a step that fails (Redis gone, a full disk), so the lock is always released. */
const reportFailure = (what: string) => (error: unknown) => console.error(`${what}:`, error);

const noPasswords = () => Promise.reject(new SetupError('No passwords given for the first start.'));

/** One HTTP server: the built app, the session API under /api/, and the sync websocket at /sync. */
export async function startTeamServer(options: TeamServerOptions): Promise<TeamServer> {
  const redisUrl = options.redisUrl;
  if (redisUrl) refuseOpenRedis(redisUrl);
  const dataDir = await prepareDataDir(options.dataDir);
  let link: Awaited<ReturnType<typeof openRedisLink>> | undefined;
  let history: LabHistory | undefined;
  try {
    await setUpAccounts({
      dataDir: dataDir.path,
      demo: options.demo ?? false,
      passwordFor: options.passwordFor ?? noPasswords,
    });
    const documents = openDocumentStore(dataDir.documents, { files: options.storeFiles });
    // The sync extension's channels are named with the prefix labSync gives it, "forge-lab".
    const stateVector = () => documents.stateVector(LAB_DOCUMENT);
    link = redisUrl
      ? await openRedisLink(redisUrl, { prefix: 'forge-lab', documentName: LAB_DOCUMENT, stateVector })
      : undefined;
    const redis = link?.client;
    const accounts = await openAccounts(dataDir.path);
    const sessions = createSessions(
      redis
        ? sessionsThroughOutages(reportingOutages(redis, redisSessionStore(redis, 'forge-lab')))
        : await openFileSessionStore(dataDir.path),
      accounts,
    );
    history = openLabHistory(dataDir.path, {
      redis: link && { publisher: link.client, reader: link.createReader() },
    });
    const trustProxy = options.trustProxy ?? false;
    const sync = createLabSync({ documents, sessions, history, createRedisClient: link?.createSyncClient, trustProxy });
    const handleApi = createSessionApi({
      accounts,
      sessions,
      limiter: createSignInLimiter(redis),
      trustProxy,
      onSessionEnded: sync.endSession,
    });
    const handleHistory = createHistoryApi(history.db, sessions);
    const serveStatic = createStaticApp(options.distDir, await readBuildPolicy(options.distDir));

    const routes = {
      health: createHealthCheck(() => ({ store: documents.health(), redis: link?.health() ?? { state: 'not used' } })),
      isAllowed: createOriginPolicy(options.publicOrigin),
      api: (request: IncomingMessage, response: ServerResponse, pathname: string) =>
        isHistoryPath(pathname) ? handleHistory(request, response, pathname) : handleApi(request, response, pathname),
      app: serveStatic,
      syncPath: SYNC_PATH,
      upgradeSync: sync.handleUpgrade,
    };
    const server = createServer(routeRequests(routes));
    server.on('upgrade', routeUpgrades(routes));

    const host = options.host ?? '127.0.0.1';
    await listen(server, options.port, host);
    const { port } = server.address() as AddressInfo;
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      async close() {
        server.close();
        server.closeAllConnections();
        await sync.close().catch(reportFailure('Could not close the sync connections'));
        await history?.close().catch(reportFailure('Could not close the history'));
        await documents.close().catch(reportFailure('Could not close the store'));
        link?.disconnect();
        await dataDir.release();
      },
    };
  } catch (error) {
    await history?.close().catch(reportFailure('Could not close the history'));
    link?.disconnect();
    // A refused first start leaves no half-made data directory (accounts with hashes, a history).
    await dataDir.discard().catch(reportFailure('Could not remove the data directory of the refused start'));
    await dataDir.release();
    throw error;
  }
}
