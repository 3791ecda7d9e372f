import type { IndianStateOrUt } from '#shared/india';
import { AppError } from '#server/errors';
import { type Agr10CatalogFacts, paiseToInr, unitPriceWithGstPaise } from './agr10-items.ts';
import { inr, quoteBreakup } from './quote-breakup.ts';
import type { BecknError } from './beckn-context.ts';
import type { InitRequest, SelectRequest } from './beckn-messages.ts';
import type { CallbackContent, OwedRequest } from './ondc-callbacks.ts';
import { ondcError, type OndcErrorCodeValue } from './ondc-errors.ts';
import type { OfferedProducts } from './offered-products.ts';

/** How long a quote is good for: stock and offers move, so a buyer app asks again after this. */
const QUOTE_TTL = 'PT15M';
/** Units one line may take, as the shop's own checkout allows (OrderItems). */
const MAX_UNITS = 999;

/** What a quote asks of the shop's orders, delivery and payments modules: wired in services.ts. */
export interface OrderQuotes {
  /** The PIN code as checkout judges it: delivered or not, in which state, by which day, and whether cash on delivery is taken there. */
  deliveryTo(pincode: string): Promise<{ deliverable: boolean; state: IndianStateOrUt | null; by: string | null; cod: boolean }>;
  /** Each line with its GST and its share of the offers, priced as checkout prices a visitor's order (orders' quoteLines). */
  quoteLines(items: Array<{ productId: string; quantity: number }>, shipping: { pincode: string; state: IndianStateOrUt }): Promise<{ lines: Array<{ productId: string; quantity: number; totalPaise: number }>; totalPaise: number }>;
  /** The largest order cash on delivery is taken for (Payment Settings), as checkout applies it. */
  codMaxPaise(): Promise<number>;
  /** The shop's bank account a buyer app settles a prepaid order to (Payment Settings' bank transfer account); none: prepaid is not offered. */
  settlementAccount(): Promise<{ bankName: string; accountHolderName: string; accountNumber: string; ifscCode: string } | undefined>;
}

export type Refusal = { error: BecknError };
export const refuse = (code: OndcErrorCodeValue, message: string, path?: string): Refusal => ({ error: ondcError(code, message, path) as BecknError });

export interface QuoteDeps {
  products: OfferedProducts;
  facts: () => Promise<Agr10CatalogFacts | null>;
  orders: OrderQuotes;
  now: () => number;
}

/**
 * The shop's quote for a buyer app's cart (docs/product-rules.md 62): each item is an offered
 * product, in stock for the count asked, delivered to the PIN code asked; the lines priced by the
 * shop's own checkout (prices, offers, GST: the order will cost exactly this). The breakup is
 * ONDC's AGR10 example's: per item its price with GST times the count, its tax (included: 0.00) and
 * its discount (the offers' share, and the paise the shop's per-line GST rounding makes differ);
 * delivery free.
 */
export async function quote(order: SelectRequest['message']['order'], { products, facts, orders, now }: QuoteDeps) {
  const shop = await facts();
  if (!shop) return refuse('30017', 'Merchant is currently not taking orders');
  if (order.provider.id !== shop.providerId) return refuse('30001', `No provider ${order.provider.id} here`, 'message.order.provider.id');
  const seen = new Set<string>();
  const wanted: Array<{ productId: string; quantity: number; unitWithGst: number; name: string }> = [];
  for (const [i, item] of order.items.entries()) {
    const path = `message.order.items.${i}`;
    if (seen.has(item.id)) return refuse('30000', `Item ${item.id} is listed twice`, `${path}.id`);
    seen.add(item.id);
    const product = await products.one(item.id);
    if (!product) return refuse('30004', `Item ${item.id} is not sold here`, `${path}.id`);
    const count = item.quantity.count;
    if (count < 1 || count > MAX_UNITS) return refuse('30000', `The count must be 1 to ${MAX_UNITS}`, `${path}.quantity.count`);
    if (count > product.stock) return refuse('40002', `${product.name}: ${Math.max(0, product.stock)} available`, `${path}.quantity.count`);
    wanted.push({ productId: product.id, quantity: count, unitWithGst: unitPriceWithGstPaise(product.pricePaise, product.gstRateBp), name: product.name });
  }
  const pincode = order.fulfillments.find((f) => f.end?.location?.address?.area_code)?.end?.location?.address?.area_code;
  if (!pincode) return refuse('30000', 'Where the order is to go (end.location.address.area_code) is needed', 'message.order.fulfillments.0.end.location.address.area_code');
  const delivery = await orders.deliveryTo(pincode);
  if (!delivery.deliverable || !delivery.state || !delivery.by) return refuse('30009', `The shop does not deliver to ${pincode}`, 'message.order.fulfillments.0.end.location.address.area_code');
  let priced;
  try {
    priced = await orders.quoteLines(wanted.map(({ productId, quantity }) => ({ productId, quantity })), { pincode, state: delivery.state });
  } catch (err) {
    // Checkout's own refusals (a seed lot expired, a product gone from the shop since): the buyer app is told in words.
    if (err instanceof AppError && err.statusCode < 500) return refuse('40000', err.message);
    throw err;
  }
  const breakup = quoteBreakup(wanted.map((w, i) => ({ itemId: w.productId, name: w.name, quantity: w.quantity, unitWithGstPaise: w.unitWithGst, chargedPaise: priced.lines[i]!.totalPaise })), shop.fulfillmentId);
  const days = Math.max(1, Math.ceil((Date.parse(`${delivery.by}T23:59:59+05:30`) - now()) / 86_400_000));
  return {
    shop,
    pincode,
    state: delivery.state,
    cod: delivery.cod,
    totalPaise: priced.totalPaise,
    items: wanted.map((w) => ({ id: w.productId, fulfillment_id: shop.fulfillmentId, quantity: { count: w.quantity } })),
    fulfillment: { id: shop.fulfillmentId, type: 'Delivery', '@ondc/org/provider_name': shop.providerName, tracking: false, '@ondc/org/category': 'Standard Delivery', '@ondc/org/TAT': `P${days}D`, state: { descriptor: { code: 'Serviceable' } } },
    quote: { price: inr(priced.totalPaise), breakup, ttl: QUOTE_TTL },
  };
}

