import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, PaymentEventsTable, RefundRow, RefundsTable } from '#server/db/schema';

/** Records a webhook event; false when it was recorded before (a replay). */
export async function claimEvent(db: Kysely<Database>, event: Insertable<PaymentEventsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function setEventOutcome(db: Kysely<Database>, id: string, outcome: string, orderId: string | null): Promise<void> {
  await db.updateTable('payment_events').set({ outcome, order_id: orderId }).where('id', '=', id).execute();
}

export async function insertRefund(db: Kysely<Database>, refund: Insertable<RefundsTable>): Promise<void> {
  await db.insertInto('refunds').values(refund).execute();
}

export async function findRefundsOfOrders(db: Kysely<Database>, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
}

export async function findRefundsByIds(db: Kysely<Database>, ids: string[]): Promise<RefundRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('id', 'in', ids).execute();
}

export async function findRefundById(db: Kysely<Database>, id: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findRefundByGatewayId(db: Kysely<Database>, gatewayRefundId: string): Promise<RefundRow | undefined> {
  return db.selectFrom('refunds').selectAll().where('gateway_refund_id', '=', gatewayRefundId).executeTakeFirst();
}

export async function setRefund(db: Kysely<Database>, id: string, change: Updateable<RefundsTable>): Promise<void> {
  await db.updateTable('refunds').set(change).where('id', '=', id).execute();
}

/** Gateway refunds recorded but not yet accepted by the gateway (it could not be reached), oldest first. */
export async function findUnsentRefunds(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('refunds')
    .select(['id', 'order_id', 'amount_paise', 'reference'])
    .where('method', '=', 'gateway')
    .where('status', '=', 'pending')
    .where('gateway_refund_id', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** What the shop gave back or is giving back, over all orders (refunds not failed). */
export async function sumRefunds(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('refunds').where('status', '<>', 'failed').select(sql<string | number>`coalesce(sum(amount_paise), 0)`.as('refunded')).executeTakeFirstOrThrow();
  return Number(row.refunded);
}
