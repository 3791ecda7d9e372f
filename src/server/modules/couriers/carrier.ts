/**
 * A courier as the shop sees it (docs/decisions/0072): the rates to a pincode, a shipment booked,
 * its AWB and courier, the pickup, the label, and the tracking events that come back. Shiprocket
 * is the one carrier today (shiprocket-carrier.ts); another aggregator or a courier's own API is
 * one more class of this interface. Money is integer paise and weight integer grams here: the
 * carrier converts to its own rupees and kilograms at the wire.
 */
import { SHIPMENT_STATUSES, type NdrAction } from '#shared/schemas/shipments';

export type { NdrAction } from '#shared/schemas/shipments';

/** What a rate is asked for: from the dispatching location's pincode to the buyer's. */
export interface ServiceabilityQuery {
  fromPincode: string;
  toPincode: string;
  weightGrams: number;
  /** Cash on delivery: only couriers that collect cash answer, with their COD charge. */
  cod: boolean;
  /** The consignment's value (with tax), which some couriers' rates and insurance depend on. */
  declaredValuePaise: number;
}

/** One courier that serves the route, at its rate for that weight. */
export interface CourierOption {
  courierId: number;
  courierName: string;
  /** What the carrier charges the shop, COD charge included. */
  ratePaise: number;
  /** The COD part of the rate (0 for a prepaid shipment). */
  codChargesPaise: number;
  /** The courier's estimate in days; null when it gave none. */
  estimatedDays: number | null;
}

export interface ShipmentLine {
  name: string;
  sku: string;
  units: number;
  /** The price of one unit as sold, with tax. */
  unitPricePaise: number;
  hsn?: string;
}

export interface ShipmentRequest {
  /** The shop's order number: the carrier's channel order id, unique per shipment. */
  orderNumber: string;
  /** When the order was placed (epoch ms). */
  placedAt: number;
  /** The pickup location's name as registered with the carrier (its panel's nickname). */
  pickupLocation: string;
  buyer: {
    name: string;
    /** A 10-digit Indian mobile, with or without +91. */
    phone: string;
    email?: string;
    address: string;
    address2?: string;
    city: string;
    state: string;
    pincode: string;
  };
  lines: ShipmentLine[];
  payment: 'cod' | 'prepaid';
  /** The whole order's value: what the courier collects on a COD shipment. */
  valuePaise: number;
  weightGrams: number;
  box: { lengthCm: number; breadthCm: number; heightCm: number };
}

/** The carrier's own ids of a booked shipment: the shipment id is what every later call names. */
export interface CreatedShipment {
  carrierOrderId: string;
  shipmentId: string;
}

export interface AssignedAwb {
  awb: string;
  courierName: string;
  courierId: number | null;
}

export interface BookedPickup {
  /** As the carrier wrote it ("yyyy-MM-dd HH:mm:ss", India's time); null when it gave none. */
  scheduledFor: string | null;
  /** The courier's pickup reference; null when it gave none. */
  reference: string | null;
}

/**
 * A place parcels are picked up from, as the carrier registers it under a nickname the shop's
 * bookings then name (`ShipmentRequest.pickupLocation`): a godown (docs/product-rules.md 59).
 */
export interface PickupLocation {
  nickname: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface Carrier {
  serviceability(query: ServiceabilityQuery): Promise<CourierOption[]>;
  /** Registers a pickup location with the carrier, unless it has one of that nickname already. */
  addPickupLocation(place: PickupLocation): Promise<void>;
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** Assigns the AWB, with the courier chosen from serviceability() or the carrier's recommended one. */
  assignAwb(shipmentId: string, courierId?: number): Promise<AssignedAwb>;
  bookPickup(shipmentId: string): Promise<BookedPickup>;
  /** The label's PDF: Shiprocket answers an address to download it from, not the bytes. */
  labelPdf(shipmentId: string): Promise<{ url: string }>;
  /**
   * The shop's answer to a failed delivery attempt (an NDR): deliver again, or bring the parcel
   * back to the shop (return to origin), with a note for the courier. Resolves once the carrier
   * took it; a carrier that will not (no failed attempt open there, too many attempts) refuses.
   */
  ndrAction(awb: string, action: NdrAction, comments: string): Promise<void>;
  /** The courier's public page tracking the shipment of `awb`, which anyone with the address may open; null while it has none. */
  trackingUrl(awb: string): Promise<string | null>;
}

/**
 * The carrier could not be reached, timed out, or failed on its side (5xx, 429): nothing is known
 * to have happened, so the caller may try again later.
 */
export class CarrierUnavailable extends Error {
  override readonly name = 'CarrierUnavailable';
}

/**
 * The carrier answered and said no (a 4xx, or a refusal in a 200): its message says why, for a
 * person to read and fix. Trying again unchanged will not help.
 */
export class CarrierRefused extends Error {
  override readonly name = 'CarrierRefused';
  constructor(
    message: string,
    /** The HTTP status of the refusal (200 for one in an answer's body). */
    readonly status: number,
  ) {
    super(message);
  }
}

/** A shipment's progress in the shop's words (docs/decisions/0072 has the carrier's codes for each). */
export const TRACKING_STATUSES = SHIPMENT_STATUSES;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** One tracking update from the carrier. */
export interface TrackingEvent {
  awb: string;
  /** The shop's word for it; null for a status the shop has no word for (kept in rawStatus). */
  status: TrackingStatus | null;
  /** The carrier's own status text and code, as sent. */
  rawStatus: string;
  rawStatusId: number | null;
  /** When it happened (ISO 8601); null when the carrier's time could not be read. */
  at: string | null;
  courierName: string | null;
  /** The shop's order number as the carrier echoes it (its channel order id), when sent. */
  orderNumber: string | null;
  /** Where the courier scanned it (its hub or town), when it named a place. */
  location: string | null;
}
