// The checkout part of `npm run bench`: 50 signed-in buyers placing orders as fast as the shop
// takes them, then a check that the books balance (orders written = orders answered 201, stock
// taken = units ordered, no stock below zero).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { SESSION_COOKIE, SessionStore } from '../src/server/modules/auth/sessions.ts';
import { insertUser } from '../src/server/modules/users/users.repository.ts';

const BUYERS = 50;
const PRODUCTS = 20;
const shipping = {
  fullName: 'Bench Buyer',
  email: 'bench@example.in',
  phone: '98220 12345',
  address: 'Bench Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
};

export async function runCheckoutScenario(db: Kysely<Database>, base: string, seconds: number): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(randomUUID());
  const sessions = new SessionStore(db);
  const cookies: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const id = randomUUID();
    await insertUser(db, { id, email: `bench.buyer.${i}.${id}@example.in`, name: `Bench Buyer ${i}`, type: 'user', password_hash: passwordHash, phone: null, created_at: now, updated_at: now });
    cookies.push(`${SESSION_COOKIE}=${(await sessions.create(id)).token}`);
  }
  const productIds: string[] = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const id = randomUUID();
    productIds.push(id);
    await db.insertInto('products').values({ id, name: `Bench Seed ${i}`, description: 'Checkout benchmark stock.', price_paise: (100 + i) * 100, category: 'seeds', image_url: null, features: '[]', stock: 10_000_000, created_at: now, updated_at: now }).execute();
  }

  let n = 0;
  const runId = randomUUID().slice(0, 8);
  const result = await autocannon({
    url: base,
    connections: BUYERS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/store/orders',
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            headers: { 'content-type': 'application/json', cookie: cookies[i % BUYERS]!, 'idempotency-key': `bench-${runId}-${i}` },
            body: JSON.stringify({ items: [{ productId: productIds[i % PRODUCTS], quantity: 1 + (i % 3) }], shipping, paymentMethod: 'cod' }),
          };
        },
      },
    ],
  });

  // Requests still in flight when the clock stopped finish on the server: let them land, then
  // read orders and stock in one transaction (one consistent snapshot).
  await new Promise((r) => setTimeout(r, 2000));
  const { ordered, stock } = await db.transaction().execute(async (trx) => ({
    ordered: await trx
      .selectFrom('order_items')
      .select([(eb) => eb.fn.countAll<number>().as('lines'), (eb) => eb.fn.sum<number>('quantity').as('units')])
      .where('product_id', 'in', productIds)
      .executeTakeFirstOrThrow(),
    stock: await trx
      .selectFrom('products')
      .select([(eb) => eb.fn.sum<number>('stock').as('left'), (eb) => eb.fn.min<number>('stock').as('lowest')])
      .where('id', 'in', productIds)
      .executeTakeFirstOrThrow(),
  }));
  const taken = PRODUCTS * 10_000_000 - Number(stock.left);
  // Every answered order is written (more may be: the load generator drops its last requests
  // at the deadline, after the server already took them), and stock moved by exactly the units.
  const ok =
    Number(ordered.lines) >= result['2xx'] &&
    Number(ordered.lines) <= n &&
    taken === Number(ordered.units) &&
    Number(stock.lowest) >= 0 &&
    result.non2xx === 0 &&
    result.errors === 0;
  console.log(
    `  POST /api/store/orders, ${BUYERS} buyers: ${result.requests.average.toFixed(0)} orders/s  p99 ${result.latency.p99} ms  ` +
      `(${result['2xx']} orders, ${result.non2xx} refused, ${result.errors} errors)`,
  );
  console.log(`  books: ${ordered.lines} orders written, ${ordered.units} units ordered, ${taken} units taken from stock -> ${ok ? 'balanced' : 'NOT BALANCED'}`);
  if (!ok) throw new Error('checkout bench: orders and stock do not agree');
}
