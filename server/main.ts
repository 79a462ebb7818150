import { changePassword } from './auth/accountSetup.js';
import { DEMO_PASSWORD, FOUNDERS } from '../contract/founders.js';
import { parseCommand, USAGE } from './cli/args.js';
import { ensureBuilt } from './cli/build.js';
import { runTeamCommand } from './cli/teamCommands.js';
import { backupLab, listSnapshots, restoreLab } from './cli/labBackup.js';
import { firstStartPasswords, newPasswordFromInput } from './cli/passwords.js';
import { shownRedisUrl } from './redis/url.js';
import { SetupError, UsageError } from './setupError.js';
import { startTeamServer } from './teamServer.js';
import { createLog } from './log.js';

/** Stopping must end: past this, the process exits anyway (every acknowledged change is already on disk). */
const STOP_DEADLINE_MS = 10_000;

/** The running server's log (pino, JSON lines on standard output); the commands print plain text. */
const log = createLog();

// A rejection nothing awaited (a failed publish to Redis, a write that failed after its reply) is a
// bug to fix, not a reason to stop serving the founders: it is logged and the server goes on.
process.on('unhandledRejection', (reason) =>
  log.error({ err: reason }, 'Unexpected failure (the server keeps running)'),
);

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
  if (command.name === 'invite' || command.name === 'members' || command.name === 'remove')
    return void console.log(await runTeamCommand(command));

  ensureBuilt(command.distDir);
  const server = await startTeamServer({
    ...command,
    passwordFor: firstStartPasswords(process.env, FOUNDERS),
    log,
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log.info('Stopping: closing connections and storing the lab.');
    setTimeout(() => {
      log.error(`Stopping took over ${STOP_DEADLINE_MS / 1000} s: exiting now.`);
      log.flush();
      process.exit(code || 1);
    }, STOP_DEADLINE_MS).unref();
    await server.close().catch((error: unknown) => log.error({ err: error }, 'Could not close cleanly'));
    log.flush();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // A thrown exception may have left anything half done: store what can be stored, and stop.
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'Unexpected error; stopping');
    void stop(1);
  });

  // Announced once the signal handlers are in place: a stop asked at once is a clean stop. The
  // banner is the command's own words to the operator, in plain text; the rest goes to the log.
  console.log(`Forge Lab team server listening on ${server.url}`);
  const shared = command.redisUrl ? `, sharing the lab through ${shownRedisUrl(command.redisUrl)}` : '';
  console.log(`  data: ${command.dataDir}${shared}`);
  if (command.demo) console.log(`  demo accounts: ${FOUNDERS.map((f) => f.email).join(', ')} / ${DEMO_PASSWORD}`);
}

main().catch((error: unknown) => {
  // Refusals are told plainly, in their one line (a mistyped command line points to --help);
  // anything else is a bug and keeps its stack.
  const help = error instanceof UsageError ? '\nRun "npm run team -- --help" for the options.' : '';
  if (error instanceof SetupError) console.error(`${error.message}${help}`);
  else log.fatal({ err: error }, 'Could not start');
  log.flush();
  process.exit(1);
});
