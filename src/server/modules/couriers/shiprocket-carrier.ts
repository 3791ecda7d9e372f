import { z } from 'zod';
import { retryableStatus, sendJson, Unreachable } from '#server/http/outbound';
import { rupeesToPaise } from '#shared/money';
import { CarrierRefused, CarrierUnavailable, type AssignedAwb, type BookedPickup, type Carrier, type CourierOption, type CreatedShipment, type NdrAction, type PickupLocation, type ServiceabilityQuery, type ShipmentRequest } from './carrier.ts';

/** The shop's API user with Shiprocket (SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD): the password is a secret, never logged nor put in an error. */
export interface ShiprocketCredentials {
  email: string;
  password: string;
}

const DAY_MS = 24 * 3_600_000;
/** Shiprocket's token lasts 240 hours (its API documentation, "Authentication"). */
const TOKEN_LIFE_MS = 10 * DAY_MS;
/** A token is asked for again a day before its end, so no call goes out with one about to lapse. */
const RENEW_BEFORE_MS = DAY_MS;
const IST_MS = 330 * 60_000;


/** Rupees as Shiprocket writes them (a number, sometimes a numeric string) to integer paise. */
const Rupees = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/).transform(Number)])
  .pipe(z.number().nonnegative().finite())
  .transform(rupeesToPaise);
/** Shiprocket's ids: integers, sometimes sent as strings. */
const Id = z.union([z.number().int().nonnegative(), z.string().trim().regex(/^\d+$/)]).transform(String);

const Serviceability = z.object({
  status: z.union([z.number(), z.string()]).optional(),
  data: z
    .object({
      available_courier_companies: z
        .array(
          z.object({
            courier_company_id: z.coerce.number().int(),
            courier_name: z.string().min(1),
            rate: Rupees,
            cod_charges: Rupees.optional(),
            estimated_delivery_days: z.union([z.string(), z.number()]).nullish(),
          }),
        )
        .default([]),
    })
    .optional(),
});

const PickupLocations = z.object({ data: z.object({ shipping_address: z.array(z.object({ pickup_location: z.string() })).nullish() }).nullish() });
const AddedPickup = z.object({ success: z.boolean().nullish(), message: z.string().nullish() });
const CreatedOrder = z.object({ order_id: Id.optional(), shipment_id: Id.optional(), message: z.string().optional() });

const AwbAnswer = z.object({
  awb_assign_status: z.coerce.number().optional(),
  message: z.string().optional(),
  response: z
    .object({
      data: z
        .object({
          awb_code: z.union([z.string(), z.number()]).transform(String).optional(),
          courier_name: z.string().nullish(),
          courier_company_id: z.coerce.number().int().nullish(),
          awb_assign_error: z.string().nullish(),
        })
        .optional(),
    })
    .optional(),
});

const PickupAnswer = z.object({
  pickup_status: z.coerce.number().optional(),
  message: z.string().optional(),
  response: z
    .object({
      pickup_scheduled_date: z.string().nullish(),
      pickup_token_number: z.string().nullish(),
      data: z.unknown().optional(),
    })
    .optional(),
});

/** Shiprocket's answer to an NDR action: a 200 that says so, or one with a status code or success flag that says no. */
const NdrAnswer = z.object({
  message: z.string().optional(),
  status_code: z.coerce.number().optional(),
  success: z.boolean().optional(),
});

/** "Get Tracking through AWB": the shipment's scans and its public tracking page; track_status 0 while the courier has none. */
const TrackAnswer = z.object({
  tracking_data: z.object({ track_status: z.coerce.number().optional(), track_url: z.string().nullish() }).optional(),
});

/** The shop's words for an NDR action to Shiprocket's ("NDR": `action` is 're-attempt', 'return' or 'fake-attempt'). */
const NDR_WIRE: Record<NdrAction, string> = { re_attempt: 're-attempt', return: 'return' };

const LabelAnswer = z.object({
  label_created: z.coerce.number().optional(),
  label_url: z.string().nullish(),
  response: z.unknown().optional(),
  message: z.string().optional(),
});

