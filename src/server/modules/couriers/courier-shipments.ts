import type { AdminBookShipment, AdminOrderShipment, AdminShipment, ShipmentStatus } from '#shared/schemas/shipments';
import type { OrderStatus } from '#shared/schemas/orders';
import type { ShipmentsTable, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import { CarrierRefused, CarrierUnavailable, type Carrier, type ShipmentLine, type TrackingEvent, type TrackingStatus } from './carrier.ts';
import * as repo from './shipments.repository.ts';
import { pincodeIn } from '#shared/india';

/** An order as a courier is given it: the orders module answers (filled in services.ts; couriers never reads its tables). */
export interface OrderToShip {
  id: string;
  number: string;
  status: OrderStatus;
  placedAt: number;
  buyer: { name: string; phone: string; email?: string; address: string; city: string; state: string; pincode: string };
  lines: ShipmentLine[];
  cashOnDelivery: boolean;
  totalPaise: number;
}

/** What couriers asks of orders (a port: orders' AdminOrdersService and OrderReads answer, in services.ts). */
export interface OrdersForCouriers {
  toShip(orderId: string): Promise<OrderToShip | undefined>;
  /** The admin's change to Shipped, with the courier's name as carrier and the AWB as tracking number. */
  ship(admin: UserRow, orderId: string, shipment: { carrier: string; trackingNumber: string }): Promise<void>;
  /** Throws the 409 that refuses shipping when a big consignment has no valid e-way bill (docs/product-rules.md 57). */
  readyToShip(orderId: string): Promise<void>;
  /** The courier's delivery: false when the order is not Shipped (nothing done). */
  delivered(orderId: string, courierName: string): Promise<boolean>;
}

/**
 * The pickup location's nickname in the carrier's panel: Shiprocket names an account's first one
 * "Primary" (docs/decisions/0072; the shop's dispatch from other godowns is later work).
 */
export const PICKUP_LOCATION = 'Primary';

/**
 * How far along each status is: a shipment's status moves only forward (docs/product-rules.md 58).
 * A failed attempt (undelivered) is as far as out for delivery, so the next attempt shows again;
 * delivered, returned and cancelled end it.
 */
const PROGRESS: Record<TrackingStatus, number> = { picked_up: 1, in_transit: 2, out_for_delivery: 3, undelivered: 3, rto_initiated: 4, delivered: 5, rto_delivered: 5, cancelled: 5 };

const notConfigured = () => new AppError(409, 'courier_not_configured', 'No courier is set up on the server (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD).');

/**
 * Shipping an order through the courier (docs/product-rules.md 58, docs/decisions/0072): booking
 * it with the carrier and following its tracking updates.
 */
export class CourierShipments {
  /**
   * Orders being booked by this server now: a second click waits for nothing and is told so. Across
   * app servers the shipment's row (one an order) decides, when its carrier ids are kept.
   */
  private readonly booking = new Set<string>();

  constructor(
    private readonly work: UnitOfWork,
    /** Undefined: no courier set up (SHIPROCKET_*), nothing is booked. */
    private readonly carrier: Carrier | undefined,
    private readonly orders: OrdersForCouriers,
    /** The shop's business address (the gst module's business settings): the pickup is at its pincode. */
    private readonly shopAddress: () => Promise<string | null>,
    private readonly now: () => number,
  ) {}

  get configured(): boolean {
    return this.carrier !== undefined;
  }

  /** The orders the carrier shipped with these AWBs, by AWB: a COD remittance's lines are matched by it (docs/product-rules.md 60). */
  ordersByAwb(awbs: readonly string[]): Promise<Map<string, string>> {
    return repo.findOrdersByAwbs(this.work.db, 'shiprocket', awbs);
  }

  async ofOrder(orderId: string): Promise<AdminOrderShipment> {
    const row = orderId.length <= 64 ? await repo.findShipment(this.work.db, orderId) : undefined;
    if (!row && !(await this.orders.toShip(orderId))) throw notFound('Order not found');
    return { configured: this.configured, shipment: row ? toShipment(row) : null };
  }

  /**
   * Books the order with the carrier and ships it: serviceability from the shop's pincode, the
   * carrier's order (its ids kept at once, in their own transaction), the AWB, the pickup and the
   * label (each kept as it comes), then the order moved to Shipped by the admin's own change, so
   * the buyer's message and the timeline follow. A booking stopped by the carrier being
   * unreachable (503) goes on from the last step kept when asked again, never creating a second
   * shipment there; the carrier's refusal is a 422 with its reason.
   */
  async book(admin: UserRow, orderId: string, parcel: AdminBookShipment): Promise<AdminOrderShipment> {
    const carrier = this.carrier;
    if (!carrier) throw notConfigured();
    if (this.booking.has(orderId)) throw new AppError(409, 'shipment_exists', 'This order is being booked with the courier just now.');
    this.booking.add(orderId);
    try {
      await this.bookSteps(carrier, admin, orderId, parcel);
    } catch (err) {
      if (err instanceof CarrierUnavailable) throw new AppError(503, 'courier_unavailable', `The courier cannot be reached just now (${err.message}): book again in a few minutes; it goes on from where it stopped.`);
      if (err instanceof CarrierRefused) throw new AppError(422, 'courier_refused', `The courier refused the booking: ${err.message}`, undefined, { reason: err.message });
      throw err;
    } finally {
      this.booking.delete(orderId);
    }
    return this.ofOrder(orderId);
  }

  private async bookSteps(carrier: Carrier, admin: UserRow, orderId: string, parcel: AdminBookShipment): Promise<void> {
    const order = await this.orders.toShip(orderId);
    if (!order) throw notFound('Order not found');
    let row = await repo.findShipment(this.work.db, order.id);
    if (row?.booked_at) throw new AppError(409, 'shipment_exists', 'This order is booked with the courier already.');
    if (order.status !== 'pending' && order.status !== 'processing') throw new AppError(409, 'status_unchanged', `This order is ${order.status} already: only a pending or processing order is booked with the courier.`);
    // Its e-way bill first, when it needs one: no courier is booked for a parcel that may not leave (docs/product-rules.md 57).
    await this.orders.readyToShip(order.id);
    const at = () => new Date(this.now()).toISOString();
    const save = (change: Partial<ShipmentsTable>) =>
      this.work.transaction(async () => {
        await repo.updateShipment(this.work.db, order.id, change);
        await this.work.recordChange({ action: 'shipment.book', entity: 'order', entityId: order.id, before: null, after: change });
      });
    if (!row) {
      const fromPincode = pincodeIn(await this.shopAddress());
      if (!fromPincode) throw new AppError(409, 'shop_pincode_missing', 'The shop\'s business address has no 6-digit pincode for the courier\'s pickup: add it in Tax & Business.');
      const weightGrams = parcel.weightGrams;
      const options = await carrier.serviceability({ fromPincode, toPincode: order.buyer.pincode, weightGrams, cod: order.cashOnDelivery, declaredValuePaise: order.totalPaise });
      if (options.length === 0) {
        const reason = `no courier serves ${order.buyer.pincode} from ${fromPincode} for this parcel`;
        throw new AppError(422, 'courier_refused', `The courier refused the booking: ${reason}`, undefined, { reason });
      }
      const created = await carrier.createShipment({
        orderNumber: order.number,
        placedAt: order.placedAt,
        pickupLocation: PICKUP_LOCATION,
        buyer: order.buyer,
        lines: order.lines,
        payment: order.cashOnDelivery ? 'cod' : 'prepaid',
        valuePaise: order.totalPaise,
        weightGrams,
        box: { lengthCm: parcel.lengthCm, breadthCm: parcel.breadthCm, heightCm: parcel.heightCm },
      });
      // Kept at once: a retry goes on with this shipment, never books a second one.
      const first = { order_id: order.id, carrier: 'shiprocket' as const, carrier_order_id: created.carrierOrderId, carrier_shipment_id: created.shipmentId, weight_grams: weightGrams, box: `${parcel.lengthCm}x${parcel.breadthCm}x${parcel.heightCm}`, created_at: at(), created_by: admin.id };
      try {
        await this.work.transaction(async () => {
          await repo.insertShipment(this.work.db, first);
          await this.work.recordChange({ action: 'shipment.book', entity: 'order', entityId: order.id, before: null, after: first });
        });
      } catch (err) {
        // Another app server booked this order at the same moment and kept its shipment first: that
        // one goes on; the carrier's order made here is left unshipped there (docs/decisions/0072).
        if (isUniqueViolation(err)) throw new AppError(409, 'shipment_exists', 'This order is being booked with the courier just now.');
        throw err;
      }
      row = (await repo.findShipment(this.work.db, order.id))!;
    }
    const shipmentId = row.carrier_shipment_id;
    let awb = row.awb;
    let courierName = row.courier_name ?? '';
    if (!awb) {
      const assigned = await carrier.assignAwb(shipmentId);
      ({ awb, courierName } = assigned);
      await save({ awb, courier_name: courierName });
    }
    if (!row.pickup_booked_at) {
      const pickup = await carrier.bookPickup(shipmentId);
      await save({ pickup_booked_at: at(), pickup_scheduled_for: pickup.scheduledFor });
    }
    if (!row.label_url) await save({ label_url: (await carrier.labelPdf(shipmentId)).url });
    // The order ships as the admin's own change would ship it (its gates, the buyer's message, the timeline).
    await this.work.transaction(async () => {
      await repo.updateShipment(this.work.db, order.id, { booked_at: at() });
      await this.orders.ship(admin, order.id, { carrier: courierName || 'Shiprocket', trackingNumber: awb });
    });
  }

  /**
   * A tracking update from the carrier's webhook (docs/product-rules.md 58): recorded once (its
   * AWB, status and time), the shipment's status moved only forward, and a delivery moves a
   * shipped order to Delivered. An AWB the shop did not book, or a status it has no word for, is
   * answered as done with nothing changed, so the carrier does not send it again.
   */
  async track(event: TrackingEvent): Promise<{ applied: boolean; ignored?: 'unknown_awb' | 'repeated' | 'no_status' }> {
    const status = event.status;
    if (!status) return { applied: false, ignored: 'no_status' };
    return this.work.transaction(async () => {
      const row = await repo.findShipmentByAwb(this.work.db, event.awb);
      if (!row) return { applied: false, ignored: 'unknown_awb' as const };
      const receivedAt = new Date(this.now()).toISOString();
      const fresh = await repo.insertEventOnce(this.work.db, { awb: event.awb, status, event_at: event.at ?? '', status_text: event.rawStatus.slice(0, 200), received_at: receivedAt });
      if (!fresh) return { applied: false, ignored: 'repeated' as const };
      const current = row.status as TrackingStatus | null;
      const ended = current !== null && PROGRESS[current] === 5;
      if (ended || (current !== null && PROGRESS[status] < PROGRESS[current])) return { applied: true };
      await repo.updateShipment(this.work.db, row.order_id, { status, status_text: event.rawStatus.slice(0, 200), last_event_at: event.at ?? receivedAt });
      // Returned to the shop (RTO): the shipment says so; restocking the goods is the return's desk's, later.
      if (status === 'delivered') await this.orders.delivered(row.order_id, row.courier_name ?? event.courierName ?? '');
      return { applied: true };
    });
  }
}

function toShipment(row: ShipmentsTable): AdminShipment {
  return {
    carrier: row.carrier,
    awb: row.awb,
    courierName: row.courier_name,
    labelUrl: row.label_url,
    pickupScheduledFor: row.pickup_scheduled_for,
    bookedAt: row.booked_at,
    status: row.status as ShipmentStatus | null,
    statusText: row.status_text,
    lastEventAt: row.last_event_at,
    createdAt: row.created_at,
  };
}
