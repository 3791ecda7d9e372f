import type { OrderItemRow, OrderRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { formatOrderNumber } from '#shared/order-number';
import * as repo from './orders.repository.ts';
import type { Customers } from './customers.ts';
import * as lines from './order-reads.repository.ts';
import * as packing from './order-packing.repository.ts';

/**
 * What other modules read of orders (docs/decisions/0046-unit-of-work-and-events.md): the orders
 * module owns the table, and answers here, in the caller's unit of work. It depends on nothing
 * else but the accounts' reads (a port, filled in services.ts), so the modules orders itself uses
 * (documents, catalog, seeds, returns, reviews, mail, accounts) are given it in services.ts
 * without a cycle. A report over many rows (a month's documents, a period's seed sales) or a
 * filter over a supplier's lines of every order embeds a subquery of the orders' tables (the
 * methods answering a query, not rows), as loading their ids would be unbounded.
 */
export class OrderReads {
  constructor(
    private readonly work: UnitOfWork,
    /** The buyer's account (its address, name and language): the accounts module answers. */
    private readonly customers: Pick<Customers, 'contactOf'>,
  ) {}

  /** One order as stored; undefined when there is none. */
  order(orderId: string): Promise<OrderRow | undefined> {
    return repo.findOrderById(this.work.db, orderId);
  }

  /**
   * What a courier is given to ship an order (docs/product-rules.md 58): its number, the buyer's
   * delivery address and phone, the lines with what one unit sold for with its tax (integer paise,
   * rounded down: the carrier makes the lines' sum up to the order's total), and the cash to
   * collect on a cash-on-delivery order. Undefined when there is no such order.
   */
  async toShip(orderId: string) {
    const order = orderId.length <= 64 ? await repo.findOrderById(this.work.db, orderId) : undefined;
    if (!order) return undefined;
    const items = await repo.findItemsOfOrders(this.work.db, [order.id]);
    return {
      id: order.id,
      number: formatOrderNumber(order.number),
      status: order.status,
      placedAt: Date.parse(order.created_at),
      buyer: { name: order.ship_full_name, phone: order.ship_phone, email: order.ship_email || undefined, address: order.ship_address, city: order.ship_city, state: order.ship_state, pincode: order.ship_pincode },
      lines: items.map((i) => ({
        name: i.product_name,
        sku: i.product_id,
        units: i.quantity,
        unitPricePaise: Math.floor((Number(i.line_total_paise) + Number(i.cgst_paise) + Number(i.sgst_paise) + Number(i.igst_paise)) / i.quantity),
        hsn: i.hsn_code ?? undefined,
      })),
      cashOnDelivery: order.payment_method === 'cod',
      totalPaise: Number(order.total_paise),
      // Where the shop's own lines leave from (docs/product-rules.md 59); a vendor ships its own.
      fromPlaces: items.filter((i) => i.supplier_id === null).map((i) => i.location_id ?? null),
    };
  }

  /** The account that placed the order (whose own it is to read); undefined when there is no such order. */
  async buyerIdOf(orderId: string): Promise<string | undefined> {
    return orderId.length <= 64 ? (await repo.findOrderById(this.work.db, orderId))?.user_id : undefined;
  }

  /**
   * The orders a place has to pack, oldest first, at most `limit` of them, with the shop's lines
   * served from it and how many such orders there are (docs/product-rules.md 61). `locationId`
   * null: the principal place of business.
   */
  async toPack(locationId: string | null, limit: number): Promise<{ orders: Array<{ order: OrderRow; lines: OrderItemRow[] }>; total: number }> {
    const { orders, total } = await packing.findOrdersToPack(this.work.db, locationId, limit);
    const items = await packing.findLinesAt(this.work.db, orders.map((o) => o.id), locationId);
    return { orders: orders.map((order) => ({ order, lines: items.filter((i) => i.order_id === order.id) })), total };
  }

  /** One order the place packs (or packed: a slip printed again), with its lines from there and the other places serving the rest; undefined when it has none there, is cancelled or is not paid yet. */
  async oneToPack(orderId: string, locationId: string | null): Promise<{ order: OrderRow; lines: OrderItemRow[]; otherPlaces: Array<string | null> } | undefined> {
    const order = orderId.length <= 64 ? await packing.findOrderToPack(this.work.db, orderId, locationId) : undefined;
    if (!order) return undefined;
    const [items, otherPlaces] = await Promise.all([packing.findLinesAt(this.work.db, [order.id], locationId), packing.findOtherPlacesOf(this.work.db, order.id, locationId)]);
    return { order, lines: items, otherPlaces };
  }

  /** The numbers people see of these orders (HY-000123 once formatted; docs/product-rules.md 31). */
  numbersOf(orderIds: string[]): Promise<Map<string, number>> {
    return repo.findOrderNumbers(this.work.db, orderIds);
  }

  /** The order a number names (HY-000123 as a caller says it, parsed): its id and buyer; undefined for none (docs/product-rules.md 54). */
  byNumber(number: number): Promise<{ id: string; user_id: string } | undefined> {
    return repo.findOrderByNumber(this.work.db, number);
  }

  /** Who an order goes to, as a vendor may see it: the name and town, never the address, phone or e-mail. */
  shipToOf(orderIds: string[]): Promise<Map<string, { number: number; name: string; city: string }>> {
    return repo.findShipTo(this.work.db, orderIds);
  }

  /** The buyer's latest delivered order holding the product: the one that entitles it to review it (docs/product-rules.md 33). */
  deliveredOrderOf(userId: string, productId: string): Promise<string | undefined> {
    return repo.findDeliveredOrderOf(this.work.db, userId, productId);
  }

  /**
   * Who placed the order, for its messages (the mail module's OrderBuyers): the account's address
   * and name, the order's language else the account's.
   */
  async buyerOf(orderId: string) {
    const order = await repo.findOrderForMail(this.work.db, orderId);
    return order && this.buyerOfOrder(order);
  }

  /**
   * The same for an order in hand (a placed order's event carries it): only its account is read,
   * as checkout tells it while holding the order numbers' counter (docs/decisions/0048).
   */
  async buyerOfOrder(order: Pick<OrderRow, 'user_id' | 'number' | 'total_paise' | 'language'>) {
    const buyer = (await this.customers.contactOf([order.user_id])).get(order.user_id);
    return buyer && { email: buyer.email, mobile: buyer.mobile, textChannel: buyer.text_channel, name: buyer.name, language: order.language ?? buyer.language, number: order.number, totalPaise: Number(order.total_paise) };
  }

  /** How many orders each account placed (Manage Users; an account with orders is deactivated, not erased). */
  ordersOfUsers(userIds: string[]): Promise<Map<string, number>> {
    return repo.countOrdersOfUsers(this.work.db, userIds);
  }

  /** The buyer's latest orders, newest first, at most `limit`: what the call centre sees of a caller (docs/product-rules.md 51). */
  async latestOfBuyer(userId: string, limit: number): Promise<Array<{ number: string; status: string; totalPaise: number; placedAt: string }>> {
    return (await repo.latestOrdersOfBuyer(this.work.db, userId, limit)).map((o) => ({ number: formatOrderNumber(o.number), status: o.status, totalPaise: o.total_paise, placedAt: o.created_at }));
  }

  /**
   * The orders a staff account placed for these buyers, newest first, at most `limit` in all: what a
   * field agent sees of his farmers' orders and their delivery (docs/product-rules.md 55).
   */
  async placedBy(placedBy: string, userIds: string[], limit: number): Promise<Array<{ id: string; userId: string; number: string; status: string; totalPaise: number; placedAt: string; expectedOn: string | null }>> {
    return (await repo.findPlacedBy(this.work.db, placedBy, userIds, limit)).map((o) => ({
      id: o.id,
      userId: o.user_id,
      number: formatOrderNumber(o.number),
      status: o.status,
      totalPaise: Number(o.total_paise),
      placedAt: o.created_at,
      expectedOn: o.expected_delivery_on ?? null,
    }));
  }

  /** The lines of these orders, each order's in their order (position). */
  linesOf(orderIds: string[]): Promise<OrderItemRow[]> {
    return repo.findItemsOfOrders(this.work.db, orderIds);
  }

  /** Order lines by id, in their order (position). */
  linesById(lineIds: string[]): Promise<OrderItemRow[]> {
    return lines.findItemsById(this.work.db, lineIds);
  }

  /** Whether any order holds the product (an ordered product is kept for that order's history). */
  isProductOrdered(productId: string): Promise<boolean> {
    return lines.isProductOrdered(this.work.db, productId);
  }

  /** The tax documents these orders' lines are on (each line names its document). */
  documentIdsOf(orderIds: string[]): Promise<string[]> {
    return lines.findDocumentIdsOfOrders(this.work.db, orderIds);
  }

  /** When the order was delivered (its latest change to 'delivered'): a return's 14 days count from it (docs/product-rules.md 24). */
  deliveredAt(orderId: string): Promise<string | undefined> {
    return lines.findDeliveredAt(this.work.db, orderId);
  }

  /** A subquery of the ids of a supplier's lines, every order's (a vendor's returns). */
  lineIdsOfSupplier(supplierId: string) {
    return lines.lineIdsOfSupplier(this.work.db, supplierId);
  }

  /** A subquery of every line's document and figures (the GST report joins a month's documents to it). */
  documentLines() {
    return lines.documentLines(this.work.db);
  }

  /**
   * The orders of each ONDC buyer app: how many, open (neither delivered nor cancelled), delivered
   * and cancelled, the value of those not cancelled in paise, and the latest one's time (Admin ->
   * ONDC, docs/product-rules.md 62); the app with the latest order first.
   */
  byNetworkApp(): Promise<Array<{ app: string; orders: number; open: number; delivered: number; cancelled: number; valuePaise: number; latestAt: string }>> {
    return lines.countByNetworkApp(this.work.db);
  }

  /** A subquery of the lines of orders placed in a period, not cancelled, with the order's number and date (the seed lots' sales register). */
  linesPlaced(range: { fromAt: string; toAt: string }) {
    return lines.linesPlaced(this.work.db, range);
  }
}
