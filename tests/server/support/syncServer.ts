import { afterEach, beforeEach } from 'vitest';
import { startTeamServer, type TeamServer } from '../../../server/teamServer';
import { connectedSocket, connectFounder, rawSocket, signIn } from './clients';
import { makeWorkspace } from './fixtures';

export const SAM = 'sam@forgelab.dev';

/**
 * A demo team server for each test, on a fresh data directory, and the clients the test opens,
 * each closed after it. `restart` stops the server and starts it again on the same data.
 */
export function useTeamServer() {
  let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
  let server: TeamServer;
  const cleanups: (() => void)[] = [];
  const start = () => startTeamServer({ dataDir: workspace.data, distDir: workspace.dist, port: 0, demo: true });

  beforeEach(async () => {
    workspace = await makeWorkspace();
    server = await start();
  });

  afterEach(async () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    await server.close();
    await workspace.remove();
  });

  const kept = <T extends { terminate?: () => void; disconnect?: () => void }>(client: T) => {
    cleanups.push(() => (client.terminate ?? client.disconnect)?.());
    return client;
  };

  return {
    get url() {
      return server.url;
    },
    get dataDir() {
      return workspace.data;
    },
    /** Every route the server has, and who may call it. */
    get routes() {
      return server.routes;
    },
    async restart() {
      cleanups.splice(0).forEach((cleanup) => cleanup());
      await server.close();
      server = await start();
    },
    /** A founder's client on a session of their own, synced. */
    founder: async (email: string) => kept(await connectFounder(server.url, await signIn(server.url, email))),
    /** A founder's client on the session of this cookie. */
    founderWith: async (cookie: string) => kept(await connectFounder(server.url, cookie)),
    /** A raw websocket connected to the lab on a session of its own. */
    connectedSocket: async (email: string) => kept(await connectedSocket(server.url, await signIn(server.url, email))),
    rawSocket: (headers: Record<string, string> = {}) => kept(rawSocket(server.url, headers)),
  };
}
