// The statements an order runs with a coupon and without, each timed (docs/benchmarks.md,
// "Checkout with a coupon"):
//   npx tsx bench/coupon-statements.ts [sqlite|postgres] [orders]
// The real app, in process, on a scratch database (PostgreSQL: TEST_DATABASE_URL); one buyer
// places `orders` orders with BENCH5 (5% off the whole order, no limits) and as many without, in
// turns, so both see the same tables. Prints each kind's mean request time, the statements only
// one kind runs, and the slowest of those both run.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { openDatabase } from '../src/server/db/connect.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../src/server/seed/seed-catalog.ts';
import { api, customer, freshAddress, sessionCookie } from '../tests/helpers/auth.ts';
import { createTestDatabase } from '../tests/helpers/databases.ts';
import { PUNE } from '../tests/helpers/shop.ts';
import { buildTestApp } from '../tests/helpers/test-app.ts';

type Kind = 'with' | 'without';
const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const ORDERS = Number(process.argv[3] ?? 300);

const scratch = await createTestDatabase(dialect);
const database = openDatabase(scratch.config);
try {
  await migrateToLatest(database.db);
  await seedCatalogIfEmpty(database.db);
  await measure();
} finally {
  // The scratch database goes, whatever happened (a PostgreSQL one would stay otherwise).
  await database.close();
  await scratch.drop();
}

async function measure(): Promise<void> {

  /** Each statement's time from its start to its result, by SQL text, per kind of order. */
  const timed: Record<Kind, Map<string, { n: number; ms: number }>> = { with: new Map(), without: new Map() };
  let kind: Kind | undefined;
  const started = new Map<unknown, { at: number; node: RootOperationNode }>();
  const timer: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      if (kind) started.set(queryId, { at: performance.now(), node });
      return node;
    },
    async transformResult({ queryId, result }) {
      const start = started.get(queryId);
      if (start && kind) {
        started.delete(queryId);
        const sql = database.db.getExecutor().compileQuery(start.node, queryId).sql.replace(/\s+/g, ' ').slice(0, 120);
        const entry = timed[kind].get(sql) ?? { n: 0, ms: 0 };
        entry.n += 1;
        entry.ms += performance.now() - start.at;
        timed[kind].set(sql, entry);
      }
      return result;
    },
  };
  const app = await buildTestApp(Object.assign(Object.create(database) as typeof database, { db: database.db.withPlugin(timer) }), { secretsKey: Buffer.alloc(32, 7), orderRateLimit: 1_000_000 });
  const http = api(app);
  const now = new Date().toISOString();
  await database.db
    .insertInto('coupons')
    .values({ id: randomUUID(), code: 'BENCH5', description: 'Checkout benchmark', kind: 'percent', percent_bp: 500, flat_paise: null, min_order_paise: 0, max_discount_paise: null, valid_from: '2000-01-01', valid_to: '2999-12-31', scope: 'order', targets: '[]', total_uses: null, uses_per_customer: null, first_order_only: 0, active: 1, created_at: now, updated_at: now, updated_by: null })
    .execute();
  // The shop's own goods under the cash limit, in stock for every order.
  const products = await database.db.selectFrom('products').select('id').where('vendor_id', 'is', null).where('category', '<>', 'seeds').where('price_paise', '<', 10_000_00).execute();
  await database.db.updateTable('products').set({ stock: 10_000_000 }).execute();
  const cookie = sessionCookie(await http.register(customer(), { address: freshAddress() }));
  const order = async (i: number, couponCode?: string) => {
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId: products[i % products.length]!.id, quantity: 1 }], shipping: PUNE, paymentMethod: 'cod', couponCode } });
    if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  };
  // Warm up (compiled code, prepared statements), not timed.
  for (let i = 0; i < 50; i++) {
    await order(i);
    await order(i, 'BENCH5');
  }
  const requestMs: Record<Kind, number> = { with: 0, without: 0 };
  for (let i = 0; i < ORDERS; i++) {
    for (const k of ['without', 'with'] as const) {
      kind = k;
      const at = performance.now();
      await order(i, k === 'with' ? 'BENCH5' : undefined);
      requestMs[k] += performance.now() - at;
    }
  }
  kind = undefined;

  const perOrder = (k: Kind, sql: string) => ({ n: (timed[k].get(sql)?.n ?? 0) / ORDERS, ms: (timed[k].get(sql)?.ms ?? 0) / ORDERS });
  const statements = [...new Set([...timed.with.keys(), ...timed.without.keys()])].map((sql) => ({ sql, with: perOrder('with', sql), without: perOrder('without', sql) }));
  const total = (k: Kind) => statements.reduce((s, st) => ({ n: s.n + st[k].n, ms: s.ms + st[k].ms }), { n: 0, ms: 0 });
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  console.log(`${dialect}, ${ORDERS} orders of each kind, one at a time`);
  console.log(`  request: without ${ms(requestMs.without / ORDERS)}, with ${ms(requestMs.with / ORDERS)} (${((requestMs.with / requestMs.without - 1) * 100).toFixed(1)}%)`);
  console.log(`  statements per order: without ${total('without').n.toFixed(1)} (${ms(total('without').ms)}), with ${total('with').n.toFixed(1)} (${ms(total('with').ms)})`);
  console.log('  only one kind runs (per order, with minus without):');
  for (const st of statements.filter((s) => Math.abs(s.with.n - s.without.n) > 0.01)) console.log(`    ${(st.with.n - st.without.n).toFixed(2)} x, ${ms(st.with.ms - st.without.ms)}  ${st.sql}`);
  console.log('  both run, slowest first (mean each: with / without):');
  for (const st of statements.filter((s) => Math.abs(s.with.n - s.without.n) <= 0.01).sort((a, b) => b.with.ms - a.with.ms).slice(0, 6)) console.log(`    ${ms(st.with.ms / st.with.n)} / ${ms(st.without.ms / st.without.n)}  ${st.sql}`);
  await app.close();
}
