import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '#shared/schemas/orders';
import { allowsPaymentEvent, canMoveOrder, REFUNDABLE_ONLINE } from '#shared/order-states';
import { indianDate } from '#shared/india';
import type { Database, OrdersTable } from '#server/db/schema';
import type { DocumentsService } from '#server/modules/documents';
import type { SeedLotsService } from '#server/modules/seeds';
import { SYSTEM_ACTOR, type OnlinePaymentsService, refundsOfOrders } from '#server/modules/payments';
import { type MailOutbox, queueOrderCancelled } from '#server/modules/mail';
import { insertStatusChange, restoreStock, setStatusIf } from './admin-orders.repository.ts';

/** Who changed an order: an admin, or the shop itself (the unpaid-order sweep). */
export interface StatusChanger {
  id: string;
  name: string;
}

/** The shop's own changes in an order's history. */
export const SYSTEM_CHANGER: StatusChanger = { id: SYSTEM_ACTOR, name: 'Hariyali (payment not received in time)' };

/**
 * The time of a change: now, but always after the order's previous update, so the history reads
 * in the order the changes happened even when two fall in one millisecond or app servers' clocks
 * disagree a little.
 */
export function changeTime(lastUpdate: string, now = Date.now()): string {
  const last = Date.parse(lastUpdate);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction, as a compare-and-set on
 * `from` (false: someone else changed it first, nothing written). Cancelling puts every line's
 * quantity back in stock and reverses each tax document with a credit note. `also` sets other
 * columns in the same statement (the payment status of an order cancelled unpaid).
 */
export async function changeOrderStatus(
  trx: Kysely<Database>,
  documents: DocumentsService,
  seedLots: SeedLotsService,
  order: { id: string; updated_at: string },
  from: OrderStatus,
  to: OrderStatus,
  by: StatusChanger,
  now: number,
  also: Updateable<OrdersTable> = {},
): Promise<boolean> {
  // Every change of an order's status comes through here: a move the order machine has not is a bug in its caller.
  if (!canMoveOrder(from, to)) throw new Error(`No order move from ${from} to ${to}`);
  const at = changeTime(order.updated_at, now);
  if (!(await setStatusIf(trx, order.id, from, to, at, also))) return false;
  if (to === 'cancelled') {
    // Seed lots come back too; a lot's units count again only while it is valid that day in India.
    await restoreStock(trx, order.id);
    await seedLots.restoreLotsOfOrder(trx, order.id, indianDate(new Date(now)));
    await documents.creditNotesForOrder(trx, order.id);
  }
  await insertStatusChange(trx, { id: randomUUID(), order_id: order.id, from_status: from, to_status: to, changed_by: by.id, changed_by_name: by.name, changed_at: at });
  return true;
}

/** What an order has given back or is giving back (failed refunds not counted). */
export async function refundedSoFar(db: Kysely<Database>, orderId: string): Promise<number> {
  return (await refundsOfOrders(db, [orderId])).filter((r) => r.status !== 'failed').reduce((s, r) => s + Number(r.amount_paise), 0);
}

/** A gateway refund recorded in a transaction, to send once it has committed. */
export interface PendingRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

/** The columns an order's payment takes when it is cancelled: an online order never paid never will be. */
export function cancelledPaymentColumns(order: Pick<Selectable<OrdersTable>, 'payment_method' | 'payment_status'>): Updateable<OrdersTable> {
  const unpaidOnline = allowsPaymentEvent(order.payment_method, order.payment_status, 'closed_unpaid');
  return unpaidOnline ? { payment_status: 'failed', payment_due_at: null } : {};
}

/**
 * The money of an order just cancelled, in the cancellation's transaction, whoever cancelled it
 * (the shop or the buyer): a paid online order's remainder is refunded through the gateway
 * (recorded here, sent by the caller once committed: docs/decisions/0024-payments.md), cash or a
 * transfer already received goes back by hand, and the buyer is told which in the same transaction.
 */
export async function settleCancelledOrder(
  trx: Kysely<Database>,
  payments: OnlinePaymentsService,
  outbox: MailOutbox,
  order: Pick<Selectable<OrdersTable>, 'id' | 'payment_method' | 'payment_status' | 'gateway_payment_id' | 'total_paise'>,
  by: 'shop' | 'customer',
  actorId: string,
): Promise<PendingRefund | undefined> {
  const left = Number(order.total_paise) - (await refundedSoFar(trx, order.id));
  let refund: PendingRefund | undefined;
  if (REFUNDABLE_ONLINE.includes(order.payment_status) && order.gateway_payment_id && left > 0) {
    refund = { id: await payments.recordRefund(trx, order.id, left, actorId), paymentId: order.gateway_payment_id, amountPaise: left };
  }
  const paidByHand = allowsPaymentEvent(order.payment_method, order.payment_status, 'refunded_by_hand');
  const byHand = paidByHand ? left : 0;
  await queueOrderCancelled(outbox, trx, order.id, by, refund ? { kind: 'online', amountPaise: refund.amountPaise } : byHand > 0 ? { kind: 'by_hand', amountPaise: byHand } : null);
  return refund;
}
