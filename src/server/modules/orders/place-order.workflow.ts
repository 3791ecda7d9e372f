import { createHash, randomUUID } from 'node:crypto';
import { placeOfSupplyOf } from '#shared/gst';
import { formatRupees } from '#shared/money';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages';
import { FIRST_ORDER_STATUS, FIRST_PAYMENT_STATUS } from '#shared/order-states';
import type { BankTransferDetails, OrderDocument, StoreCreateOrder, StoreOrder } from '#shared/schemas/orders';
import type { PickupPointSnapshot } from '#shared/schemas/pickup-points';
import type { IndianStateOrUt } from '#shared/india';
import type { OrderItemRow, OrderRow, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError } from '#server/errors';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { CartService } from '#server/modules/cart';
import { hsnCodeOf, otherNamesOf, type ProductReads, type ProductStock, type SoldProduct } from '#server/modules/catalog';
import type { DeliveryService } from '#server/modules/delivery';
import type { DocumentsService } from '#server/modules/documents';
import { supplierKeyOf, type GstService } from '#server/modules/gst';
import type { CouponsService, GiftUnits, OffersService, PriceListsService } from '#server/modules/offers';
import type { OnlinePaymentsService, PaymentSettingsService } from '#server/modules/payments';
import type { SeedLotsService } from '#server/modules/seeds';
import { ORDER_SERIES, findHighestOrderNumber } from './order-numbers.ts';
import { billedAddress } from './billed-address.ts';
import { notInShop, priceLines, withOffers, type GrossLine } from './order-pricing.ts';
import { kitColumnsOf, lotsByLine, sellKits, soldLineOf, unitsToTake } from './kit-lines.ts';
import type { OrdersService } from './orders.service.ts';
import * as repo from './orders.repository.ts';
import { ServingPlan, type OrderPlaces } from './serving-places.ts';

/**
 * The village pickup points checkout offers a buyer (docs/product-rules.md 56): the agents module
 * answers (services.ts), as orders does not import it. Undefined: not offered to him now.
 */
export interface PickupPointsForOrders {
  forOrder(buyerId: string, pointId: string): Promise<{ snapshot: PickupPointSnapshot; address: { address: string; city: string; state: IndianStateOrUt; pincode: string } } | undefined>;
}

/** A point checkout no longer offers the buyer (its agent switched it off, or he is off the agent's list). */
function pickupPointUnavailable(): AppError {
  const message = 'This pickup point is not available any more. Please choose delivery to your address.';
  return new AppError(409, 'pickup_point_unavailable', message, { pickupPointId: message });
}

export interface OrderHooks {
  /** Test seam: runs inside the transaction after the stock is taken, before the order is written. */
  afterStockTaken?: () => void | Promise<void>;
}

/** What checkout decided before the transaction: the idempotency key and what it fingerprints, and the payment method's terms. */
interface Checkout {
  key: string | null;
  hash: string;
  language: Language;
  bankAccount: BankTransferDetails | undefined;
  codMaxPaise: number | undefined;
  /** A business buyer's registered address as billed; nulls for a farmer. */
  billed: Pick<OrderRow, 'buyer_address' | 'buyer_city' | 'buyer_pincode'>;
  /** The staff account placing it for the buyer, with his consent (docs/product-rules.md 53); null: the buyer himself. */
  placedBy: string | null;
  /** The village point it is collected at (docs/product-rules.md 56); null: delivered to the buyer's address. */
  pickup: PickupPointSnapshot | null;
  /** Where its shop lines may come from, in the order asked, and their registrations (docs/product-rules.md 59). */
  plan: ServingPlan;
  /** An ONDC buyer app's order: which app, and the total its buyer agreed to (docs/decisions/0078); null: the shop's own checkout. */
  network: NetworkOrderTerms | null;
}

/**
 * An order placed through an ONDC buyer app (docs/decisions/0078): the app it came through, and
 * the total its buyer was quoted and agreed to. Priced in the order's transaction like any order;
 * a total that came out differently (a price, offer or stock changed since the quote) rolls it back.
 */
export interface NetworkOrderTerms {
  app: string;
  agreedTotalPaise: number;
  /** Writes the order's ids on the network, in the order's transaction: the order and its ids are kept together or not at all. */
  record: (orderId: string) => Promise<void>;
}

