import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase, type TestDialect } from '../helpers/scratch-database.ts';
import { CheckoutLoad, createProducts, signUpBuyers, type AcknowledgedOrder, type Unexpected } from './checkout-load.ts';
import { SeededRandom } from './random.ts';
import { freePort, ShopServer } from './server-process.ts';
import type { ShopClient } from './shop-client.ts';
import { openInspector, type StoreInspector } from './store-check.ts';
import { checkOrders, checkStock } from './verdict.ts';

export interface CampaignOptions {
  dialect: TestDialect;
  runs: number;
  seed: number;
  /** PostgreSQL: a URL with the right to create databases (a scratch database is made and dropped). */
  adminUrl?: string;
  buyers?: number;
  products?: number;
  /** Units each product starts with (the shop allows at most 1,000,000). */
  stock?: number;
  /** The kill comes at a random moment this many milliseconds after the run's first confirmed order. */
  killWindowMs?: [number, number];
  log?: (line: string) => void;
  /** Stops after the run under way (Ctrl-C), still dropping the scratch database. */
  signal?: AbortSignal;
}

export interface RunResult {
  run: number;
  killAtMs: number;
  /** Orders confirmed in this run, retries after the restart included. */
  acknowledged: number;
  /** Of those, confirmed before the kill (the rest are retries of orders under way). */
  confirmedBeforeKill: number;
  /** Orders confirmed since the start of the test. */
  acknowledgedTotal: number;
  inFlight: number;
  committedBeforeKill: number;
  restartMs: number;
  /** Confirmed orders missing from the database (since the start). */
  lost: string[];
  /** Confirmed orders whose stored lines or total differ from the answer. */
  wrong: string[];
  /** Orders in the database that no buyer was told of (each request was answered or retried). */
  unknown: string[];
  /** Products whose stock plus units sold is not the starting stock, and orders without lines. */
  stock: string[];
  integrity: string[];
  unexpected: Unexpected[];
}

export interface CampaignResult {
  dialect: TestDialect;
  seed: number;
  runs: RunResult[];
  acknowledged: number;
  /** Orders under way at the kills, retried after the restarts; and how many of them had committed unanswered. */
  inFlight: number;
  committedBeforeKill: number;
  lost: number;
  integrityFailures: number;
  integrityMethod: string;
  /** Every broken promise, one line each; empty when the shop held up. */
  violations: string[];
  durationMs: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** True if `promise` settles within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
/** How long the buyers may wait for the first confirmed order of a run before the test gives up. */
const FIRST_ORDER_TIMEOUT_MS = 60_000;

/**
 * The crash test on one database (issue 18, item 5): start the real server on a fresh database,
 * put the buyers on checkout, kill -9 the server at a random moment, restart it, and check that
 * every confirmed order is there with its lines, that stock and sales add up, and that the
 * database passes its own integrity check; `runs` times, on the same database.
 */
export async function runCrashCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const { dialect, runs, seed } = options;
  const buyerCount = options.buyers ?? 50;
  const [killFrom, killTo] = options.killWindowMs ?? [200, 2_000];
  const log = options.log ?? (() => undefined);
  const random = new SeededRandom(seed);
  const killTimes = random.fork(1_000_000);
  const started = Date.now();
  const results: RunResult[] = [];
  const violations: string[] = [];
  const confirmed = new Map<string, AcknowledgedOrder>();
  const tag = randomBytes(4).toString('hex');

