import { placeOfSupplyOf, taxOfLine, taxSplit } from '#shared/gst';
import type { PickupPointSnapshot } from '#shared/schemas/pickup-points';
import type { AppliedCoupon } from '#shared/schemas/coupons';
import type { BankTransferDetails, OrderDocument, OrderStatus, PaymentMethod, StoreCouponCheck, StoreOrder, StoreOrderQuote, StoreOrderQuoteInput } from '#shared/schemas/orders';
import { formatOrderNumber } from '#shared/order-number';
import type { OrderItemRow, OrderRow, RefundRow, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError } from '#server/errors';
import { hsnCodeOf, parseOtherNames, type ProductReads } from '#server/modules/catalog';
import type { DeliveryService } from '#server/modules/delivery';
import type { DocumentsService } from '#server/modules/documents';
import type { GstService } from '#server/modules/gst';
import { appliedOffers, type CouponsService, type OffersService, type PriceListsService } from '#server/modules/offers';
import type { OrderRefunds, PaymentSettingsService } from '#server/modules/payments';
import type { SeedLotsService } from '#server/modules/seeds';
import { notInShop, priceLines, withOffers, type GrossLine } from './order-pricing.ts';
import { partIdsOf, sellKits, unitsToTake } from './kit-lines.ts';
import { ServingPlan, type QuotePlaces } from './serving-places.ts';
import * as repo from './orders.repository.ts';

/** How many orders My Orders lists (newest first). */
const ORDER_HISTORY_LIMIT = 100;

/**
 * What one order's page shows of its returns and whether more may be asked for: the returns
 * module answers, given here as an interface: orders does not depend on the returns module.
 */
export interface OrderReturnsReader {
  ofOrder(order: OrderRow): Promise<Pick<StoreOrder, 'returns' | 'returnWindow'>>;
}

/** The account a bank-transfer order was told to pay to: its own copy, or (orders from before an order kept its own copy, docs/decisions/0024) the shop's current one. */
function bankAccountOf(order: OrderRow, current: BankTransferDetails | undefined): BankTransferDetails | undefined {
  if (order.payment_method !== 'bank_transfer') return undefined;
  return order.bank_details ? (JSON.parse(order.bank_details) as BankTransferDetails) : current;
}

/** An order as its buyer sees it; a bank-transfer order carries the account to pay to. */
export function toStoreOrder(
  order: OrderRow,
  items: OrderItemRow[],
  bankAccount: BankTransferDetails | undefined,
  documents: OrderDocument[],
  refunds: RefundRow[] = [],
  /** Its status changes, oldest first (the timeline; docs/product-rules.md 29). */
  changes: Array<{ to_status: OrderStatus; changed_at: string }> = [],
): StoreOrder {
  const bankTransfer = bankAccountOf(order, bankAccount);
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    orderDate: order.created_at,
    status: order.status,
    items: items.map((i) => ({
      productId: i.product_id,
      name: i.product_name,
      otherNames: parseOtherNames(i.product_names),
      unitPricePaise: Number(i.unit_price_paise),
      quantity: i.quantity,
      lineTotalPaise: Number(i.line_total_paise),
      discountPaise: Number(i.discount_paise),
      hsnCode: i.hsn_code,
      gstRateBp: i.gst_rate_bp,
      cgstPaise: Number(i.cgst_paise),
      sgstPaise: Number(i.sgst_paise),
      igstPaise: Number(i.igst_paise),
      // A kit's part names its kit (docs/product-rules.md 48); any other line has none.
      ...(i.kit_product_id ? { kit: { productId: i.kit_product_id, name: i.kit_name ?? '', otherNames: parseOtherNames(i.kit_names), quantity: Number(i.kit_quantity) } } : {}),
    })),
    subtotalPaise: Number(order.subtotal_paise),
    discountPaise: Number(order.discount_paise),
    couponCode: order.coupon_code,
    gstPaise: Number(order.gst_paise),
    totalPaise: Number(order.total_paise),
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    paidWith: order.paid_with,
    paymentDueAt: order.payment_due_at,
    paidAt: order.paid_at,
    cardLast4: order.card_last4,
    shipping: {
      fullName: order.ship_full_name,
      email: order.ship_email,
      phone: order.ship_phone,
      address: order.ship_address,
      city: order.ship_city,
      state: order.ship_state,
      pincode: order.ship_pincode,
    },
    pickupPoint: order.pickup_point ? (JSON.parse(order.pickup_point) as PickupPointSnapshot) : null,
    placeOfSupply: order.place_of_supply,
    buyerGstin: order.buyer_gstin,
    buyerLegalName: order.buyer_legal_name,
    buyerAddress: order.buyer_address && order.buyer_city && order.buyer_pincode ? { address: order.buyer_address, city: order.buyer_city, pincode: order.buyer_pincode } : null,
    taxSplit: order.place_of_supply
      ? taxSplit(items.map((i) => ({ taxablePaise: Number(i.line_total_paise), rateBp: i.gst_rate_bp ?? 0, cgstPaise: Number(i.cgst_paise), sgstPaise: Number(i.sgst_paise), igstPaise: Number(i.igst_paise) })))
      : [],
    documents,
    ...(bankTransfer ? { bankTransfer } : {}),
    refunds: refunds.map((r) => ({ amountPaise: Number(r.amount_paise), method: r.method, status: r.status, createdAt: r.created_at, reference: r.method === 'gateway' ? null : r.reference })),
    expectedDeliveryOn: order.expected_delivery_on,
    shipment: order.shipped_at
      ? { ownDelivery: order.own_delivery === 1, carrier: order.carrier, trackingNumber: order.tracking_number, shippedAt: order.shipped_at }
      : null,
    timeline: changes.map((c) => ({ status: c.to_status, at: c.changed_at })),
  };
}