/**
 * Shiprocket's external API (docs/decisions/0072 names the documents): POST /auth/login with the
 * API user's email and password answers a token for `Authorization: Bearer`, valid 10 days, kept
 * until a day before its end and asked for once more on a 401; GET /courier/serviceability/ the
 * couriers and their rates between two pincodes; POST /orders/create/adhoc the order and its
 * shipment id; POST /courier/assign/awb the AWB and the courier's name; POST
 * /courier/generate/pickup the pickup; POST /courier/generate/label the label's address; POST
 * /ndr/{awb}/action the shop's answer to a failed delivery attempt. Amounts
 * go as rupees and weights as kilograms on the wire, and come back to integer paise. One attempt
 * per call, with a timeout: a timeout, a dropped connection, a 5xx, 429 or 408 is
 * CarrierUnavailable (the caller retries); any other 4xx, or a refusal in a 200, is
 * CarrierRefused with Shiprocket's message. Nothing here logs; no error carries the password or
 * the token.
 */
export class ShiprocketCarrier implements Carrier {
  private kept?: { value: string; renewAt: number };
  /** One sign-in at a time: calls that need a token while it runs wait for the same one. */
  private signingIn?: Promise<string>;

  constructor(
    private readonly apiUrl: string,
    private readonly credentials: ShiprocketCredentials,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs = 20_000,
  ) {}

  async serviceability(query: ServiceabilityQuery): Promise<CourierOption[]> {
    const params = new URLSearchParams({
      pickup_postcode: query.fromPincode,
      delivery_postcode: query.toPincode,
      weight: kilograms(query.weightGrams),
      cod: query.cod ? '1' : '0',
      // Whole rupees (the field is an integer), rounded up so the value is never declared short.
      declared_value: String(Math.ceil(wholePaise(query.declaredValuePaise) / 100)),
    });
    const answer = await this.call('GET', `/courier/serviceability/?${params}`, undefined, { notFoundIsAnswer: true });
    const parsed = parse(Serviceability, answer.json, 'serviceability');
    // No courier for the route is an answer, not a failure: Shiprocket says so with a 404 (as
    // the HTTP status or as the body's status) or with an empty list.
    if (answer.status === 404 || String(parsed.status) === '404') return [];
    return (parsed.data?.available_courier_companies ?? []).map((c) => ({
      courierId: c.courier_company_id,
      courierName: c.courier_name,
      ratePaise: c.rate,
      codChargesPaise: query.cod ? (c.cod_charges ?? 0) : 0,
      estimatedDays: days(c.estimated_delivery_days),
    }));
  }

  /**
   * "Get All Pickup Locations" (`GET /settings/company/pickup`) and, when none has this nickname,
   * "Add a New Pickup Location" (`POST /settings/company/addpickup`: the nickname of at most 36
   * characters, the shipper's name, e-mail and phone, the address of at most 80 characters, city,
   * state, country and pincode), answering `{ success: true, address: {...}, pickup_id }`.
   */
  async addPickupLocation(place: PickupLocation): Promise<void> {
    const listed = parse(PickupLocations, (await this.call('GET', '/settings/company/pickup')).json, 'pickup locations');
    if ((listed.data?.shipping_address ?? []).some((a) => a.pickup_location === place.nickname)) return;
    const [address, address2] = [place.address.slice(0, 80), place.address.slice(80, 160)];
    const answer = await this.call('POST', '/settings/company/addpickup', {
      pickup_location: place.nickname,
      name: place.contactName,
      email: place.email,
      phone: tenDigits(place.phone),
      address,
      address_2: address2,
      city: place.city,
      state: place.state,
      country: 'India',
      pin_code: place.pincode,
    });
    const added = parse(AddedPickup, answer.json, 'pickup location');
    if (added.success !== true) throw refusedOrUnavailable(added.message, 'a pickup location not added');
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const answer = await this.call('POST', '/orders/create/adhoc', adhocOrder(request));
    const created = parse(CreatedOrder, answer.json, 'order');
    if (!created.order_id || !created.shipment_id) throw refusedOrUnavailable(created.message, 'an order without its order and shipment ids');
    return { carrierOrderId: created.order_id, shipmentId: created.shipment_id };
  }

  async assignAwb(shipmentId: string, courierId?: number): Promise<AssignedAwb> {
    const answer = await this.call('POST', '/courier/assign/awb', { shipment_id: idOf(shipmentId), ...(courierId === undefined ? {} : { courier_id: courierId }) });
    const parsed = parse(AwbAnswer, answer.json, 'AWB');
    const data = parsed.response?.data;
    if (parsed.awb_assign_status !== 1 || !data?.awb_code) throw refusedOrUnavailable(data?.awb_assign_error ?? parsed.message, 'no AWB');
    return { awb: data.awb_code, courierName: data.courier_name ?? '', courierId: data.courier_company_id ?? null };
  }