/** A network order whose total, priced now, is not the one its buyer agreed to. */
function quoteChanged(agreed: number, now: number): AppError {
  return new AppError(409, 'quote_changed', `The order now costs ${formatRupees(now)}, not the ${formatRupees(agreed)} quoted. Please ask for a new quote.`, undefined, { agreed: formatRupees(agreed), now: formatRupees(now) });
}

/** An order over the cash-on-delivery limit (Payment Settings); the limit is worded by the page. */
function codLimit(maxPaise: number): AppError {
  const limit = formatRupees(maxPaise);
  const message = `Cash on delivery is available for orders up to ${limit}. Please choose another payment method.`;
  return new AppError(400, 'cod_limit', message, { paymentMethod: message }, { limit });
}

/** A fingerprint of what was ordered, to tell a retried submit from a different order under the same key. */
function requestHash(input: StoreCreateOrder): string {
  const items = [...input.items].sort((a, b) => a.productId.localeCompare(b.productId));
  const fingerprint = JSON.stringify({ items, shipping: input.shipping, paymentMethod: input.paymentMethod, buyerGstin: input.buyerGstin ?? null, buyerLegalName: input.buyerLegalName ?? null, buyerAddress: [input.buyerAddress, input.buyerCity, input.buyerPincode], couponCode: input.couponCode ?? null, pickupPointId: input.pickupPointId ?? null });
  return createHash('sha256').update(fingerprint).digest('hex');
}

/**
 * Placing an order (docs/product-rules.md 12, docs/decisions/0046-unit-of-work-and-events.md), in
 * the order of its business steps: what checkout offers and where it delivers are checked first;
 * then, in ONE transaction, the stock is taken, the lines priced from the catalogue and taxed per
 * HSN and supplier, the delivery day promised, the payment method's limit applied, the order
 * written, its tax documents issued and `order.placed` told (the buyer's message); or nothing at
 * all. With an idempotency key, a retry answers with the first order; the same key with a
 * different order is a 422.
 */
export class PlaceOrder {
  constructor(
    private readonly work: UnitOfWork,
    private readonly orders: OrdersService,
    private readonly payments: PaymentSettingsService,
    private readonly onlinePayments: OnlinePaymentsService,
    private readonly gst: GstService,
    /** Where the shop delivers, and by when (docs/product-rules.md 29). */
    private readonly delivery: DeliveryService,
    /** The products' stock: every line's units taken, a seed's from its valid lots (docs/product-rules.md 28). */
    private readonly stock: ProductStock,
    /** What the products are, when some could not be taken (the catalog answers). */
    private readonly products: ProductReads,
    /** Seed lots: which lots each seed line took is recorded with the lines (docs/product-rules.md 28). */
    private readonly seedLots: SeedLotsService,
    /** What was ordered leaves the buyer's cart in the order's transaction. */
    private readonly cart: CartService,
    private readonly documents: DocumentsService,
    private readonly events: EventBus<ShopEvents>,
    /** A coupon given at checkout, redeemed in the order's transaction (docs/product-rules.md 43). */
    private readonly coupons: CouponsService,
    /** The buyer's unit prices: quantity prices and its group's price list (docs/product-rules.md 46). */
    private readonly priceLists: PriceListsService,
    /** Automatic offers, weighed on the lines as priced in the transaction (docs/product-rules.md 47). */
    private readonly offers: OffersService,
    /** The village point an order may be collected at (docs/product-rules.md 56). */
    private readonly pickupPoints: PickupPointsForOrders,
    /** The stock locations a delivery is served from (docs/product-rules.md 59). */
    private readonly places: OrderPlaces,
    private readonly hooks: OrderHooks = {},
    /** The app's clock: an order's placing time, from which its later changes are timed. */
    private readonly now: () => number = Date.now,
  ) {}

