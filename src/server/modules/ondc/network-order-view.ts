import type { OrderStatus, StoreOrder } from '#shared/schemas/orders';
import type { OndcOrderRow } from '#server/db/schema';
import { type Agr10CatalogFacts, paiseToInr, unitPriceWithGstPaise } from './agr10-items.ts';
import { inr, quoteBreakup } from './quote-breakup.ts';
import type { BecknAddress, OrderState } from './beckn-order.ts';

/** What the buyer app confirmed, kept with the order (ondc_orders.confirmed): every later message repeats it. */
export interface ConfirmedTerms {
  billing: Record<string, unknown>;
  /** The delivery stop: the buyer's name, phone and address. */
  end: { location: { address?: BecknAddress; gps?: string }; contact?: { phone?: string }; person?: { name?: string } };
  /** The payment's terms as confirmed (type, who collects, settlement, the buyer app's fee). */
  payment: Record<string, unknown>;
  createdAt: string;
}

/**
 * The order's state as ONDC retail 1.2.0 names it (Order.state): placed with its stock taken, the
 * shop has accepted it; packed or on its way it is in progress (AGR specs enums/order.yaml).
 */
export const ORDER_STATE_OF: Record<OrderStatus, OrderState> = { pending: 'Accepted', processing: 'In-progress', shipped: 'In-progress', delivered: 'Completed', cancelled: 'Cancelled' };

/**
 * The delivery's state (Fulfillment.state.descriptor.code; ONDC's log validator, constants
 * statusArray: Pending, Packed, Agent-assigned, Order-picked-up, Out-for-delivery, Order-delivered,
 * Cancelled): the shop's processing is packing, and shipped is handed to the courier.
 */
export const FULFILLMENT_STATE_OF: Record<OrderStatus, string> = { pending: 'Pending', processing: 'Packed', shipped: 'Order-picked-up', delivered: 'Order-delivered', cancelled: 'Cancelled' };


/**
 * A network order as every callback after on_confirm sends it, from the order as the shop keeps
 * it: its lines as sold (each at its listed price with GST, its offers' and rounding's difference
 * as a discount, as on_select quoted them), its status, its delivery and payment, and what the
 * buyer app confirmed. Its quote adds up to the order's total.
 */
export function networkOrderOf(order: StoreOrder, row: OndcOrderRow, shop: Agr10CatalogFacts) {
  const terms = JSON.parse(row.confirmed) as ConfirmedTerms;
  const lines = order.items.filter((l) => !l.kit);
  const breakup = quoteBreakup(
    lines.map((l) => ({ itemId: l.productId, name: l.name, quantity: l.quantity, unitWithGstPaise: unitPriceWithGstPaise(l.unitPricePaise, l.gstRateBp ?? 0), chargedPaise: l.lineTotalPaise + l.cgstPaise + l.sgstPaise + l.igstPaise })),
    shop.fulfillmentId,
  );
  const paid = row.payment_type === 'ON-ORDER' || ['cod_collected', 'partially_refunded', 'refunded'].includes(order.paymentStatus);
  const updatedAt = order.timeline.at(-1)?.at ?? order.orderDate;
  return {
    id: row.network_order_id,
    state: ORDER_STATE_OF[order.status],
    provider: { id: shop.providerId, locations: [{ id: shop.locationId }] },
    items: lines.map((l) => ({ id: l.productId, fulfillment_id: shop.fulfillmentId, quantity: { count: l.quantity } })),
    billing: terms.billing,
    fulfillments: [
      {
        id: shop.fulfillmentId,
        type: 'Delivery',
        '@ondc/org/provider_name': shop.providerName,
        '@ondc/org/category': 'Standard Delivery',
        tracking: false,
        state: { descriptor: { code: FULFILLMENT_STATE_OF[order.status] } },
        start: { location: { id: shop.locationId, gps: shop.location.gps, address: shop.location.address, descriptor: { name: shop.providerName } } },
        end: terms.end,
      },
    ],
    quote: { price: inr(order.totalPaise), breakup, ttl: 'P1D' },
    payment: { ...terms.payment, params: { ...(terms.payment.params as object | undefined), currency: 'INR', amount: paiseToInr(order.totalPaise) }, status: paid ? 'PAID' : 'NOT-PAID' },
    ...(row.cancelled_by && row.cancellation_reason ? { cancellation: { cancelled_by: row.cancelled_by, reason: { id: row.cancellation_reason } } } : {}),
    created_at: terms.createdAt,
    updated_at: updatedAt,
  };
}
