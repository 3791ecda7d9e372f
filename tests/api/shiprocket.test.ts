import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOrderShipment } from '../../src/shared/schemas/shipments.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { allowLargeCashOrders, PUNE } from '../helpers/shop.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHIPROCKET_KEYS, shiprocketUpdate, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

const TOKEN = 'sr-webhook-token-0123456789abcdef';
const BOX = { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15 };
/**
 * Shipping through the courier (docs/product-rules.md 58, docs/decisions/0072) against a stand-in
 * of Shiprocket's API: the dispatcher books an order, which ships it with the AWB; Shiprocket's
 * tracking webhook, trusted by its token only, moves it on and delivers it, once and never back.
 */
describeEachDialect('shipping through Shiprocket', (dialect) => {
  let t: TestApp;
  let bare: TestApp;
  let sr: ShiprocketStandIn;
  let now = Date.parse('2026-12-10T05:00:00Z');
  let admin: string;
  let dispatcher: string;
  let support: string;
  let buyer: string;
  let product: string;
  const http = () => api(t.app);

  const staffAs = async (app: TestApp, role: StaffRole) => (await signInAsStaff(app, role)).cookie;
  const placeOrder = async () => {
    const res = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: product, quantity: 2 }], shipping: PUNE, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const book = (orderId: string, cookie = dispatcher, body: unknown = BOX) => http().call('POST', `/api/admin/orders/${orderId}/shipment`, { cookie, body });
  const orderOf = async (orderId: string) => (await http().call('GET', `/api/admin/orders/${orderId}`, { cookie: admin })).json<AdminOrder>();
  /** The tracking webhook as Shiprocket calls it (null: without the x-api-key header). */
  const webhook = (body: unknown, token: string | null = TOKEN, app = t) =>
    api(app.app).call('POST', '/api/webhooks/courier-tracking', { body, headers: token === null ? {} : { 'x-api-key': token } });
  const update = shiprocketUpdate;
  const createsOf = (number: string) => sr.requests.filter((r) => r.path === '/orders/create/adhoc' && (r.body as { order_id?: string }).order_id === number).length;

  beforeAll(async () => {
    sr = await startShiprocketStandIn({ now: () => now });
    t = await createTestApp(dialect, { clock: () => now, shiprocket: { apiUrl: sr.url, ...SHIPROCKET_KEYS, webhookToken: TOKEN } });
    admin = (await signInAsAdmin(t)).cookie;
    dispatcher = await staffAs(t, 'dispatcher');
    support = await staffAs(t, 'support');
    buyer = sessionCookie(await http().register(customer()));
    product = (await t.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow()).id;
    const saved = await http().call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } });
    expect(saved.statusCode, saved.body).toBe(200);
    bare = await createTestApp(dialect, { seed: false, clock: () => now });
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
    await sr?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('books an order with the courier and ships it with the AWB; a second booking is refused', async () => {
    const order = await placeOrder();
    const before = (await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher })).json<AdminOrderShipment>();
    expect(before).toEqual({ configured: true, shipment: null });

    const res = await book(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { shipment } = res.json<AdminOrderShipment>();
    const sent = sr.orders.get(order.number)!;
    expect(shipment).toMatchObject({ carrier: 'shiprocket', awb: sent.awb, courierName: 'Delhivery Surface', status: null, bookedAt: new Date(now).toISOString() });
    expect(shipment!.labelUrl).toBe(`${sr.url}/labels/shipping-label-${sent.shipmentId}-${sent.awb}.pdf`);
    expect(sent.pickupBooked).toBe(true);
    // Picked up at the shop's business address's pincode, the cash to collect the order's total.
    const asked = sr.requests.find((r) => r.path.startsWith('/courier/serviceability'))!;
    expect(new URL(asked.path, 'http://x').searchParams.get('pickup_postcode')).toBe('411037');
    expect(sent.order).toMatchObject({ payment_method: 'COD', billing_pincode: PUNE.pincode, weight: 1.2, length: 30 });
    const total = Number(sent.order.sub_total) + Number(sent.order.shipping_charges) - Number(sent.order.total_discount);
    expect(Math.round(total * 100)).toBe(order.totalPaise);

    const shipped = await orderOf(order.id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ ownDelivery: false, carrier: 'Delhivery Surface', trackingNumber: sent.awb });
    // The buyer hears it is shipped, with the AWB.
    const message = await t.db.selectFrom('message_outbox').select('text_body').where('event_key', 'like', `order-shipped:${order.id}:%`).where('channel', '=', 'email').executeTakeFirst();
    expect(message?.text_body).toContain(sent.awb!);
    // In the audit log under the dispatcher.
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'shipment.book').where('entity_id', '=', order.id).execute()).not.toHaveLength(0);

    const again = await book(order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('shipment_exists');
    expect(createsOf(order.number)).toBe(1);
  });

  it('moves the order by the webhook: picked up, in transit, delivered once, never back', async () => {
    const order = await placeOrder();
    expect((await book(order.id)).statusCode).toBe(200);
    const awb = sr.orders.get(order.number)!.awb!;
    const shipmentOf = async () => (await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: admin })).json<AdminOrderShipment>().shipment!;

    // No token, a wrong one: refused, nothing done.
    expect((await webhook(update(awb, 'DELIVERED', now), null)).statusCode).toBe(401);
    expect((await webhook(update(awb, 'DELIVERED', now), 'not-the-token-0123456789')).statusCode).toBe(403);
    expect((await orderOf(order.id)).status).toBe('shipped');
    expect((await shipmentOf()).status).toBeNull();

    const picked = await webhook(update(awb, 'PICKED UP', now + 3_600_000));
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json()).toEqual({ applied: true });
    expect((await shipmentOf()).status).toBe('picked_up');
    expect((await webhook(update(awb, 'IN TRANSIT', now + 7_200_000))).json()).toEqual({ applied: true });
    expect(await shipmentOf()).toMatchObject({ status: 'in_transit', statusText: 'IN TRANSIT', lastEventAt: new Date(now + 7_200_000).toISOString() });
    expect((await orderOf(order.id)).status).toBe('shipped');

    const delivered = update(awb, 'DELIVERED', now + 86_400_000);
    expect((await webhook(delivered)).json()).toEqual({ applied: true });
    const done = await orderOf(order.id);
    expect(done.status).toBe('delivered');
    // The courier's change, not a person's.
    expect(done.history.at(-1)).toMatchObject({ fromStatus: 'shipped', toStatus: 'delivered', changedById: 'system', changedByName: 'Delhivery Surface (courier)' });
    const changes = () => t.db.selectFrom('order_status_changes').select('id').where('order_id', '=', order.id).execute();
    const count = (await changes()).length;

    // Sent again: applied once. An older scan after it: the shipment and the order stay delivered.
    expect((await webhook(delivered)).json()).toEqual({ applied: false, ignored: 'repeated' });
    expect((await webhook(update(awb, 'IN TRANSIT', now + 90_000_000))).json()).toEqual({ applied: true });
    expect((await shipmentOf()).status).toBe('delivered');
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await changes()).toHaveLength(count);
    expect(await t.db.selectFrom('message_outbox').select('id').where('event_key', '=', `order-delivered:${order.id}`).execute()).toHaveLength(1);
  });

  it('takes a delivery sent before the pickup, and keeps a failed attempt for the dispatcher', async () => {
    const order = await placeOrder();
    expect((await book(order.id)).statusCode).toBe(200);
    const awb = sr.orders.get(order.number)!.awb!;
    expect((await webhook(update(awb, 'UNDELIVERED', now + 3_600_000))).json()).toEqual({ applied: true });
    const ndr = (await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher })).json<AdminOrderShipment>();
    expect(ndr.shipment).toMatchObject({ status: 'undelivered', statusText: 'UNDELIVERED' });
    expect((await webhook(update(awb, 'DELIVERED', now + 7_200_000))).json()).toEqual({ applied: true });
    // The pickup's scan comes late: recorded, nothing moves back.
    expect((await webhook(update(awb, 'PICKED UP', now + 1_000))).json()).toEqual({ applied: true });
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it('answers an unknown AWB, an unknown status and an unreadable body with 200 and does nothing', async () => {
    const before = await t.db.selectFrom('shipment_events').select('awb').execute();
    expect((await webhook(update('999999999999', 'DELIVERED', now))).json()).toEqual({ applied: false, ignored: 'unknown_awb' });
    expect((await webhook({ ...update('999999999999', 'DELIVERED', now), current_status: 'MANIFEST GENERATED', shipment_status: 'MANIFEST GENERATED', current_status_id: 3, shipment_status_id: 3 })).json()).toEqual({ applied: false, ignored: 'no_status' });
    expect((await webhook({ hello: 'world' })).json()).toEqual({ applied: false, ignored: 'unreadable' });
    expect(await t.db.selectFrom('shipment_events').select('awb').execute()).toHaveLength(before.length);
  });

  it('answers 503 when Shiprocket fails, and the retry goes on from the AWB without a second shipment', async () => {
    const order = await placeOrder();
    // Shiprocket down at the first call: nothing written.
    sr.failNext(500);
    const down = await book(order.id);
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().error.code).toBe('courier_unavailable');
    expect(await t.db.selectFrom('shipments').select('order_id').where('order_id', '=', order.id).execute()).toHaveLength(0);
    expect(createsOf(order.number)).toBe(0);

    // Down at the AWB, after its order was made: the ids are kept, the order not shipped.
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => (String(input).endsWith('/courier/assign/awb') ? new Response('Bad gateway', { status: 502 }) : fetch(input, init)));
    const halfway = await book(order.id);
    expect(halfway.statusCode, halfway.body).toBe(503);
    vi.restoreAllMocks();
    const kept = (await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher })).json<AdminOrderShipment>();
    expect(kept.shipment).toMatchObject({ awb: null, bookedAt: null });
    expect((await orderOf(order.id)).status).toBe('pending');

    const retried = await book(order.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(createsOf(order.number)).toBe(1);
    expect((await orderOf(order.id)).shipment?.trackingNumber).toBe(sr.orders.get(order.number)!.awb);
  });

  it('passes the courier\'s refusal on as a 422 with its reason, and checks the parcel', async () => {
    const order = await placeOrder();
    const bad = await book(order.id, dispatcher, { weightGrams: 0, lengthCm: 30.5, breadthCm: 20, heightCm: 15 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['lengthCm', 'weightGrams']);
    await t.db.updateTable('orders').set({ ship_phone: '12345' }).where('id', '=', order.id).execute();
    const refused = await book(order.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'courier_refused' });
    expect(refused.json().error.params.reason).toContain('billing_phone');
  });

  it('books no courier for a consignment that needs an e-way bill and has none (docs/product-rules.md 57)', async () => {
    await allowLargeCashOrders(http(), admin);
    const drip = await createProduct(t.db, { name: 'Drip irrigation set', category: 'equipment', hsn_code: '9027', price_paise: 60000_00, stock: 10 });
    const res = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: drip.id, quantity: 1 }], shipping: PUNE, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<StoreOrder>();
    const refused = await book(order.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('eway_bill_required');
    // Shiprocket was not asked, and the order is as it was.
    expect(createsOf(order.number)).toBe(0);
    expect((await orderOf(order.id)).status).toBe('pending');
    expect((await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher })).json<AdminOrderShipment>().shipment).toBeNull();
  });

  it('refuses the roles without shipping, and an unknown order', async () => {
    const order = await placeOrder();
    expect((await book(order.id, support)).statusCode).toBe(403);
    expect((await http().call('GET', `/api/admin/orders/${order.id}/shipment`, { cookie: support })).statusCode).toBe(200);
    expect((await book('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await t.db.selectFrom('shipments').select('order_id').where('order_id', '=', order.id).execute()).toHaveLength(0);
  });

  it('without Shiprocket set up: the booking is 409 courier_not_configured and the webhook refuses every update', async () => {
    const owner = (await signInAsAdmin(bare)).cookie;
    const someone = sessionCookie(await api(bare.app).register(customer()));
    expect(someone).toBeTruthy();
    const res = await api(bare.app).call('POST', '/api/admin/orders/00000000-0000-4000-8000-000000000000/shipment', { cookie: owner, body: BOX });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('courier_not_configured');
    expect((await webhook(update('1', 'DELIVERED', now), TOKEN, bare)).statusCode).toBe(403);
  });
});
