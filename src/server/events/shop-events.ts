import type { OrderRow } from '#server/db/schema';

/** What an order's cancellation gives back, and how (paise); null when nothing was paid. */
export type CancellationRefund = { kind: 'online' | 'by_hand'; amountPaise: number } | null;

/** How a shipped order travels: the shop's own delivery, or a carrier and its tracking number. */
export type ShipmentEvent = { ownDelivery: true } | { ownDelivery: false; carrier: string; trackingNumber: string };

/**
 * The events of the shop, by name: what each workflow tells its subscribers (event-bus.ts). Each
 * is emitted inside the transaction that records it, once per change: a compare-and-set decides
 * the change first, so a retried request never emits it twice.
 */
export interface ShopEvents {
  /** An order was placed (docs/product-rules.md 12): its stock taken, its documents issued. */
  'order.placed': { order: Pick<OrderRow, 'id' | 'payment_method' | 'bank_details' | 'expected_delivery_on'> };
  /** An order's money arrived: captured by the gateway, or a bank transfer the admin recorded. */
  'payment.received': { orderId: string; method: 'online' | 'bank_transfer' };
  /** A payment arrived for an order already cancelled, and is being refunded in full (docs/decisions/0024-payments.md). */
  'payment.refunded_late': { orderId: string; paymentId: string; amountPaise: number };
  /** An order was cancelled: by the shop, by its buyer, or for want of payment; with what goes back. */
  'order.cancelled': { orderId: string; by: 'shop' | 'customer' | 'unpaid'; refund: CancellationRefund };
  /** An order left for its buyer (docs/product-rules.md 29); `shippedAt` is unique per shipping. */
  'order.shipped': { orderId: string; shippedAt: string; expectedOn: string | null; shipment: ShipmentEvent };
  /** An order reached its buyer: its 14 days to return start. */
  'order.delivered': { orderId: string };
}