  let scratch: ScratchDatabase | undefined;
  let dataDir: string | undefined;
  let server: ShopServer | undefined;
  let inspector: StoreInspector | undefined;
  let buyers: ShopClient[] = [];
  try {
    scratch = await createScratchDatabase(dialect, options.adminUrl);
    // SQLite lives in DATA_DIR; PostgreSQL still needs one for the payment secrets key file.
    dataDir = scratch.config.dialect === 'sqlite' ? path.dirname(scratch.config.file) : fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-crash-'));
    const admin = { email: `crash.admin.${tag}@example.in`, password: randomBytes(12).toString('hex') };
    server = new ShopServer(await freePort(), {
      DATA_DIR: dataDir,
      ...(scratch.config.dialect === 'postgres' ? { DATABASE_URL: scratch.config.url } : {}),
      LOG_LEVEL: 'warn',
      // Per account per minute; the buyers here order far faster than a farmer, on purpose.
      ORDER_RATE_LIMIT: '1000000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    await server.start();
    const products = await createProducts(server.port, admin, options.products ?? 20, options.stock ?? 1_000_000);
    buyers = await signUpBuyers(server.port, buyerCount, tag);
    inspector = await openInspector(scratch.config);
    log(`${dialect}: seed ${seed}, ${buyerCount} buyers, ${products.length} products, ${runs} runs; integrity: ${inspector.integrityMethod}`);

    for (let run = 1; run <= runs; run++) {
      if (options.signal?.aborted) {
        violations.push(`${dialect}: interrupted after ${run - 1} of ${runs} runs`);
        break;
      }
      const killAtMs = killTimes.int(killFrom, killTo);
      const load = new CheckoutLoad(buyers, products, random.fork(run), `${tag}-${run}`);
      load.start();
      // The clock starts at the first confirmed order, not at the first request: a server just
      // (re)started compiles its code on its first orders, and on a busy machine a kill in the
      // first 2 s could otherwise strike before any order was confirmed.
      if (!(await within(load.firstConfirmed, FIRST_ORDER_TIMEOUT_MS))) {
        load.markKilled();
        throw new Error(`no order was confirmed within ${FIRST_ORDER_TIMEOUT_MS / 1000} s of the load starting: ${JSON.stringify(load.unexpected.slice(0, 3))}`);
      }
      await pause(killAtMs);
      load.markKilled();
      await server.kill();
      await load.settled();
      const inFlight = load.inFlight;
      const confirmedBeforeKill = load.acknowledged.length;

      const restartStarted = Date.now();
      await server.start();
      const restartMs = Date.now() - restartStarted;
      await load.retryInFlight();
      for (const order of load.acknowledged) confirmed.set(order.id, order);

      const snapshot = await inspector.snapshot(products.map((p) => p.id));
      const { lost, wrong, unknown } = checkOrders(confirmed, snapshot);
      const result: RunResult = {
        run,
        killAtMs,
        acknowledged: load.acknowledged.length,
        confirmedBeforeKill,
        acknowledgedTotal: confirmed.size,
        inFlight,
        committedBeforeKill: load.committedBeforeKill,
        restartMs,
        lost,
        wrong,
        unknown,
        stock: checkStock(products, snapshot),
        integrity: await inspector.integrity(),
        unexpected: load.unexpected,
      };
      results.push(result);
      const problems = [
        ...lost.map((o) => `lost confirmed order ${o}`),
        ...wrong.map((o) => `order differs: ${o}`),
        ...unknown.map((o) => `order no buyer was told of: ${o}`),
        ...result.stock,
        ...result.integrity.map((p) => `integrity: ${p}`),
        ...result.unexpected.map((u) => `unexpected ${u.what}: ${u.detail}`),
      ];
      violations.push(...problems.map((p) => `${dialect} run ${run}: ${p}`));
      log(
        `${dialect} run ${String(run).padStart(2)}/${runs}: killed ${String(killAtMs).padStart(4)} ms after the first confirmation, ` +
          `${String(confirmedBeforeKill).padStart(4)} orders confirmed, ${String(inFlight).padStart(2)} in flight retried ` +
          `(${result.committedBeforeKill} had committed), ${result.acknowledgedTotal} confirmed in all, restart ${(restartMs / 1000).toFixed(1)} s, ` +
          `lost ${lost.length}, lines ${wrong.length ? `${wrong.length} WRONG` : 'ok'}, ${unknown.length ? `${unknown.length} UNKNOWN orders, ` : ''}stock ${result.stock.length ? 'WRONG' : 'ok'}, ` +
          `integrity ${result.integrity.length ? 'FAILED' : 'ok'}${result.unexpected.length ? `, ${result.unexpected.length} unexpected answers` : ''}`,
      );
      for (const p of problems.slice(0, 10)) log(`    ${p}`);
    }
  } catch (err) {
    violations.push(`${dialect}: the test stopped: ${(err as Error).message}`);
    log(`${dialect}: the test stopped: ${(err as Error).stack ?? err}`);
  } finally {
    for (const buyer of buyers) buyer.close();
    await inspector?.close().catch(() => undefined);
    await server?.stop().catch(() => undefined);
    await scratch?.drop().catch((err: Error) => log(`${dialect}: could not drop the scratch database: ${err.message}`));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    dialect,
    seed,
    runs: results,
    acknowledged: confirmed.size,
    inFlight: results.reduce((n, r) => n + r.inFlight, 0),
    committedBeforeKill: results.reduce((n, r) => n + r.committedBeforeKill, 0),
    // Checked against every order confirmed so far, so the largest count is the number lost.
    lost: Math.max(0, ...results.map((r) => r.lost.length)),
    integrityFailures: results.filter((r) => r.integrity.length > 0).length,
    integrityMethod: inspector?.integrityMethod ?? '',
    violations,
    durationMs: Date.now() - started,
  };
}
