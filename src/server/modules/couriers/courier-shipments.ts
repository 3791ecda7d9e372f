import type { AdminBookShipment, AdminOrderShipment, AdminShipment, AdminShipmentNdr, NdrAction, ShipmentStatus, StoreOrderTracking } from '#shared/schemas/shipments';
import type { OrderStatus } from '#shared/schemas/orders';
import type { ShipmentsTable, UserRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { isUniqueViolation } from '#server/db/sql-helpers';
import { AppError, notFound } from '#server/errors';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
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
  /** The places the shop's lines leave from (docs/product-rules.md 59): null, the principal place of business. */
  fromPlaces: Array<string | null>;
}

/** A godown as a carrier's pickup location needs it (the locations module answers, in services.ts). */
export interface PickupPlace {
  id: string;
  name: string;
  contactName: string;
  contactPhone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** Where parcels are picked up: the principal place's address and the shop's e-mail, and each godown. */
export interface PickupPlaces {
  /** The shop's business address (the gst module's business settings): the principal place's pickup is at its pincode. */
  shopAddress(): Promise<string | null>;
  /** The e-mail the carrier's pickup locations are registered with (the shop's contact e-mail); null when the shop has none. */
  shopEmail(): Promise<string | null>;
  godown(id: string): Promise<PickupPlace | undefined>;
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
  /**
   * The parcel is back at the shop (RTO delivered): a Shipped order is cancelled as the courier's
   * change, its units put back in stock by the cancellation, once; false when it is not Shipped.
   */
  returnedToShop(orderId: string, courierName: string): Promise<boolean>;
  /** The account that placed the order; undefined when there is no such order. */
  buyerOf(orderId: string): Promise<string | undefined>;
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

/** What the courier is told with the dispatcher's action when he wrote no note of his own (Shiprocket requires one). */
const NDR_NOTE: Record<NdrAction, string> = { re_attempt: 'Please deliver again: the buyer has been called.', return: 'Please return the parcel to the shop.' };

const noFailedAttempt = () => new AppError(409, 'no_failed_attempt', 'The courier reports no failed delivery attempt waiting for an answer on this order: it was answered already or the parcel moved on.');

const notConfigured = () => new AppError(409, 'courier_not_configured', 'No courier is set up on the server (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD).');

/** A godown's nickname with the carrier: its name (Shiprocket takes 36 characters), its id's start when longer. */
export function pickupNickname(godown: { id: string; name: string }): string {
  return godown.name.length <= 36 ? godown.name : `${godown.name.slice(0, 27).trimEnd()} ${godown.id.slice(0, 8)}`;
}

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
  /** Failed attempts being answered by this server now: a second click is a 409, not a second call to the courier. */
  private readonly answering = new Set<string>();

