import type { User } from '../../contract/founders.js';
import { passwordVariableFor } from '../auth/passwordRules.js';
import { SetupError } from '../setupError.js';

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return (finish(), resolve(value));
        if (char === '\u0003' || char === '\u0004') return (finish(), reject(new SetupError('Cancelled.')));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdout.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** Asks twice, until both answers match. */
export async function askNewPassword(label: string): Promise<string> {
  for (;;) {
    const password = await askHidden(`New password for ${label}: `);
    if ((await askHidden('Again, to confirm: ')) === password) return password;
    process.stdout.write('The two did not match; once more.\n');
  }
}

export const isInteractive = () => Boolean(process.stdin.isTTY && process.stdout.isTTY);

/**
 * The first start's source of passwords: the founder's environment variable, else the terminal.
 * With neither, it refuses, naming every variable that is missing. Only asked when the data
 * directory has no accounts yet.
 */
export function firstStartPasswords(env: NodeJS.ProcessEnv, founders: readonly User[]) {
  const missing = founders.map(passwordVariableFor).filter((name) => !env[name]);
  return async (founder: User) => {
    if (missing.length > 0 && !isInteractive())
      throw new SetupError(
        `First start: no founder passwords. Set ${missing.join(', ')} (or run it in a terminal to be asked), ` +
          'or start with --demo to try the demo accounts.',
      );
    return env[passwordVariableFor(founder)] || askNewPassword(`${founder.name} <${founder.email}>`);
  };
}

/** passwd's new password: FORGE_NEW_PASSWORD, else the terminal, else the first line of standard input. */
export async function newPasswordFromInput(env: NodeJS.ProcessEnv, email: string): Promise<string> {
  if (env.FORGE_NEW_PASSWORD) return env.FORGE_NEW_PASSWORD;
  if (isInteractive()) return askNewPassword(email);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
}
