import type { Insertable, Kysely } from 'kysely';
import type { Database, RefundRow, RefundsTable } from '#server/db/schema';
import * as repo from './online-payments.repository.ts';

// The refunds of orders, for the modules that take an order forward (orders, returns): payments
// answers for the refunds table; the others read and change it through these functions, never its
// repository (docs/decisions/0042). An order's payment columns and lock are the orders module's (OrderPayments).

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
