import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderItemsTable, OrderRow, OrdersTable } from '#server/db/schema';

export async function insertOrder(db: Kysely<Database>, order: Insertable<OrdersTable>): Promise<void> {
  await db.insertInto('orders').values(order).execute();
}

export async function insertOrderItems(db: Kysely<Database>, items: Insertable<OrderItemsTable>[]): Promise<void> {
  await db.insertInto('order_items').values(items).execute();
}

export async function findOrderByIdempotencyKey(db: Kysely<Database>, userId: string, key: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findOrderOfUser(db: Kysely<Database>, userId: string, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}

export async function listOrdersOfUser(db: Kysely<Database>, userId: string, limit: number): Promise<OrderRow[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findItemsOfOrders(db: Kysely<Database>, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('position').execute();
}

/** The status changes of orders, oldest first: the buyer's timeline (docs/product-rules.md 29). */
export async function findStatusChangesOfOrders(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_status_changes')
    .select(['order_id', 'to_status', 'changed_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

/** How many orders each of these accounts placed (accounts without one are left out). */
export async function countOrdersOfUsers(db: Kysely<Database>, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', 'in', userIds).groupBy('user_id').execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** The buyer's latest orders, newest first (by its orders' user and time index). */
export async function latestOrdersOfBuyer(db: Kysely<Database>, userId: string, limit: number): Promise<Array<Pick<OrderRow, 'number' | 'status' | 'total_paise' | 'created_at'>>> {
  return db.selectFrom('orders').select(['number', 'status', 'total_paise', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('number', 'desc').limit(limit).execute();
}

/** The orders a staff account placed for these buyers, newest first, at most `limit` in all (a field agent's farmers, docs/product-rules.md 55). */
export async function findPlacedBy(db: Kysely<Database>, placedBy: string, userIds: string[], limit: number) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'number', 'status', 'total_paise', 'created_at', 'expected_delivery_on'])
    .where('placed_by', '=', placedBy)
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'desc')
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the buyer placed an order that was not cancelled (a first-order coupon asks): the first found on his index is enough. */
export async function hasLiveOrder(db: Kysely<Database>, userId: string): Promise<boolean> {
  return !!(await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '<>', 'cancelled').limit(1).executeTakeFirst());
}

/** An order's number, total and language, for its messages. */
export async function findOrderForMail(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').select(['user_id', 'number', 'total_paise', 'language']).where('id', '=', orderId).executeTakeFirst();
}

/**
 * The buyer's latest delivered order holding the product (order_items.product_id, or the kit of
 * a part's line; orders.status 'delivered'): the one that entitles it to a review; undefined when there is none.
 */
export async function findDeliveredOrderOf(db: Kysely<Database>, userId: string, productId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'delivered')
    // A kit is bought as its parts' lines, each naming the kit (docs/product-rules.md 48).
    .where((eb) => eb.or([eb('order_items.product_id', '=', productId), eb('order_items.kit_product_id', '=', productId)]))
    .orderBy('orders.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function findOrderById(db: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

export async function findOrderNumbers(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'number']).where('id', 'in', orderIds).execute();
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** The order with this number (docs/product-rules.md 31): its id and buyer; undefined for none. */
export async function findOrderByNumber(db: Kysely<Database>, number: number): Promise<{ id: string; user_id: string } | undefined> {
  return db.selectFrom('orders').select(['id', 'user_id']).where('number', '=', number).executeTakeFirst();
}

export async function findShipTo(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, { number: number; name: string; city: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'number', 'ship_full_name', 'ship_city']).where('id', 'in', [...new Set(orderIds)]).execute();
  return new Map(rows.map((r) => [r.id, { number: r.number, name: r.ship_full_name, city: r.ship_city }]));
}

/** Serves an order's shop lines of a product from another place (docs/product-rules.md 59). */
export async function setLinesPlace(db: Kysely<Database>, orderId: string, productId: string, locationId: string | null): Promise<void> {
  await db.updateTable('order_items').set({ location_id: locationId }).where('order_id', '=', orderId).where('product_id', '=', productId).where('supplier_id', 'is', null).execute();
}
