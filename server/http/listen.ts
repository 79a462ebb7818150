import type { FastifyInstance } from 'fastify';
import { SetupError } from '../setupError.js';

/** What to do when the address cannot be listened on, by the system's reason. */
const remedies: Record<string, (port: number, host: string) => string> = {
  EADDRINUSE: (port) =>
    `Port ${port} is already in use (another team server, or another program): stop it, or choose another with --port N.`,
  EACCES: (port) => `Port ${port} needs privileges this user lacks: choose one above 1023 with --port N.`,
  EADDRNOTAVAIL: (_port, host) => `${host} is not an address of this machine: choose one with --host, or leave it out.`,
};

/** Listens on the port and host, or refuses the start with what to do instead. */
export async function listen(app: FastifyInstance, port: number, host: string): Promise<void> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    const remedy = remedies[(error as NodeJS.ErrnoException).code ?? ''];
    throw remedy ? new SetupError(remedy(port, host)) : error;
  }
}
