import { describe, expect, it } from 'vitest';
import { runCrashCampaign, type CampaignResult } from './campaign.ts';
import { randomSeed } from './random.ts';

// The short crash test in the normal run (npm run test:crash runs 50 + 20): the real server is
// killed with SIGKILL during checkout and restarted; confirmed orders, stock and the database's
// integrity are checked after each restart. PostgreSQL only with TEST_DATABASE_URL, like the API tests.
// Few runs: each costs a server restart through tsx (2-5 s on the 2-core machine, 15-20 s when it is
// saturated); the file took 49 s at a load average of 6.
const RUNS = { sqlite: 3, postgres: 2 } as const;
const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : randomSeed();

function expectHeldUp(result: CampaignResult, runs: number) {
  expect(result.violations, `seed ${seed}`).toEqual([]);
  expect(result.runs).toHaveLength(runs);
  expect(result.lost).toBe(0);
  expect(result.integrityFailures).toBe(0);
  // The load really ran: orders were confirmed before the kills.
  expect(result.acknowledged).toBeGreaterThan(0);
}

describe('crash test: kill -9 during checkout', () => {
  it(`loses no confirmed order and keeps SQLite sound (${RUNS.sqlite} runs)`, { timeout: 180_000 }, async () => {
    const result = await runCrashCampaign({ dialect: 'sqlite', runs: RUNS.sqlite, seed, log: (line) => console.log(line) });
    expectHeldUp(result, RUNS.sqlite);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(`loses no confirmed order and keeps PostgreSQL sound (${RUNS.postgres} runs)`, { timeout: 180_000 }, async () => {
    const result = await runCrashCampaign({ dialect: 'postgres', runs: RUNS.postgres, seed, adminUrl: process.env.TEST_DATABASE_URL, log: (line) => console.log(line) });
    expectHeldUp(result, RUNS.postgres);
  });
});
