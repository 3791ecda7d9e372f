import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CarrierRefused, CarrierUnavailable, ShiprocketCarrier, type ShipmentRequest } from '../../src/server/modules/couriers/index.ts';
import { SHIPROCKET_KEYS, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

// The carrier against a local stand-in of Shiprocket's documented API (docs/decisions/0072): no
// network, and the token's life is counted on the test's clock, never the machine's.
const DAY = 24 * 3_600_000;

describe('ShiprocketCarrier', () => {
  let sr: ShiprocketStandIn;
  let now = Date.parse('2026-12-10T06:00:00Z');
  const clock = () => now;
  const carrier = (credentials = SHIPROCKET_KEYS, timeoutMs = 5_000) => new ShiprocketCarrier(sr.url, credentials, clock, timeoutMs);

  beforeEach(async () => {
    now = Date.parse('2026-12-10T06:00:00Z');
    sr = await startShiprocketStandIn({ now: clock });
    // The Indore godown was registered in the panel, as a first booking from it registers it.
    sr.pickupLocations.set('Indore godown', { pickup_location: 'Indore godown', pin_code: '452015' });
  });
  afterEach(() => sr.close());

  it("registers a godown as a pickup location once (\"Add a New Pickup Location\"), its phone as ten digits, its nickname kept", async () => {
    const c = carrier();
    const jabalpur = { nickname: 'Jabalpur godown', contactName: 'Suresh Tiwari', email: 'dispatch@hariyali.example.in', phone: '+91 94250 22222', address: 'Adhartal Industrial Area', city: 'Jabalpur', state: 'Madhya Pradesh', pincode: '482004' };
    await c.addPickupLocation(jabalpur);
    await c.addPickupLocation(jabalpur);
    const added = sr.requests.filter((r) => r.path === '/settings/company/addpickup');
    expect(added.map((r) => r.body)).toEqual([{ pickup_location: 'Jabalpur godown', name: 'Suresh Tiwari', email: 'dispatch@hariyali.example.in', phone: '9425022222', address: 'Adhartal Industrial Area', address_2: '', city: 'Jabalpur', state: 'Madhya Pradesh', country: 'India', pin_code: '482004' }]);
    await expect(c.createShipment({ ...indoreOrder, pickupLocation: 'Jabalpur godown' })).resolves.toMatchObject({ shipmentId: expect.any(String) });
    // Shiprocket's refusal (a nickname over 36 characters) is passed on for a person to read.
    await expect(c.addPickupLocation({ ...jabalpur, nickname: 'x'.repeat(37) })).rejects.toThrow(/36 characters/);
  });

  const indoreOrder: ShipmentRequest = {
    orderNumber: 'HR-2026-000123',
    placedAt: Date.parse('2026-12-10T05:40:00Z'),
    pickupLocation: 'Indore godown',
    buyer: { name: 'Ramesh Patidar', phone: '+91 98260 12345', address: 'Gram Panchayat Bhawan, Rau', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
    lines: [
      { name: 'Wheat seed HD-2967, 40 kg', sku: 'SEED-HD2967-40', units: 2, unitPricePaise: 210_050, hsn: '1001' },
      { name: 'Neem oil 1 L', sku: 'NEEM-1L', units: 1, unitPricePaise: 45_000, hsn: '3808' },
    ],
    payment: 'cod',
    // The lines' ₹4,651 and a ₹60.75 delivery charge.
    valuePaise: 465_100 + 6_075,
    weightGrams: 2_500,
    box: { lengthCm: 40, breadthCm: 30, heightCm: 20 },
  };
  const query = { fromPincode: '452010', toPincode: '452001', weightGrams: 2_500, cod: true, declaredValuePaise: 471_175 };

  it('signs in once with the API user and sends the token as a Bearer until shortly before its 10 days end', async () => {
    const c = carrier();
    await c.serviceability(query);
    await c.serviceability(query);
    expect(sr.signIns()).toBe(1);
    const [login, ...calls] = sr.requests;
    expect(login).toMatchObject({ method: 'POST', path: '/auth/login', body: { email: SHIPROCKET_KEYS.email, password: SHIPROCKET_KEYS.password } });
    expect(login!.headers.authorization).toBeUndefined();
    expect(calls.map((r) => r.headers.authorization)).toEqual([expect.stringMatching(/^Bearer ey/), calls[0]!.headers.authorization]);

    now += 8 * DAY;
    await c.serviceability(query);
    expect(sr.signIns()).toBe(1);
    // A day before the token's end, a new one.
    now += DAY + 60_000;
    await c.serviceability(query);
    expect(sr.signIns()).toBe(2);
  });

  it('shares one sign-in among calls made together', async () => {
    const c = carrier();
    await Promise.all([c.serviceability(query), c.serviceability(query), c.serviceability(query)]);
    expect(sr.signIns()).toBe(1);
  });

  it('signs in again once on a 401 (a token revoked or lapsed) and repeats the call', async () => {
    const c = carrier();
    await c.serviceability(query);
    sr.revokeTokens();
    const options = await c.serviceability(query);
    expect(options.length).toBeGreaterThan(0);
    expect(sr.signIns()).toBe(2);
    expect(sr.requests.map((r) => r.path.split('?')[0])).toEqual(['/auth/login', '/courier/serviceability/', '/courier/serviceability/', '/auth/login', '/courier/serviceability/']);
  });

  it('refuses, after that one new sign-in, when the new token is refused too', async () => {
    const c = carrier();
    await c.serviceability(query);
    sr.refuseEveryToken(true);
    await expect(c.serviceability(query)).rejects.toMatchObject({ name: 'CarrierRefused', status: 401, message: 'Shiprocket refused: Unauthenticated.' });
    expect(sr.signIns()).toBe(2);
  });

  it('turns wrong credentials into a refusal that never repeats the password', async () => {
    const error = await carrier({ email: SHIPROCKET_KEYS.email, password: 'not-the-password-42' })
      .serviceability(query)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRefused);
    expect((error as CarrierRefused).status).toBe(401);
    expect((error as Error).message).toBe('Shiprocket refused the sign-in: Invalid email and password combination');
    expect((error as Error).message).not.toContain('not-the-password-42');
  });

  it('reads the couriers and their rates to the pincode in integer paise, COD charges included', async () => {
    const options = await carrier().serviceability(query);
    expect(options).toEqual([
      // ₹54 for the first 500 g, 4 steps of ₹32.50, ₹35.40 COD: ₹219.40.
      { courierId: 43, courierName: 'Delhivery Surface', ratePaise: 21_940, codChargesPaise: 3_540, estimatedDays: 4 },
      { courierId: 19, courierName: 'Ecom Express Surface 2kg', ratePaise: 30_212, codChargesPaise: 4_000, estimatedDays: 6 },
    ]);
    const asked = new URL(sr.requests.at(-1)!.path, 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ pickup_postcode: '452010', delivery_postcode: '452001', weight: '2.5', cod: '1', declared_value: '4712' });

    const prepaid = await carrier().serviceability({ ...query, cod: false, weightGrams: 400 });
    expect(prepaid.map((o) => [o.courierId, o.ratePaise, o.codChargesPaise])).toEqual([[43, 5_400, 0], [19, 15_012, 0], [225, 12_390, 0]]);
  });

  it('answers no couriers for a pincode Shiprocket does not serve, as an answer and not a failure', async () => {
    await expect(carrier().serviceability({ ...query, toPincode: '799001' })).resolves.toEqual([]);
  });

  it('books a shipment, its AWB, the pickup and the label, the order in rupees and kilograms', async () => {
    const c = carrier();
    const created = await c.createShipment(indoreOrder);
    const kept = sr.orders.get('HR-2026-000123')!;
    expect(created).toEqual({ carrierOrderId: String(kept.orderId), shipmentId: String(kept.shipmentId) });
    expect(kept.order).toEqual({
      order_id: 'HR-2026-000123',
      order_date: '2026-12-10 11:10',
      pickup_location: 'Indore godown',
      billing_customer_name: 'Ramesh Patidar',
      billing_last_name: '',
      billing_address: 'Gram Panchayat Bhawan, Rau',
      billing_address_2: '',
      billing_city: 'Indore',
      billing_pincode: '452001',
      billing_state: 'Madhya Pradesh',
      billing_country: 'India',
      billing_email: '',
      billing_phone: '9826012345',
      shipping_is_billing: true,
      order_items: [
        { name: 'Wheat seed HD-2967, 40 kg', sku: 'SEED-HD2967-40', units: 2, selling_price: 2100.5, hsn: '1001' },
        { name: 'Neem oil 1 L', sku: 'NEEM-1L', units: 1, selling_price: 450, hsn: '3808' },
      ],
      payment_method: 'COD',
      shipping_charges: 60.75,
      total_discount: 0,
      sub_total: 4651,
      length: 40,
      breadth: 30,
      height: 20,
      weight: 2.5,
    });

    const awb = await c.assignAwb(created.shipmentId, 43);
    expect(awb).toEqual({ awb: kept.awb, courierName: 'Delhivery Surface', courierId: 43 });
    expect(sr.requests.at(-1)!.body).toEqual({ shipment_id: kept.shipmentId, courier_id: 43 });

    await expect(c.bookPickup(created.shipmentId)).resolves.toEqual({ scheduledFor: '2026-12-11 11:30:00', reference: `Reference No: 194_BIGFOOT ${kept.shipmentId}` });
    expect(sr.requests.at(-1)!.body).toEqual({ shipment_id: [kept.shipmentId] });
    expect(kept.pickupBooked).toBe(true);

    await expect(c.labelPdf(created.shipmentId)).resolves.toEqual({ url: `${sr.url}/labels/shipping-label-${kept.shipmentId}-${kept.awb}.pdf` });
    expect(sr.signIns()).toBe(1);
  });

  it('sends a coupon\'s discount as total_discount, so the courier collects the order\'s value to the paisa', async () => {
    await carrier().createShipment({ ...indoreOrder, payment: 'prepaid', valuePaise: 465_100 - 23_255 });
    expect(sr.orders.get('HR-2026-000123')!.order).toMatchObject({ payment_method: 'Prepaid', sub_total: 4651, shipping_charges: 0, total_discount: 232.55 });
  });

  it('refuses with Shiprocket\'s message on a 4xx or a refusal in a 200, for a person to read', async () => {
    const c = carrier();
    const wrongPlace = await c.createShipment({ ...indoreOrder, pickupLocation: 'Bhopal godown' }).catch((e: unknown) => e);
    expect(wrongPlace).toBeInstanceOf(CarrierRefused);
    expect(wrongPlace).toMatchObject({ status: 422, message: 'Shiprocket refused: Oops! Invalid Data.; pickup_location: Wrong Pickup location entered.' });

    const { shipmentId } = await c.createShipment(indoreOrder);
    await expect(c.bookPickup(shipmentId)).rejects.toMatchObject({ name: 'CarrierRefused', status: 400, message: 'Shiprocket refused: Invalid shipment id' });
    await expect(c.labelPdf(shipmentId)).rejects.toMatchObject({ name: 'CarrierRefused', status: 200, message: 'Shiprocket refused: No valid shipment ids to print label' });
    // India Post takes no cash: not a courier for a COD shipment.
    await expect(c.assignAwb(shipmentId, 225)).rejects.toMatchObject({ name: 'CarrierRefused', status: 200, message: 'Shiprocket refused: Selected courier is not serviceable for this shipment' });
    await c.assignAwb(shipmentId);
    await expect(c.assignAwb(shipmentId)).rejects.toMatchObject({ status: 400, message: 'Shiprocket refused: Oops! Cannot reassign courier for this shipment.' });
  });

  it('answers a failed delivery attempt with Shiprocket\'s NDR action, and passes a refusal on', async () => {
    const c = carrier();
    const { shipmentId } = await c.createShipment(indoreOrder);
    const { awb } = await c.assignAwb(shipmentId);
    // Not in NDR at Shiprocket: refused with its message.
    await expect(c.ndrAction(awb, 'return', 'Please return the parcel to the shop.')).rejects.toMatchObject({ name: 'CarrierRefused', status: 400, message: 'Shiprocket refused: Action can not be taken: this shipment is not in NDR.' });
    sr.markUndelivered(awb);
    await c.ndrAction(awb, 're_attempt', 'Farmer at home after 4 pm');
    const sent = sr.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: `/ndr/${awb}/action`, body: { action: 're-attempt', comments: 'Farmer at home after 4 pm' } });
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    // A 200 whose body says no is a refusal too.
    const fetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => (String(input).includes('/ndr/') ? new Response(JSON.stringify({ success: false, message: 'Reattempt limit exceeded' }), { status: 200 }) : fetch(input, init));
    try {
      await expect(c.ndrAction(awb, 're_attempt', 'again')).rejects.toMatchObject({ name: 'CarrierRefused', status: 200, message: 'Shiprocket refused: Reattempt limit exceeded' });
    } finally {
      globalThis.fetch = fetch;
    }
  });

  it('reads a shipment\'s public tracking page ("Get Tracking through AWB"); none while Shiprocket has no activity for the AWB', async () => {
    const c = carrier();
    const { shipmentId } = await c.createShipment(indoreOrder);
    const { awb } = await c.assignAwb(shipmentId);
    expect(await c.trackingUrl(awb)).toBe(`https://shiprocket.co/tracking/${awb}`);
    expect(sr.requests.at(-1)).toMatchObject({ method: 'GET', path: `/courier/track/awb/${awb}` });
    // Its documented answer for an AWB it has nothing on yet: track_status 0 and an error text.
    expect(await c.trackingUrl('999999999999')).toBeNull();
    // An address that is not https is not handed on to a buyer.
    const fetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => (String(input).includes('/courier/track/') ? new Response(JSON.stringify({ tracking_data: { track_status: 1, track_url: 'javascript:alert(1)' } }), { status: 200 }) : fetch(input, init));
    try {
      expect(await c.trackingUrl(awb)).toBeNull();
    } finally {
      globalThis.fetch = fetch;
    }
  });

  it('is unavailable, for the caller to retry, on a 5xx, a dropped connection or no answer in time', async () => {
    const c = carrier();
    await c.serviceability(query);
    sr.failNext(500);
    await expect(c.createShipment(indoreOrder)).rejects.toMatchObject({ name: 'CarrierUnavailable', message: 'Shiprocket is unavailable (HTTP 500)' });
    sr.failNext(503);
    await expect(c.serviceability(query)).rejects.toBeInstanceOf(CarrierUnavailable);
    sr.failNext(0);
    await expect(c.serviceability(query)).rejects.toMatchObject({ name: 'CarrierUnavailable', message: 'Could not reach Shiprocket' });
    // Only the call that hangs waits on a short timeout: one that answers must not race it on a busy machine.
    sr.hangNext();
    await expect(carrier(SHIPROCKET_KEYS, 300).createShipment(indoreOrder)).rejects.toMatchObject({ name: 'CarrierUnavailable', message: 'No answer from Shiprocket within 0.3 s' });
    expect(sr.orders.size).toBe(0);
    // Shiprocket answering again, the same call goes through.
    await expect(c.createShipment(indoreOrder)).resolves.toMatchObject({ shipmentId: expect.stringMatching(/^\d+$/) });
  });

  it('never puts the token or the password in an error', async () => {
    const c = carrier();
    await c.serviceability(query);
    const token = String(sr.requests[1]!.headers.authorization).slice('Bearer '.length);
    const errors: unknown[] = [];
    sr.failNext(502);
    errors.push(await c.serviceability(query).catch((e: unknown) => e));
    errors.push(await c.createShipment({ ...indoreOrder, buyer: { ...indoreOrder.buyer, phone: '12345' } }).catch((e: unknown) => e));
    for (const e of errors) {
      expect(e).toBeInstanceOf(Error);
      expect(String((e as Error).message)).not.toContain(token);
      expect(String((e as Error).message)).not.toContain(SHIPROCKET_KEYS.password);
    }
  });

  it('refuses amounts that are not integer paise before anything is sent', async () => {
    await expect(carrier().serviceability({ ...query, declaredValuePaise: 10.5 })).rejects.toThrow(TypeError);
    expect(sr.requests).toEqual([]);
  });
});
