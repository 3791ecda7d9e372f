import type { Updateable } from 'kysely';
import type { Db } from '#server/db/connect';
import type { OrderRow, OrdersTable } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { PaymentStatus } from '#shared/schemas/orders';
import * as repo from './order-payments.repository.ts';
import { findOrderById } from './orders.repository.ts';

/** The columns of an order a payment writes: its status and deadline, how and when it was paid or settled. */
export type PaymentChange = Pick<
  Updateable<OrdersTable>,
  'payment_status' | 'payment_due_at' | 'bank_utr' | 'payment_settled_at' | 'payment_settled_by' | 'gateway_payment_id' | 'paid_with' | 'card_last4' | 'paid_at' | 'updated_at'
>;

/**
 * An order's payment columns and its row lock, for the modules that take a payment forward
 * (payments, returns): the orders module owns the table and answers here, in the caller's unit
 * of work. When each payment move is allowed is the payment machine's (src/shared/order-states.ts):
 * the callers pass its `from` states.
 */
export class OrderPayments {
  constructor(private readonly work: UnitOfWork) {}

  /** One order as stored; undefined when there is none. */
  order(orderId: string): Promise<OrderRow | undefined> {
    return findOrderById(this.work.db, orderId);
  }

  /** Reads an order and holds it until the caller's transaction ends: a payment and a cancellation decide on the row as it is (docs/decisions/0034). */
  lock(orderId: string): Promise<OrderRow | undefined> {
    return repo.lockOrder(this.work.db, orderId);
  }

  /** The order a gateway's order id belongs to. */
  byGatewayOrder(gatewayOrderId: string): Promise<OrderRow | undefined> {
    return repo.findOrderByGatewayOrder(this.work.db, gatewayOrderId);
  }

  /** Keeps the gateway's order id unless another request stored one first; answers with the one kept. */
  storeGatewayOrder(orderId: string, gateway: string, gatewayOrderId: string): Promise<string | null> {
    return repo.storeGatewayOrder(this.work.db, orderId, gateway, gatewayOrderId);
  }

  /** Changes the payment only if its status is still one of `from` (compare-and-set); false when it was not. */
  setPaymentIf(orderId: string, from: readonly PaymentStatus[], change: PaymentChange): Promise<boolean> {
    return repo.setPaymentIf(this.work.db, orderId, from, change);
  }

  /** Marks an online order paid if it is still waiting for its money and not cancelled. */
  markPaidIf(orderId: string, change: PaymentChange): Promise<boolean> {
    return repo.markPaidIf(this.work.db, orderId, change);
  }

  /** Online orders past their payment deadline and still pending, oldest first. */
  overdue(now: string, limit: number): Promise<OrderRow[]> {
    return repo.findOverdue(this.work.db, now, limit);
  }

  /** The gateway's payment of each of these orders (null: none yet), by order id. */
  gatewayPaymentIdsOf(orderIds: string[]): Promise<Map<string, string | null>> {
    return repo.findGatewayPaymentIds(this.work.db, orderIds);
  }
}

/** /metrics' orders by payment status (docs/operating.md), read at each scrape through the database (app.ts composes it before the services). */
export function paymentCountsOf(database: Pick<Db, 'db'>): () => Promise<Array<{ status: PaymentStatus; count: number }>> {
  return () => repo.countOrdersByPaymentStatus(database.db);
}
