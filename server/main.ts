import { changePassword } from './auth/accountSetup.js';
import { DEMO_PASSWORD, FOUNDERS } from '../contract/founders.js';
import { parseCommand, USAGE } from './cli/args.js';
import { ensureBuilt } from './cli/build.js';
import { backupLab, listSnapshots, restoreLab } from './cli/labBackup.js';
import { firstStartPasswords, newPasswordFromInput } from './cli/passwords.js';
import { shownRedisUrl } from './redis/url.js';
import { SetupError, UsageError } from './setupError.js';
import { startTeamServer } from './teamServer.js';

/** Stopping must end: past this, the process exits anyway (every acknowledged change is already on disk). */
const STOP_DEADLINE_MS = 10_000;

// A rejection nothing awaited (a failed publish to Redis, a write that failed after its reply) is a
// bug to fix, not a reason to stop serving the founders: it is logged and the server goes on.
process.on('unhandledRejection', (reason) => console.error('Unexpected failure (the server keeps running):', reason));

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2), process.env);
  if (command.name === 'help') return void console.log(USAGE);
  if (command.name === 'passwd') {
    const user = await changePassword(
      command.dataDir,
      command.email,
      await newPasswordFromInput(process.env, command.email),
    );
    return void console.log(`Password changed for ${user.name}; their other sessions are signed out.`);
  }
  if (command.name === 'backup') return void console.log(await backupLab(command.dataDir, command.file));
  if (command.name === 'restore-list') return void console.log(await listSnapshots(command.dataDir));
  if (command.name === 'restore') return void console.log(await restoreLab(command));

  ensureBuilt(command.distDir);
  const server = await startTeamServer({
    ...command,
    passwordFor: firstStartPasswords(process.env, FOUNDERS),
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: closing connections and storing the lab.');
    setTimeout(() => {
      console.error(`Stopping took over ${STOP_DEADLINE_MS / 1000} s: exiting now.`);
      process.exit(code || 1);
    }, STOP_DEADLINE_MS).unref();
    await server.close().catch((error: unknown) => console.error('Could not close cleanly:', error));
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // A thrown exception may have left anything half done: store what can be stored, and stop.
  process.on('uncaughtException', (error) => {
    console.error('Unexpected error; stopping:', error);
    void stop(1);
  });

  // Announced once the signal handlers are in place: a stop asked at once is a clean stop.
  console.log(`Forge Lab team server listening on ${server.url}`);
  const shared = command.redisUrl ? `, sharing the lab through ${shownRedisUrl(command.redisUrl)}` : '';
  console.log(`  data: ${command.dataDir}${shared}`);
  if (command.demo) console.log(`  demo accounts: ${FOUNDERS.map((f) => f.email).join(', ')} / ${DEMO_PASSWORD}`);
}

main().catch((error: unknown) => {
  // Refusals are told plainly, in their one line (a mistyped command line points to --help);
  // anything else is a bug and keeps its stack.
  const help = error instanceof UsageError ? '\nRun "npm run team -- --help" for the options.' : '';
  console.error(error instanceof SetupError ? `${error.message}${help}` : error);
  process.exit(1);
});
