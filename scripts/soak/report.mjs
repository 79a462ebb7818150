// @ts-check
// The soak's figures: printed, written to bench-results/soak.json, and judged. Any loss, labs that
// differ, a lab that does not load, memory over 30 MB above its start, a server that exited by
// itself, a refused change from an honest client or a bad message that got through fails the run.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';

export const MEMORY_GROWTH_MB = 30;

/**
 * @typedef {{ seed: number, minutes: number,
 *   counts: ReturnType<ReturnType<typeof import('./ledger.mjs').createLedger>['counts']>,
 *   lost: import('./ledger.mjs').Change[], missingFrom: Record<string, import('./ledger.mjs').Change[]>,
 *   labs: number, loadsAfterRestart: boolean, badStored: number,
 *   bad: { sent: number, closedAsExpected: number, unexpected: number, unreachable: number },
 *   chaos: { kills: number, failedStarts: number, redisStops: number, offlinePeriods: number },
 *   team: { made: number, refusedRedisDown: number, unreachable: number, unexpected: number, removals: number,
 *     sessionsChecked: number, outlived: number, held: number, notHeld: number },
 *   instances: { name: string, starts: number, kills: number, unexpectedExits: number,
 *     memory: { start: number, end: number, peak: number } }[],
 *   closes: Record<string, Record<string, number>> }} Figures
 */

const mb = (/** @type {number} */ value) => `${Math.round(value)} MB`;
const signedMb = (/** @type {number} */ value) => `${value >= 0 ? '+' : '−'}${mb(Math.abs(value))}`;
/** @param {import('./ledger.mjs').Change} change */
const describe = (change) =>
  `${change.founder} #${change.number} ${change.kind} ${change.projectId} ${change.month ?? change.field ?? ''} ${JSON.stringify(change.value ?? change.lastUpdated)}`;

/**
 * Prints the figures and what failed; returns whether anything did.
 * @param {Figures} figures
 */
export async function report(figures) {
  const { counts, instances, team } = figures;
  const refusedHonest = Object.values(figures.closes).reduce((sum, closes) => sum + (closes['4400'] ?? 0), 0);
  const problems = [
    [figures.lost.length > 0, `${figures.lost.length} acknowledged changes lost`],
    [counts.notAcknowledged > 0, `${counts.notAcknowledged} changes never acknowledged`],
    [figures.labs !== 1, `the clients hold ${figures.labs} different labs`],
    [!figures.loadsAfterRestart, 'the lab loaded after a restart differs from the converged one'],
    [figures.badStored > 0, `${figures.badStored} projects of the bad client in the lab`],
    [figures.bad.unexpected > 0, `${figures.bad.unexpected} bad messages not closed as expected`],
    [refusedHonest > 0, `${refusedHonest} honest changes refused (4400)`],
    [figures.team.outlived > 0, `${figures.team.outlived} sessions outlived a removal`],
    [figures.team.notHeld > 0, `${figures.team.notHeld} team changes not held`],
    [figures.team.unexpected > 0, `${figures.team.unexpected} unexpected answers to team changes`],
    ...instances.flatMap((instance) => [
      [instance.unexpectedExits > 0, `${instance.name} exited by itself ${instance.unexpectedExits} times`],
      [
        !(instance.memory.end - instance.memory.start <= MEMORY_GROWTH_MB),
        `${instance.name} memory ${mb(instance.memory.start)} → ${mb(instance.memory.end)}`,
      ],
    ]),
  ]
    .filter(([failed]) => failed)
    .map(([, text]) => String(text));

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const lines = [
    `Soak run, ${new Date().toISOString().slice(0, 10)}, commit ${commit}, ${figures.minutes} min, seed ${figures.seed}`,
    `  changes: ${counts.sent} sent, ${counts.acknowledged} acknowledged, lost: ${figures.lost.length}` +
      ` (${counts.overwrittenBeforeStored} overwritten by the same founder before the server had them)`,
    ...Object.entries(figures.missingFrom).map(
      ([name, missing]) => `  ${name}'s history lacks ${missing.length} of them (found in the lab or the other's)`,
    ),
    `  clients converged: ${figures.labs === 1 ? 'yes' : `no, ${figures.labs} labs`}; the lab loads after a restart: ${figures.loadsAfterRestart ? 'yes' : 'no'}`,
    `  chaos: ${figures.chaos.kills} SIGKILLs (${figures.chaos.failedStarts} failed restarts), ${figures.chaos.redisStops} Redis stops, ${figures.chaos.offlinePeriods} offline periods`,
    `  team: ${team.made} changes made, ${team.refusedRedisDown} refused while Redis was down, ${team.unreachable} found no server, ${team.unexpected} unexpected answers;` +
      ` held ${team.held} of ${team.held + team.notHeld} (person × instance); ${team.removals} removals, sessions that outlived one: ${team.outlived} (${team.sessionsChecked} checks)`,
    `  bad client: ${figures.bad.sent} messages, ${figures.bad.closedAsExpected} closed as expected, ${figures.bad.unexpected} not, ${figures.bad.unreachable} found no server; ${figures.badStored} stored`,
    `  honest clients' closes: ${Object.entries(figures.closes)
      .map(([name, closes]) => `${name} ${JSON.stringify(closes)}`)
      .join(', ')}`,
    ...instances.map(
      (instance) =>
        `  ${instance.name}: ${instance.starts} starts, ${instance.kills} kills, ${instance.unexpectedExits} exits by itself;` +
        ` memory ${mb(instance.memory.start)} at start, ${mb(instance.memory.end)} at the end (${signedMb(instance.memory.end - instance.memory.start)}), peak ${mb(instance.memory.peak)}`,
    ),
    ...figures.lost.slice(0, 20).map((change) => `  lost: ${describe(change)}`),
    ...Object.entries(figures.missingFrom).flatMap(([name, missing]) =>
      missing.slice(0, 10).map((change) => `  not in ${name}'s history: ${describe(change)}`),
    ),
    problems.length ? `FAILED: ${problems.join('; ')}` : 'PASSED',
  ];
  console.log(lines.join('\n'));
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/soak.json',
    `${JSON.stringify({ commit, at: new Date().toISOString(), problems, ...figures }, null, 2)}\n`,
  );
  return problems.length > 0;
}
