import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, OrderRow, OrdersTable, RefundRow, RefundsTable } from '#server/db/schema';
import type { PaymentStatus } from '#shared/schemas/orders';
import * as repo from './online-payments.repository.ts';

// The payment side of an order, for the modules that take an order forward (orders, returns,
// vendors' sales). Payments answers for an order's payment columns, the order's lock that a
// payment and a cancellation decide under (docs/decisions/0034), and the refunds table; the
// others change them through these functions, never its repository (docs/decisions/0042).

/** The columns of an order a payment change may write. */
export type PaymentChange = Pick<Updateable<OrdersTable>, 'payment_status' | 'payment_due_at' | 'bank_utr' | 'payment_settled_at' | 'payment_settled_by' | 'updated_at'>;

/** Reads an order and holds it until the caller's transaction ends (online-payments.repository.ts). */
export function lockOrder(trx: Kysely<Database>, orderId: string): Promise<OrderRow | undefined> {
  return repo.lockOrder(trx, orderId);
}

/**
 * Changes the payment only if its status is still one of `from` (compare-and-set); false when it
 * was not. `from` comes from the payment machine (fromStatesOf, src/shared/order-states.ts).
 */
export function setPaymentIf(db: Kysely<Database>, orderId: string, from: readonly PaymentStatus[], change: PaymentChange): Promise<boolean> {
  return repo.setPaymentIf(db, orderId, from, change);
}

/** Online orders past their payment deadline and still pending, oldest first. */
export function overdueOrders(db: Kysely<Database>, now: string, limit: number): Promise<OrderRow[]> {
  return repo.findOverdue(db, now, limit);
}

/** The refunds of these orders, oldest first. */
export function refundsOfOrders(db: Kysely<Database>, orderIds: string[]): Promise<RefundRow[]> {
  return repo.findRefundsOfOrders(db, orderIds);
}

/** Refunds by id (a return's, which names its refund). */
export function refundsByIds(db: Kysely<Database>, ids: string[]): Promise<RefundRow[]> {
  return repo.findRefundsByIds(db, ids);
}

/** What the shop gave back or is giving back over all orders (refunds not failed): the dashboard's revenue is net of it. */
export function refundedInAll(db: Kysely<Database>): Promise<number> {
  return repo.sumRefunds(db);
}

/** Records a refund (a gateway one is sent by OnlinePaymentsService.sendRefund once committed). */
export function addRefund(db: Kysely<Database>, refund: Insertable<RefundsTable>): Promise<void> {
  return repo.insertRefund(db, refund);
}

/** A pending refund paid back by hand: processed, with the transfer's reference. */
export function markRefundProcessed(db: Kysely<Database>, refundId: string, reference: string, at: string): Promise<void> {
  return repo.setRefund(db, refundId, { status: 'processed', reference, processed_at: at });
}
