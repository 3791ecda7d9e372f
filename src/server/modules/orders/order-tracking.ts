import type { Updateable } from 'kysely';
import type { OrderStatus } from '#shared/schemas/orders';
import type { OrderRow, OrdersTable } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { ShopEvents } from '#server/events/shop-events';
import type { DeliveryService } from '#server/modules/delivery';
import { validationMessage } from '#shared/validation-messages';

/** How an order goes when the admin ships it (AdminUpdateOrderStatus's fields). */
export interface ShipmentInput {
  ownDelivery?: boolean;
  carrier?: string;
  trackingNumber?: string;
}

const missing = (field: 'carrier' | 'trackingNumber', key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid request: ${field}: ${message}`, { [field]: message });
};

/**
 * The order's columns a status change sets besides its status (docs/product-rules.md 29):
 * - to Shipped: the carrier and tracking number, or the shop's own delivery (no number), and the
 *   time (`at`, the change's own). The day it should arrive by stays the one promised at checkout
 *   while that is still ahead; an order past it (or placed before promises were made) is promised
 *   its band again from today, so the buyer reads a date that can still come true.
 * - back to Pending or Processing: it is not on its way any more; its shipment is cleared.
 */
export async function shipmentChange(
  delivery: DeliveryService,
  order: Pick<OrderRow, 'expected_delivery_on' | 'ship_state'>,
  to: OrderStatus,
  input: ShipmentInput,
  at: string,
): Promise<Updateable<OrdersTable>> {
  if (to === 'pending' || to === 'processing') return { carrier: null, tracking_number: null, own_delivery: 0, shipped_at: null };
  if (to !== 'shipped') return {};
  const own = input.ownDelivery === true;
  // The request schema refuses these already; the rule holds for any other caller too.
  if (!own && !input.carrier) throw missing('carrier', 'carrierRequired');
  if (!own && !input.trackingNumber) throw missing('trackingNumber', 'trackingNumberRequired');
  const promised = order.expected_delivery_on;
  const expected = promised && promised >= delivery.today() ? promised : await delivery.expectedDeliveryOn(order.ship_state);
  return {
    carrier: own ? null : input.carrier!,
    tracking_number: own ? null : input.trackingNumber!,
    own_delivery: own ? 1 : 0,
    shipped_at: at,
    expected_delivery_on: expected,
  };
}

/** What `order.shipped` tells of a change to Shipped: how it travels and the day it should arrive by. */
export function shipmentEvent(orderId: string, shipment: Updateable<OrdersTable>): ShopEvents['order.shipped'] | undefined {
  if (typeof shipment.shipped_at !== 'string') return undefined;
  return {
    orderId,
    shippedAt: shipment.shipped_at,
    expectedOn: typeof shipment.expected_delivery_on === 'string' ? shipment.expected_delivery_on : null,
    shipment: shipment.own_delivery === 1 ? { ownDelivery: true } : { ownDelivery: false, carrier: String(shipment.carrier), trackingNumber: String(shipment.tracking_number) },
  };
}
