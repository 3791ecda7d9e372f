import { createHmac, randomBytes } from 'node:crypto';
import { startProviderStandIn, type Answer, type ProviderStandIn, type RecordedRequest } from './text-provider-stand-in.ts';

/**
 * A local stand-in for Shiprocket's external API (apiv2.shiprocket.in/v1/external, as its API
 * documentation gives it; docs/decisions/0072), for the tests:
 *   POST /auth/login                 { email, password } -> { token, ... } (a JWT valid 10 days by `now`)
 *   GET  /courier/serviceability/    ?pickup_postcode&delivery_postcode&weight&cod&declared_value
 *   POST /orders/create/adhoc        the custom order -> { order_id, shipment_id, status: "NEW", ... }
 *   POST /courier/assign/awb         { shipment_id, courier_id? } -> { awb_assign_status: 1, response: { data: { awb_code, courier_name, ... } } }
 *   POST /courier/generate/pickup    { shipment_id: [id] } -> { pickup_status: 1, response: { pickup_scheduled_date, ... } }
 *   POST /courier/generate/label     { shipment_id: [id] } -> { label_created: 1, label_url, ... }
 *   GET  /settings/company/pickup    -> { data: { shipping_address: [{ id, pickup_location, address, city, state, pin_code, ... }] } }
 *   POST /settings/company/addpickup { pickup_location (<= 36), name, email, phone, address (<= 80), city, state, country,
 *                                    pin_code } -> { success: true, address: {...}, pickup_id }; a nickname in use: 422
 *   GET  /labels/<file>.pdf          the label a label_url points at: a one-page PDF naming the file, no token needed
 *   POST /ndr/{awb}/action           { action: 're-attempt' | 'return' | 'fake-attempt', comments } (both required) -> 200 {
 *                                    message } for a shipment with an open failed attempt (markUndelivered), 400 otherwise
 *   GET  /courier/track/awb/{awb}    -> { tracking_data: { track_status: 1, shipment_status, shipment_track: [...],
 *                                    shipment_track_activities: [], track_url, etd } } for an AWB it assigned; any other:
 *                                    { tracking_data: { track_status: 0, error } } ("Get Tracking through AWB")
 * Every call but the sign-in needs `Authorization: Bearer <token>` of a token it issued, not
 * revoked and not past its end by `now`: else 401 { message: "Unauthenticated." }. Refusals are
 * Shiprocket's shapes: 422 { message, errors: { field: [text] }, status_code }, 400 { message,
 * status_code }. A pincode pair it does not serve answers { status: 404, message }. The
 * provider stand-in's failNext (a 5xx, a dropped connection) and hangNext make it fail.
 */
export interface ShiprocketStandIn extends ProviderStandIn {
  orders: Map<string, StandInShipment>;
  /** Every token issued so far stops working (as a token revoked or lapsed would). */
  revokeTokens(): void;
  /** While on, no token is accepted, even one just issued (an API user whose access was withdrawn). */
  refuseEveryToken(on: boolean): void;
  /** How many sign-ins it answered with a token. */
  signIns(): number;
  /** The courier reports a failed delivery attempt of this AWB (an NDR), which an action may answer once. */
  markUndelivered(awb: string): void;
  /** The NDR actions it took, in order. */
  ndrActions: Array<{ awb: string; action: string; comments: string }>;
  /** The pickup locations, by nickname, as added (the panel's first, Primary, with no details). */
  pickupLocations: Map<string, Record<string, unknown>>;
}

export interface StandInShipment {
  orderId: number;
  shipmentId: number;
  order: Record<string, unknown>;
  awb?: string;
  courierId?: number;
  courierName?: string;
  pickupBooked: boolean;
}

/** Shiprocket's codes of the statuses the tests send (docs/decisions/0072). */
export const SHIPROCKET_CODES = { 'PICKED UP': 42, 'IN TRANSIT': 18, 'OUT FOR DELIVERY': 17, DELIVERED: 7, UNDELIVERED: 21, 'RTO INITIATED': 9, 'RTO DELIVERED': 10 } as const;

/** India's time as Shiprocket's webhook writes it ("dd mm yyyy HH:mm:ss"). */
export function shiprocketStamp(ms: number): string {
  const [date, time] = new Date(ms + 330 * 60_000).toISOString().slice(0, 19).split('T') as [string, string];
  return `${date.split('-').reverse().join(' ')} ${time}`;
}