  constructor(
    private readonly work: UnitOfWork,
    /** Undefined: no courier set up (SHIPROCKET_*), nothing is booked. */
    private readonly carrier: Carrier | undefined,
    private readonly orders: OrdersForCouriers,
    /** Where the parcel is picked up: the principal place (its business address) or a godown. */
    private readonly places: PickupPlaces,
    /** The buyer's messages about the courier's scans (out for delivery) are told as events, in the scan's transaction. */
    private readonly events: EventBus<ShopEvents>,
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
      const { fromPincode, pickupLocation } = await this.pickupFor(carrier, order);
      const weightGrams = parcel.weightGrams;
      const options = await carrier.serviceability({ fromPincode, toPincode: order.buyer.pincode, weightGrams, cod: order.cashOnDelivery, declaredValuePaise: order.totalPaise });
      if (options.length === 0) {
        const reason = `no courier serves ${order.buyer.pincode} from ${fromPincode} for this parcel`;
        throw new AppError(422, 'courier_refused', `The courier refused the booking: ${reason}`, undefined, { reason });
      }
      const created = await carrier.createShipment({
        orderNumber: order.number,
        placedAt: order.placedAt,
        pickupLocation,
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
   * Where the parcel is picked up (docs/product-rules.md 59): the principal place of business, the
   * carrier account's own first location at the business address's pincode; or the godown its
   * lines are served from, registered with the carrier the first time a parcel leaves it (kept,
   * so every later booking names the same nickname). A parcel leaves from one place: an order
   * whose lines are in two is refused.
   */
  private async pickupFor(carrier: Carrier, order: OrderToShip): Promise<{ fromPincode: string; pickupLocation: string }> {
    const places = [...new Set(order.fromPlaces)];
    if (places.length > 1) throw new AppError(409, 'parcel_places_differ', 'This order\'s lines leave from different places: one parcel is booked from one place.');
    const godownId = places[0] ?? null;
    if (godownId === null) {
      const fromPincode = pincodeIn(await this.places.shopAddress());
      if (!fromPincode) throw new AppError(409, 'shop_pincode_missing', 'The shop\'s business address has no 6-digit pincode for the courier\'s pickup: add it in Tax & Business.');
      return { fromPincode, pickupLocation: PICKUP_LOCATION };
    }
    const godown = await this.places.godown(godownId);
    if (!godown) throw notFound('Stock location not found');
    const kept = await repo.findPickupNickname(this.work.db, 'shiprocket', godown.id);
    if (kept) return { fromPincode: godown.pincode, pickupLocation: kept };
    const email = await this.places.shopEmail();
    if (!email) throw new AppError(409, 'shop_email_missing', 'The courier registers a godown with the shop\'s e-mail: add it in Tax & Business (Shop contact details).');
    const nickname = pickupNickname(godown);
    await carrier.addPickupLocation({ nickname, contactName: godown.contactName, email, phone: godown.contactPhone, address: godown.address, city: godown.city, state: godown.state, pincode: godown.pincode });
    await repo.insertPickupNickname(this.work.db, { carrier: 'shiprocket', location_id: godown.id, nickname, registered_at: new Date(this.now()).toISOString() });
    return { fromPincode: godown.pincode, pickupLocation: nickname };
  }

  /**
   * A tracking update from the carrier's webhook (docs/product-rules.md 58): recorded once (its
   * AWB, status and time) with the place it was scanned, the shipment's status moved only forward,
   * the buyer told when it is out for delivery (once an attempt), a delivery moves a shipped order
   * to Delivered, and a parcel back at the shop (RTO delivered) cancels the order and restocks its
   * units once. An AWB the shop did not book, or a status it has no word for, is answered as done
   * with nothing changed, so the carrier does not send it again.
   */
  async track(event: TrackingEvent): Promise<{ applied: boolean; ignored?: 'unknown_awb' | 'repeated' | 'no_status' }> {
    const status = event.status;
    if (!status) return { applied: false, ignored: 'no_status' };
    const result = await this.work.transaction(async () => {
      const row = await repo.findShipmentByAwb(this.work.db, event.awb);
      if (!row) return { applied: false, ignored: 'unknown_awb' as const };
      const receivedAt = new Date(this.now()).toISOString();
      const fresh = await repo.insertEventOnce(this.work.db, { awb: event.awb, status, event_at: event.at ?? '', status_text: event.rawStatus.slice(0, 200), received_at: receivedAt, location: event.location });
      if (!fresh) return { applied: false, ignored: 'repeated' as const, row };
      const current = row.status as TrackingStatus | null;
      const ended = current !== null && PROGRESS[current] === 5;
      if (ended || (current !== null && PROGRESS[status] < PROGRESS[current])) return { applied: true };
      // A new failed attempt opens a new question for the dispatcher: the answer to the last one is cleared.
      const ndr = status === 'undelivered' ? { ndr_action: null, ndr_action_at: null, ndr_action_by: null } : {};
      await repo.updateShipment(this.work.db, row.order_id, { status, status_text: event.rawStatus.slice(0, 200), last_event_at: event.at ?? receivedAt, ...ndr });
      const courierName = row.courier_name ?? event.courierName ?? '';
      if (status === 'delivered') await this.orders.delivered(row.order_id, courierName);
      // Out for delivery is told once an attempt: the key counts the failed attempts before it, so a
      // scan sent again says nothing more and the day of a re-attempt is told again (docs/product-rules.md 58).
      if (status === 'out_for_delivery' && current !== 'out_for_delivery') {
        const attempt = await repo.countEvents(this.work.db, event.awb, 'undelivered');
        await this.events.emit('order.out_for_delivery', { orderId: row.order_id, courierName, awb: event.awb, attempt });
      }
      return { applied: true, row: status === 'rto_delivered' ? row : undefined };
    });
    // Back at the shop: after the scan is kept, in the cancellation's own transaction (its gateway
    // refund is sent once that commits). The scan sent again tries again, so a failure between the
    // two is mended by the courier's retry; the order's status makes it happen once.
    if (status === 'rto_delivered' && result.row && (result.applied || result.row.status === 'rto_delivered')) {
      await this.restockReturnedParcel(result.row.order_id, result.row.courier_name ?? event.courierName ?? '');
    }
    return result.ignored ? { applied: false, ignored: result.ignored } : { applied: result.applied };
  }

  /**
   * A parcel returned to origin puts its order's units back in stock, once (docs/product-rules.md
   * 58): the order, still Shipped, is cancelled as the courier's change, and the cancellation puts
   * every line's units back through the catalog's stock (ProductStock.putBack, seed lots too),
   * issues the credit notes and gives back money received online; an order cancelled or moved
   * before the parcel came back is left as it is (its units came back with that change). The one
   * place the shop restocks a returned parcel: dispatch from several godowns sends the units to the
   * pickup location's stock here (docs/decisions/0072).
   */
  async restockReturnedParcel(orderId: string, courierName: string): Promise<boolean> {
    return this.orders.returnedToShop(orderId, courierName);
  }

  /** The orders with a failed delivery attempt waiting for the dispatcher's answer (the admin's "Failed attempts" filter). */
  openFailedAttempts(): Promise<string[]> {
    return repo.findOpenFailedAttempts(this.work.db);
  }

  /** The courier's scans of the buyer's own order, oldest first; someone else's order, or none, is "not found". */
  async tracking(userId: string, orderId: string): Promise<StoreOrderTracking> {
    const row = await this.shipmentOfBuyer(userId, orderId);
    if (!row?.awb || !row.booked_at) return { courierName: null, awb: null, scans: [] };
    const events = await repo.findEvents(this.work.db, row.awb);
    const scans = events
      .map((e) => ({ status: e.status as ShipmentStatus, at: e.event_at || e.received_at, place: e.location }))
      .sort((a, b) => a.at.localeCompare(b.at));
    return { courierName: row.courier_name, awb: row.awb, scans };
  }

  /**
   * The courier's public page tracking the buyer's own order, once its AWB is assigned (an ONDC
   * buyer app hands it to its farmer, who has no account here to see the scans): null before, with
   * no courier set up, or while the courier cannot be asked or has no page for it yet.
   */
  async trackingPage(userId: string, orderId: string): Promise<string | null> {
    const row = await this.shipmentOfBuyer(userId, orderId);
    if (!row?.awb || !this.carrier) return null;
    try {
      return await this.carrier.trackingUrl(row.awb);
    } catch (err) {
      if (err instanceof CarrierUnavailable || err instanceof CarrierRefused) return null;
      throw err;
    }
  }

  /** The shipment of the buyer's own order (none before booking); someone else's order is "not found". */
  private async shipmentOfBuyer(userId: string, orderId: string) {
    if (orderId.length > 64 || (await this.orders.buyerOf(orderId)) !== userId) throw notFound('Order not found');
    return repo.findShipment(this.work.db, orderId);
  }

  /**
   * The dispatcher's answer to a failed delivery attempt (docs/product-rules.md 58): deliver again,
   * or bring the parcel back. Only while an attempt is open (the shipment's latest status is a
   * failed attempt not answered yet: else 409 `no_failed_attempt`); the courier asked first (503
   * when it cannot be reached, 422 with its reason when it refuses), then the answer kept and
   * audit-logged. The courier's next scans (out for delivery, RTO initiated) move the shipment on.
   */
  async answerFailedAttempt(admin: UserRow, orderId: string, input: AdminShipmentNdr): Promise<AdminOrderShipment> {
    const carrier = this.carrier;
    if (!carrier) throw notConfigured();
    const row = orderId.length <= 64 ? await repo.findShipment(this.work.db, orderId) : undefined;
    if (!row) {
      if (!(await this.orders.toShip(orderId))) throw notFound('Order not found');
      throw noFailedAttempt();
    }
    if (row.status !== 'undelivered' || row.ndr_action !== null || !row.awb || this.answering.has(orderId)) throw noFailedAttempt();
    this.answering.add(orderId);
    try {
      await carrier.ndrAction(row.awb, input.action, input.comments || NDR_NOTE[input.action]);
    } catch (err) {
      if (err instanceof CarrierUnavailable) throw new AppError(503, 'courier_unavailable', `The courier cannot be reached just now (${err.message}): try again in a few minutes.`);
      if (err instanceof CarrierRefused) throw new AppError(422, 'courier_refused', `The courier refused: ${err.message}`, undefined, { reason: err.message });
      throw err;
    } finally {
      this.answering.delete(orderId);
    }
    const change = { ndr_action: input.action, ndr_action_at: new Date(this.now()).toISOString(), ndr_action_by: admin.id };
    await this.work.transaction(async () => {
      // The courier took it, so it is in the audit log either way; on the shipment only while the
      // attempt is still the open one (the courier's next scan may have come meanwhile).
      const kept = await repo.setNdrActionIf(this.work.db, orderId, change);
      await this.work.recordChange({ action: 'shipment.ndr', entity: 'order', entityId: orderId, before: { ndr_action: null }, after: { ...change, comments: input.comments ?? null, kept } });
    });
    return this.ofOrder(orderId);
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
    ndrAction: row.ndr_action && row.ndr_action_at ? { action: row.ndr_action as NdrAction, at: row.ndr_action_at } : null,
  };
}