  async bookPickup(shipmentId: string): Promise<BookedPickup> {
    const answer = await this.call('POST', '/courier/generate/pickup', { shipment_id: [idOf(shipmentId)] });
    const parsed = parse(PickupAnswer, answer.json, 'pickup');
    if (parsed.pickup_status !== 1) throw refusedOrUnavailable(textOf(parsed.response?.data) ?? parsed.message, 'no pickup');
    return { scheduledFor: parsed.response?.pickup_scheduled_date ?? null, reference: parsed.response?.pickup_token_number ?? null };
  }

  async labelPdf(shipmentId: string): Promise<{ url: string }> {
    const answer = await this.call('POST', '/courier/generate/label', { shipment_id: [idOf(shipmentId)] });
    const parsed = parse(LabelAnswer, answer.json, 'label');
    const url = parsed.label_url ?? '';
    if (parsed.label_created !== 1 || !/^https?:\/\//.test(url)) throw refusedOrUnavailable(textOf(parsed.response) ?? parsed.message, 'no label');
    return { url };
  }

  async ndrAction(awb: string, action: NdrAction, comments: string): Promise<void> {
    const answer = await this.call('POST', `/ndr/${encodeURIComponent(awb)}/action`, { action: NDR_WIRE[action], comments });
    const parsed = parse(NdrAnswer, answer.json, 'NDR action');
    if (parsed.success === false || (parsed.status_code !== undefined && parsed.status_code >= 400)) throw refusedOrUnavailable(parsed.message, 'a refusal without its reason');
  }

  async trackingUrl(awb: string): Promise<string | null> {
    const answer = await this.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = parse(TrackAnswer, answer.json, 'tracking').tracking_data;
    const url = data?.track_url ?? '';
    return data?.track_status === 1 && /^https:\/\//.test(url) ? url : null;
  }

  /** One request with the kept token; on a 401 (the token lapsed or was revoked) a new token, once. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, options: { notFoundIsAnswer?: boolean } = {}): Promise<WireAnswer> {
    let answer = await this.send(method, path, body, await this.token(false));
    if (answer.status === 401) answer = await this.send(method, path, body, await this.token(true));
    if (answer.status >= 400 && !(options.notFoundIsAnswer && answer.status === 404)) throw refusal(answer);
    return answer;
  }

  private async token(renew: boolean): Promise<string> {
    if (!renew && this.kept && this.now() < this.kept.renewAt) return this.kept.value;
    this.kept = undefined;
    this.signingIn ??= this.signIn().finally(() => {
      this.signingIn = undefined;
    });
    return this.signingIn;
  }

  private async signIn(): Promise<string> {
    const answer = await this.send('POST', '/auth/login', { email: this.credentials.email, password: this.credentials.password });
    if (answer.status >= 400) throw refusal(answer, 'Shiprocket refused the sign-in');
    const token = (answer.json as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || token === '') throw new CarrierUnavailable('Shiprocket answered the sign-in without a token');
    const expiry = jwtExpiry(token) ?? this.now() + TOKEN_LIFE_MS;
    this.kept = { value: token, renewAt: expiry - RENEW_BEFORE_MS };
    return token;
  }

  private async send(method: 'GET' | 'POST', path: string, body: unknown, token?: string): Promise<WireAnswer> {
    let response: Response;
    try {
      response = await sendJson(`${this.apiUrl}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {}, body, timeoutMs: this.timeoutMs });
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      throw new CarrierUnavailable(err.timedOut ? `No answer from Shiprocket within ${this.timeoutMs / 1000} s` : 'Could not reach Shiprocket');
    }
    const text = await response.text().catch(() => '');
    if (retryableStatus(response.status)) throw new CarrierUnavailable(`Shiprocket is unavailable (HTTP ${response.status})`);
    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      // An answer that is not JSON is no answer of the API's (a proxy's page, a cut connection).
      if (response.ok) throw new CarrierUnavailable(`Shiprocket answered HTTP ${response.status} without JSON`);
    }
    return { status: response.status, json };
  }
}

type WireAnswer = { status: number; json: unknown };

/** Shiprocket's adhoc order ("Create Custom Order") for the shop's shipment. */
function adhocOrder(r: ShipmentRequest): Record<string, unknown> {
  const linesPaise = r.lines.reduce((sum, l) => sum + wholePaise(l.unitPricePaise) * l.units, 0);
  const value = wholePaise(r.valuePaise);
  // Shiprocket's total (what a COD courier collects) is sub_total + shipping_charges -
  // total_discount: the lines' sum and the difference to the order's value (its delivery charge,
  // or a coupon's discount) make it the order's value to the paisa.
  const extra = value - linesPaise;
  return {
    order_id: r.orderNumber,
    order_date: istMinute(r.placedAt),
    pickup_location: r.pickupLocation,
    billing_customer_name: r.buyer.name,
    billing_last_name: '',
    billing_address: r.buyer.address,
    billing_address_2: r.buyer.address2 ?? '',
    billing_city: r.buyer.city,
    billing_pincode: r.buyer.pincode,
    billing_state: r.buyer.state,
    billing_country: 'India',
    billing_email: r.buyer.email ?? '',
    billing_phone: tenDigits(r.buyer.phone),
    shipping_is_billing: true,
    order_items: r.lines.map((l) => ({ name: l.name, sku: l.sku, units: l.units, selling_price: rupees(l.unitPricePaise), ...(l.hsn ? { hsn: l.hsn } : {}) })),
    payment_method: r.payment === 'cod' ? 'COD' : 'Prepaid',
    shipping_charges: rupees(Math.max(extra, 0)),
    total_discount: rupees(Math.max(-extra, 0)),
    sub_total: rupees(linesPaise),
    length: r.box.lengthCm,
    breadth: r.box.breadthCm,
    height: r.box.heightCm,
    weight: Number(kilograms(r.weightGrams)),
  };
}

/** Integer paise, or a programming error (the shop keeps no fractions of a paisa). */
function wholePaise(paise: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new TypeError(`Not an amount in paise: ${paise}`);
  return paise;
}

/** Paise to rupees for the wire: an integer number of paise over 100 prints as its exact decimal (12345 -> 123.45). */
const rupees = (paise: number) => wholePaise(paise) / 100;

/** Grams to Shiprocket's kilograms, as text ("2.5"). */
function kilograms(grams: number): string {
  if (!Number.isSafeInteger(grams) || grams <= 0) throw new TypeError(`Not a weight in grams: ${grams}`);
  return String(grams / 1000);
}

/** "yyyy-MM-dd HH:mm" in India, as Shiprocket's order_date. */
const istMinute = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 16).replace('T', ' ');

/** The 10 digits of an Indian mobile written with +91, 0 or spaces. */
function tenDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 10 && (digits.startsWith('91') || digits.startsWith('0')) ? digits.slice(-10) : digits;
}

