import { type AdminOrder, type AdminOrderList, type AdminOrderListQuery, type AdminRecordPayment } from '#shared/schemas/admin-orders';
import type { OrderStatus, PaymentStatus } from '#shared/schemas/orders';
import { allowsPaymentEvent, canMoveOrder, fromStatesOf, isFinalOrderStatus, orderAllows, toStatesOf, type PaymentEvent } from '#shared/order-states';
import { formatOrderNumber } from '#shared/order-number';
import type { OrderRow, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { offsetOf } from '#server/db/paging';
import { AppError, notFound } from '#server/errors';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { ProductReads } from '#server/modules/catalog';
import type { DeliveryService } from '#server/modules/delivery';
import type { DocumentsService } from '#server/modules/documents';
import { SYSTEM_ACTOR, type OrderRefunds } from '#server/modules/payments';
import * as repo from './admin-orders.repository.ts';
import { findItemsOfOrders, findOrderById } from './orders.repository.ts';
import { contactOf, type CustomerContact, type Customers } from './customers.ts';
import { toStoreOrder } from './orders.service.ts';
import { type CancelOrder } from './cancel-order.workflow.ts';
import { changedMeanwhile, changeTime, orderFinal, STATUS_LABELS, type OrderStatusMoves, type StatusChanger } from './order-status.ts';
import { lockOrder, setPaymentIf } from './order-payments.repository.ts';
import { shipmentChange, shipmentEvent, type ShipmentInput } from './order-tracking.ts';
import type { LinePlaces } from './line-places.ts';

const ORDER_NOT_FOUND = 'Order not found';

const notDue = () => new AppError(409, 'payment_not_due', 'This order has no payment to record in this way: it is paid otherwise, already recorded, or cancelled.');

/**
 * Whom the admin's lists name as an order's customer. A network order's account is its buyer app's
 * (its badge names it): the farmer is the one it is delivered to. Any other order names its
 * account's holder, else the name it ships to.
 */
function customerNameOf(order: Pick<OrderRow, 'network_app' | 'ship_full_name' | 'user_id'>, customers: Map<string, CustomerContact>): string {
  return order.network_app ? order.ship_full_name : (customers.get(order.user_id)?.name ?? order.ship_full_name);
}

/** The vendors' business names, by vendor id: the vendors module answers (filled in services.ts; vendors uses orders). */
export interface VendorNames {
  namesOf(vendorIds: string[]): Promise<Map<string, string>>;
}

/**
 * Whether an order may leave: a consignment worth more than the e-way bill limit ships only with a
 * valid e-way bill (docs/product-rules.md 57). The ewaybills module answers (wired in services.ts;
 * it reads documents, which this module uses). Throws the 409 that refuses the shipping.
 */
export interface EWayBillGate {
  assertReadyToShip(order: { id: string }): Promise<void>;
}

/** Manage Orders: the shop's orders, and their status changes (docs/product-rules.md 17-18). */
export class AdminOrdersService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly documents: DocumentsService,
    private readonly moves: OrderStatusMoves,
    /** Cancelling is its own workflow: stock back, credit notes, the money back (cancel-order.workflow.ts). */
    private readonly cancelOrder: CancelOrder,
    /** Shipping records its promise again for orders placed before one was made (docs/product-rules.md 29). */
    private readonly delivery: DeliveryService,
    /** Shipped, delivered and a bank transfer received are told in the change's transaction (the buyer's messages). */
    private readonly events: EventBus<ShopEvents>,
    /** The buyers' names and e-mails, and the accounts an order search matches. */
    private readonly customers: Customers,
    /** Who sells each line: its vendor's business name. */
    private readonly vendors: VendorNames,
    /** Who sells each line's product: the catalog answers. */
    private readonly products: ProductReads,
    /** The refunds an order lists, and what went back in all (the dashboard's revenue is net of it). */
    private readonly refunds: OrderRefunds,
    /** A big consignment's e-way bill, asked before an order ships. */
    private readonly ewayBills: EWayBillGate,
    /** The orders whose courier reports a failed delivery attempt not answered yet: the couriers module answers (docs/product-rules.md 58). */
    private readonly failedAttempts: () => Promise<string[]>,
    /** Where each shop line is served from, and where the dispatcher may move it (docs/product-rules.md 59). */
    private readonly linePlaces: Pick<LinePlaces, 'ofOrder'>,
    /** The app's clock: the times of status changes and shipments. */
    private readonly now: () => number = Date.now,
  ) {}

  async list(query: AdminOrderListQuery): Promise<AdminOrderList> {
    const filter = {
      status: query.status,
      paymentStatus: query.paymentStatus,
      q: query.q,
      placedThrough: query.placedThrough,
      orderIds: query.courier === 'failed_attempt' ? await this.failedAttempts() : undefined,
    };
    const { rows, total } = await repo.listOrders(this.work.db, filter, (text) => this.customers.idsMatching(text), query.pageSize, offsetOf(query));
    const customers = await this.customers.contactOf(rows.map((r) => r.user_id));
    return {
      items: rows.map((r) => ({
        id: r.id,
        number: formatOrderNumber(r.number),
        customerName: customerNameOf(r, customers),
        customerEmail: contactOf(customers.get(r.user_id)),
        orderDate: r.created_at,
        totalPaise: Number(r.total_paise),
        status: r.status,
        paymentMethod: r.payment_method,
        paymentStatus: r.payment_status,
        itemCount: Number(r.item_count ?? 0),
        networkApp: r.network_app,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * The dashboard's order figures: all orders, the revenue (the money received less what went or
   * is going back), and the newest orders.
   */
  async figures(recent: number) {
    const [{ orders, receivedPaise }, refunded, latest] = await Promise.all([
      repo.orderCountAndReceived(this.work.db),
      this.refunds.inAll(),
      repo.latestOrders(this.work.db, recent),
    ]);
    const customers = await this.customers.contactOf(latest.map((o) => o.user_id));
    return {
      orders,
      revenuePaise: receivedPaise - refunded,
      recentOrders: latest.map((o) => ({ id: o.id, number: formatOrderNumber(o.number), customerName: customerNameOf(o, customers), orderDate: o.created_at, totalPaise: Number(o.total_paise), status: o.status })),
    };
  }

  async get(orderId: string): Promise<AdminOrder> {
    return this.read(orderId);
  }

  /**
   * Changes an order's status in ONE transaction: delivered and cancelled are final; the update
   * is a compare-and-set on the status just read, so a concurrent change makes this one a 409;
   * cancelling puts every line's quantity back in stock; the change is recorded with its admin.
   */
  async changeStatus(admin: UserRow, orderId: string, to: OrderStatus, shipping: ShipmentInput = {}): Promise<AdminOrder> {
    if (to === 'cancelled') {
      await this.cancelOrder.run(orderId, { by: 'shop', admin });
      return this.read(orderId);
    }
    return this.work.transaction(async () => {
      // The order as it is, held until this commits, as a cancellation holds it (docs/decisions/0024-payments.md).
      if (orderId.length <= 64) await lockOrder(this.work.db, orderId);
      await this.move(await this.find(orderId), to, admin, shipping);
      return this.read(orderId);
    });
  }

  /**
   * The courier's delivery scan (docs/product-rules.md 58): a shipped order moves to Delivered by
   * the same move as the admin's, so `order.delivered` is told (the buyer's message, an agent's
   * commission), recorded in its history as the courier's change, not a person's. False, nothing
   * done, when the order is not Shipped (delivered already, cancelled, or moved back by the shop):
   * a courier's update never moves an order backwards or out of a final status.
   */
  async deliveredByCourier(orderId: string, courierName: string): Promise<boolean> {
    return this.work.transaction(async () => {
      const order = orderId.length <= 64 ? await lockOrder(this.work.db, orderId) : undefined;
      if (order?.status !== 'shipped') return false;
      await this.move(order, 'delivered', { id: SYSTEM_ACTOR, name: `${courierName || 'Courier'} (courier)` });
      return true;
    });
  }

  /**
   * The courier's parcel back at the shop (RTO delivered, docs/product-rules.md 58): a Shipped
   * order is cancelled by the shop's cancellation as the courier's change: its units back in stock
   * and seed lots (once: the status decides), a credit note for each tax document, money received
   * online refunded through the gateway, cash or a transfer received left to refund by hand, and
   * the buyer told. False, nothing done, when the order is not Shipped.
   */
  returnedByCourier(orderId: string, courierName: string): Promise<boolean> {
    return this.cancelOrder.run(orderId, { by: 'returned', courierName });
  }

  /** One status change of an order read under its lock, with its shipment and the buyer's messages. */
  private async move(order: OrderRow, to: OrderStatus, by: StatusChanger, shipping: ShipmentInput = {}): Promise<void> {
    const from = order.status;
    if (isFinalOrderStatus(from)) throw orderFinal(from);
    // From a status that is not final the admin may move an order to any other: only to itself is no move.
    if (!canMoveOrder(from, to, 'admin')) {
      throw new AppError(409, 'status_unchanged', `This order is already ${STATUS_LABELS[from]}.`);
    }
    // Nothing is written before a big consignment's e-way bill is found valid (docs/product-rules.md 57).
    if (to === 'shipped') await this.ewayBills.assertReadyToShip(order);
    const now = this.now();
    // Shipping records how the order goes, and moving it back before shipping clears that (docs/product-rules.md 29).
    const shipment = await shipmentChange(this.delivery, order, to, shipping, changeTime(order.updated_at, now));
    if (!(await this.moves.move(order, from, to, by, now, shipment))) throw changedMeanwhile();
    // The buyer hears of Shipped and Delivered in this same transaction (docs/product-rules.md 29).
    if (to === 'delivered') await this.events.emit('order.delivered', { orderId: order.id });
    const shipped = to === 'shipped' ? shipmentEvent(order.id, shipment) : undefined;
    if (shipped) await this.events.emit('order.shipped', shipped);
  }

  /**
   * Money that came in by hand: cash collected on delivery, or a bank transfer received with its
   * reference. A compare-and-set on the payment status under the order's lock: recorded once, and
   * never on an order cancelled meanwhile (the cancellation and this decide on the row as it is).
   */
  async recordPayment(admin: UserRow, orderId: string, input: AdminRecordPayment): Promise<AdminOrder> {
    const order = await this.find(orderId);
    const event: PaymentEvent = input.action === 'cod_collected' ? 'cash_collected' : 'transfer_received';
    const to: PaymentStatus = toStatesOf(event)[0]!;
    const at = changeTime(order.updated_at);
    const recorded =
      orderAllows(event, order.status) &&
      (await this.work.transaction(async (trx) => {
        const locked = await lockOrder(trx, order.id);
        if (locked && !orderAllows(event, locked.status)) return false;
        const payment = { payment_status: to, bank_utr: input.action === 'bank_received' ? input.utr : null, payment_settled_at: at, payment_settled_by: admin.id };
        const done = await setPaymentIf(trx, order.id, fromStatesOf(event), { ...payment, updated_at: at });
        if (done) {
          // Money taken in by hand is in the audit log with its reference (docs/product-rules.md 50).
          const was = locked ?? order;
          const before = { payment_status: was.payment_status, bank_utr: was.bank_utr, payment_settled_at: was.payment_settled_at, payment_settled_by: was.payment_settled_by };
          await this.work.recordChange({ action: 'order.payment', entity: 'order', entityId: order.id, before, after: payment });
        }
        // A bank transfer received: the buyer, who sent it from afar, is told (docs/product-rules.md 30). Cash is handed over in person.
        if (done && input.action === 'bank_received') await this.events.emit('payment.received', { orderId: order.id, method: 'bank_transfer' });
        return done;
      }));
    if (!recorded) throw notDue();
    return this.read(orderId);
  }

  /** An order; an unknown one is a 404. */
  async find(orderId: string) {
    // Ids are UUIDs; anything longer is not an order (and is not worth a query).
    const order = orderId.length <= 64 ? await findOrderById(this.work.db, orderId) : undefined;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** Who sells each line's product: product id to the vendor's business name (null: the shop's own). */
  private async vendorNamesOf(productIds: string[]): Promise<Map<string, string | null>> {
    const sellers = await this.products.sellersOf(productIds);
    const names = await this.vendors.namesOf([...sellers.values()].flatMap((v) => (v ? [v] : [])));
    return new Map([...sellers].map(([productId, vendorId]) => [productId, vendorId ? (names.get(vendorId) ?? null) : null]));
  }

  /** An order as the admin sees it. */
  async read(orderId: string): Promise<AdminOrder> {
    const order = await this.find(orderId);
    const people = await this.customers.contactOf(order.placed_by ? [order.user_id, order.placed_by] : [order.user_id]);
    const customer = people.get(order.user_id);
    const items = await findItemsOfOrders(this.work.db, [order.id]);
    const soldBy = await this.vendorNamesOf(items.map((i) => i.product_id));
    const places = await this.linePlaces.ofOrder(order, items);
    const changes = await repo.findStatusChanges(this.work.db, order.id);
    const documents = await this.documents.ofOrders([order.id], 'admin');
    const credited = await this.documents.creditedQuantities(order.id);
    const storeOrder = toStoreOrder(order, items, undefined, documents.get(order.id) ?? [], await this.refunds.ofOrders([order.id]), changes);
    return {
      ...storeOrder,
      items: storeOrder.items.map((line, i) => ({ ...line, vendorName: soldBy.get(line.productId) ?? null, creditedQuantity: credited.get(items[i]!.id) ?? 0, shipsFrom: places.get(line.productId) ?? null })),
      updatedAt: order.updated_at,
      customer: { id: order.user_id, name: customer?.name ?? '', email: contactOf(customer) },
      // The staff account that placed it for the farmer, with his consent (docs/product-rules.md 53).
      placedBy: order.placed_by ? { id: order.placed_by, name: people.get(order.placed_by)?.name ?? '' } : null,
      bankUtr: order.bank_utr,
      paymentSettledAt: order.payment_settled_at,
      refundsThroughGateway: allowsPaymentEvent(order.payment_method, order.payment_status, 'refund_processed') && order.gateway_payment_id !== null,
      // Placed through an ONDC buyer app: its subscriber id (docs/product-rules.md 62).
      networkApp: order.network_app,
      history: changes.map((c) => ({
        id: c.id,
        fromStatus: c.from_status,
        toStatus: c.to_status,
        changedAt: c.changed_at,
        changedById: c.changed_by,
        changedByName: c.changed_by_name,
      })),
    };
  }
}