  async run(user: UserRow, asked: StoreCreateOrder, idempotencyKey?: string, language: Language = DEFAULT_LANGUAGE, placedBy: string | null = null, network: NetworkOrderTerms | null = null): Promise<{ order: StoreOrder; created: boolean }> {
    const hash = requestHash(asked);
    // Collected at his agent's village point: shipped to the point's address, the server's own,
    // whatever the form sent; everything below (tax, delivery, promise) is then the point's.
    const { input, pickup } = await this.pickupOf(user, asked);
    // The payment method: only what checkout offers now (Payment Settings); card only with an active gateway.
    const bankAccount = await this.payments.assertOffered(input.paymentMethod);
    // Where: the pincode must exist and lie in the chosen state (it decides the tax), and the shop
    // must deliver there, cash too if chosen (docs/product-rules.md 29): before anything is written or paid.
    this.gst.placeOfSupply(input.shipping.pincode, input.shipping.state);
    // A business buyer's registered address, billed on its invoices (docs/product-rules.md 44).
    const billed = billedAddress(input, this.gst);
    await this.delivery.assertDeliverable(input.shipping, input.paymentMethod);
    const codMaxPaise = input.paymentMethod === 'cod' ? await this.payments.codMaxPaise() : undefined;
    const plan = new ServingPlan(await this.places.servingPlaces(input.shipping));
    try {
      const placed = await this.work.transaction(() => this.place(user, input, { key: idempotencyKey ?? null, hash, language, bankAccount, codMaxPaise, billed, placedBy, pickup, plan, network }));
      return { order: this.orders.view(placed.order, placed.lines, bankAccount, placed.documents), created: true };
    } catch (err) {
      // A key seen before (a retry, or two submits racing): this attempt's transaction rolled back,
      // stock included, at the unique index on (user, key); answer with the first order.
      if (idempotencyKey && isUniqueViolation(err)) {
        const existing = await this.replay(user.id, idempotencyKey, hash, bankAccount);
        if (existing) return { order: existing, created: false };
      }
      throw err;
    }
  }

  /** The order as it ships: to the village point chosen, if checkout offers it to him (docs/product-rules.md 56). */
  private async pickupOf(user: UserRow, input: StoreCreateOrder): Promise<{ input: StoreCreateOrder; pickup: PickupPointSnapshot | null }> {
    if (!input.pickupPointId) return { input, pickup: null };
    const point = await this.pickupPoints.forOrder(user.id, input.pickupPointId);
    if (!point) throw pickupPointUnavailable();
    return { input: { ...input, shipping: { ...input.shipping, ...point.address } }, pickup: point.snapshot };
  }

