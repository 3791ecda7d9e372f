import type { OrderStatus, StoreOrder } from '#shared/schemas/orders';
import type { ReturnStatus } from '#shared/schemas/returns';
import type { OndcOrderRow, OndcReturnRow } from '#server/db/schema';
import { RETURN_STATE_OF } from './network-returns.ts';
import type { DocumentLinks } from './document-links.ts';
import { type Agr10CatalogFacts, paiseToInr, unitPriceWithGstPaise } from './agr10-items.ts';
import { inr, quoteBreakup, signed } from './quote-breakup.ts';
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
 * buyer app confirmed (a shipped order the courier has out for delivery is Out-for-delivery);
 * with the returns its buyer app asked for (docs/decisions/0080), each a
 * Return fulfillment in its state. Units of an approved return belong to its fulfillment; once the
 * goods are back the quote no longer charges them (what the credit note gave back leaves the
 * line, listed in the return's quote_trail), and a refund sent is a settlement of the payment.
 * Its quote adds up to the order's total less what was credited; its documents are the links to
 * its tax documents the node serves (document-links.ts).
 */
export function networkOrderOf(order: StoreOrder, row: OndcOrderRow, shop: Agr10CatalogFacts, links: DocumentLinks, networkReturns: readonly OndcReturnRow[] = [], courier = { outForDelivery: false, tracked: false }) {
  const terms = JSON.parse(row.confirmed) as ConfirmedTerms;
  const lines = order.items.filter((l) => !l.kit);
  const returns = returnsOf(order, networkReturns);
  const quoted = lines.map((l) => {
    const credited = returns.filter((r) => r.itemId === l.productId && r.credited);
    return {
      itemId: l.productId,
      name: l.name,
      quantity: l.quantity - sum(credited.map((r) => r.quantity)),
      unitWithGstPaise: unitPriceWithGstPaise(l.unitPricePaise, l.gstRateBp ?? 0),
      chargedPaise: l.lineTotalPaise + l.cgstPaise + l.sgstPaise + l.igstPaise - sum(credited.map((r) => r.creditedPaise)),
    };
  });
  const breakup = quoteBreakup(quoted, shop.fulfillmentId);
  const unitOf = new Map(quoted.map((q) => [q.itemId, q.unitWithGstPaise]));
  const paid = row.payment_type === 'ON-ORDER' || ['cod_collected', 'partially_refunded', 'refunded'].includes(order.paymentStatus);
  const updatedAt = [order.timeline.at(-1)?.at ?? order.orderDate, ...returns.map((r) => r.updatedAt)].sort().at(-1)!;
  const settled = (terms.payment['@ondc/org/settlement_details'] as unknown[] | undefined) ?? [];
  return {
    id: row.network_order_id,
    state: ORDER_STATE_OF[order.status],
    provider: { id: shop.providerId, locations: [{ id: shop.locationId }] },
    items: lines.flatMap((l) => {
      const moved = returns.filter((r) => r.itemId === l.productId && r.holdsUnits);
      const left = l.quantity - sum(moved.map((r) => r.quantity));
      return [...(left > 0 ? [{ id: l.productId, fulfillment_id: shop.fulfillmentId, quantity: { count: left } }] : []), ...moved.map((r) => ({ id: l.productId, fulfillment_id: r.networkId, quantity: { count: r.quantity } }))];
    }),
    billing: terms.billing,
    fulfillments: [
      {
        id: shop.fulfillmentId,
        type: 'Delivery',
        '@ondc/org/provider_name': shop.providerName,
        '@ondc/org/category': 'Standard Delivery',
        // On its way with a courier's AWB, on_track answers the courier's tracking page.
        tracking: courier.tracked,
        state: { descriptor: { code: courier.outForDelivery ? 'Out-for-delivery' : FULFILLMENT_STATE_OF[order.status] } },
        start: { location: { id: shop.locationId, gps: shop.location.gps, address: shop.location.address, descriptor: { name: shop.providerName } } },
        end: terms.end,
      },
      ...returns.map((r) => returnFulfillment(r, row.bap_id, unitOf.get(r.itemId) ?? 0)),
    ],
    quote: { price: inr(order.totalPaise - sum(returns.filter((r) => r.credited).map((r) => r.creditedPaise))), breakup, ttl: 'P1D' },
    payment: {
      ...terms.payment,
      params: { ...(terms.payment.params as object | undefined), currency: 'INR', amount: paiseToInr(order.totalPaise) },
      status: paid ? 'PAID' : 'NOT-PAID',
      ...(order.refunds.some((f) => f.status === 'processed') ? { '@ondc/org/settlement_details': [...settled, ...refundSettlements(order)] } : {}),
    },
    ...(row.cancelled_by && row.cancellation_reason ? { cancellation: { cancelled_by: row.cancelled_by, reason: { id: row.cancellation_reason } } } : {}),
    // Its tax documents, as the farmer's own order page lists them: the invoice (or bill of supply) and any credit note.
    documents: order.documents.map((d) => ({ url: links.url(order.id, d.id), label: d.kind === 'credit_note' ? 'Credit note' : 'Invoice' })),
    created_at: terms.createdAt,
    updated_at: updatedAt,
  };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A network return as the order's callbacks tell it: the shop's return by its network ids. */
interface ReturnNow {
  networkId: string;
  itemId: string;
  quantity: number;
  reasonId: string;
  reasonDesc: string | null;
  status: ReturnStatus;
  /** Approved and not refused: its units are the return's, no longer the delivery's. */
  holdsUnits: boolean;
  /** Back in the shop with its credit note: what it gave back is off the quote. */
  credited: boolean;
  creditedPaise: number;
  updatedAt: string;
}

function returnsOf(order: StoreOrder, networkReturns: readonly OndcReturnRow[]): ReturnNow[] {
  const shopReturns = new Map((order.returns ?? []).map((r) => [r.id, r]));
  return networkReturns.flatMap((n) => {
    const r = shopReturns.get(n.return_id);
    if (!r) return [];
    const credited = r.status === 'received' || r.status === 'refunded';
    return [
      {
        networkId: n.network_return_id,
        // A network return is of one item (the buyer app's return_request), the product its line sold.
        itemId: r.lines[0]!.productId,
        quantity: sum(r.lines.map((l) => l.quantity)),
        reasonId: n.reason_id,
        reasonDesc: n.reason_desc,
        status: r.status,
        holdsUnits: r.status !== 'requested' && r.status !== 'rejected',
        credited,
        creditedPaise: credited ? (r.refund?.amountPaise ?? 0) : 0,
        updatedAt: r.receivedAt ?? r.decidedAt ?? r.requestedAt,
      },
    ];
  });
}

/**
 * A return's fulfillment (ONDC retail 1.2.0's return flows): its state, the request as the buyer
 * app made it and, once credited, its quote_trail: the item's listed price off, and the difference
 * of what it was charged (offers, rounding) as a discount, adding up to what was given back.
 */
function returnFulfillment(r: ReturnNow, bapId: string, unitWithGstPaise: number) {
  const request = [
    { code: 'id', value: r.networkId },
    { code: 'item_id', value: r.itemId },
    { code: 'item_quantity', value: String(r.quantity) },
    { code: 'reason_id', value: r.reasonId },
    ...(r.reasonDesc ? [{ code: 'reason_desc', value: r.reasonDesc }] : []),
    { code: 'initiated_by', value: bapId },
  ];
  const listed = unitWithGstPaise * r.quantity;
  const trail = (type: string, paise: number) => ({ code: 'quote_trail', list: [{ code: 'title_type', value: type }, { code: 'id', value: r.itemId }, { code: 'currency', value: 'INR' }, { code: 'value', value: signed(paise).value }] });
  return {
    id: r.networkId,
    type: 'Return',
    state: { descriptor: { code: RETURN_STATE_OF[r.status] } },
    tags: [{ code: 'return_request', list: request }, ...(r.credited ? [trail('item', -listed), trail('tax', 0), trail('discount', listed - r.creditedPaise)] : [])],
  };
}

/** The refunds sent by hand (a return's by its UTR, a cancelled order's) as settlements to the buyer app, which refunds its buyer. */
function refundSettlements(order: StoreOrder) {
  return order.refunds
    .filter((f) => f.status === 'processed')
    .map((f) => ({
      settlement_counterparty: 'buyer-app',
      settlement_phase: 'refund',
      // A bank refund is a transfer (NEFT, ONDC's settlement_type); cash was handed over by the shop.
      ...(f.method === 'bank' ? { settlement_type: 'neft' } : {}),
      settlement_amount: paiseToInr(f.amountPaise),
      settlement_status: 'PAID',
      ...(f.reference ? { settlement_reference: f.reference } : {}),
    }));
}
