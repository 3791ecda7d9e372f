import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderRow } from '#server/db/schema';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';

/**
 * The orders a place has to pack (docs/product-rules.md 61): not yet shipped, their money in
 * order (cash on delivery, or paid), holding lines the shop serves from that place. `null` is
 * the principal place of business.
 */
const TO_PACK: OrderStatus[] = ['pending', 'processing'];
/** An online payment or a bank transfer not received yet (or failed): nothing leaves for it. */
const UNPAID: PaymentStatus[] = ['awaiting', 'failed', 'bank_awaiting'];

const atPlace = (locationId: string | null) => (eb: ExpressionBuilder<Database, 'order_items'>) =>
  eb.and([eb('order_items.supplier_id', 'is', null), locationId === null ? eb('order_items.location_id', 'is', null) : eb('order_items.location_id', '=', locationId)]);

function ordersToPack(db: Kysely<Database>, locationId: string | null, statuses: OrderStatus[] = TO_PACK) {
  return db
    .selectFrom('orders')
    .where('orders.status', 'in', statuses)
    .where('orders.payment_status', 'not in', UNPAID)
    .where((eb) => eb.exists(eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id').where(atPlace(locationId))));
}

/** The oldest `limit` orders to pack at the place, and how many there are in all. */
export async function findOrdersToPack(db: Kysely<Database>, locationId: string | null, limit: number): Promise<{ orders: OrderRow[]; total: number }> {
  const [orders, count] = await Promise.all([
    ordersToPack(db, locationId).selectAll('orders').orderBy('orders.created_at').orderBy('orders.number').limit(limit).execute(),
    ordersToPack(db, locationId).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { orders, total: Number(count.n) };
}

/** A slip is also printed again for an order shipped or delivered; never for a cancelled one. */
const SLIP_STATUSES: OrderStatus[] = [...TO_PACK, 'shipped', 'delivered'];

/** One order, if the place has lines of it packed or to pack. */
export function findOrderToPack(db: Kysely<Database>, orderId: string, locationId: string | null): Promise<OrderRow | undefined> {
  return ordersToPack(db, locationId, SLIP_STATUSES).selectAll('orders').where('orders.id', '=', orderId).executeTakeFirst();
}

/** The shop's lines of these orders served from the place, in each order's own order. */
export async function findLinesAt(db: Kysely<Database>, orderIds: string[], locationId: string | null): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).where(atPlace(locationId)).orderBy('order_id').orderBy('position').execute();
}

/** The other places (stock_locations.id; null: the principal place) the shop serves lines of this order from. */
export async function findOtherPlacesOf(db: Kysely<Database>, orderId: string, locationId: string | null): Promise<Array<string | null>> {
  const rows = await db.selectFrom('order_items').select('location_id').distinct().where('order_id', '=', orderId).where('supplier_id', 'is', null).execute();
  return rows.map((r) => r.location_id).filter((id) => id !== locationId);
}
