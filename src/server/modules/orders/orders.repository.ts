import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderItemsTable, OrderRow, OrdersTable, ProductRow } from '#server/db/schema';

/**
 * Takes `quantity` from a product's stock if it is on sale and has that many, answering with the
 * product's name and price as they are now; undefined when it could not. One conditional UPDATE,
 * so parallel orders can never take the same units.
 */
export async function takeStock(
  db: Kysely<Database>,
  productId: string,
  quantity: number,
): Promise<
  | Pick<ProductRow, 'id' | 'name' | 'name_hi' | 'name_mr' | 'price_paise' | 'hsn_code' | 'gst_class_id' | 'vendor_id' | 'pack_size' | 'pack_unit'>
  | undefined
> {
  return db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', productId)
    .where('is_active', '=', 1)
    .where('stock', '>=', quantity)
    .returning(['id', 'name', 'name_hi', 'name_mr', 'price_paise', 'hsn_code', 'gst_class_id', 'vendor_id', 'pack_size', 'pack_unit'])
    .executeTakeFirst();
}

export async function findProductsForOrder(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(['id', 'name', 'price_paise', 'stock', 'is_active', 'hsn_code', 'gst_class_id', 'vendor_id']).where('id', 'in', ids).execute();
}

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
