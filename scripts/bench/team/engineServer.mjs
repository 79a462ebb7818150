// @ts-check
// The sync engine alone, as the load bench's baseline: Hocuspocus and Yjs with no sign-in, no
// checks and no store, on loopback. Run as a child process so its memory is measured apart:
//   node scripts/bench/team/engineServer.mjs PORT
import { Server } from '@hocuspocus/server';

const port = Number(process.argv[2]);
const server = new Server({ port, address: '127.0.0.1', quiet: true });
await server.listen();
console.log(`engine listening on http://127.0.0.1:${port}`);
process.on('SIGTERM', () => void server.destroy().then(() => process.exit(0)));
