import { changePassword } from './auth/accountSetup.js';
import { DEMO_PASSWORD, FOUNDERS } from '../contract/founders.js';
import { parseCommand, USAGE } from './cli/args.js';
import { ensureBuilt } from './cli/build.js';
import { backupLab, listSnapshots, restoreLab } from './cli/labBackup.js';
import { firstStartPasswords, newPasswordFromInput } from './cli/passwords.js';
import { SetupError } from './setupError.js';
import { startTeamServer } from './teamServer.js';

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
  console.log(`Forge Lab team server listening on ${server.url}`);
  console.log(`  data: ${command.dataDir}${command.redisUrl ? `, sharing the lab through ${command.redisUrl}` : ''}`);
  if (command.demo) console.log(`  demo accounts: ${FOUNDERS.map((f) => f.email).join(', ')} / ${DEMO_PASSWORD}`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: closing connections and storing the lab.');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  // Refusals and command-line mistakes are told plainly; anything else is a bug and keeps its stack.
  const plain = error instanceof SetupError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  console.error(plain ? `${(error as Error).message}\nRun "npm run team -- --help" for the options.` : error);
  process.exit(1);
});