  /** The steps inside the order's transaction. */
  private async place(user: UserRow, input: StoreCreateOrder, checkout: Checkout): Promise<{ order: OrderRow; lines: OrderItemRow[]; documents: OrderDocument[] }> {
    const orderId = randomUUID();
    // Stock: every line's units taken, seeds from lots valid today (docs/product-rules.md 28); a
    // kit's from its parts (docs/product-rules.md 48); a free item's gift with them when its units
    // are there (docs/decisions/0063).
    const kits = await this.products.kitParts(input.items.map((i) => i.productId));
    const gifts = await this.offers.plannedGifts(input.items, user.customer_group);
    // Each shop line from the first place holding it whole, the delivery's own state first (docs/product-rules.md 59).
    const { taken, lots, locations } = await this.takeStock(unitsToTake(input.items, kits), gifts, checkout.plan.ids);
    const sold = await this.withKits(taken, kits);
    await this.hooks.afterStockTaken?.();
    // Price: each line at the buyer's price now (the catalogue's, or its quantity's and its group's),
    // never the client's; a coupon judged on them and its discount taken off the lines' value before
    // the tax, which is per HSN code and supplier, supplied to the buyer's state: where it is
    // delivered, or a business buyer's GSTIN's (docs/product-rules.md 43, 44, 46).
    const units = await this.priceLists.unitPrices(
      input.items.map((item) => ({ productId: item.productId, basePaise: Number(sold.get(item.productId)!.price_paise), quantity: item.quantity })),
      user.customer_group,
    );
    const priced = input.items.map((item, n) => {
      const product = sold.get(item.productId)!;
      const unit = units[n]!;
      return { item, product, unit, total: unit * item.quantity, hsnCode: hsnCodeOf(product) };
    });
    const gross = priced.map((l) => ({ productId: l.item.productId, category: l.product.category, supplierId: l.product.vendor_id, valuePaise: l.total, hsnCode: l.hsnCode, gstClassId: l.product.gst_class_id }));
    // Offers first, the coupon on what the lines are worth after them (docs/product-rules.md 47).
    const offers = await this.weighOffers(user, priced, gross, gifts, sold);
    const coupon = input.couponCode ? await this.coupons.judgeInOrder(input.couponCode, { userId: user.id, group: user.customer_group, hasEarlierOrder: () => this.orders.hasEarlierOrder(user.id) }, offers.forCoupon) : null;
    // A kit sold as its parts, each with its share of the kit's discount, of its offer and of the
    // coupon (docs/product-rules.md 48); a gift line after the lines asked for.
    const asked = [...priced, ...offers.giftsPriced];
    const sale = sellKits(offers.lines, asked.map((l) => l.item), offers.lines.map((_, i) => offers.shares[i]! + (coupon?.shares[i] ?? 0)), kits, taken);
    // A line from a godown registered in another state is that registration's supply (docs/product-rules.md 59).
    const placed = sale.gross.map((l) => ({ ...l, taxPlace: checkout.plan.taxPlaceOf(locations.get(l.productId)) }));
    const { suppliers, taxed, discounts, subtotal, discount, gst } = await priceLines(this.documents, this.gst, placed, placeOfSupplyOf(input.shipping.state, input.buyerGstin), sale.shares, checkout.plan.registrations);
    const lines: OrderItemRow[] = sale.lines.map((s, position) => {
      const sold = soldLineOf(asked, s, taken);
      return lineRow(orderId, sold, position, discounts[position]!, taxed[position]!, locations.get(sold.item.productId) ?? null);
    });
    // Delivery: the day promised now (docs/product-rules.md 29); how it ships is recorded at Shipped.
    const expectedOn = await this.delivery.expectedDeliveryOn(input.shipping.state);
    // Payment method: cash on delivery up to its limit; an online order must be paid by its deadline.
    if (checkout.codMaxPaise !== undefined && subtotal - discount + gst > checkout.codMaxPaise) throw codLimit(checkout.codMaxPaise);
    if (checkout.network && subtotal - discount + gst !== checkout.network.agreedTotalPaise) throw quoteChanged(checkout.network.agreedTotalPaise, subtotal - discount + gst);
    const paymentDueAt = input.paymentMethod === 'online' ? this.onlinePayments.dueAt() : null;
    // Write: the order (its number taken last before the insert: on PostgreSQL the counter row
    // stays locked to the commit), its lines, the seed lots they came from; the cart forgets them.
    const order = orderRow(orderId, user, input, checkout, { subtotal, discount, couponCode: coupon?.code ?? null, gst, expectedOn, paymentDueAt, now: new Date(this.now()).toISOString(), number: await this.nextOrderNumber() });
    await repo.insertOrder(this.work.db, order);
    await checkout.network?.record(orderId);
    // Coupon: the buyer's uses counted and one use taken once the order holds its number (docs/decisions/0059).
    if (coupon) await this.coupons.claim(coupon, user.id, orderId);
    await this.offers.record(orderId, offers.outcome);
    await this.cart.removeOrderedLines(user.id, input.items.map((i) => i.productId));
    // Each supplier's tax document: planned first, so the lines are written once with their
    // document's id; numbered in this transaction (a rolled back order takes no number) and last,
    // as on PostgreSQL the series row stays locked from there to the commit.
    const planned = this.documents.planForOrder(order, lines, (l) => supplierKeyOf({ supplierId: l.supplier_id, taxPlace: checkout.plan.taxPlaceOf(l.location_id) }));
    await repo.insertOrderItems(this.work.db, lines);
    const lineLots = lotsByLine(lines, lots);
    await this.seedLots.recordOrderLines(lineLots.lines, lineLots.lots);
    const documents = await this.documents.issueForOrder(order, planned, suppliers);
    // Messages: the buyer's "order placed" (cash and bank orders; an online one is told once paid)
    // and each vendor's lines, from what is in hand (the vendors' names too, read for the tax
    // documents): no read after the order number is taken that the event could spare.
    await this.events.emit('order.placed', {
      order,
      lines: lines.map((l) => ({ supplierId: l.supplier_id, name: l.product_name, quantity: l.quantity })),
      documents: planned.map((p) => ({ id: p.id, kind: p.kind, supplierId: p.supplierId })),
      supplierNames: Object.fromEntries([...suppliers].flatMap(([id, s]) => (id === null ? [] : [[id, s.name]]))),
    });
    return { order, lines, documents };
  }

