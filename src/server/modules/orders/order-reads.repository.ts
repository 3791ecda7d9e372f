import { sql, type Kysely } from 'kysely';
import type { Database, OrderItemRow } from '#server/db/schema';

// What other modules read of orders' lines and history (OrderReads): the SQL stays here, with
// the tables' owner (docs/decisions/0046-unit-of-work-and-events.md).

/** Order lines by id, in their order (position). */
export async function findItemsById(db: Kysely<Database>, lineIds: string[]): Promise<OrderItemRow[]> {
  if (lineIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('id', 'in', [...new Set(lineIds)]).orderBy('position').execute();
}

/** Whether any order holds a line of the product (by the lines' product index). */
export async function isProductOrdered(db: Kysely<Database>, productId: string): Promise<boolean> {
  const line = await db.selectFrom('order_items').select('id').where('product_id', '=', productId).limit(1).executeTakeFirst();
  return line !== undefined;
}

/** The tax documents these orders' lines are on, each once (by the order's lines index). */
export async function findDocumentIdsOfOrders(db: Kysely<Database>, orderIds: string[]): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.selectFrom('order_items').select('document_id').distinct().where('order_id', 'in', orderIds).where('document_id', 'is not', null).execute();
  return rows.map((r) => r.document_id!);
}

/** When the order was delivered: its latest change to 'delivered' in the status history. */
export async function findDeliveredAt(db: Kysely<Database>, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_status_changes')
    .select('changed_at')
    .where('order_id', '=', orderId)
    .where('to_status', '=', 'delivered')
    .orderBy('changed_at', 'desc')
    .executeTakeFirst();
  return row?.changed_at;
}

/** The ids of the lines of a supplier's products, as a subquery (a supplier's lines of every order are not loaded). */
export function lineIdsOfSupplier(db: Kysely<Database>, supplierId: string) {
  return db.selectFrom('order_items').select('order_items.id').where('order_items.supplier_id', '=', supplierId);
}

/**
 * Every line's document, quantity, pack and amounts, with its order's buyer (a business's GSTIN
 * and legal name) and place of supply (the delivery state on orders from before it was kept), as
 * a subquery for a report over a month of documents (joined on order_id and document_id, it is
 * read by the order's lines index, each order by its key).
 */
export function documentLines(db: Kysely<Database>) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => [
      'order_items.id as line_id',
      'orders.buyer_gstin',
      'orders.buyer_legal_name',
      eb.fn.coalesce('orders.place_of_supply', 'orders.ship_state').as('place_of_supply'),
      'order_items.order_id',
      'order_items.document_id',
      'order_items.hsn_code',
      'order_items.gst_rate_bp',
      'order_items.quantity',
      'order_items.pack_size',
      'order_items.pack_unit',
      'order_items.line_total_paise',
      'order_items.cgst_paise',
      'order_items.sgst_paise',
      'order_items.igst_paise',
    ]);
}

/** The lines of orders placed in [fromAt, toAt), cancelled orders left out, with their order's number and date: a subquery for a report over a period. */
export function linesPlaced(db: Kysely<Database>, range: { fromAt: string; toAt: string }) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.id', 'order_items.product_id', 'order_items.product_name', 'orders.id as order_id', 'orders.number as order_number', 'orders.created_at'])
    .where('orders.created_at', '>=', range.fromAt)
    .where('orders.created_at', '<', range.toAt)
    .where('orders.status', '<>', 'cancelled');
}

/**
 * The orders placed through each ONDC buyer app (docs/product-rules.md 62): how many, how many of
 * them are delivered, cancelled or neither yet, the value of those not cancelled, and the latest
 * order's time; the app with the latest order first. One grouped read over the orders: a shop's
 * network orders are a few thousand a year.
 */
export async function countByNetworkApp(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('orders')
    .where('network_app', 'is not', null)
    .select((eb) => [
      'network_app',
      eb.fn.countAll<number | string>().as('orders'),
      sql<number | string>`sum(case when ${eb('status', '=', 'delivered')} then 1 else 0 end)`.as('delivered'),
      sql<number | string>`sum(case when ${eb('status', '=', 'cancelled')} then 1 else 0 end)`.as('cancelled'),
      // PostgreSQL sums a bigint column as numeric (a string in pg); Number() reads both.
      sql<number | string>`coalesce(sum(case when ${eb('status', '<>', 'cancelled')} then ${eb.ref('total_paise')} else 0 end), 0)`.as('value'),
      eb.fn.max('created_at').as('latest'),
    ])
    .groupBy('network_app')
    .orderBy('latest', 'desc')
    .orderBy('network_app')
    .execute();
  return rows.map((r) => {
    const [orders, delivered, cancelled] = [Number(r.orders), Number(r.delivered), Number(r.cancelled)];
    return { app: r.network_app!, orders, open: orders - delivered - cancelled, delivered, cancelled, valuePaise: Number(r.value), latestAt: r.latest };
  });
}