/** A tracking webhook's body as Shiprocket sends it ("Webhooks"): the status by its label and code, its time, the latest scan at `location`. */
export function shiprocketUpdate(awb: string, status: keyof typeof SHIPROCKET_CODES, at: number, location = 'Pune_Hub') {
  return {
    awb,
    courier_name: 'Delhivery Surface',
    current_status: status,
    current_status_id: SHIPROCKET_CODES[status],
    shipment_status: status,
    shipment_status_id: SHIPROCKET_CODES[status],
    current_timestamp: shiprocketStamp(at),
    order_id: 'HY-000001',
    channel_id: 1234,
    scans: [{ date: '2026-12-10 11:00:00', status: 'X-PPOM', activity: status, location }],
  };
}

export const SHIPROCKET_KEYS = { email: 'api-user@hariyali.example.in', password: 'sr-api-password-123' };

/** The pickup location registered in the panel when the account was made (its nickname). */
export const SHIPROCKET_PICKUP_LOCATIONS = ['Primary'];

/**
 * The couriers it serves, by delivery pincode's first three digits: Indore (452), Pune (411),
 * Delhi (110). Rates in rupees as Shiprocket writes them: a base for the first 500 g and a step
 * for each 500 g more; COD adds its charge.
 */
const COURIERS = [
  { id: 43, name: 'Delhivery Surface', base: 54, step: 32.5, cod: 35.4, days: '4', etd: 'Jul 01, 2026' },
  { id: 19, name: 'Ecom Express Surface 2kg', base: 150.12, step: 28, cod: 40, days: '6', etd: 'Jul 03, 2026' },
  { id: 225, name: 'India Post-Business Parcel Surface Prepaid', base: 123.9, step: 20, cod: null, days: '8', etd: 'Jul 05, 2026' },
];
const SERVED = new Set(['452', '411', '110']);

const DAY_MS = 24 * 3_600_000;
const IST_MS = 330 * 60_000;
const istText = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 19).replace('T', ' ');
const round2 = (n: number) => Math.round(n * 100) / 100;

const required = (fields: string[]) => ({ status: 422, json: { message: 'Oops! Invalid Data.', errors: Object.fromEntries(fields.map((f) => [f, [`The ${f.replaceAll('_', ' ')} field is required.`]])), status_code: 422 } });
const badRequest = (message: string) => ({ status: 400, json: { message, status_code: 400 } });