  /**
   * The offers on the lines as priced here (docs/decisions/0063), each gift at the buyer's price
   * for its units as taken. The gifts given must be those taken: a price changed since they were
   * planned could give another, whose units were not taken (409, the order rolls back).
   */
  private async weighOffers(user: UserRow, priced: Array<{ item: { productId: string; quantity: number }; unit: number; total: number }>, gross: GrossLine[], planned: GiftUnits[], taken: Map<string, SoldProduct>) {
    const gifts = planned.filter((g) => taken.has(g.productId));
    const units = await this.priceLists.unitPrices(gifts.map((g) => ({ productId: g.productId, basePaise: Number(taken.get(g.productId)!.price_paise), quantity: g.quantity })), user.customer_group);
    const stock = new Map(gifts.map((g, i) => [g.productId, { unitPaise: units[i]!, units: g.quantity }]));
    const outcome = await this.offers.weigh(gross.map((l, i) => ({ ...l, quantity: priced[i]!.item.quantity, unitPaise: priced[i]!.unit })), stock);
    const given = outcome.applied.flatMap((a) => (a.gift ? [a.gift] : []));
    if (given.length !== gifts.length || given.some((g) => !gifts.some((t) => t.productId === g.productId && t.quantity === g.quantity))) {
      throw new AppError(409, 'offers_changed', 'The offers changed while your order was being placed. Please check your cart and try again.');
    }
    const productOf = (id: string) => taken.get(id)!;
    const withGifts = withOffers(gross, outcome, (g) => ({ productId: g.productId, category: productOf(g.productId).category, supplierId: null, valuePaise: g.valuePaise, hsnCode: hsnCodeOf(productOf(g.productId)), gstClassId: productOf(g.productId).gst_class_id }));
    const giftsPriced = withGifts.gifts.map((g) => ({ item: { productId: g.productId, quantity: g.quantity }, product: productOf(g.productId), unit: g.unitPaise, total: g.valuePaise, hsnCode: hsnCodeOf(productOf(g.productId)) }));
    return { ...withGifts, outcome, giftsPriced };
  }

  /**
   * The next order number (docs/product-rules.md 31), in the order's own transaction: a series of
   * the documents module, which keeps the counter rows of every numbered series.
   */
  private nextOrderNumber(): Promise<number> {
    return this.documents.nextInSeries(ORDER_SERIES, () => findHighestOrderNumber(this.work.db));
  }

  /**
   * Takes every line's units through the catalog's stock, which locks the products in one order
   * for everyone (by id), so two orders never deadlock; seeds from lots still valid today,
   * first-expiring first (docs/product-rules.md 28).
   */
  private async takeStock(items: StoreCreateOrder['items'], gifts: GiftUnits[], places: ReadonlyArray<string | null>) {
    const { taken, failed, lots, locations, mostAtOnePlace } = await this.stock.take(items, gifts, places);
    if (failed.length) await this.explainFailure(items, failed, mostAtOnePlace);
    return { taken, lots, locations };
  }

  /**
   * The products sold with the kits asked for, which are not taken (their parts are): a kit not
   * in the shop is refused as any product is (docs/product-rules.md 48).
   */
  private async withKits(taken: Map<string, SoldProduct>, kits: Map<string, unknown>): Promise<Map<string, SoldProduct>> {
    if (kits.size === 0) return taken;
    const rows = await this.products.rowsOf([...kits.keys()]);
    const off = [...kits.keys()].filter((id) => rows.get(id)?.is_active !== 1);
    if (off.length) throw notInShop(off);
    return new Map([...taken, ...rows]);
  }

  /** Why some lines could not be taken: unknown or withdrawn products (400) or too little stock (409). */
  private async explainFailure(items: StoreCreateOrder['items'], failedIds: string[], mostAtOnePlace: Map<string, number>): Promise<never> {
    const products = await this.products.forOrder(failedIds);
    // A seed whose lots are all past their day is named as such, even from a cart filled earlier.
    await this.seedLots.assertNoExpired(failedIds);
    const unknown = failedIds.filter((id) => !products.get(id)?.is_active);
    if (unknown.length) throw notInShop(unknown);
    const failedItems = items.filter((i) => failedIds.includes(i.productId));
    const short = failedItems.map((i) => {
      const p = products.get(i.productId)!;
      // In stock, but not all in one godown: one parcel ships from one place (docs/product-rules.md 59).
      const most = mostAtOnePlace.get(i.productId);
      if (most !== undefined) return `${p.name} (at most ${most} can be sent together)`;
      return p.stock > 0 ? `${p.name} (only ${p.stock} left)` : `${p.name} (out of stock)`;
    });
    const names = failedItems.map((i) => products.get(i.productId)!.name);
    throw new AppError(409, 'insufficient_stock', `Not enough stock for: ${short.join(', ')}. Please update your cart.`, undefined, { products: names.join(', ') });
  }

