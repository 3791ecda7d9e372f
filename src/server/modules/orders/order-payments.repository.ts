import type { Kysely, Updateable } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { PaymentStatus } from '#shared/schemas/orders';
import { fromStatesOf, orderFromStatesOf, orderStatusesBarring } from '#shared/order-states';
import type { Database, OrderRow, OrdersTable } from '#server/db/schema';
import { findOrderById } from './orders.repository.ts';

// An order's payment columns and its row lock, as the payments module changes them and the
// orders module's own workflows (a cancellation, a refund) decide under it (docs/decisions/0024-payments.md).

/**
 * Reads an order inside the caller's transaction and holds it until that transaction ends, so a
 * payment and a cancellation decide on the row as it is, never on one read before a call to the
 * gateway (docs/decisions/0024-payments.md): the second to come waits and then sees the first.
 * PostgreSQL: SELECT ... FOR UPDATE. SQLite: a write comes first, which takes the database's one
 * write lock for the rest of the transaction (what BEGIN IMMEDIATE would do), then the read.
 */
export async function lockOrder(trx: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  if (dialectOf(trx) === 'postgres') return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
  await trx.updateTable('orders').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', orderId).execute();
  return findOrderById(trx, orderId);
}

/**
 * Marks an online order paid if it is still waiting for its money and not cancelled: a
 * cancelled order's 'failed' is not a payable state (the money of a late payment goes back).
 * Both lists are the payment machine's 'paid_online' move (src/shared/order-states.ts).
 */
export async function markPaidIf(db: Kysely<Database>, orderId: string, change: Updateable<OrdersTable>): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...change, payment_status: 'paid' })
    .where('id', '=', orderId)
    .where('payment_status', 'in', fromStatesOf('paid_online'))
    .where('status', 'not in', orderStatusesBarring('paid_online'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findOrderByGatewayOrder(db: Kysely<Database>, gatewayOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('gateway_order_id', '=', gatewayOrderId).executeTakeFirst();
}

/** Keeps the gateway's order id unless another request stored one first; answers with the one kept. */
export async function storeGatewayOrder(db: Kysely<Database>, orderId: string, gateway: string, gatewayOrderId: string): Promise<string | null> {
  await db.updateTable('orders').set({ gateway, gateway_order_id: gatewayOrderId }).where('id', '=', orderId).where('gateway_order_id', 'is', null).execute();
  const row = await db.selectFrom('orders').select('gateway_order_id').where('id', '=', orderId).executeTakeFirst();
  return row?.gateway_order_id ?? null;
}

/**
 * Sets the payment status only if it is one of `from` (compare-and-set): of a webhook and a
 * browser return arriving together, one changes the row and the other finds it changed.
 */
export async function setPaymentIf(db: Kysely<Database>, orderId: string, from: readonly PaymentStatus[], change: Updateable<OrdersTable>): Promise<boolean> {
  const result = await db.updateTable('orders').set(change).where('id', '=', orderId).where('payment_status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Online orders past their payment deadline that the sweep may close (its 'closed_unpaid' move and order cancellation), oldest first. */
export async function findOverdue(db: Kysely<Database>, now: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('payment_status', 'in', fromStatesOf('closed_unpaid'))
    .where('payment_due_at', '<', now)
    // An order the shop already took forward is the shop's to decide on: the sweep cancels only a pending one.
    .where('status', 'in', orderFromStatesOf('cancelled', 'sweep'))
    .orderBy('payment_due_at')
    .limit(limit)
    .execute();
}

/** The gateway's payment of each of these orders (null: none yet), by order id. */
export async function findGatewayPaymentIds(db: Kysely<Database>, orderIds: string[]): Promise<Map<string, string | null>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'gateway_payment_id']).where('id', 'in', [...new Set(orderIds)]).execute();
  return new Map(rows.map((r) => [r.id, r.gateway_payment_id]));
}

/** How many orders stand at each payment status (one GROUP BY; statuses with none are left out). */
export async function countOrdersByPaymentStatus(db: Kysely<Database>): Promise<Array<{ status: PaymentStatus; count: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select(['payment_status as status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('payment_status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
