import { pino } from 'pino';
import type { Log } from '../../../server/log';

type Line = { level: number; msg: string; err?: { message: string }; reqId?: string };

/** A log that keeps its lines, for a test to read what the server said (and in which request). */
export function keptLog() {
  const lines: Line[] = [];
  const log: Log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  /** Every line's message, with its error's, one per line. */
  const text = () => lines.map((line) => (line.err ? `${line.msg}: ${line.err.message}` : line.msg)).join('\n');
  return { log, lines, text };
}