  private async replay(userId: string, key: string, hash: string, bankAccount: BankTransferDetails | undefined): Promise<StoreOrder | undefined> {
    const order = await this.orders.byIdempotencyKey(userId, key);
    if (!order) return undefined;
    if (order.request_hash !== hash) {
      throw new AppError(422, 'idempotency_key_reused', 'This checkout attempt was already used for a different order. Please reload the page and try again.');
    }
    // The same request hash means the same payment method, so the same account applies.
    return this.orders.read(order, bankAccount);
  }
}

/**
 * One order line as written: the product's name, price, HSN code and pack as sold, its discount
 * and, as its total, its taxable value (price × quantity less the discount), and its tax.
 */
function lineRow(
  orderId: string,
  l: { item: { productId: string; quantity: number }; product: SoldProduct; unit: number; total: number; hsnCode: string | null; kit: Parameters<typeof kitColumnsOf>[0] },
  position: number,
  discount: number,
  tax: { rateBp: number; cgstPaise: number; sgstPaise: number; igstPaise: number },
  locationId: string | null,
): OrderItemRow {
  return {
    document_id: null,
    id: randomUUID(),
    order_id: orderId,
    product_id: l.item.productId,
    product_name: l.product.name,
    product_names: otherNamesOf(l.product),
    unit_price_paise: l.unit,
    quantity: l.item.quantity,
    line_total_paise: l.total - discount,
    discount_paise: discount,
    position,
    supplier_id: l.product.vendor_id,
    hsn_code: l.hsnCode,
    gst_rate_bp: tax.rateBp,
    cgst_paise: tax.cgstPaise,
    sgst_paise: tax.sgstPaise,
    igst_paise: tax.igstPaise,
    // The pack as sold: its documents state the quantity from it (docs/decisions/0035-uqc-and-gst-classes).
    pack_size: l.product.pack_size === null ? null : Number(l.product.pack_size),
    pack_unit: l.product.pack_unit,
    ...kitColumnsOf(l.kit),
    location_id: locationId,
  };
}

/** The order's row: its totals, its first statuses, where it goes and the promise made. */
function orderRow(
  id: string,
  user: UserRow,
  input: StoreCreateOrder,
  checkout: Checkout,
  o: { subtotal: number; discount: number; couponCode: string | null; gst: number; expectedOn: string; paymentDueAt: string | null; now: string; number: number },
): OrderRow {
  return {
    id,
    user_id: user.id,
    status: FIRST_ORDER_STATUS,
    subtotal_paise: o.subtotal,
    discount_paise: o.discount,
    coupon_code: o.couponCode,
    gst_paise: o.gst,
    total_paise: o.subtotal - o.discount + o.gst,
    payment_method: input.paymentMethod,
    payment_status: FIRST_PAYMENT_STATUS[input.paymentMethod],
    payment_due_at: o.paymentDueAt,
    gateway: null,
    gateway_order_id: null,
    gateway_payment_id: null,
    paid_with: null,
    paid_at: null,
    // The account as the buyer was told it: a later change of the shop's account does not rewrite it.
    bank_details: input.paymentMethod === 'bank_transfer' && checkout.bankAccount ? JSON.stringify(checkout.bankAccount) : null,
    placed_by: checkout.placedBy,
    network_app: checkout.network?.app ?? null,
    pickup_point: checkout.pickup ? JSON.stringify(checkout.pickup) : null,
    bank_utr: null,
    payment_settled_at: null,
    payment_settled_by: null,
    card_last4: null,
    ship_full_name: input.shipping.fullName,
    ship_email: input.shipping.email,
    ship_phone: input.shipping.phone,
    ship_address: input.shipping.address,
    ship_city: input.shipping.city,
    ship_state: input.shipping.state,
    ship_pincode: input.shipping.pincode,
    place_of_supply: placeOfSupplyOf(input.shipping.state, input.buyerGstin),
    buyer_gstin: input.buyerGstin ?? null,
    buyer_legal_name: input.buyerGstin ? (input.buyerLegalName ?? null) : null,
    ...checkout.billed,
    language: checkout.language,
    expected_delivery_on: o.expectedOn,
    carrier: null,
    tracking_number: null,
    own_delivery: 0,
    shipped_at: null,
    idempotency_key: checkout.key,
    request_hash: checkout.hash,
    created_at: o.now,
    updated_at: o.now,
    number: o.number,
  };
}
