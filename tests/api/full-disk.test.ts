// A database that cannot save (its disk full or read-only) while the shop runs: orders and sign-ups
// answer 503 storage_unavailable (never a 500, nothing half-written), the log names the cause once
// (not "cannot rollback - no transaction is active"), /readyz answers 503 while it lasts, and all
// is back once there is room again (docs/decisions/0039-full-disk.md).
//  - SQLite: the database is made full for real with PRAGMA max_page_count on the shop's own
//    connection (SQLITE_FULL, as a full disk gives), after VACUUM has packed its pages tight;
//    raising it frees the space.
//  - PostgreSQL: the database turns read-only for new sessions (default_transaction_read_only, 25006)
//    and the pool's sessions are ended so that it opens new ones.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/schema.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect, type TestDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const NO_SPACE_MESSAGE = 'The shop cannot save right now. Nothing was saved: please try again shortly.';
/** SQLite's default max_page_count. */
const SQLITE_MAX_PAGES = 1_073_741_823;

/** How the test takes the database's room away and gives it back, per dialect. */
function diskOf(dialect: TestDialect, t: () => StoppableTestApp) {
  if (dialect === 'sqlite') {
    const db = () => t().db as Kysely<Database>;
    return {
      cause: /the disk holding the database is full \(SQLITE_FULL: database or disk is full\)/,
      fill: async () => {
        await sql`vacuum`.execute(db());
        const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db())).rows[0]!.page_count;
        await sql.raw(`pragma max_page_count = ${pages}`).execute(db());
      },
      free: async () => void (await sql.raw(`pragma max_page_count = ${SQLITE_MAX_PAGES}`).execute(db())),
    };
  }
  const config = () => t().databaseConfig as { url: string };
  const asAdmin = async (statement: string) => {
    const url = new URL(config().url);
    const name = url.pathname.slice(1);
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement.replace('$db', name));
      // The pool's sessions keep the setting they started with: end them, the pool opens new ones.
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    } finally {
      await client.end();
    }
    // The pool drops the ended sessions when it hears of it (its error listener).
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  return {
    cause: /the database or the disk holding it is read-only \(25006: cannot execute [A-Z]+ in a read-only transaction\)/,
    fill: () => asAdmin('alter database $db set default_transaction_read_only = on'),
    free: () => asAdmin('alter database $db reset default_transaction_read_only'),
  };
}

describeEachDialect('a full or read-only disk', (dialect) => {
  let t: StoppableTestApp;
  const logs: string[] = [];
  let buyer: string;
  let productId: string;
  const disk = diskOf(dialect, () => t);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, log: { level: 'info', stream: { write: (line) => void logs.push(line) } } });
    buyer = sessionCookie(await api(t.app).register(customer()));
    productId = (await createProduct(t.db, { category: 'tools', hsn_code: '8201', stock: 10_000 })).id;
  });
  afterAll(async () => {
    await disk.free().catch(() => undefined);
    await t?.close();
  });

  let orderNumber = 0;
  const cashOrder = () =>
    api(t.app).call('POST', '/api/store/orders', {
      cookie: buyer,
      headers: { 'idempotency-key': `full-disk-${dialect}-${orderNumber++}` },
      body: { items: [{ productId, quantity: 1 }], shipping, paymentMethod: 'cod' },
    });
  const countOrders = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** Sends `request` until it is refused (a page may still have room for a few rows), at most `tries` times. */
  const untilRefused = async (request: () => ReturnType<typeof cashOrder>, tries: number) => {
    for (let i = 0; ; i++) {
      const res = await request();
      if (res.statusCode !== 201 || i >= tries) return res;
    }
  };
  const readyz = () => t.app.inject({ method: 'GET', url: '/readyz' });

  it('refuses orders and sign-ups with 503 while the database cannot save, and /readyz answers 503', async () => {
    expect((await readyz()).statusCode).toBe(200);
    const placedBefore = (await cashOrder()).statusCode;
    expect(placedBefore).toBe(201);
    await disk.fill();

    const order = await untilRefused(cashOrder, 50);
    expect(order.statusCode, order.body).toBe(503);
    expect(order.json().error).toEqual({ code: 'storage_unavailable', message: NO_SPACE_MESSAGE });
    expect(order.headers['retry-after']).toBe('30');
    const signUp = await untilRefused(() => api(t.app).register(customer()), 30);
    expect(signUp.statusCode, signUp.body).toBe(503);
    expect(signUp.json().error.code).toBe('storage_unavailable');

    const ready = await readyz();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });

    // The cause, named once each time the condition begins (a sign-up that still found room in a page
    // ends it, the next refusal begins it again), never the rollback that used to hide it, never a 500.
    const log = logs.join('');
    const onsets = (log.match(new RegExp(disk.cause.source, 'g')) ?? []).length;
    expect(onsets).toBeGreaterThanOrEqual(1);
    expect(onsets).toBe((log.match(/the shop can save again/g) ?? []).length + 1);
    expect((log.match(/write refused: the database cannot save/g) ?? []).length).toBeGreaterThanOrEqual(1);
    expect(log).not.toContain('cannot rollback');
    expect(log).not.toMatch(/"statusCode":500/);
  });

  it('takes orders again and answers /readyz 200 once there is room, with nothing half-written meanwhile', async () => {
    const before = await countOrders();
    expect((await cashOrder()).statusCode).toBe(503);
    expect(await countOrders()).toBe(before);

    await disk.free();
    const ready = await readyz();
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok' });
    expect((await cashOrder()).statusCode).toBe(201);
    expect(await countOrders()).toBe(before + 1);
    expect(logs.join('')).toContain('the shop can save again');
  });
});
