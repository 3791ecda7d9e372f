import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fromStatesOf, orderAllows } from '#shared/order-states';
import type { OrderRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { GatewayPayment } from './gateway.ts';
import * as repo from './online-payments.repository.ts';
import type { PaymentOrders } from './payment-orders.ts';

/** Who did what the shop does by itself (the unpaid-order sweep, a late payment's refund). */
export const SYSTEM_ACTOR = 'system';

/** A refund recorded in a transaction, to send to the gateway once it has committed. */
export interface LateRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
}

/** What a payment came to for its order. */
export interface Settled {
  outcome: 'paid' | 'already_paid' | 'failed' | 'mismatch' | 'late';
  refund?: LateRefund;
}

/**
 * A payment's arrival from the gateway (docs/decisions/0024-payments.md), however it is heard of:
 * the browser's signed return, a webhook, or the sweep asking about an overdue order. In the order
 * of its steps, in one transaction (the webhook's, or one of its own): the order re-read under its
 * lock, never the row read before the gateway was asked, so of a payment and a cancellation the
 * one that commits second sees the other -> a failed attempt leaves the order payable -> only a
 * captured payment of this order's total in INR counts -> an order cancelled first gets its money
 * back ('late': recorded as refunded, `payment.refunded_late` told, the refund returned for the
 * caller to send once committed) -> otherwise the order is paid, once, and `payment.received` told
 * (the buyer's "payment received").
 */
export class PaymentArrival {
  constructor(
    private readonly work: UnitOfWork,
    private readonly events: EventBus<ShopEvents>,
    private readonly log: FastifyBaseLogger,
    /** The app's clock: when it was paid. */
    private readonly now: () => number,
    /** The order paid: its lock and payment columns. */
    private readonly orders: PaymentOrders,
  ) {}

  run(orderId: string, payment: GatewayPayment, source: string): Promise<Settled> {
    return this.work.transaction(async () => {
      const order = await this.orders.lock(orderId);
      if (!order) return { outcome: 'mismatch' };
      if (payment.status === 'failed') return this.failedAttempt(order);
      if (payment.orderId !== order.gateway_order_id || payment.amountPaise !== Number(order.total_paise) || payment.currency !== 'INR' || payment.status !== 'captured') {
        this.log.warn({ orderId: order.id, source, paymentStatus: payment.status }, 'payment does not match its order (order, amount, currency or status): order left unpaid');
        return { outcome: 'mismatch' };
      }
      if (orderAllows('paid_after_cancel', order.status)) return this.afterCancelling(order, payment, source);
      return this.paid(order, payment, source);
    });
  }

  /** A failed attempt: the order stays payable until its deadline. */
  private async failedAttempt(order: OrderRow): Promise<Settled> {
    if (orderAllows('attempt_failed', order.status)) await this.orders.setPaymentIf(order.id, fromStatesOf('attempt_failed'), { payment_status: 'failed', updated_at: this.at() });
    return { outcome: 'failed' };
  }

  /** Paid, once: whichever of the return and the webhook comes second finds it paid and changes nothing. */
  private async paid(order: OrderRow, payment: GatewayPayment, source: string): Promise<Settled> {
    const now = this.at();
    const paid = await this.orders.markPaidIf(order.id, { gateway_payment_id: payment.id, paid_with: payment.instrument, card_last4: payment.cardLast4, paid_at: now, payment_due_at: null, updated_at: now });
    if (!paid) return { outcome: 'already_paid' };
    await this.events.emit('payment.received', { orderId: order.id, method: 'online' });
    this.log.info({ orderId: order.id, source }, 'order paid online');
    return { outcome: 'paid' };
  }

  /**
   * A captured payment for an order already cancelled (by the buyer, the admin or the sweep): the
   * money goes back through the gateway in full, once per payment. The order shows it at once
   * (payment status refunded, the refund listed), the buyer is told, and its money never counts
   * as revenue; the refund is sent after the transaction commits, with its id as the idempotency key.
   */
  private async afterCancelling(order: OrderRow, payment: GatewayPayment, source: string): Promise<Settled> {
    const refunds = await repo.findRefundsOfOrders(this.work.db, [order.id]);
    // This very payment was the order's (a cancelled paid order: its cancellation refunds it) or was already sent back.
    if (order.gateway_payment_id === payment.id || refunds.some((r) => r.reference === payment.id)) return { outcome: 'late' };
    const now = this.at();
    const unpaid = fromStatesOf('paid_after_cancel');
    if (unpaid.includes(order.payment_status)) {
      await this.orders.setPaymentIf(order.id, unpaid, { payment_status: 'refunded', gateway_payment_id: payment.id, paid_with: payment.instrument, card_last4: payment.cardLast4, paid_at: now, payment_due_at: null, updated_at: now });
    }
    const id = randomUUID();
    await repo.insertRefund(this.work.db, { id, order_id: order.id, method: 'gateway', amount_paise: payment.amountPaise, status: 'pending', gateway_refund_id: null, reference: payment.id, created_by: SYSTEM_ACTOR, created_at: now, processed_at: null });
    await this.events.emit('payment.refunded_late', { orderId: order.id, paymentId: payment.id, amountPaise: payment.amountPaise });
    this.log.warn({ orderId: order.id, source }, 'payment arrived after its order was cancelled: refunding it in full');
    return { outcome: 'late', refund: { id, paymentId: payment.id, amountPaise: payment.amountPaise } };
  }

  private at(): string {
    return new Date(this.now()).toISOString();
  }
}
