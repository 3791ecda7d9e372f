import { type ShippingAddress, StoreCreateOrder } from '#shared/schemas/orders';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import type { ConfirmRequest } from './beckn-messages.ts';
import type { CallbackContent, OwedRequest } from './ondc-callbacks.ts';
import type { OndcErrorCodeValue } from './ondc-errors.ts';
import * as repo from './ondc-orders.repository.ts';
import { type BuyerApps, type NetworkOrders } from './network-orders.ts';
import { type ConfirmedTerms, networkOrderOf } from './network-order-view.ts';
import type { DocumentLinks } from './document-links.ts';
import { paymentTerms, quote, type QuoteDeps, refuse } from './on-quote.ts';

export interface ConfirmDeps extends QuoteDeps {
  work: UnitOfWork;
  buyerApps: BuyerApps;
  network: NetworkOrders;
  /** The links to its tax documents that every message about a network order gives. */
  links: DocumentLinks;
}

/** Rupees written as ONDC writes them ("820.00", "820", "820.5") in paise; undefined when not a price. */
export function inrToPaise(value: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Checkout's refusals, as ONDC's codes: stock short (40002), the price moved since the quote (40003), cash over its limit (40004). */
const REFUSAL_CODES: Partial<Record<string, OndcErrorCodeValue>> = {
  insufficient_stock: '40002',
  out_of_stock: '40002',
  stock_limit: '40002',
  stock_changed: '40002',
  quote_changed: '40003',
  offers_changed: '40003',
  cod_limit: '40004',
};

/** Where each field of the shipping address came from in the confirm, for the buyer app's developer. */
const END = 'message.order.fulfillments.0.end';
const FIELD_PATHS: Partial<Record<keyof ShippingAddress, string>> = {
  fullName: `${END}.person.name`,
  email: `${END}.contact.email`,
  phone: `${END}.contact.phone`,
  address: `${END}.location.address`,
  city: `${END}.location.address.city`,
  state: `${END}.location.address.area_code`,
  pincode: `${END}.location.address.area_code`,
};

/**
 * on_confirm (docs/product-rules.md 62, docs/decisions/0078): the buyer app's order made a real
 * order of the shop, by checkout's own workflow: the cart quoted again as on_init quoted it, the
 * total and payment the buyer agreed checked against the shop's, then placed in one transaction
 * (stock taken, tax documents issued, its network ids recorded) for the buyer app's account, its
 * delivery to the buyer's stop. One order per transaction: a confirm sent again (a new message id
 * for the same transaction and order) is answered with the order placed the first time; another
 * order id in a transaction already confirmed, or an order id used before, is refused (30019).
 */
export function onConfirm(deps: ConfirmDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const { context, message } = request as unknown as ConfirmRequest;
    const order = message.order;
    const bap = context.bap_id;
    const before = await repo.findByTransaction(deps.work.db, bap, context.transaction_id);
    if (before) {
      if (before.network_order_id !== order.id) return refuse('30019', `Transaction ${context.transaction_id} confirmed order ${before.network_order_id} already`, 'message.order.id');
      return answer(deps, bap, before.order_id);
    }
    if (await repo.findByNetworkId(deps.work.db, bap, order.id)) return refuse('30019', `Order ${order.id} was confirmed in another transaction`, 'message.order.id');

    const q = await quote(order, deps);
    if ('error' in q) return q;
    const agreed = inrToPaise(order.quote.price.value);
    if (order.quote.price.currency !== 'INR' || agreed !== q.totalPaise) return refuse('31002', `The quote's total is ${order.quote.price.currency} ${order.quote.price.value}; the shop's is INR ${(q.totalPaise / 100).toFixed(2)}: select and init again`, 'message.order.quote.price.value');
    const amount = order.payment.params?.amount;
    if (amount !== undefined && inrToPaise(amount) !== q.totalPaise) return refuse('31002', `The payment's amount ${amount} is not the order's total`, 'message.order.payment.params.amount');
    const payment = await paymentTerms(order.payment, q, deps.orders);
    if ('error' in payment) return payment;
    // Paid in the buyer app: the order is the shop's once the buyer has paid (ONDC's ON-ORDER, collected by the buyer app).
    if (payment.type === 'ON-ORDER' && (order.payment.status !== 'PAID' || order.payment.collected_by === 'BPP')) return refuse('31002', 'A prepaid order is confirmed once paid in the buyer app (payment.status PAID, collected_by BAP)', 'message.order.payment.status');

    const fulfillment = order.fulfillments.find((f) => f.end)!;
    const end = fulfillment.end;
    const address = end.location.address;
    const fullName = end.person?.name ?? order.billing.name;
    const parsed = StoreCreateOrder.safeParse({
      items: q.items.map((i) => ({ productId: i.id, quantity: i.quantity.count })),
      shipping: {
        fullName,
        email: '',
        phone: end.contact.phone,
        // Address.name is a line of the address in ONDC's examples, and at times the buyer's name again: said once.
        address: [...new Set([address?.name, address?.building, address?.street, address?.locality].map((p) => p?.trim()).filter((p): p is string => !!p && p !== fullName.trim()))].join(', '),
        city: address?.city ?? '',
        state: q.state,
        pincode: q.pincode,
      },
      paymentMethod: payment.type === 'ON-ORDER' ? 'bank_transfer' : 'cod',
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[1] as keyof ShippingAddress;
      return refuse('30000', `The delivery stop's ${String(field)} is not usable: ${issue.message}`, FIELD_PATHS[field] ?? END);
    }
    const input = parsed.data;
    const terms: ConfirmedTerms = { billing: order.billing, end, payment: { ...order.payment, ...payment.terms }, createdAt: order.created_at };
    const account = await deps.buyerApps.accountOf(bap);
    const at = new Date(deps.now()).toISOString();
    let placed;
    try {
      placed = await deps.network.place(account, input, context.transaction_id, {
        app: bap,
        agreedTotalPaise: agreed,
        record: (orderId) =>
          repo.insertNetworkOrder(deps.work.db, {
            order_id: orderId,
            bap_id: bap,
            bap_uri: context.bap_uri,
            transaction_id: context.transaction_id,
            network_order_id: order.id,
            city: context.city,
            payment_type: payment.type,
            confirmed: JSON.stringify(terms),
            cancelled_by: null,
            cancellation_reason: null,
            created_at: at,
          }),
      });
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return refuse(REFUSAL_CODES[err.code] ?? '30019', err.message);
      throw err;
    }
    return answer(deps, bap, placed.order.id);
  };
}

/** The order as on_confirm sends it, read back as placed. */
async function answer(deps: ConfirmDeps, bap: string, orderId: string): Promise<CallbackContent> {
  const shop = await deps.facts();
  const row = await repo.findByOrderId(deps.work.db, orderId);
  if (!shop || !row) return refuse('31001', 'The order is placed but cannot be read back now: ask its status');
  const order = await deps.network.read(await deps.buyerApps.accountOf(bap), orderId);
  return { message: { order: networkOrderOf(order, row, shop, deps.links) } };
}
