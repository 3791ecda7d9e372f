import { sql, type Expression, type Insertable, type Kysely, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';
import type { PlacedThrough } from '#shared/schemas/admin-orders';
import type { Database, OrdersTable, OrderStatusChangesTable } from '#server/db/schema';
import { parseOrderNumber } from '#shared/order-number';
import { MONEY_RECEIVED } from '#shared/order-states';

export interface AdminOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
  /** Only these orders (the couriers module's answer, e.g. those with a failed delivery attempt open). */
  orderIds?: string[];
  /** Only orders from ONDC buyer apps, or only those placed on the shop's own pages (docs/product-rules.md 62). */
  placedThrough?: PlacedThrough;
}

/** Escapes LIKE wildcards, so searching "a_b" looks for that text, not a pattern. */
const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The accounts whose e-mail or name contains a text, as a subquery (the accounts module's: Customers). */
export type AccountsMatching = (text: string) => Expression<{ id: string }>;

/** Digits enough to be the start of an order id as well as an order number (an id copied in part). */
const ID_PREFIX_DIGITS = 8;

function filtered(db: Kysely<Database>, filter: AdminOrderFilter, accountsMatching: AccountsMatching) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.paymentStatus) query = query.where('orders.payment_status', '=', filter.paymentStatus);
  if (filter.placedThrough) query = query.where('orders.network_app', filter.placedThrough === 'ondc' ? 'is not' : 'is', null);
  if (filter.orderIds) query = filter.orderIds.length === 0 ? query.where(sql<SqlBool>`1 = 0`) : query.where('orders.id', 'in', filter.orderIds);
  if (filter.q) {
    // An order number as customers read it out (HY-000123, or its digits: docs/product-rules.md 31)
    // finds that order only: "21" is order 21, not every id or e-mail with a 21 in it. Anything
    // else is the start of an order id (a link copied from an e-mail or a log), or part of the
    // buyer's e-mail or name. Eight digits or more may also be an id's start (about one id in
    // forty starts with eight digits), so they find either.
    const number = parseOrderNumber(filter.q);
    if (number !== undefined) {
      const text = filter.q.trim();
      query =
        text.length >= ID_PREFIX_DIGITS && /^\d+$/.test(text)
          ? query.where((eb) => eb.or([eb('orders.number', '=', number), eb(sql`lower(orders.id)`, 'like', `${text}%`)]))
          : query.where('orders.number', '=', number);
    } else {
      const text = escapeLike(filter.q);
      query = query.where(
        sql<SqlBool>`(lower(orders.id) like ${`${text}%`} escape '\\' or orders.user_id in (${accountsMatching(filter.q)}))`,
      );
    }
  }
  return query;
}

/**
 * One page of orders, newest first; orders placed in the same instant are ordered by id, so
 * every order lands on exactly one page whatever the page size.
 */
export async function listOrders(db: Kysely<Database>, filter: AdminOrderFilter, accountsMatching: AccountsMatching, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter, accountsMatching)
      .select((eb) => [
        'orders.id',
        'orders.number',
        'orders.status',
        'orders.payment_method',
        'orders.payment_status',
        'orders.total_paise',
        'orders.created_at',
        'orders.user_id',
        'orders.network_app',
        'orders.ship_full_name',
        eb
          .selectFrom('order_items')
          .select((items) => items.fn.sum<number>('order_items.quantity').as('n'))
          .whereRef('order_items.order_id', '=', 'orders.id')
          .as('item_count'),
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter, accountsMatching)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function findStatusChanges(db: Kysely<Database>, orderId: string): Promise<Selectable<OrderStatusChangesTable>[]> {
  return db.selectFrom('order_status_changes').selectAll().where('order_id', '=', orderId).orderBy('changed_at').orderBy('id').execute();
}

/**
 * Sets the status only if it is still `from` (compare-and-set): of two admins changing the same
 * order at once, one updates a row and the other none. True when this call won.
 */
export async function setStatusIf(db: Kysely<Database>, orderId: string, from: OrderStatus, to: OrderStatus, now: string, also: Updateable<OrdersTable> = {}): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...also, status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertStatusChange(db: Kysely<Database>, row: Insertable<OrderStatusChangesTable>): Promise<void> {
  await db.insertInto('order_status_changes').values(row).execute();
}

/**
 * How many orders there are, and the money received for them (paid online, cash collected,
 * transfers received): cash not yet collected and transfers not yet received are not money
 * (docs/decisions/0024).
 */
export async function orderCountAndReceived(db: Kysely<Database>): Promise<{ orders: number; receivedPaise: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      // PostgreSQL sums a bigint column as numeric (a string in pg); Number() below reads both.
      sql<string | number>`coalesce(sum(case when ${eb('payment_status', 'in', MONEY_RECEIVED)} then ${eb.ref('total_paise')} else 0 end), 0)`.as('received'),
    ])
    .executeTakeFirstOrThrow();
  return { orders: Number(row.orders), receivedPaise: Number(row.received) };
}

/** The newest orders, with the buyer's account and the shipping name. */
export async function latestOrders(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('orders as o')
    .select(['o.id', 'o.number', 'o.created_at', 'o.total_paise', 'o.status', 'o.user_id', 'o.ship_full_name', 'o.network_app'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
}
