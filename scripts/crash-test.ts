// npm run test:crash: the crash test of issue 18 (item 5). The real server is killed with
// SIGKILL while 50 buyers place orders, then restarted, and the database is checked: every
// confirmed order there with its lines, stock plus units sold equal to the starting stock, and the
// database's own integrity check. 50 runs on SQLite and 20 on PostgreSQL unless told otherwise:
//
//   npm run test:crash -- [--db sqlite|postgres|both] [--runs N] [--sqlite-runs N] [--postgres-runs N]
//                         [--seed N] [--buyers N] [--database-url postgres://...]
//
// PostgreSQL: a scratch database is created and dropped through --database-url, else
// CRASH_DATABASE_URL, TEST_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres.
// Exits 1 on any lost or altered order, wrong stock, failed integrity check or unexpected answer.
import { parseArgs } from 'node:util';
import { runCrashCampaign, type CampaignResult } from '../tests/crash/campaign.ts';
import { randomSeed } from '../tests/crash/random.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: process.env.CRASH_DB ?? 'both' },
    runs: { type: 'string' },
    'sqlite-runs': { type: 'string' },
    'postgres-runs': { type: 'string' },
    seed: { type: 'string', default: process.env.CRASH_SEED },
    buyers: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
  },
});

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return n;
}

if (!['sqlite', 'postgres', 'both'].includes(values.db!)) {
  console.error('--db must be sqlite, postgres or both');
  process.exit(2);
}
const seed = values.seed === undefined ? randomSeed() : count('seed', values.seed, 0);
const plan: Array<{ dialect: 'sqlite' | 'postgres'; runs: number }> = [];
if (values.db !== 'postgres') plan.push({ dialect: 'sqlite', runs: count('sqlite-runs', values['sqlite-runs'] ?? values.runs ?? process.env.CRASH_RUNS, 50) });
if (values.db !== 'sqlite') plan.push({ dialect: 'postgres', runs: count('postgres-runs', values['postgres-runs'] ?? values.runs ?? process.env.CRASH_RUNS, 20) });
const adminUrl = values['database-url'] ?? process.env.CRASH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const buyers = count('buyers', values.buyers, 50);

console.log(`crash test: seed ${seed} (replay the kill times and the buyers' picks with --seed ${seed})`);
// Ctrl-C: finish the run under way and drop the scratch database; a second Ctrl-C leaves at once.
const interrupt = new AbortController();
process.on('SIGINT', () => {
  if (interrupt.signal.aborted) process.exit(130);
  console.log('interrupted: stopping after this run (Ctrl-C again to leave at once)');
  interrupt.abort();
});
const results: CampaignResult[] = [];
for (const { dialect, runs } of plan) {
  if (interrupt.signal.aborted) break;
  results.push(await runCrashCampaign({ dialect, runs, seed, buyers, adminUrl, signal: interrupt.signal, log: (line) => console.log(line) }));
}

console.log('\nsummary');
for (const r of results) {
  console.log(
    `  ${r.dialect.padEnd(8)} ${r.runs.length} runs in ${(r.durationMs / 1000).toFixed(0)} s: ${r.acknowledged} orders confirmed ` +
      `(${r.inFlight} of them retried after a kill, ${r.committedBeforeKill} of those committed before it), ` +
      `lost ${r.lost}, integrity failures ${r.integrityFailures}, violations ${r.violations.length}`,
  );
}
const violations = results.flatMap((r) => r.violations);
for (const v of violations.slice(0, 50)) console.log(`  ${v}`);
if (violations.length > 50) console.log(`  ... and ${violations.length - 50} more`);
console.log(violations.length ? 'FAILED' : 'passed: no confirmed order lost, stock and sales agree, integrity ok');
process.exit(violations.length ? 1 : 0);
