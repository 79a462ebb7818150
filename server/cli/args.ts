import { parseArgs } from 'node:util';
import { SetupError } from '../setupError.js';

export const USAGE = `Forge Lab team server

  npm run team -- [--demo] [--port N] [--host ADDRESS] [--data DIR] [--dist DIR] [--redis URL]
  npm run team -- passwd EMAIL [--data DIR]

  --demo         the three demo accounts with the demo password (for trying it out)
  --port N       port to listen on (default $PORT or 4180; 0 picks a free one)
  --host ADDRESS address to listen on (default 127.0.0.1; 0.0.0.0 for other devices)
  --data DIR     where accounts, sessions and the lab are kept (default ./team-data)
  --dist DIR     the built app (default $FORGE_OUT_DIR or dist; built if missing)
  --redis URL    share the lab with other instances through Redis (default $REDIS_URL)

First start without --demo: each founder's password comes from FORGE_PASSWORD_ALEX,
FORGE_PASSWORD_SAM and FORGE_PASSWORD_MAYA, or is asked on the terminal.
passwd reads the new password from FORGE_NEW_PASSWORD, the terminal, or standard input.`;

export type Command =
  | { name: 'help' }
  | { name: 'passwd'; email: string; dataDir: string }
  | {
      name: 'serve';
      demo: boolean;
      port: number;
      host: string;
      dataDir: string;
      distDir: string;
      redisUrl?: string;
    };

/** Reads the command line (and the environment's defaults); throws with a message on bad input. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): Command {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      demo: { type: 'boolean', default: false },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string', default: env.FORGE_TEAM_DATA ?? 'team-data' },
      dist: { type: 'string', default: env.FORGE_OUT_DIR ?? 'dist' },
      redis: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return { name: 'help' };
  if (positionals[0] === 'passwd') {
    if (positionals.length !== 2) throw new SetupError('Usage: npm run team -- passwd EMAIL [--data DIR]');
    return { name: 'passwd', email: positionals[1], dataDir: values.data };
  }
  if (positionals.length > 0) throw new SetupError(`Unknown command: ${positionals.join(' ')}`);
  const port = Number(values.port ?? env.PORT ?? 4180);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new SetupError(`Invalid port: ${values.port ?? env.PORT}`);
  return {
    name: 'serve',
    demo: values.demo,
    port,
    host: values.host,
    dataDir: values.data,
    distDir: values.dist,
    redisUrl: values.redis ?? (env.REDIS_URL || undefined),
  };
}