/** on_select: the quote for the cart, its delivery serviceable. */
export function onSelect(deps: QuoteDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const order = (request as unknown as SelectRequest).message.order;
    const q = await quote(order, deps);
    if ('error' in q) return q;
    return { message: { order: { provider: { id: q.shop.providerId, locations: [{ id: q.shop.locationId }] }, items: q.items, fulfillments: [q.fulfillment], quote: q.quote } } };
  };
}

/**
 * on_init: the same quote for the order with the buyer's billing and delivery details, and the
 * shop's payment terms: cash on delivery collected by the shop where checkout takes cash there
 * (ON-FULFILLMENT), or paid in the buyer app and settled by it to the shop's bank account
 * (ON-ORDER, collected by the buyer app), as the buyer app asks; either refused with ONDC's 40004
 * when the shop does not offer it.
 */
export function onInit(deps: QuoteDeps) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const order = (request as unknown as InitRequest).message.order;
    const q = await quote(order, deps);
    if ('error' in q) return q;
    const payment = await paymentTerms(order.payment, q, deps.orders);
    if ('error' in payment) return payment;
    const end = order.fulfillments.find((f) => f.end)?.end;
    return {
      message: {
        order: {
          provider: { id: q.shop.providerId, locations: [{ id: q.shop.locationId }] },
          items: q.items,
          billing: order.billing,
          fulfillments: [{ ...q.fulfillment, end }],
          quote: q.quote,
          payment: payment.terms,
        },
      },
    };
  };
}

/**
 * The shop's payment terms for the order as the buyer app asks them (init, and again at confirm):
 * cash on delivery collected by the shop where checkout takes cash at the PIN code
 * (ON-FULFILLMENT), or paid in the buyer app and settled by it to the shop's bank account
 * (ON-ORDER, collected by the buyer app); either refused with ONDC's 40004 when not offered.
 */
export async function paymentTerms(asked: InitRequest['message']['order']['payment'], q: { cod: boolean; pincode: string; totalPaise: number }, orders: OrderQuotes): Promise<Refusal | { type: 'ON-ORDER' | 'ON-FULFILLMENT'; terms: Record<string, unknown> }> {
  const account = await orders.settlementAccount();
  const type = asked?.type ?? (account ? 'ON-ORDER' : 'ON-FULFILLMENT');
  const fee = {
    ...(asked?.['@ondc/org/buyer_app_finder_fee_type'] ? { '@ondc/org/buyer_app_finder_fee_type': asked['@ondc/org/buyer_app_finder_fee_type'] } : {}),
    ...(asked?.['@ondc/org/buyer_app_finder_fee_amount'] ? { '@ondc/org/buyer_app_finder_fee_amount': asked['@ondc/org/buyer_app_finder_fee_amount'] } : {}),
  };
  const common = { params: { currency: 'INR', amount: paiseToInr(q.totalPaise) }, status: 'NOT-PAID', ...fee, '@ondc/org/settlement_basis': 'delivery', '@ondc/org/settlement_window': 'P1D', '@ondc/org/withholding_amount': '0.00' };
  if (type === 'ON-FULFILLMENT') {
    if (!q.cod) return refuse('40004', `Cash on delivery is not taken at ${q.pincode}`, 'message.order.payment.type');
    const max = await orders.codMaxPaise();
    if (q.totalPaise > max) return refuse('40004', `Cash on delivery is taken for orders up to INR ${paiseToInr(max)}: pay in the app`, 'message.order.payment.type');
    return { type, terms: { type, collected_by: 'BPP', ...common } };
  }
  if (type === 'ON-ORDER') {
    if (!account) return refuse('40004', 'Prepaid orders are not settled to this shop yet: pay on delivery', 'message.order.payment.type');
    return {
      type,
      terms: {
        type,
        collected_by: 'BAP',
        ...common,
        '@ondc/org/settlement_details': [
          { settlement_counterparty: 'seller-app', settlement_phase: 'sale-amount', settlement_type: 'neft', beneficiary_name: account.accountHolderName, settlement_bank_account_no: account.accountNumber, settlement_ifsc_code: account.ifscCode, bank_name: account.bankName },
        ],
      },
    };
  }
  return refuse('40004', `Payment type ${type} is not offered: ON-ORDER or ON-FULFILLMENT`, 'message.order.payment.type');
}
