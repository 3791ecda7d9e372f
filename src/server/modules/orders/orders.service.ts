import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { taxOfLine, taxSplit } from '#shared/gst';
import type { IndianStateOrUt } from '#shared/india';
import type { BankTransferDetails, OrderDocument, OrderStatus, PaymentMethod, StoreCreateOrder, StoreOrder, StoreOrderQuote, StoreOrderQuoteInput } from '#shared/schemas/orders';
import { formatRupees } from '#shared/money';
import { FIRST_ORDER_STATUS, FIRST_PAYMENT_STATUS } from '#shared/order-states';
import type { Database, OrderItemRow, OrderRow, RefundRow, UserRow } from '#server/db/schema';
import { type OnlinePaymentsService, refundsOfOrders, type PaymentSettingsService } from '#server/modules/payments';
import { AppError } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import { hsnCodeOf, otherNamesOf, parseOtherNames } from '#server/modules/catalog';
import { DEFAULT_LANGUAGE, type Language } from '#shared/languages';
import type { GstService, TaxableLine } from '#server/modules/gst';
import type { DeliveryService } from '#server/modules/delivery';
import type { CartService } from '#server/modules/cart';
import { type MailOutbox, queueOrderPlaced } from '#server/modules/mail';
import type { SeedLotsService } from '#server/modules/seeds';
import * as repo from './orders.repository.ts';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { formatOrderNumber } from '#shared/order-number';
import { nextOrderNumber } from './order-numbers.ts';

/** Products ordered that are not (or no longer) on sale. */
const notInShop = (ids: string[]) =>
  new AppError(400, 'unknown_product', `These products are not in the shop: ${ids.join(', ')}`, {
    items: 'One or more products in your cart are no longer sold. Please remove them and try again.',
  });

/** An order over the cash-on-delivery limit (Payment Settings); the limit is worded by the page. */
function codLimit(maxPaise: number): AppError {
  const limit = formatRupees(maxPaise);
  const message = `Cash on delivery is available for orders up to ${limit}. Please choose another payment method.`;
  return new AppError(400, 'cod_limit', message, { paymentMethod: message }, { limit });
}

/** How many orders My Orders lists (newest first). */
const ORDER_HISTORY_LIMIT = 100;

/**
 * What one order's page shows of its returns and whether more may be asked for: the returns
 * module answers, given here as an interface: orders does not depend on the returns module.
 */
export interface OrderReturnsReader {
  ofOrder(db: Kysely<Database>, order: OrderRow): Promise<Pick<StoreOrder, 'returns' | 'returnWindow'>>;
}

export interface OrderHooks {
  /** Test seam: runs inside the transaction after the stock is taken, before the order is written. */
  afterStockTaken?: () => void | Promise<void>;
}

/** A fingerprint of what was ordered, to tell a retried submit from a different order under the same key. */
function requestHash(input: StoreCreateOrder): string {
  const items = [...input.items].sort((a, b) => a.productId.localeCompare(b.productId));
  const fingerprint = JSON.stringify({ items, shipping: input.shipping, paymentMethod: input.paymentMethod, buyerGstin: input.buyerGstin ?? null });
  return createHash('sha256').update(fingerprint).digest('hex');
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
      hsnCode: i.hsn_code,
      gstRateBp: i.gst_rate_bp,
      cgstPaise: Number(i.cgst_paise),
      sgstPaise: Number(i.sgst_paise),
      igstPaise: Number(i.igst_paise),
    })),
    subtotalPaise: Number(order.subtotal_paise),
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
    placeOfSupply: order.place_of_supply,
    buyerGstin: order.buyer_gstin,
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

