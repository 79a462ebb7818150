import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The team server's log: Fastify's own logger (pino), one JSON line per event with its time and
 * level, and in a request's path the request's id (Fastify's `request.log`). The operator reads it
 * with any JSON log tool (`npm run team … | npx pino-pretty`, docs/team-mode.md).
 */
export type Log = Logger;

/** At FORGE_LOG_LEVEL (info unless set: the tests run at silent, and pass their own log to read it). */
export function createLog(destination?: DestinationStream): Log {
  return pino({ level: process.env.FORGE_LOG_LEVEL ?? 'info' }, destination);
}

let processWide: Log | undefined;

/** The log of code run outside a server (the command line's backup and restore open the store). */
export const processLog = (): Log => (processWide ??= createLog());