/** Shiprocket's shipment ids are integers; one the shop kept as digits goes back as a number. */
const idOf = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id);

function days(value: string | number | null | undefined): number | null {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The token's own end, from its JWT payload's exp (seconds), when it has one. */
function jwtExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function parse<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(json ?? {});
  if (!parsed.success) throw new CarrierUnavailable(`Shiprocket's ${what} answer was not as documented`);
  return parsed.data;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A 200 that did not do the thing: refused when Shiprocket said why, else an answer not understood. */
function refusedOrUnavailable(message: string | null | undefined, what: string): Error {
  return message ? new CarrierRefused(`Shiprocket refused: ${message}`.slice(0, 500), 200) : new CarrierUnavailable(`Shiprocket answered with ${what}`);
}

/** A 4xx as one readable message: Shiprocket's `message` and its per-field `errors` (422). */
function refusal({ status, json }: WireAnswer, prefix = 'Shiprocket refused'): CarrierRefused {
  const body = (json ?? {}) as { message?: unknown; errors?: unknown };
  const parts = [typeof body.message === 'string' ? body.message : `HTTP ${status}`];
  if (body.errors && typeof body.errors === 'object') {
    for (const [field, said] of Object.entries(body.errors as Record<string, unknown>)) parts.push(`${field}: ${Array.isArray(said) ? said.join(' ') : String(said)}`);
  }
  return new CarrierRefused(`${prefix}: ${parts.join('; ')}`.slice(0, 500), status);
}
