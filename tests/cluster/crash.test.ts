// One app server killed (SIGKILL) while 20 buyers place orders through nginx. nginx sends new
// requests to the other two (a refused connection is safe to pass on, even for a POST). A
// checkout that was under way on the killed server gets a 502 from nginx, which never resends a
// POST; the buyer's page sends it again with the same Idempotency-Key, and the shop answers it with
// the order if it was placed, or places it. So: no checkout fails beyond such retries, every
// order a buyer was told about exists, and no retry placed an order twice.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.ts';
import { describeCluster } from './cluster-fixture.ts';
import { shipping, ShopClient } from './shop-client.ts';

const BUYERS = 20;
const ORDERS_EACH = 15;
/** Retries of one checkout on a network error or 502/503/504 before it counts as failed. */
const RETRIES = 5;
/** The server that is killed, once this share of the orders is confirmed. */
const VICTIM = 1;
const KILL_AFTER = Math.floor((BUYERS * ORDERS_EACH) / 3);

interface Outcome {
  key: string;
  orderId?: string;
  status: number | 'network error';
  /** The shop's error code of a refusal. */
  error?: string;
  attempts: number;
  upstreams: Array<string | null>;
}

describeCluster('one app server killed mid-load', { env: { ORDER_RATE_LIMIT: '100000' } }, (cluster) => {
  it('fails no checkout beyond retries, and every confirmed order exists once', async () => {
    const { url, servers, databaseUrl } = { ...cluster(), url: cluster().url! };
    const database = openDatabase({ dialect: 'postgres', url: databaseUrl });
    try {
      // Stock enough for every order: only the crash may make a checkout fail.
      const productId = randomUUID();
      const now = new Date().toISOString();
      await database.db
        .insertInto('products')
        .values({ id: productId, name: 'Crash Test Hand Weeder', description: 'Stock for the crash test.', price_paise: 25_000, category: 'equipment', image_url: null, features: '[]', stock: 1_000_000, created_at: now, updated_at: now })
        .execute();

      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const client = new ShopClient(url);
          const { id } = await client.register();
          return { client, id };
        }),
      );

      const outcomes: Outcome[] = [];
      let confirmed = 0;
      let retries = 0;
      let killedAt = -1;
      const victim = `127.0.0.1:${servers[VICTIM]!.port}`;

      const checkout = async (client: ShopClient, quantity: number): Promise<Outcome> => {
        const outcome: Outcome = { key: `crash-${randomUUID()}`, status: 'network error', attempts: 0, upstreams: [] };
        const body = { items: [{ productId, quantity }], shipping, paymentMethod: 'cod' };
        while (outcome.attempts <= RETRIES) {
          if (outcome.attempts++ > 0) retries++;
          try {
            const res = await client.post('/api/store/orders', body, { 'idempotency-key': outcome.key });
            outcome.status = res.status;
            outcome.upstreams.push(res.upstream);
            if (res.status === 201 || res.status === 200) {
              outcome.orderId = res.body.id;
              return outcome;
            }
            outcome.error = res.body?.error?.code ?? String(res.body).slice(0, 80);
            if (![502, 503, 504].includes(res.status)) return outcome;
          } catch {
            outcome.status = 'network error';
          }
        }
        return outcome;
      };

      await Promise.all(
        buyers.map(async ({ client }, b) => {
          for (let i = 0; i < ORDERS_EACH; i++) {
            const outcome = await checkout(client, 1 + ((b + i) % 3));
            outcomes.push(outcome);
            if (outcome.orderId && ++confirmed === KILL_AFTER) {
              killedAt = outcomes.length;
              // Not awaited: the buyers go on while it dies.
              void servers[VICTIM]!.crash();
            }
          }
        }),
      );

      const failed = outcomes.filter((o) => !o.orderId);
      const afterKill = outcomes.slice(killedAt);
      console.log(
        `${outcomes.length} checkouts by ${BUYERS} buyers, server ${victim} killed after ${KILL_AFTER} confirmed: ` +
          `${outcomes.length - failed.length} confirmed, ${failed.length} failed, ${retries} retries ` +
          `(${outcomes.filter((o) => o.attempts > 1).length} checkouts retried)`,
      );
      expect(failed.slice(0, 5)).toEqual([]);
      expect(servers[VICTIM]!.running()).toBe(false);
      // The victim took orders before it died, none after, and the others went on.
      expect(outcomes.slice(0, killedAt).some((o) => o.upstreams.includes(victim))).toBe(true);
      expect(afterKill.length).toBeGreaterThan(BUYERS * 2);
      expect(afterKill.every((o) => o.upstreams.at(-1) !== victim)).toBe(true);

      // Every confirmed order is in the database with its line, and each checkout made one order.
      const ids = outcomes.map((o) => o.orderId!);
      expect(new Set(ids).size).toBe(BUYERS * ORDERS_EACH);
      const stored = await database.db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select(['orders.id', 'orders.idempotency_key', 'order_items.quantity'])
        .where('orders.user_id', 'in', buyers.map((b) => b.id))
        .execute();
      expect(stored.length).toBe(BUYERS * ORDERS_EACH);
      const byId = new Map(stored.map((row) => [row.id, row]));
      for (const o of outcomes) expect(byId.get(o.orderId!)?.idempotency_key).toBe(o.key);
      // Stock moved by exactly the units ordered.
      const { stock } = await database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
      const units = stored.reduce((sum, row) => sum + Number(row.quantity), 0);
      expect(1_000_000 - Number(stock)).toBe(units);

      // The killed server comes back (systemd's Restart=on-failure) and takes orders again.
      await cluster().restart(VICTIM);
      expect((await new ShopClient(servers[VICTIM]!.url, buyers[0]!.client.address).get('/readyz')).status).toBe(200);
    } finally {
      await database.close();
    }
  });
});