/** A signed-in buyer as checkout's summary prices for it: its account and customer group. */
export type Buyer = Pick<UserRow, 'id' | 'customer_group'>;

/** Orders as their buyer sees them, and checkout's summary; placing one is the PlaceOrder workflow. */
export class OrdersService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly payments: PaymentSettingsService,
    private readonly gst: GstService,
    private readonly documents: DocumentsService,
    /** Where the shop delivers (docs/product-rules.md 29). */
    private readonly delivery: DeliveryService,
    /** Seed lots: checkout's summary refuses a seed without a valid lot, as placing the order would (docs/product-rules.md 28). */
    private readonly seedLots: SeedLotsService,
    /** The products ordered, as checkout's summary prices them: the catalog answers. */
    private readonly products: ProductReads,
    /** The refunds an order's page lists. */
    private readonly refunds: OrderRefunds,
    /** Coupons, judged for checkout's summary (docs/product-rules.md 43). */
    private readonly coupons: CouponsService,
    /** The buyer's unit prices: quantity prices and its group's price list (docs/product-rules.md 46). */
    private readonly priceLists: PriceListsService,
    /** Automatic offers, weighed for checkout's summary as the order weighs them (docs/product-rules.md 47). */
    private readonly offers: OffersService,
    /** Where each shop line would be served from, so the summary is taxed as the order will be (docs/product-rules.md 59). */
    private readonly places: QuotePlaces,
    /** An order's returns as its buyer sees them (the returns module; docs/product-rules.md 24). */
    private readonly returns?: OrderReturnsReader,
  ) {}

  /** The shop's bank account, read only when one of the orders is paid by bank transfer. */
  private async bankAccountFor(methods: PaymentMethod[]): Promise<BankTransferDetails | undefined> {
    return methods.includes('bank_transfer') ? this.payments.bankAccount() : undefined;
  }

  /** An order just placed, as its buyer sees it. */
  view(order: OrderRow, lines: OrderItemRow[], bankAccount: BankTransferDetails | undefined, documents: OrderDocument[]): StoreOrder {
    return toStoreOrder(order, lines, bankAccount, documents);
  }

  /** The buyer's order placed under this idempotency key, if any. */
  byIdempotencyKey(userId: string, key: string): Promise<OrderRow | undefined> {
    return repo.findOrderByIdempotencyKey(this.work.db, userId, key);
  }

  /**
   * What an order of these lines would cost delivered there, with the coupon if one is given,
   * computed as placing it would (the checkout's summary). Nothing is written, no stock is held
   * and no use of the coupon taken; the order itself decides. A coupon needs the buyer signed in
   * (his own uses and earlier orders count): `buyerId` null with a code is a 401.
   */
  async quote(input: StoreOrderQuoteInput, buyer: Buyer | null): Promise<StoreOrderQuote> {
    const { placeOfSupply, offers, coupon, priced } = await this.priced(input, buyer);
    return {
      subtotalPaise: priced.subtotal,
      discountPaise: priced.discount,
      offers: offers.applied,
      coupon: coupon ? { code: coupon.code, description: coupon.description, discountPaise: coupon.discountPaise } : null,
      gstPaise: priced.gst,
      totalPaise: priced.total,
      placeOfSupply,
      taxSplit: taxSplit(priced.taxed),
    };
  }

  /**
   * What each line of an order from the ONDC network would cost with its GST, its share of the
   * offers taken off (docs/product-rules.md 62): priced as checkout prices a visitor's order, so the
   * network's quote is the order's. A kit is not sold there (its parts would be lines the buyer app
   * never asked for): a 400. An offer's free gift costs nothing and is not a line of its own here.
   */
  async quoteLines(input: Pick<StoreOrderQuoteInput, 'items' | 'shipping'>): Promise<{ lines: Array<{ productId: string; quantity: number; totalPaise: number }>; totalPaise: number }> {
    const { priced, sale } = await this.priced(input, null);
    if (sale.kits.size > 0) throw new AppError(400, 'bad_request', 'A kit is not sold through the network', { items: 'A kit is not sold through the network' });
    const lines = input.items.map((item, i) => ({ productId: item.productId, quantity: item.quantity, totalPaise: sale.gross[i]!.valuePaise - priced.discounts[i]! + taxOfLine(priced.taxed[i]!) }));
    return { lines, totalPaise: priced.total };
  }

  /** The quote's computation, as placing the order makes it. */
  private async priced(input: Pick<StoreOrderQuoteInput, 'items' | 'shipping'> & { couponCode?: string; buyerGstin?: string }, buyer: Buyer | null) {
    const placeOfSupply = placeOfSupplyOf(this.gst.placeOfSupply(input.shipping.pincode, input.shipping.state), input.buyerGstin);
    await this.delivery.assertDeliverable(input.shipping);
    // Offers first, the coupon on what is left, then a kit sold as its parts, as placing the order would (docs/product-rules.md 47, 48).
    const offers = await this.weighOffers(input.items, await this.grossLines(input.items, buyer), buyer);
    const coupon = input.couponCode ? await this.judgeCoupon(input.couponCode, buyer, offers.forCoupon) : null;
    const items = [...input.items, ...offers.gifts.map((g) => ({ productId: g.productId, quantity: g.quantity }))];
    const sale = await this.sellKits(
      items,
      offers.lines,
      offers.lines.map((_, i) => offers.shares[i]! + (coupon?.shares[i] ?? 0)),
    );
    // Each shop line from the place that would serve it, taxed under that place's registration (docs/product-rules.md 59).
    const plan = new ServingPlan(await this.places.servingPlaces(input.shipping));
    const where = await this.places.placesFor(unitsToTake(items, sale.kits), plan.ids);
    const gross = sale.gross.map((l) => ({ ...l, taxPlace: plan.taxPlaceOf(where.get(l.productId)) }));
    const priced = await priceLines(this.documents, this.gst, gross, placeOfSupply, sale.shares, plan.registrations);
    return { placeOfSupply, offers, coupon, sale, priced };
  }

  /** What a coupon would take off these lines, before an address is known (the cart). */
  async checkCoupon(input: StoreCouponCheck, buyer: Buyer | null): Promise<AppliedCoupon> {
    const offers = await this.weighOffers(input.items, await this.grossLines(input.items, buyer), buyer);
    const coupon = await this.judgeCoupon(input.couponCode, buyer, offers.forCoupon);
    return { code: coupon.code, description: coupon.description, discountPaise: coupon.discountPaise };
  }

  /**
   * The lines at the buyer's price now (the catalogue's, or its quantity's and its group's:
   * docs/product-rules.md 46), as placing the order would take them: a 409 for a seed without a
   * valid lot, a 400 for what is not on sale. A visitor buys at retail.
   */
  private async grossLines(items: StoreOrderQuoteInput['items'], buyer: Buyer | null): Promise<GrossLine[]> {
    const products = await this.products.forOrder(items.map((i) => i.productId));
    await this.seedLots.assertNoExpired(items.map((i) => i.productId));
    const unknown = items.filter((i) => !products.get(i.productId)?.is_active).map((i) => i.productId);
    if (unknown.length) throw notInShop(unknown);
    const units = await this.priceLists.unitPrices(
      items.map((i) => ({ productId: i.productId, basePaise: Number(products.get(i.productId)!.price_paise), quantity: i.quantity })),
      buyer?.customer_group ?? 'retail',
    );
    return items.map((i, n) => {
      const p = products.get(i.productId)!;
      return { productId: i.productId, category: p.category, supplierId: p.vendor_id, valuePaise: units[n]! * i.quantity, hsnCode: hsnCodeOf(p), gstClassId: p.gst_class_id };
    });
  }

  /**
   * The offers on these lines at the buyer's prices, each gift as the shop has it now (on sale, in
   * stock): the lines with the gift lines after them, their offer shares, and the lines as a coupon
   * sees them (docs/decisions/0063). Placing the order weighs them again on what it takes.
   */
  private async weighOffers(items: StoreOrderQuoteInput['items'], gross: GrossLine[], buyer: Buyer | null) {
    const gifts = await this.offers.giftStockOf(items, buyer?.customer_group ?? 'retail');
    const outcome = await this.offers.weigh(gross.map((l, i) => ({ ...l, quantity: items[i]!.quantity, unitPaise: l.valuePaise / items[i]!.quantity })), gifts.stock);
    const giftRow = (id: string) => gifts.rows.get(id)!;
    const priced = withOffers(gross, outcome, (g) => ({ productId: g.productId, category: giftRow(g.productId).category, supplierId: null, valuePaise: g.valuePaise, hsnCode: hsnCodeOf(giftRow(g.productId)), gstClassId: giftRow(g.productId).gst_class_id }));
    return { ...priced, applied: appliedOffers(outcome, (id) => giftRow(id).name) };
  }

  /**
   * The lines as the order would sell them: a kit as its parts, at their retail prices with their
   * shares of the kit's discount and coupon (docs/product-rules.md 48); a part not on sale refused
   * as placing the order would.
   */
  private async sellKits(items: StoreOrderQuoteInput['items'], gross: GrossLine[], shares: number[]) {
    const kits = await this.products.kitParts(items.map((i) => i.productId));
    if (kits.size === 0) return { gross, shares, kits };
    const partIds = partIdsOf(kits);
    const parts = await this.products.forOrder(partIds);
    await this.seedLots.assertNoExpired(partIds);
    const off = partIds.filter((id) => !parts.get(id)?.is_active);
    if (off.length) throw notInShop(off);
    return { ...sellKits(gross, items, shares, kits, parts), kits };
  }

  /** A coupon needs the buyer signed in: his own uses and earlier orders count. */
  private async judgeCoupon(code: string, buyer: Buyer | null, gross: GrossLine[]) {
    if (!buyer) throw new AppError(401, 'unauthenticated', 'Please sign in to use a coupon.');
    return this.coupons.judge(code, { userId: buyer.id, group: buyer.customer_group, hasEarlierOrder: () => this.hasEarlierOrder(buyer.id) }, gross);
  }

  /** Whether the buyer placed an order before, not cancelled (a first-order coupon asks). */
  hasEarlierOrder(userId: string): Promise<boolean> {
    return repo.hasLiveOrder(this.work.db, userId);
  }

  async listOrders(userId: string): Promise<StoreOrder[]> {
    const orders = await repo.listOrdersOfUser(this.work.db, userId, ORDER_HISTORY_LIMIT);
    const items = await repo.findItemsOfOrders(this.work.db, orders.map((o) => o.id));
    const bankAccount = await this.bankAccountFor(orders.map((o) => o.payment_method));
    const documents = await this.documents.ofOrders(orders.map((o) => o.id), 'buyer');
    const refunds = await this.refunds.ofOrders(orders.map((o) => o.id));
    const changes = await repo.findStatusChangesOfOrders(this.work.db, orders.map((o) => o.id));
    return orders.map((o) =>
      toStoreOrder(o, items.filter((i) => i.order_id === o.id), bankAccount, documents.get(o.id) ?? [], refunds.filter((r) => r.order_id === o.id), changes.filter((c) => c.order_id === o.id)),
    );
  }

  /** Someone else's order is "not found", never "forbidden": ids reveal nothing. */
  async getOrder(userId: string, orderId: string): Promise<StoreOrder> {
    const order = orderId.length <= 64 ? await repo.findOrderOfUser(this.work.db, userId, orderId) : undefined;
    if (!order) throw new AppError(404, 'not_found', 'Order not found');
    return this.read(order, await this.bankAccountFor([order.payment_method]));
  }

  /** One order as its buyer sees it, with its lines and documents. */
  async read(order: OrderRow, bankAccount: BankTransferDetails | undefined): Promise<StoreOrder> {
    const [items, documents, refunds] = await Promise.all([repo.findItemsOfOrders(this.work.db, [order.id]), this.documents.ofOrders([order.id], 'buyer'), this.refunds.ofOrders([order.id])]);
    const returns = await this.returns?.ofOrder(order);
    const changes = await repo.findStatusChangesOfOrders(this.work.db, [order.id]);
    return { ...toStoreOrder(order, items, bankAccount, documents.get(order.id) ?? [], refunds, changes), ...returns };
  }
}
