import { parseArgs } from 'node:util';
import { FOUNDERS } from '../../contract/founders.js';
import { passwordVariableFor } from '../auth/passwordRules.js';
import { isLoopbackName, parsePublicOrigin } from '../http/originPolicy.js';
import { SetupError, UsageError } from '../setupError.js';
import { unknownOption } from './unknownOption.js';
import { TEAM_HELP, TEAM_OPTIONS, TEAM_USAGE, teamCommand, type TeamCommand } from './teamArgs.js';
import { STORAGE_HELP, STORAGE_OPTIONS, STORAGE_USAGE, storageCommand, type StorageCommand } from './storageArgs.js';

export const USAGE = `Forge Lab team server

  npm run team -- [--demo] [--port N] [--host ADDRESS] [--data DIR] [--dist DIR] [--redis URL]
  npm run team -- passwd EMAIL [--data DIR]
${TEAM_USAGE}
${STORAGE_USAGE}

  --demo         the founders' demo accounts with the demo password (for trying it out)
  --port N       port to listen on (default $PORT or 4180; 0 picks a free one)
  --host ADDRESS address to listen on (default 127.0.0.1; 0.0.0.0 for other devices)
  --data DIR     where accounts, sessions and the lab are kept (default ./team-data)
  --dist DIR     the built app (default $FORGE_OUT_DIR or dist; built if missing)
  --redis URL    share the lab with other instances through Redis (default $REDIS_URL, which
                 keeps the password out of ps: prefer it)
  --public-origin URL
                 where founders reach the server, e.g. https://lab.example.com (default
                 $FORGE_PUBLIC_ORIGIN); requests naming another host are refused, loopback works
  --trust-proxy  behind a proxy: its X-Forwarded-For and -Proto name each client and its scheme
                 ($FORGE_TRUST_PROXY=1)

First start without --demo: each founder's password comes from their environment variable,
${FOUNDERS.map(passwordVariableFor).join(', ')}, or is asked on the terminal.
passwd reads the new password from FORGE_NEW_PASSWORD, the terminal, or standard input.
${TEAM_HELP}
${STORAGE_HELP}`;

export type Command =
  | { name: 'help' }
  | { name: 'passwd'; email: string; dataDir: string }
  | StorageCommand
  | TeamCommand
  | {
      name: 'serve';
      demo: boolean;
      port: number;
      host: string;
      dataDir: string;
      distDir: string;
      redisUrl?: string;
      publicOrigin?: string;
      trustProxy: boolean;
    };

/** FORGE_TRUST_PROXY: a typo must not quietly leave the proxy untrusted (or trusted). */
function envFlag(name: string, value = ''): boolean {
  if (['', '0', 'false'].includes(value.toLowerCase())) return false;
  if (['1', 'true'].includes(value.toLowerCase())) return true;
  throw new SetupError(`${name} is 1 or 0, not ${value}.`);
}

const optionsWith = (env: NodeJS.ProcessEnv) =>
  ({
    demo: { type: 'boolean', default: false },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: env.FORGE_TEAM_DATA ?? 'team-data' },
    dist: { type: 'string', default: env.FORGE_OUT_DIR ?? 'dist' },
    redis: { type: 'string' },
    'public-origin': { type: 'string' },
    'trust-proxy': { type: 'boolean' },
    help: { type: 'boolean', short: 'h', default: false },
    ...STORAGE_OPTIONS,
    ...TEAM_OPTIONS,
  }) as const;

/** parseArgs, with an unknown option named as such, and its other refusals as usage errors. */
function readArgs(argv: readonly string[], env: NodeJS.ProcessEnv) {
  const options = optionsWith(env);
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, tokens: true });
  // A known short option (-h) comes back under its long name.
  for (const token of tokens)
    if (token.kind === 'option' && !(token.name in options)) throw unknownOption(token.rawName, Object.keys(options));
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Reads the command line (and the environment's defaults); throws with a message on bad input. */
export function parseCommand(argv: readonly string[], env: NodeJS.ProcessEnv): Command {
  const { values, positionals } = readArgs(argv, env);
  if (values.help) return { name: 'help' };
  if (positionals[0] === 'passwd') {
    if (positionals.length !== 2) throw new UsageError('Usage: npm run team -- passwd EMAIL [--data DIR]');
    return { name: 'passwd', email: positionals[1], dataDir: values.data };
  }
  const redisUrl = values.redis ?? (env.REDIS_URL || undefined);
  const storage = storageCommand(positionals, values) ?? teamCommand(positionals, { ...values, redisUrl });
  if (storage) return storage;
  if (positionals.length > 0) throw new UsageError(`Unknown command: ${positionals.join(' ')}`);
  const port = Number(values.port ?? env.PORT ?? 4180);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`Invalid port: ${values.port ?? env.PORT}`);
  const originText = values['public-origin'] ?? (env.FORGE_PUBLIC_ORIGIN || undefined);
  const publicOrigin = originText === undefined ? undefined : parsePublicOrigin(originText);
  // Other devices would reach it by a name or address it does not answer to: say so now.
  if (!publicOrigin && !isLoopbackName(values.host.includes(':') ? `[${values.host}]` : values.host))
    throw new SetupError(
      `--host ${values.host} lets other devices connect, but the server answers only loopback and ` +
        `--public-origin: add the address founders use, e.g. --public-origin http://192.168.1.20:${port}.`,
    );
  return {
    name: 'serve',
    demo: values.demo,
    port,
    host: values.host,
    dataDir: values.data,
    distDir: values.dist,
    redisUrl,
    publicOrigin,
    trustProxy: values['trust-proxy'] ?? envFlag('FORGE_TRUST_PROXY', env.FORGE_TRUST_PROXY),
  };
}
