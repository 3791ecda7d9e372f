import { formatRupees } from '#shared/money';
import type { BankTransferDetails } from '#shared/schemas/orders';
import { formatOrderNumber } from '#shared/order-number';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { latePaymentRefunded } from './messages/late-payment-refunded.ts';
import { orderCancelled } from './messages/order-cancelled.ts';
import { orderDelivered } from './messages/order-delivered.ts';
import { orderOutForDelivery } from './messages/order-out-for-delivery.ts';
import { orderPaid } from './messages/order-paid.ts';
import { orderPlaced } from './messages/order-placed.ts';
import { mailDate, orderShipped } from './messages/order-shipped.ts';
import { returnDecided } from './messages/return-decided.ts';
import { orderMailFacts, type MailedOrder, type OrderBuyers, type OrderMailFacts } from './order-mail.ts';
import type { MailTemplate } from './mail-text.ts';
import type { MailOutbox } from './outbox.ts';
import { isLanguage, type Language } from '#shared/languages';
import { decisionWord, paymentWord, smsValue, textAmount, type TextKind } from '#server/modules/messaging';

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
    /** Who an order's messages go to: the orders module answers. */
    private readonly buyers: OrderBuyers,
    private readonly outbox: MailOutbox,
  ) {}

  /** Queues the buyer's messages for the order events they are told of. */
  subscribe(events: EventBus<ShopEvents>): void {
    events.on('order.placed', (e) => this.placed(e));
    events.on('payment.received', (e) => this.paid(e));
    events.on('order.cancelled', (e) => this.cancelled(e));
    events.on('payment.refunded_late', (e) => this.lateRefund(e));
    events.on('order.shipped', (e) => this.shipped(e));
    events.on('order.out_for_delivery', (e) => this.outForDelivery(e));
    events.on('order.delivered', (e) => this.delivered(e));
    events.on('return.decided', (e) => this.returnDecided(e));
  }

  /**
   * Queues one message about an order to the account that placed it, in the order's language (the
   * facts read in the event's transaction); nothing for an unknown order. An order the event
   * carries is not read again.
   */
  private async toBuyer<P>(order: string | MailedOrder, message: { eventKey: string; kind: string; template: MailTemplate<P> }, params: (facts: OrderMailFacts) => P, text?: OrderText): Promise<void> {
    const facts = await orderMailFacts(this.buyers, order);
    if (!facts) return;
    // By e-mail when the account has an address; by SMS or WhatsApp, as it chose, when it has a
    // verified mobile number (docs/product-rules.md 36): a farmer with both hears on both.
    if (facts.to) await this.outbox.enqueue({ ...message, to: facts.to, language: facts.language, params: params(facts) });
    if (text && facts.mobile) {
      const language: Language = isLanguage(facts.language) ? facts.language : 'en';
      await this.outbox.enqueueText({ eventKey: `${message.eventKey}:text`, kind: text.kind, channel: facts.mobile.channel, to: facts.mobile.to, language, values: text.values(facts, language) });
    }
  }

  /** The order's page on the shop, as a text message links it. */
  private orderUrl(facts: OrderMailFacts): string {
    return `${this.outbox.publicUrl}${facts.orderPath}`;
  }

  /** "Order placed", for a cash-on-delivery or bank-transfer order. */
  private async placed({ order }: ShopEvents['order.placed']): Promise<void> {
    // An online order is confirmed by its payment ("payment received"), not before: unpaid, it is cancelled in 30 minutes.
    const method = order.payment_method;
    if (method !== 'cod' && method !== 'bank_transfer') return;
    await this.toBuyer(order, { eventKey: `order-placed:${order.id}`, kind: 'order-placed', template: orderPlaced }, (facts) => ({
      name: facts.name,
      orderNumber: facts.orderNumber,
      total: facts.total,
      orderPath: facts.orderPath,
      paymentMethod: method,
      bank: method === 'bank_transfer' && order.bank_details ? (JSON.parse(order.bank_details) as BankTransferDetails) : null,
      expectedOn: order.expected_delivery_on,
    }), { kind: 'order-placed', values: (facts, language) => [facts.name, facts.orderNumber, textAmount(facts.totalPaise), paymentWord(method, language)] });
  }

  /** "Payment received": an online payment confirmed, or a bank transfer the admin recorded. */
  private async paid({ orderId, method }: ShopEvents['payment.received']): Promise<void> {
    await this.toBuyer(orderId, { eventKey: `order-paid:${orderId}`, kind: 'order-paid', template: orderPaid }, (facts) => ({ name: facts.name, orderNumber: facts.orderNumber, total: facts.total, orderPath: facts.orderPath, paymentMethod: method }), {
      kind: 'order-paid',
      values: (facts) => [facts.name, facts.orderNumber, textAmount(facts.totalPaise)],
    });
  }

  /** "Order cancelled", by the shop, its buyer or for want of payment, with what is refunded and how. */
  private async cancelled({ orderId, by, refund }: ShopEvents['order.cancelled']): Promise<void> {
    await this.toBuyer(orderId, { eventKey: `order-cancelled:${orderId}`, kind: 'order-cancelled', template: orderCancelled }, (facts) => ({
      name: facts.name,
      orderNumber: facts.orderNumber,
      orderPath: facts.orderPath,
      reason: by,
      refund: refund && refund.amountPaise > 0 ? { kind: refund.kind, amount: formatRupees(refund.amountPaise) } : null,
    }), { kind: 'order-cancelled', values: (facts) => [facts.name, facts.orderNumber] });
  }

  /** "Your payment for a cancelled order is coming back": once per payment that arrived after its order was cancelled. */
  private async lateRefund({ orderId, paymentId, amountPaise }: ShopEvents['payment.refunded_late']): Promise<void> {
    await this.toBuyer(orderId, { eventKey: `late-payment-refunded:${paymentId}`, kind: 'late-payment-refunded', template: latePaymentRefunded }, (facts) => ({ name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, amount: formatRupees(amountPaise) }), {
      kind: 'refund-sent',
      values: (facts) => [facts.name, facts.orderNumber, textAmount(amountPaise)],
    });
  }

  /** "Your order has shipped": the carrier and tracking number, or own delivery, and the day it should arrive by. */
  private async shipped({ orderId, shippedAt, expectedOn, shipment }: ShopEvents['order.shipped']): Promise<void> {
    await this.toBuyer(orderId, { eventKey: `order-shipped:${orderId}:${shippedAt}`, kind: 'order-shipped', template: orderShipped }, (facts) => ({ name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, shipment, expectedOn }),
      shipment.ownDelivery
        ? { kind: 'order-shipped-own', values: (facts, language) => [facts.name, facts.orderNumber, expectedOn ? mailDate(expectedOn, language) : '-'] }
        : { kind: 'order-shipped', values: (facts) => [facts.name, facts.orderNumber, shipment.carrier, shipment.trackingNumber, this.orderUrl(facts)] });
  }

  /**
   * A return approved or rejected, to the address and name the order was placed with, in the
   * order's language (docs/product-rules.md 24): decided once, so `return-decided:<return id>`.
   */
  private async returnDecided({ returnId, order, approved, reason, lines, refundTo }: ShopEvents['return.decided']): Promise<void> {
    // An order placed without an e-mail address (a mobile account's) is told by text message only.
    if (order.ship_email) {
      await this.outbox.enqueue({
        eventKey: `return-decided:${returnId}`,
        kind: 'return-decided',
        to: order.ship_email,
        language: order.language ?? 'en',
        template: returnDecided,
        params: { name: order.ship_full_name, orderId: order.id, orderNumber: formatOrderNumber(order.number), approved, items: lines.map((l) => `${l.quantity} × ${l.name}`), reason, refundTo },
      });
    }
    const facts = await orderMailFacts(this.buyers, order.id);
    if (!facts?.mobile) return;
    const language: Language = isLanguage(order.language) ? order.language : 'en';
    const values = [order.ship_full_name, formatOrderNumber(order.number), decisionWord(approved ? 'approved' : 'rejected', language)];
    await this.outbox.enqueueText({ eventKey: `return-decided:${returnId}:text`, kind: 'return-decided', channel: facts.mobile.channel, to: facts.mobile.to, language, values });
  }

  /**
   * "Your order is out for delivery" (docs/product-rules.md 58): the courier's scan, told once an
   * attempt (`<attempt>` counts the failed attempts before it), so the day of a re-attempt is told too.
   */
  private async outForDelivery({ orderId, courierName, attempt }: ShopEvents['order.out_for_delivery']): Promise<void> {
    const carrier = courierName || 'Shiprocket';
    await this.toBuyer(orderId, { eventKey: `order-out-for-delivery:${orderId}:${attempt}`, kind: 'order-out-for-delivery', template: orderOutForDelivery }, (facts) => ({ name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, carrier }), {
      kind: 'order-out-for-delivery',
      // A courier's long name ("Ecom Express Surface 2kg") fits one DLT variable on SMS (smsValue); WhatsApp takes it whole.
      values: (facts) => [facts.name, facts.orderNumber, facts.mobile?.channel === 'sms' ? smsValue(carrier) : carrier],
    });
  }

  /** "Your order was delivered", with the 14 days to return. */
  private async delivered({ orderId }: ShopEvents['order.delivered']): Promise<void> {
    await this.toBuyer(orderId, { eventKey: `order-delivered:${orderId}`, kind: 'order-delivered', template: orderDelivered }, (facts) => ({ name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath }), {
      kind: 'order-delivered',
      values: (facts) => [facts.name, facts.orderNumber],
    });
  }
}

/** An order message's text form: its kind in the catalogue and its values, in the message's language. */
interface OrderText {
  kind: TextKind;
  values: (facts: OrderMailFacts, language: Language) => string[];
}
