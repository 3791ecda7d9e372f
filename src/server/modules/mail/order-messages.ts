import { formatRupees } from '#shared/money';
import type { BankTransferDetails } from '#shared/schemas/orders';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { latePaymentRefunded } from './messages/late-payment-refunded.ts';
import { orderCancelled } from './messages/order-cancelled.ts';
import { formatOrderNumber } from '#shared/order-number';
import { orderDelivered } from './messages/order-delivered.ts';
import { orderPaid } from './messages/order-paid.ts';
import { orderPlaced } from './messages/order-placed.ts';
import { orderShipped } from './messages/order-shipped.ts';
import { returnDecided } from './messages/return-decided.ts';
import { orderMailFacts, type OrderMailFacts } from './order-mail.ts';
import type { MailOutbox } from './outbox.ts';

/*
 * The order's messages (docs/product-rules.md 29 and 30), queued when the order's events are told
 * (docs/decisions/0046-unit-of-work-and-events.md), inside the transaction that records the event,
 * under a key naming the event: an order is placed, paid, cancelled and delivered at most once, so
 * `<event>:<order id>` can never queue a second message for it. An order can be shipped again after
 * an admin moved it back (a wrong status corrected), each time with its shipment: that key carries
 * the shipping time, unique per change.
 */
export class OrderMessages {
  constructor(
    private readonly work: UnitOfWork,
    private readonly outbox: MailOutbox,
  ) {}

  /** Queues the buyer's messages for the order events they are told of. */
  subscribe(events: EventBus<ShopEvents>): void {
    events.on('order.placed', (e) => this.placed(e));
    events.on('payment.received', (e) => this.paid(e));
    events.on('order.cancelled', (e) => this.cancelled(e));
    events.on('payment.refunded_late', (e) => this.lateRefund(e));
    events.on('order.shipped', (e) => this.shipped(e));
    events.on('order.delivered', (e) => this.delivered(e));
    events.on('return.decided', (e) => this.returnDecided(e));
  }

  /** The facts of the order, read in the event's transaction; undefined for an unknown order. */
  private facts(orderId: string): Promise<OrderMailFacts | undefined> {
    return orderMailFacts(this.work.db, orderId);
  }

  /** "Order placed", for a cash-on-delivery or bank-transfer order. */
  private async placed({ order }: ShopEvents['order.placed']): Promise<void> {
    // An online order is confirmed by its payment ("payment received"), not before: unpaid, it is cancelled in 30 minutes.
    if (order.payment_method !== 'cod' && order.payment_method !== 'bank_transfer') return;
    const facts = await this.facts(order.id);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `order-placed:${order.id}`,
      kind: 'order-placed',
      to: facts.to,
      language: facts.language,
      template: orderPlaced,
      params: {
        name: facts.name,
        orderNumber: facts.orderNumber,
        total: facts.total,
        orderPath: facts.orderPath,
        paymentMethod: order.payment_method,
        bank: order.payment_method === 'bank_transfer' && order.bank_details ? (JSON.parse(order.bank_details) as BankTransferDetails) : null,
        expectedOn: order.expected_delivery_on,
      },
    });
  }

  /** "Payment received": an online payment confirmed, or a bank transfer the admin recorded. */
  private async paid({ orderId, method }: ShopEvents['payment.received']): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `order-paid:${orderId}`,
      kind: 'order-paid',
      to: facts.to,
      language: facts.language,
      template: orderPaid,
      params: { name: facts.name, orderNumber: facts.orderNumber, total: facts.total, orderPath: facts.orderPath, paymentMethod: method },
    });
  }

  /** "Order cancelled", by the shop, its buyer or for want of payment, with what is refunded and how. */
  private async cancelled({ orderId, by, refund }: ShopEvents['order.cancelled']): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `order-cancelled:${orderId}`,
      kind: 'order-cancelled',
      to: facts.to,
      language: facts.language,
      template: orderCancelled,
      params: {
        name: facts.name,
        orderNumber: facts.orderNumber,
        orderPath: facts.orderPath,
        reason: by,
        refund: refund && refund.amountPaise > 0 ? { kind: refund.kind, amount: formatRupees(refund.amountPaise) } : null,
      },
    });
  }

  /** "Your payment for a cancelled order is coming back": once per payment that arrived after its order was cancelled. */
  private async lateRefund({ orderId, paymentId, amountPaise }: ShopEvents['payment.refunded_late']): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `late-payment-refunded:${paymentId}`,
      kind: 'late-payment-refunded',
      to: facts.to,
      language: facts.language,
      template: latePaymentRefunded,
      params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, amount: formatRupees(amountPaise) },
    });
  }

  /** "Your order has shipped": the carrier and tracking number, or own delivery, and the day it should arrive by. */
  private async shipped({ orderId, shippedAt, expectedOn, shipment }: ShopEvents['order.shipped']): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `order-shipped:${orderId}:${shippedAt}`,
      kind: 'order-shipped',
      to: facts.to,
      language: facts.language,
      template: orderShipped,
      params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, shipment, expectedOn },
    });
  }

  /**
   * A return approved or rejected, to the address and name the order was placed with, in the
   * order's language (docs/product-rules.md 24): decided once, so `return-decided:<return id>`.
   */
  private async returnDecided({ returnId, order, approved, reason, lines, refundTo }: ShopEvents['return.decided']): Promise<void> {
    await this.outbox.enqueue({
      eventKey: `return-decided:${returnId}`,
      kind: 'return-decided',
      to: order.ship_email,
      language: order.language ?? 'en',
      template: returnDecided,
      params: { name: order.ship_full_name, orderId: order.id, orderNumber: formatOrderNumber(order.number), approved, items: lines.map((l) => `${l.quantity} × ${l.name}`), reason, refundTo },
    });
  }

  /** "Your order was delivered", with the 14 days to return. */
  private async delivered({ orderId }: ShopEvents['order.delivered']): Promise<void> {
    const facts = await this.facts(orderId);
    if (!facts) return;
    await this.outbox.enqueue({
      eventKey: `order-delivered:${orderId}`,
      kind: 'order-delivered',
      to: facts.to,
      language: facts.language,
      template: orderDelivered,
      params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath },
    });
  }
}
