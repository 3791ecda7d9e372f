import { sql, type Kysely } from 'kysely';
import { MONEY_RECEIVED } from '#shared/order-states';
import type { Database } from '#server/db/schema';

export async function countActiveCustomers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('type', '=', 'user')
    .where('is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countProductsInShop(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .where('is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * All orders, and the revenue: the money received (paid online, cash collected, transfers
 * received) less what went or is going back (refunds not failed). Cash not yet collected and
 * transfers not yet received are not revenue (an unpaid cash order is not money: docs/decisions/0024).
 */
export async function orderFigures(db: Kysely<Database>): Promise<{ orders: number; revenuePaise: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      // PostgreSQL sums a bigint column as numeric (a string in pg); Number() below reads both.
      sql<string | number>`coalesce(sum(case when ${eb('payment_status', 'in', MONEY_RECEIVED)} then ${eb.ref('total_paise')} else 0 end), 0)`.as('received'),
    ])
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('refunds')
    .where('status', '<>', 'failed')
    .select(sql<string | number>`coalesce(sum(amount_paise), 0)`.as('refunded'))
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), revenuePaise: Number(row.received) - Number(refunds.refunded) };
}

/** The newest orders with the buyer's account name (the shipping name if the account is gone). */
export async function latestOrders(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select((eb) => ['o.id', 'o.number', 'o.created_at', 'o.total_paise', 'o.status', eb.fn.coalesce('u.name', 'o.ship_full_name').as('customer_name')])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}