export async function startShiprocketStandIn(options: { now: () => number }): Promise<ShiprocketStandIn> {
  const signingKey = randomBytes(32);
  const tokens = new Map<string, number>();
  const orders = new Map<string, StandInShipment>();
  const byShipment = new Map<number, StandInShipment>();
  let signIns = 0;
  let refuseAll = false;
  let orderSeq = 281_248_100;
  let shipmentSeq = 16_090_200;
  let awbSeq = 141_123_221_084_900;

  const issueToken = () => {
    const iat = Math.floor(options.now() / 1000);
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const unsigned = `${part({ typ: 'JWT', alg: 'HS256' })}.${part({ sub: 3662547, iss: 'https://apiv2.shiprocket.in/v1/external/auth/login', iat, exp: iat + 10 * 86_400, jti: randomBytes(8).toString('hex') })}`;
    const token = `${unsigned}.${createHmac('sha256', signingKey).update(unsigned).digest('base64url')}`;
    tokens.set(token, options.now() + 10 * DAY_MS);
    signIns++;
    return token;
  };

  const authorised = (request: RecordedRequest) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
    const until = tokens.get(token);
    return !refuseAll && until !== undefined && options.now() < until;
  };

  const couriersFor = (to: string, grams: number, cod: boolean) => {
    if (!SERVED.has(to.slice(0, 3))) return [];
    const steps = Math.max(0, Math.ceil(grams / 500) - 1);
    return COURIERS.filter((c) => !cod || c.cod !== null).map((c) => {
      const codCharges = cod ? (c.cod ?? 0) : 0;
      const freight = round2(c.base + steps * c.step);
      return { courier_company_id: c.id, courier_name: c.name, freight_charge: freight, cod_charges: codCharges, rate: round2(freight + codCharges), estimated_delivery_days: c.days, etd: c.etd, cod: c.cod === null ? 0 : 1, min_weight: 0.5 };
    });
  };

  const serviceability = (query: URLSearchParams): Answer => {
    const missing = ['pickup_postcode', 'delivery_postcode', 'weight', 'cod'].filter((f) => !query.get(f));
    if (missing.length) return { status: 422, json: { message: 'Required field missing', errors: Object.fromEntries(missing.map((f) => [f, [`The ${f.replaceAll('_', ' ')} field is required when order id is not present.`]])), status_code: 422 } };
    const kg = Number(query.get('weight'));
    const available = couriersFor(query.get('delivery_postcode')!, Math.round(kg * 1000), query.get('cod') === '1');
    if (!/^\d{6}$/.test(query.get('pickup_postcode')!) || available.length === 0) return { status: 200, json: { status: 404, message: 'No courier serviceable for this pincode' } };
    const recommended = available[0]!.courier_company_id;
    return { status: 200, json: { currency: 'INR', status: 200, data: { available_courier_companies: available, recommended_courier_company_id: recommended, shiprocket_recommended_courier_id: recommended } } };
  };

  const createOrder = (body: Record<string, unknown>): Answer => {
    const fields = ['order_id', 'order_date', 'pickup_location', 'billing_customer_name', 'billing_address', 'billing_city', 'billing_pincode', 'billing_state', 'billing_country', 'billing_phone', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'];
    const missing = fields.filter((f) => body[f] === undefined || body[f] === null || body[f] === '');
    const items = body.order_items;
    if (!Array.isArray(items) || items.length === 0 || items.some((i: Record<string, unknown>) => !i.name || !i.sku || !i.units || i.selling_price === undefined)) missing.push('order_items');
    if (missing.length) return required(missing);
    if (!pickupLocations.has(String(body.pickup_location))) return { status: 422, json: { message: 'Oops! Invalid Data.', errors: { pickup_location: ['Wrong Pickup location entered.'] }, status_code: 422 } };
    if (!['COD', 'Prepaid'].includes(String(body.payment_method))) return { status: 422, json: { message: 'Oops! Invalid Data.', errors: { payment_method: ['The selected payment method is invalid.'] }, status_code: 422 } };
    if (!/^[6-9]\d{9}$/.test(String(body.billing_phone))) return { status: 422, json: { message: 'Oops! Invalid Data.', errors: { billing_phone: ['The billing phone must be 10 digits.'] }, status_code: 422 } };
    const shipment: StandInShipment = { orderId: ++orderSeq, shipmentId: ++shipmentSeq, order: body, pickupBooked: false };
    orders.set(String(body.order_id), shipment);
    byShipment.set(shipment.shipmentId, shipment);
    return { status: 200, json: { order_id: shipment.orderId, shipment_id: shipment.shipmentId, status: 'NEW', status_code: 1, onboarding_completed_now: 0, awb_code: '', courier_company_id: '', courier_name: '' } };
  };

  const assignAwb = (body: Record<string, unknown>): Answer => {
    if (body.shipment_id === undefined || body.shipment_id === '') return { status: 422, json: { message: 'Required field missing', errors: { shipment_id: ['The shipment id field is required.'] }, status_code: 422 } };
    const shipment = byShipment.get(Number(body.shipment_id));
    if (!shipment) return badRequest('Invalid shipment id');
    if (shipment.awb) return badRequest('Oops! Cannot reassign courier for this shipment.');
    const order = shipment.order;
    const grams = Math.round(Number(order.weight) * 1000);
    const available = couriersFor(String(order.billing_pincode), grams, order.payment_method === 'COD');
    const chosen = body.courier_id === undefined ? available[0] : available.find((c) => c.courier_company_id === Number(body.courier_id));
    if (!chosen) return { status: 200, json: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Selected courier is not serviceable for this shipment' } } } };
    shipment.awb = String(++awbSeq);
    shipment.courierId = chosen.courier_company_id;
    shipment.courierName = chosen.courier_name;
    return {
      status: 200,
      json: {
        awb_assign_status: 1,
        response: { data: { courier_company_id: chosen.courier_company_id, awb_code: shipment.awb, cod: order.payment_method === 'COD' ? 1 : 0, order_id: shipment.orderId, shipment_id: shipment.shipmentId, awb_code_status: 1, assigned_date_time: { date: `${istText(options.now())}.000000`, timezone_type: 3, timezone: 'Asia/Kolkata' }, applied_weight: Number(order.weight), courier_name: chosen.courier_name, child_courier_name: null, pickup_scheduled_date: istText(options.now() + DAY_MS) } },
      },
    };
  };

  /** The pickup and the label take the shipment ids as an array (the documentation's "must be passed as an array"). */
  const shipmentOf = (body: Record<string, unknown>): StandInShipment | Answer => {
    const ids = body.shipment_id;
    if (!Array.isArray(ids)) return { status: 422, json: { message: 'Oops! Invalid Data.', errors: { shipment_id: ['The shipment id must be an array.'] }, status_code: 422 } };
    return byShipment.get(Number(ids[0])) ?? badRequest('Invalid shipment id');
  };

  const bookPickup = (body: Record<string, unknown>): Answer => {
    const shipment = shipmentOf(body);
    if ('status' in shipment) return shipment;
    if (!shipment.awb) return badRequest('Invalid shipment id');
    shipment.pickupBooked = true;
    return { status: 200, json: { pickup_status: 1, response: { pickup_scheduled_date: istText(options.now() + DAY_MS), pickup_token_number: `Reference No: 194_BIGFOOT ${shipment.shipmentId}`, status: 3, others: '', pickup_generated_date: { date: `${istText(options.now())}.000000`, timezone_type: 3, timezone: 'Asia/Kolkata' }, data: `Pickup is confirmed by ${shipment.courierName} For AWB :- ${shipment.awb}` } } };
  };

  const label = (body: Record<string, unknown>, url: string): Answer => {
    const shipment = shipmentOf(body);
    if ('status' in shipment) return shipment;
    if (!shipment.awb) return { status: 200, json: { label_created: 0, not_created: [shipment.shipmentId], response: 'No valid shipment ids to print label' } };
    return { status: 200, json: { label_created: 1, label_url: `${url}/labels/shipping-label-${shipment.shipmentId}-${shipment.awb}.pdf`, response: 'Label has been created and uploaded successfully!', not_created: [] } };
  };

  const openNdr = new Set<string>();
  const ndrActions: ShiprocketStandIn['ndrActions'] = [];
  const tracking = (awb: string): Answer => {
    const order = [...orders.values()].find((o) => o.awb === awb);
    if (!order) return { status: 200, json: { tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.' } } };
    return {
      status: 200,
      json: {
        tracking_data: {
          track_status: 1,
          shipment_status: 6,
          shipment_track: [{ id: order.shipmentId, awb_code: awb, shipment_id: order.shipmentId, order_id: order.orderId, current_status: 'Shipped', courier_name: order.courierName }],
          shipment_track_activities: [],
          track_url: `https://shiprocket.co/tracking/${awb}`,
          etd: istText(options.now() + 2 * DAY_MS),
        },
      },
    };
  };

  const ndrAction = (awb: string, body: Record<string, unknown>): Answer => {
    const missing = ['action', 'comments'].filter((f) => typeof body[f] !== 'string' || body[f] === '');
    if (missing.length) return required(missing);
    if (!['re-attempt', 'return', 'fake-attempt'].includes(String(body.action))) return { status: 422, json: { message: 'Oops! Invalid Data.', errors: { action: ['The selected action is invalid.'] }, status_code: 422 } };
    if (![...orders.values()].some((o) => o.awb === awb)) return badRequest('Invalid AWB');
    if (!openNdr.delete(awb)) return badRequest('Action can not be taken: this shipment is not in NDR.');
    ndrActions.push({ awb, action: String(body.action), comments: String(body.comments) });
    return { status: 200, json: { message: 'Action has been taken successfully.', status_code: 200 } };
  };

  const pickupLocations = new Map<string, Record<string, unknown>>(SHIPROCKET_PICKUP_LOCATIONS.map((name) => [name, { pickup_location: name }]));
  let pickupIds = 1856900;
  const listPickups = (): Answer => ({ status: 200, json: { data: { shipping_address: [...pickupLocations.values()], allow_more: 'true', company_name: 'Hariyali', recent_addresses: [] } } });
  const addPickup = (body: Record<string, unknown>): Answer => {
    const missing = ['pickup_location', 'name', 'email', 'phone', 'address', 'city', 'state', 'country', 'pin_code'].filter((f) => body[f] === undefined || body[f] === '');
    if (missing.length) return required(missing);
    const invalid = (field: string, text: string): Answer => ({ status: 422, json: { message: 'Oops! Invalid Data.', errors: { [field]: [text] }, status_code: 422 } });
    if (String(body.pickup_location).length > 36) return invalid('pickup_location', 'The pickup location may not be greater than 36 characters.');
    if (String(body.address).length > 80) return invalid('address', 'The address may not be greater than 80 characters.');
    if (!/^[6-9]\d{9}$/.test(String(body.phone))) return { status: 422, json: { message: 'Not a valid mobile number', errors: { phone: ['The phone field is required.'] }, status_code: 422 } };
    if (!/^[1-9]\d{5}$/.test(String(body.pin_code))) return invalid('pin_code', 'The pin code must be 6 digits.');
    if (pickupLocations.has(String(body.pickup_location))) return invalid('pickup_location', 'Address nick name already in use');
    const id = ++pickupIds;
    const address = { ...body, id, status: 1, phone_verified: 0, created_at: istText(options.now()), updated_at: istText(options.now()) };
    pickupLocations.set(String(body.pickup_location), address);
    return { status: 200, json: { success: true, address: { ...address, pickup_code: String(body.pickup_location) }, pickup_id: id, company_name: 'Hariyali', full_name: 'API' } };
  };

  let baseUrl = '';
  const standIn = await startProviderStandIn((request) => {
    const url = new URL(request.path, 'http://stand-in');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && url.pathname === '/auth/login') {
      if (body.email !== SHIPROCKET_KEYS.email || body.password !== SHIPROCKET_KEYS.password) return { status: 401, json: { message: 'Invalid email and password combination', status_code: 401 } };
      return { status: 200, json: { id: 3662547, first_name: 'API', last_name: 'User', email: body.email, company_id: 25149, created_at: istText(options.now()), token: issueToken() } };
    }
    // The label's address is a public file's (Shiprocket's answers a link to its storage), opened by the dispatcher's browser.
    if (request.method === 'GET' && /^\/labels\/[\w.-]+\.pdf$/.test(url.pathname)) return { status: 200, json: null, raw: { type: 'application/pdf', body: labelPdf(url.pathname) } };
    if (!authorised(request)) return { status: 401, json: { message: 'Unauthenticated.' } };
    if (request.method === 'GET' && url.pathname.replace(/\/$/, '') === '/courier/serviceability') return serviceability(url.searchParams);
    if (request.method === 'GET' && url.pathname === '/settings/company/pickup') return listPickups();
    if (request.method === 'POST' && url.pathname === '/settings/company/addpickup') return addPickup(body);
    if (request.method === 'POST' && url.pathname === '/orders/create/adhoc') return createOrder(body);
    if (request.method === 'POST' && url.pathname === '/courier/assign/awb') return assignAwb(body);
    if (request.method === 'POST' && url.pathname === '/courier/generate/pickup') return bookPickup(body);
    if (request.method === 'POST' && url.pathname === '/courier/generate/label') return label(body, baseUrl);
    const ndr = /^\/ndr\/([^/]+)\/action$/.exec(url.pathname);
    if (request.method === 'POST' && ndr) return ndrAction(decodeURIComponent(ndr[1]!), body);
    const track = /^\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && track) return tracking(decodeURIComponent(track[1]!));
    return { status: 404, json: { message: '404 Not Found', status_code: 404 } };
  });
  baseUrl = standIn.url;
  return { ...standIn, orders, revokeTokens: () => tokens.clear(), refuseEveryToken: (on) => void (refuseAll = on), signIns: () => signIns, markUndelivered: (awb) => void openNdr.add(awb), ndrActions, pickupLocations };
}

/** A one-page PDF whose text is the label's file name (what a courier's label would be, for the tests). */
function labelPdf(path: string): string {
  const text = path.split('/').pop()!.replace(/[()\\]/g, '');
  const stream = `BT /F1 12 Tf 36 260 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
