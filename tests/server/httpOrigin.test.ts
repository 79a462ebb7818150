import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCommand } from '../../server/cli/args';
import { startTeamServer, type TeamServer } from '../../server/teamServer';
import { DEMO, signIn } from './support/clients';
import { makeWorkspace } from './support/fixtures';

let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
let server: TeamServer;

async function start(publicOrigin?: string, trustProxy = false) {
  workspace = await makeWorkspace();
  server = await startTeamServer({
    dataDir: workspace.data,
    distDir: workspace.dist,
    port: 0,
    demo: true,
    publicOrigin,
    trustProxy,
  });
}

afterEach(async () => {
  await server?.close();
  await workspace?.remove();
});

/** A request with the Host and Origin headers a browser on some page would send (fetch cannot set Host). */
function send(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const signInFrom = (headers: Record<string, string>) =>
  send(
    '/api/session',
    { 'Content-Type': 'application/json', ...headers },
    'POST',
    JSON.stringify({
      email: DEMO.alex,
      password: DEMO.password,
    }),
  );

/** The status line the server answers a websocket upgrade with. */
function upgrade(headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      const lines = Object.entries({
        Upgrade: 'websocket',
        Connection: 'Upgrade',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version': '13',
        ...headers,
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`GET /sync HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.once('data', (chunk) => {
      resolve(chunk.toString().split('\r\n')[0]);
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

describe('without --public-origin', () => {
  it('answers loopback names on its own port and refuses any other host with 403', async () => {
    await start();
    const port = server.port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect(await send('/', { Host: host }), host).toBe(200);
    for (const host of [`rebound.example:${port}`, `localhost:${port + 1}`, 'localhost', `10.0.0.5:${port}`])
      expect(await send('/', { Host: host }), host).toBe(403);
    expect(await send('/api/session', { Host: `rebound.example:${port}` })).toBe(403);
  });

  it('refuses a page of another origin, the scheme included', async () => {
    await start();
    const host = `127.0.0.1:${server.port}`;
    expect(await signInFrom({ Host: host, Origin: `http://${host}` })).toBe(200);
    expect(await signInFrom({ Host: host, Origin: `https://${host}` })).toBe(403);
    expect(await signInFrom({ Host: host, Origin: 'null' })).toBe(403);
    expect(await send('/api/session', { Host: host, Origin: 'https://evil.example' })).toBe(403);
  });

  it('refuses a websocket upgrade naming another host or origin, even with a live session', async () => {
    await start();
    const host = `127.0.0.1:${server.port}`;
    const Cookie = await signIn(server.url, DEMO.alex);
    expect(await upgrade({ Host: host, Cookie })).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgrade({ Host: `rebound.example:${server.port}`, Cookie })).toBe('HTTP/1.1 403 Forbidden');
    expect(await upgrade({ Host: host, Origin: `https://${host}`, Cookie })).toBe('HTTP/1.1 403 Forbidden');
  });
});

describe('with --public-origin https://lab.example.com', () => {
  it('answers that origin as the proxy passes it on, and loopback, and nothing else', async () => {
    await start('https://lab.example.com', true);
    const proxied = { Host: 'lab.example.com', 'X-Forwarded-Proto': 'https' };
    expect(await send('/', proxied)).toBe(200);
    expect(await signInFrom({ ...proxied, Origin: 'https://lab.example.com' })).toBe(200);
    expect(await signInFrom({ ...proxied, Origin: 'http://lab.example.com' })).toBe(403);
    expect(await send('/', { Host: 'lab.example.com:8443' })).toBe(403);
    expect(await send('/', { Host: 'other.example.com' })).toBe(403);
    expect(await send('/', { Host: `localhost:${server.port}` })).toBe(200);
  });

  it('takes the scheme from X-Forwarded-Proto only with --trust-proxy, as any client can write it', async () => {
    await start('https://lab.example.com');
    const Cookie = await signIn(server.url, DEMO.alex);
    const claimed = { Host: 'lab.example.com', 'X-Forwarded-Proto': 'https', Origin: 'https://lab.example.com' };
    expect(await signInFrom(claimed)).toBe(403);
    expect(await upgrade({ ...claimed, Cookie })).toBe('HTTP/1.1 403 Forbidden');
  });
});

describe('the command line', () => {
  it('takes --public-origin and --trust-proxy, or FORGE_PUBLIC_ORIGIN and FORGE_TRUST_PROXY', () => {
    expect(parseCommand(['--public-origin', 'https://Lab.Example.com/', '--trust-proxy'], {})).toMatchObject({
      publicOrigin: 'https://lab.example.com',
      trustProxy: true,
    });
    const env = { FORGE_PUBLIC_ORIGIN: 'http://192.168.1.20:4180', FORGE_TRUST_PROXY: '1' };
    expect(parseCommand(['--host', '0.0.0.0'], env)).toMatchObject({
      publicOrigin: 'http://192.168.1.20:4180',
      trustProxy: true,
    });
    expect(parseCommand([], {})).toMatchObject({ publicOrigin: undefined, trustProxy: false });
  });

  it('refuses an origin with a path, a listener for other devices without one, and an unclear flag', () => {
    expect(() => parseCommand(['--public-origin', 'https://lab.example.com/app'], {})).toThrow('takes no path');
    expect(() => parseCommand(['--public-origin', 'lab.example.com'], {})).toThrow('must be an origin');
    expect(() => parseCommand(['--host', '0.0.0.0'], {})).toThrow('--public-origin http://');
    expect(() => parseCommand([], { FORGE_TRUST_PROXY: 'yes please' })).toThrow('FORGE_TRUST_PROXY');
  });
});
