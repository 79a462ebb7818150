import { UsageError } from '../setupError.js';

/**
 * How many typing slips turn `a` into `b`: a letter added, dropped, changed, or two swapped
 * (`prot`, `port`). Options are short words, so the whole table is cheap.
 */
function editDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1)
    for (let j = 1; j <= b.length; j += 1) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      table[i][j] = Math.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        table[i][j] = Math.min(table[i][j], table[i - 2][j - 2] + 1);
    }
  return table[a.length][b.length];
}

/**
 * The refusal of an option the command does not know: the option meant when one is a typo away
 * (`--prot`: `--port`), else the list. Node's own message speaks of positional arguments, which
 * is not what went wrong.
 */
export function unknownOption(given: string, known: readonly string[]): UsageError {
  const name = given.replace(/^-+/, '');
  const [nearest] = [...known].sort((a, b) => editDistance(name, a) - editDistance(name, b));
  if (nearest !== undefined && editDistance(name, nearest) <= Math.max(1, Math.floor(nearest.length / 3)))
    return new UsageError(`Unknown option ${given}: did you mean --${nearest}?`);
  return new UsageError(`Unknown option ${given}. The options are ${known.map((option) => `--${option}`).join(', ')}.`);
}
