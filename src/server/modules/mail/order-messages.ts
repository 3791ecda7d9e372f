import type { Kysely } from 'kysely';
import { formatRupees } from '#shared/money';
import type { BankTransferDetails } from '#shared/schemas/orders';
import type { Database } from '#server/db/schema';
import { latePaymentRefunded } from './messages/late-payment-refunded.ts';
import { orderCancelled, type OrderCancelledParams } from './messages/order-cancelled.ts';
import { orderPaid } from './messages/order-paid.ts';
import { orderPlaced } from './messages/order-placed.ts';
import { orderMailFacts } from './order-mail.ts';
import type { MailOutbox } from './outbox.ts';

/*
 * The order's messages (docs/product-rules.md 30), each queued by its caller inside the transaction that records
 * the event, under a key naming the event: an order is placed, paid and cancelled at most once,
 * so `<event>:<order id>` can never queue a second message for it.
 */

/** "Order placed", for a cash-on-delivery or bank-transfer order, in the order's own transaction. */
export async function queueOrderPlaced(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  order: { id: string; payment_method: string; bank_details: string | null; expected_delivery_on: string | null },
): Promise<void> {
  // An online order is confirmed by its payment (queueOrderPaid), not before: unpaid, it is cancelled in 30 minutes.
  if (order.payment_method !== 'cod' && order.payment_method !== 'bank_transfer') return;
  const facts = await orderMailFacts(trx, order.id);
  if (!facts) return;
  await outbox.enqueue(trx, {
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
export async function queueOrderPaid(outbox: MailOutbox, trx: Kysely<Database>, orderId: string, paymentMethod: 'online' | 'bank_transfer'): Promise<void> {
  const facts = await orderMailFacts(trx, orderId);
  if (!facts) return;
  await outbox.enqueue(trx, {
    eventKey: `order-paid:${orderId}`,
    kind: 'order-paid',
    to: facts.to,
    language: facts.language,
    template: orderPaid,
    params: { name: facts.name, orderNumber: facts.orderNumber, total: facts.total, orderPath: facts.orderPath, paymentMethod },
  });
}

/** "Order cancelled", by the shop or for want of payment, with what is refunded (paise) and how. */
export async function queueOrderCancelled(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  orderId: string,
  reason: OrderCancelledParams['reason'],
  refund: { kind: 'online' | 'by_hand'; amountPaise: number } | null,
): Promise<void> {
  const facts = await orderMailFacts(trx, orderId);
  if (!facts) return;
  await outbox.enqueue(trx, {
    eventKey: `order-cancelled:${orderId}`,
    kind: 'order-cancelled',
    to: facts.to,
    language: facts.language,
    template: orderCancelled,
    params: {
      name: facts.name,
      orderNumber: facts.orderNumber,
      orderPath: facts.orderPath,
      reason,
      refund: refund && refund.amountPaise > 0 ? { kind: refund.kind, amount: formatRupees(refund.amountPaise) } : null,
    },
  });
}

/** "Your payment for a cancelled order is coming back": once per payment that arrived after its order was cancelled. */
export async function queueLatePaymentRefunded(outbox: MailOutbox, trx: Kysely<Database>, orderId: string, paymentId: string, amountPaise: number): Promise<void> {
  const facts = await orderMailFacts(trx, orderId);
  if (!facts) return;
  await outbox.enqueue(trx, {
    eventKey: `late-payment-refunded:${paymentId}`,
    kind: 'late-payment-refunded',
    to: facts.to,
    language: facts.language,
    template: latePaymentRefunded,
    params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, amount: formatRupees(amountPaise) },
  });
}
