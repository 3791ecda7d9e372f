import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { orderDelivered } from './messages/order-delivered.ts';
import { orderShipped, type OrderShippedParams } from './messages/order-shipped.ts';
import { orderMailFacts } from './order-mail.ts';
import type { MailOutbox } from './outbox.ts';

/*
 * An order's journey by mail (docs/product-rules.md 29), queued in the transaction of
 * the status change. Delivered is final, so `order-delivered:<id>` happens once. An order can be
 * shipped again after an admin moved it back (a wrong status corrected), each time with its
 * shipment: the key carries the shipping time, unique per change, so a retried request (refused
 * by the status compare-and-set anyway) never queues a second message for one shipping.
 */

/** "Your order has shipped": the carrier and tracking number, or own delivery, and the day it should arrive by. */
export async function queueOrderShipped(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  order: { id: string; shippedAt: string; expectedOn: string | null },
  shipment: OrderShippedParams['shipment'],
): Promise<void> {
  const facts = await orderMailFacts(trx, order.id);
  if (!facts) return;
  await outbox.enqueue(trx, {
    eventKey: `order-shipped:${order.id}:${order.shippedAt}`,
    kind: 'order-shipped',
    to: facts.to,
    language: facts.language,
    template: orderShipped,
    params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath, shipment, expectedOn: order.expectedOn },
  });
}

/** "Your order was delivered", with the 14 days to return. */
export async function queueOrderDelivered(outbox: MailOutbox, trx: Kysely<Database>, orderId: string): Promise<void> {
  const facts = await orderMailFacts(trx, orderId);
  if (!facts) return;
  await outbox.enqueue(trx, {
    eventKey: `order-delivered:${orderId}`,
    kind: 'order-delivered',
    to: facts.to,
    language: facts.language,
    template: orderDelivered,
    params: { name: facts.name, orderNumber: facts.orderNumber, orderPath: facts.orderPath },
  });
}