export class OrdersService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly payments: PaymentSettingsService,
    private readonly gst: GstService,
    private readonly documents: DocumentsService,
    private readonly onlinePayments: OnlinePaymentsService,
    /** Where the shop delivers, and by when (docs/product-rules.md 29). */
    private readonly delivery: DeliveryService,
    /** "Order placed" is queued in the order's own transaction (docs/decisions/0025). */
    private readonly outbox: MailOutbox,
    /** Seed lots: a seed line takes its units from valid lots and records them (docs/product-rules.md 28). */
    private readonly seedLots: SeedLotsService,
    /** What was ordered leaves the buyer's cart in the order's transaction. */
    private readonly cart: CartService,
    private readonly hooks: OrderHooks = {},
    /** An order's returns as its buyer sees them (the returns module; docs/product-rules.md 24). */
    private readonly returns?: OrderReturnsReader,
    /** The app's clock: an order's placing time, from which its later changes are timed. */
    private readonly now: () => number = Date.now,
  ) {}

  /** The shop's bank account, read only when one of the orders is paid by bank transfer. */
  private async bankAccountFor(methods: PaymentMethod[]): Promise<BankTransferDetails | undefined> {
    return methods.includes('bank_transfer') ? this.payments.bankAccount() : undefined;
  }

  /**
   * Places an order in ONE transaction (docs/product-rules.md 12): stock checked and taken, prices from
   * the catalogue, order and lines written; or nothing at all. With an idempotency key, a retry
   * returns the first order; the same key with a different order is a 422.
   */
  async placeOrder(user: UserRow, input: StoreCreateOrder, idempotencyKey?: string, language: Language = DEFAULT_LANGUAGE): Promise<{ order: StoreOrder; created: boolean }> {
    const hash = requestHash(input);
    // Only what checkout offers now (Payment Settings); card only with an active gateway.
    const bankAccount = await this.payments.assertOffered(input.paymentMethod);
    // The pincode must exist and lie in the chosen state: it decides the tax, so it is checked first.
    this.gst.placeOfSupply(input.shipping.pincode, input.shipping.state);
    // A place the shop does not serve, or cash refused there, before anything is written or paid (docs/product-rules.md 29).
    await this.delivery.assertDeliverable(input.shipping, input.paymentMethod);
    try {
      const codMaxPaise = input.paymentMethod === 'cod' ? await this.payments.codMaxPaise() : undefined;
      const order = await this.db.transaction().execute((trx) => this.writeOrder(trx, user, input, { key: idempotencyKey ?? null, hash, language, bankAccount, codMaxPaise }));
      return { order: toStoreOrder(order.row, order.lines, bankAccount, order.documents), created: true };
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

  private async replay(userId: string, key: string, hash: string, bankAccount: BankTransferDetails | undefined): Promise<StoreOrder | undefined> {
    const order = await repo.findOrderByIdempotencyKey(this.db, userId, key);
    if (!order) return undefined;
    if (order.request_hash !== hash) {
      throw new AppError(422, 'idempotency_key_reused', 'This checkout attempt was already used for a different order. Please reload the page and try again.');
    }
    // The same request hash means the same payment method, so the same account applies.
    return this.read(order, bankAccount);
  }

  private async writeOrder(
    trx: Kysely<Database>,
    user: UserRow,
    input: StoreCreateOrder,
    { key, hash, language, bankAccount, codMaxPaise }: { key: string | null; hash: string; language: Language; bankAccount: BankTransferDetails | undefined; codMaxPaise: number | undefined },
  ): Promise<{ row: OrderRow; lines: OrderItemRow[]; documents: OrderDocument[] }> {
    // Same order of row locks for everyone (sorted ids), so two orders can never deadlock.
    const taken = new Map<string, NonNullable<Awaited<ReturnType<typeof repo.takeStock>>>>();
    const failed: string[] = [];
    for (const item of [...input.items].sort((a, b) => a.productId.localeCompare(b.productId))) {
      const product = await repo.takeStock(trx, item.productId, item.quantity);
      if (product) taken.set(item.productId, product);
      else failed.push(item.productId);
    }
    if (failed.length) await this.explainFailure(trx, input, failed);
    // Seeds are sold from lots still valid today, first-expiring first (docs/product-rules.md 28).
    const lotsTaken = await this.seedLots.takeForOrder(trx, input.items);
    await this.hooks.afterStockTaken?.();

    const now = new Date(this.now()).toISOString();
    const orderId = randomUUID();
    const priced = input.items.map((item) => {
      const p = taken.get(item.productId)!;
      const unit = Number(p.price_paise);
      return { item, product: p, unit, total: unit * item.quantity, hsnCode: hsnCodeOf(p) };
    });
    const { suppliers, taxed } = await this.taxOf(
      trx,
      priced.map((l) => ({ taxablePaise: l.total, hsnCode: l.hsnCode, gstClassId: l.product.gst_class_id, supplierId: l.product.vendor_id })),
      input.shipping.state,
    );
    const lines: OrderItemRow[] = priced.map((l, position) => ({
      document_id: null,
      id: randomUUID(),
      order_id: orderId,
      product_id: l.item.productId,
      product_name: l.product.name,
      product_names: otherNamesOf(l.product),
      unit_price_paise: l.unit,
      quantity: l.item.quantity,
      line_total_paise: l.total,
      position,
      supplier_id: l.product.vendor_id,
      hsn_code: l.hsnCode,
      gst_rate_bp: taxed[position]!.rateBp,
      cgst_paise: taxed[position]!.cgstPaise,
      sgst_paise: taxed[position]!.sgstPaise,
      igst_paise: taxed[position]!.igstPaise,
      // The pack as sold: its documents state the quantity from it (docs/decisions/0035-uqc-and-gst-classes).
      pack_size: l.product.pack_size === null ? null : Number(l.product.pack_size),
      pack_unit: l.product.pack_unit,
    }));
    const subtotal = lines.reduce((s, l) => s + l.line_total_paise, 0);
    const gst = taxed.reduce((s, t) => s + taxOfLine(t), 0);
    if (codMaxPaise !== undefined && subtotal + gst > codMaxPaise) throw codLimit(codMaxPaise);
    const order: OrderRow = {
      id: orderId,
      user_id: user.id,
      status: FIRST_ORDER_STATUS,
      subtotal_paise: subtotal,
      gst_paise: gst,
      total_paise: subtotal + gst,
      payment_method: input.paymentMethod,
      payment_status: FIRST_PAYMENT_STATUS[input.paymentMethod],
      payment_due_at: input.paymentMethod === 'online' ? this.onlinePayments.dueAt() : null,
      gateway: null,
      gateway_order_id: null,
      gateway_payment_id: null,
      paid_with: null,
      paid_at: null,
      // The account as the buyer was told it: a later change of the shop's account does not rewrite it.
      bank_details: input.paymentMethod === 'bank_transfer' && bankAccount ? JSON.stringify(bankAccount) : null,
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
      place_of_supply: input.shipping.state,
      buyer_gstin: input.buyerGstin ?? null,
      language,
      // The promise made now (docs/product-rules.md 29); how it ships is recorded at Shipped.
      expected_delivery_on: await this.delivery.expectedDeliveryOn(trx, input.shipping.state),
      carrier: null,
      tracking_number: null,
      own_delivery: 0,
      shipped_at: null,
      idempotency_key: key,
      request_hash: hash,
      created_at: now,
      updated_at: now,
      // Taken last before the insert: on PostgreSQL the counter row stays locked to the commit.
      number: await nextOrderNumber(trx),
    };
    await repo.insertOrder(trx, order);
    // What was ordered leaves the cart the server keeps, in the same transaction.
    await this.cart.removeOrderedLines(trx, user.id, input.items.map((i) => i.productId));
    // The buyer's "order placed" mail (cash and bank orders; an online one is told once paid).
    await queueOrderPlaced(this.outbox, trx, order);
    // Each supplier's tax document: planned first, so the lines are written once with their
    // document's id; numbered in this transaction (a rolled back order takes no number) and last,
    // as on PostgreSQL the series row stays locked from there to the commit.
    const planned = this.documents.planForOrder(order, lines);
    await repo.insertOrderItems(trx, lines);
    await this.seedLots.recordOrderLines(trx, lines, lotsTaken);
    const documents = await this.documents.issueForOrder(trx, order, planned, suppliers);
    return { row: order, lines, documents };
  }

  /** Why some lines could not be taken: unknown or withdrawn products (400) or too little stock (409). */
  private async explainFailure(trx: Kysely<Database>, input: StoreCreateOrder, failedIds: string[]): Promise<never> {
    const products = new Map((await repo.findProductsForOrder(trx, failedIds)).map((p) => [p.id, p]));
    // A seed whose lots are all past their day is named as such, even from a cart filled earlier.
    await this.seedLots.assertNoExpired(trx, failedIds);
    const unknown = failedIds.filter((id) => !products.get(id)?.is_active);
    if (unknown.length) throw notInShop(unknown);
    const short = input.items
      .filter((i) => failedIds.includes(i.productId))
      .map((i) => {
        const p = products.get(i.productId)!;
        return p.stock > 0 ? `${p.name} (only ${p.stock} left)` : `${p.name} (out of stock)`;
      });
    const names = input.items.filter((i) => failedIds.includes(i.productId)).map((i) => products.get(i.productId)!.name);
    throw new AppError(409, 'insufficient_stock', `Not enough stock for: ${short.join(', ')}. Please update your cart.`, undefined, {
      products: names.join(', '),
    });
  }

  /**
   * What an order of these lines would cost delivered there, computed as placing it would (the
   * checkout's summary). Nothing is written and no stock is held; the order itself decides.
   */
  async quote(input: StoreOrderQuoteInput): Promise<StoreOrderQuote> {
    const placeOfSupply = this.gst.placeOfSupply(input.shipping.pincode, input.shipping.state);
    await this.delivery.assertDeliverable(input.shipping);
    const products = new Map((await repo.findProductsForOrder(this.db, input.items.map((i) => i.productId))).map((p) => [p.id, p]));
    // The checkout's summary says what placing the order would: a seed without a valid lot is a 409 naming it.
    await this.seedLots.assertNoExpired(this.db, input.items.map((i) => i.productId));
    const unknown = input.items.filter((i) => !products.get(i.productId)?.is_active).map((i) => i.productId);
    if (unknown.length) throw notInShop(unknown);
    const lines = input.items.map((i) => {
      const p = products.get(i.productId)!;
      return { taxablePaise: Number(p.price_paise) * i.quantity, hsnCode: hsnCodeOf(p), gstClassId: p.gst_class_id, supplierId: p.vendor_id };
    });
    const { taxed } = await this.taxOf(this.db, lines, placeOfSupply);
    const subtotal = lines.reduce((s, l) => s + l.taxablePaise, 0);
    const gst = taxed.reduce((s, t) => s + taxOfLine(t), 0);
    return { subtotalPaise: subtotal, gstPaise: gst, totalPaise: subtotal + gst, placeOfSupply, taxSplit: taxSplit(taxed) };
  }

  /** Who supplies the lines and their tax delivered to `placeOfSupply`: one computation for orders and quotes. */
  private async taxOf(db: Kysely<Database>, lines: TaxableLine[], placeOfSupply: IndianStateOrUt) {
    const suppliers = await this.documents.suppliers(db, lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])), placeOfSupply);
    const taxed = await this.gst.taxLines(db, lines, placeOfSupply, new Map([...suppliers].map(([id, s]) => [id, s.state])));
    return { suppliers, taxed };
  }

  async listOrders(userId: string): Promise<StoreOrder[]> {
    const orders = await repo.listOrdersOfUser(this.db, userId, ORDER_HISTORY_LIMIT);
    const items = await repo.findItemsOfOrders(this.db, orders.map((o) => o.id));
    const bankAccount = await this.bankAccountFor(orders.map((o) => o.payment_method));
    const documents = await this.documents.ofOrders(this.db, orders.map((o) => o.id), 'buyer');
    const refunds = await refundsOfOrders(this.db, orders.map((o) => o.id));
    const changes = await repo.findStatusChangesOfOrders(this.db, orders.map((o) => o.id));
    return orders.map((o) =>
      toStoreOrder(o, items.filter((i) => i.order_id === o.id), bankAccount, documents.get(o.id) ?? [], refunds.filter((r) => r.order_id === o.id), changes.filter((c) => c.order_id === o.id)),
    );
  }

  /** Someone else's order is "not found", never "forbidden": ids reveal nothing. */
  async getOrder(userId: string, orderId: string): Promise<StoreOrder> {
    const order = orderId.length <= 64 ? await repo.findOrderOfUser(this.db, userId, orderId) : undefined;
    if (!order) throw new AppError(404, 'not_found', 'Order not found');
    return this.read(order, await this.bankAccountFor([order.payment_method]));
  }

  /** One order as its buyer sees it, with its lines and documents. */
  private async read(order: OrderRow, bankAccount: BankTransferDetails | undefined): Promise<StoreOrder> {
    const [items, documents, refunds] = await Promise.all([repo.findItemsOfOrders(this.db, [order.id]), this.documents.ofOrders(this.db, [order.id], 'buyer'), refundsOfOrders(this.db, [order.id])]);
    const returns = await this.returns?.ofOrder(this.db, order);
    const changes = await repo.findStatusChangesOfOrders(this.db, [order.id]);
    return { ...toStoreOrder(order, items, bankAccount, documents.get(order.id) ?? [], refunds, changes), ...returns };
  }
}
