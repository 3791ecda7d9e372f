import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOrderShipment, StoreOrderTracking } from '../../src/shared/schemas/shipments.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { PUNE } from '../helpers/shop.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHIPROCKET_CODES, SHIPROCKET_KEYS, shiprocketUpdate, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

const TOKEN = 'sr-webhook-token-0123456789abcdef';
const BOX = { weightGrams: 1200, lengthCm: 30, breadthCm: 20, heightCm: 15 };
const HOUR = 3_600_000;
/**
 * The courier's scans after the booking (docs/product-rules.md 58, docs/decisions/0072): they reach
 * the farmer's timeline with their time and place and tell him when his order is out for delivery;
 * a failed attempt is answered by the dispatcher through Shiprocket's NDR action; a parcel back at
 * the shop cancels the order and puts its units back in stock, once.
 */
describeEachDialect('the courier\'s scans, failed attempts and returns', (dialect) => {
  let t: TestApp;
  let sr: ShiprocketStandIn;
  let now = Date.parse('2026-12-10T05:00:00Z');
  let admin: string;
  let dispatcher: string;
  let support: string;
  let farmer: string;
  let farmerId: string;
  let other: string;
  let product: string;
  const http = () => api(t.app);

  const staffAs = async (role: StaffRole) => (await signInAsStaff(t, role)).cookie;
  const stock = async () => Number((await t.db.selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock);
  /** A COD order of 2 units, booked with the courier: its id, number and AWB. */
  const shippedOrder = async (paymentMethod = 'cod') => {
    const res = await http().call('POST', '/api/store/orders', { cookie: farmer, body: { items: [{ productId: product, quantity: 2 }], shipping: PUNE, paymentMethod } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<StoreOrder>();
    await t.db.updateTable('orders').set({ language: 'mr' }).where('id', '=', order.id).execute();
    const booked = await http().call('POST', `/api/admin/orders/${order.id}/shipment`, { cookie: dispatcher, body: BOX });
    expect(booked.statusCode, booked.body).toBe(200);
    return { id: order.id, number: order.number, awb: sr.orders.get(order.number)!.awb! };
  };
  const webhook = (body: unknown) => http().call('POST', '/api/webhooks/courier-tracking', { body, headers: { 'x-api-key': TOKEN } });
  /** A scan as Shiprocket's webhook sends it; a failed attempt is open at Shiprocket too unless said otherwise. */
  const scan = (awb: string, status: keyof typeof SHIPROCKET_CODES, at: number, location = 'Pune_Hub', { openThere = true } = {}) => {
    if (status === 'UNDELIVERED' && openThere) sr.markUndelivered(awb);
    return webhook(shiprocketUpdate(awb, status, at, location));
  };
  const tracking = (orderId: string, cookie = farmer) => http().call('GET', `/api/store/orders/${orderId}/tracking`, { cookie });
  const shipmentOf = async (orderId: string) => (await http().call('GET', `/api/admin/orders/${orderId}/shipment`, { cookie: dispatcher })).json<AdminOrderShipment>().shipment!;
  const orderOf = async (orderId: string) => (await http().call('GET', `/api/admin/orders/${orderId}`, { cookie: admin })).json<AdminOrder>();
  const ndr = (orderId: string, body: unknown, cookie = dispatcher) => http().call('POST', `/api/admin/orders/${orderId}/shipment/ndr`, { cookie, body });
  /** The messages of a kind about the order on one channel (the farmer has both an e-mail address and a mobile). */
  const messages = (orderId: string, kind: string, channel: 'sms' | 'email' = 'sms') =>
    t.db.selectFrom('message_outbox').select(['event_key', 'channel', 'language', 'text_body']).where('event_key', 'like', `${kind}:${orderId}:%`).where('channel', '=', channel).orderBy('event_key').execute();

  beforeAll(async () => {
    sr = await startShiprocketStandIn({ now: () => now });
    t = await createTestApp(dialect, { clock: () => now, shiprocket: { apiUrl: sr.url, ...SHIPROCKET_KEYS, webhookToken: TOKEN } });
    admin = (await signInAsAdmin(t)).cookie;
    dispatcher = await staffAs('dispatcher');
    support = await staffAs('support');
    const registered = await http().register(customer());
    farmer = sessionCookie(registered);
    farmerId = registered.json<{ user: { id: string } }>().user.id;
    // A farmer who reads his messages by SMS, in Marathi (docs/product-rules.md 36).
    await t.db.updateTable('users').set({ mobile: '+919822044411', mobile_verified_at: new Date(now).toISOString(), text_channel: 'sms', language: 'mr' }).where('id', '=', farmerId).execute();
    other = sessionCookie(await http().register(customer()));
    product = (await t.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow()).id;
    const saved = await http().call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sr?.close();
  });

  it('shows the scans on the buyer\'s timeline with their time and place, and tells him once when it is out for delivery', async () => {
    const order = await shippedOrder();
    expect((await tracking(order.id)).json()).toEqual({ courierName: 'Delhivery Surface', awb: order.awb, scans: [] });

    expect((await scan(order.awb, 'PICKED UP', now + HOUR, 'Pune_Gultekdi_PC')).json()).toEqual({ applied: true });
    expect((await scan(order.awb, 'IN TRANSIT', now + 5 * HOUR, 'Indore_Hub')).json()).toEqual({ applied: true });
    const ofd = await scan(order.awb, 'OUT FOR DELIVERY', now + 20 * HOUR, 'Pune_Kothrud_DC');
    expect(ofd.json()).toEqual({ applied: true });
    // The same scan sent again, and an older one after it: nothing moves back, nothing is told twice.
    expect((await scan(order.awb, 'OUT FOR DELIVERY', now + 20 * HOUR, 'Pune_Kothrud_DC')).json()).toEqual({ applied: false, ignored: 'repeated' });
    expect((await scan(order.awb, 'IN TRANSIT', now + 6 * HOUR, 'Pune_Hub')).json()).toEqual({ applied: true });
    expect((await shipmentOf(order.id)).status).toBe('out_for_delivery');

    const told = await messages(order.id, 'order-out-for-delivery');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ event_key: `order-out-for-delivery:${order.id}:0:text`, channel: 'sms', language: 'mr' });
    expect(told[0]!.text_body).toContain(order.number);
    expect(told[0]!.text_body).toContain('डिलिव्हरीसाठी निघाली');
    expect(await messages(order.id, 'order-out-for-delivery', 'email')).toMatchObject([{ event_key: `order-out-for-delivery:${order.id}:0`, language: 'mr' }]);

    expect((await scan(order.awb, 'DELIVERED', now + 23 * HOUR, 'Pune_Kothrud_DC')).json()).toEqual({ applied: true });
    const res = await tracking(order.id);
    expect(res.statusCode, res.body).toBe(200);
    const { scans } = res.json<StoreOrderTracking>();
    // Oldest first by the courier's time, each with its place as a person reads it.
    expect(scans).toEqual([
      { status: 'picked_up', at: new Date(now + HOUR).toISOString(), place: 'Pune Gultekdi PC' },
      { status: 'in_transit', at: new Date(now + 5 * HOUR).toISOString(), place: 'Indore Hub' },
      { status: 'in_transit', at: new Date(now + 6 * HOUR).toISOString(), place: 'Pune Hub' },
      { status: 'out_for_delivery', at: new Date(now + 20 * HOUR).toISOString(), place: 'Pune Kothrud DC' },
      { status: 'delivered', at: new Date(now + 23 * HOUR).toISOString(), place: 'Pune Kothrud DC' },
    ]);
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await messages(order.id, 'order-out-for-delivery')).toHaveLength(1);
  });

  it('shows a buyer only his own order\'s scans', async () => {
    const order = await shippedOrder();
    expect((await tracking(order.id, other)).statusCode).toBe(404);
    expect((await tracking('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await http().call('GET', `/api/store/orders/${order.id}/tracking`)).statusCode).toBe(401);
  });

  it('lets the dispatcher ask for a re-attempt of a failed delivery, through Shiprocket\'s NDR action, once', async () => {
    const order = await shippedOrder();
    // No failed attempt yet: nothing to answer, the courier not asked.
    expect((await ndr(order.id, { action: 're_attempt' })).json().error.code).toBe('no_failed_attempt');
    expect(await scan(order.awb, 'OUT FOR DELIVERY', now + 20 * HOUR)).toBeTruthy();
    expect((await scan(order.awb, 'UNDELIVERED', now + 26 * HOUR, 'Pune_Kothrud_DC')).json()).toEqual({ applied: true });
    expect(await shipmentOf(order.id)).toMatchObject({ status: 'undelivered', ndrAction: null });
    // The dispatcher's list of failed attempts holds it until it is answered.
    const failedList = async () => (await http().call('GET', '/api/admin/orders?courier=failed_attempt&pageSize=100', { cookie: dispatcher })).json<{ items: Array<{ id: string }> }>().items.map((o) => o.id);
    expect(await failedList()).toContain(order.id);
    expect((await http().call('GET', '/api/admin/orders?courier=late', { cookie: dispatcher })).statusCode).toBe(400);

    // Checked before the courier is asked; a support agent may not.
    const bad = await ndr(order.id, { action: 'again', comments: 'x'.repeat(201) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['action', 'comments']);
    expect((await ndr(order.id, { action: 're_attempt' }, support)).statusCode).toBe(403);
    // The courier unreachable: 503, nothing kept, so it can be asked again.
    sr.failNext(502);
    const down = await ndr(order.id, { action: 're_attempt' });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json().error.code).toBe('courier_unavailable');

    const res = await ndr(order.id, { action: 're_attempt', comments: 'Farmer is at the field till 4 pm; call before coming.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminOrderShipment>().shipment!.ndrAction).toEqual({ action: 're_attempt', at: new Date(now).toISOString() });
    // The documented call: POST /ndr/{awb}/action with Shiprocket's word and the note.
    const call = sr.requests.filter((r) => r.path === `/ndr/${order.awb}/action`).at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ action: 're-attempt', comments: 'Farmer is at the field till 4 pm; call before coming.' });
    expect(sr.ndrActions.filter((a) => a.awb === order.awb)).toHaveLength(1);
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'shipment.ndr').where('entity_id', '=', order.id).execute()).toHaveLength(1);

    expect(await failedList()).not.toContain(order.id);
    // Answered: a second click is a 409 and the courier is not asked again.
    expect((await ndr(order.id, { action: 'return' })).json().error.code).toBe('no_failed_attempt');
    expect(sr.ndrActions.filter((a) => a.awb === order.awb)).toHaveLength(1);

    // The re-attempt goes out: the farmer is told again for this attempt, once.
    expect((await scan(order.awb, 'OUT FOR DELIVERY', now + 44 * HOUR)).json()).toEqual({ applied: true });
    expect((await messages(order.id, 'order-out-for-delivery')).map((m) => m.event_key)).toEqual([`order-out-for-delivery:${order.id}:0:text`, `order-out-for-delivery:${order.id}:1:text`]);
  });

  it('passes Shiprocket\'s refusal of an NDR action on as a 422 with its reason', async () => {
    const order = await shippedOrder();
    // The shop hears of the failed attempt, but Shiprocket closed it on its side meanwhile (answered in its panel).
    expect((await scan(order.awb, 'UNDELIVERED', now + 26 * HOUR, 'Pune_Hub', { openThere: false })).json()).toEqual({ applied: true });
    const refused = await ndr(order.id, { action: 'return' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'courier_refused' });
    expect(refused.json().error.params.reason).toContain('not in NDR');
    expect((await shipmentOf(order.id)).ndrAction).toBeNull();
  });

  it('returns the parcel to the shop: RTO initiated, then delivered back cancels the order and restocks its units once', async () => {
    const before = await stock();
    const order = await shippedOrder();
    expect(await stock()).toBe(before - 2);
    expect((await scan(order.awb, 'UNDELIVERED', now + 26 * HOUR)).json()).toEqual({ applied: true });
    expect((await ndr(order.id, { action: 'return', comments: 'Farmer refused the parcel.' })).statusCode).toBe(200);
    expect(sr.ndrActions.at(-1)).toEqual({ awb: order.awb, action: 'return', comments: 'Farmer refused the parcel.' });

    expect((await scan(order.awb, 'RTO INITIATED', now + 30 * HOUR)).json()).toEqual({ applied: true });
    expect((await orderOf(order.id)).status).toBe('shipped');
    expect(await stock()).toBe(before - 2);

    const back = { at: now + 70 * HOUR };
    expect((await scan(order.awb, 'RTO DELIVERED', back.at, 'Pune_Gultekdi_PC')).json()).toEqual({ applied: true });
    const returned = await orderOf(order.id);
    expect(returned.status).toBe('cancelled');
    expect(returned.history.at(-1)).toMatchObject({ fromStatus: 'shipped', toStatus: 'cancelled', changedById: 'system', changedByName: 'Delhivery Surface (courier, returned)' });
    expect(await stock()).toBe(before);
    // A cash-on-delivery order: no money came in, none goes back.
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toHaveLength(0);

    // Sent again, and an older scan after it: the units come back once, the order stays cancelled.
    expect((await scan(order.awb, 'RTO DELIVERED', back.at, 'Pune_Gultekdi_PC')).json()).toEqual({ applied: false, ignored: 'repeated' });
    expect((await scan(order.awb, 'IN TRANSIT', now + 60 * HOUR)).json()).toEqual({ applied: true });
    expect(await stock()).toBe(before);
    expect((await orderOf(order.id)).status).toBe('cancelled');
    expect((await shipmentOf(order.id)).status).toBe('rto_delivered');
    // The buyer's timeline shows the way back.
    expect((await tracking(order.id)).json<StoreOrderTracking>().scans.map((s) => s.status)).toEqual(['undelivered', 'rto_initiated', 'in_transit', 'rto_delivered']);
  });

  it('leaves a bank transfer received to be given back by hand when the parcel comes back', async () => {
    const bank = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };
    expect((await http().call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank } })).statusCode).toBe(200);
    const order = await shippedOrder('bank_transfer');
    expect((await http().call('POST', `/api/admin/orders/${order.id}/payment`, { cookie: admin, body: { action: 'bank_received', utr: 'SBIN26112512345' } })).statusCode).toBe(200);
    expect((await scan(order.awb, 'RTO DELIVERED', now + 70 * HOUR)).json()).toEqual({ applied: true });
    const returned = await orderOf(order.id);
    expect(returned.status).toBe('cancelled');
    // Nothing sent back by itself: the dispatcher records the refund by hand (the payment card), as for any cancelled bank order.
    expect(await t.db.selectFrom('refunds').select('id').where('order_id', '=', order.id).execute()).toHaveLength(0);
    const byHand = await http().call('POST', `/api/admin/orders/${order.id}/refunds`, { cookie: admin, body: { amountPaise: returned.totalPaise, method: 'bank', reference: 'NEFT back SBIN26120100001' } });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json<AdminOrder>().paymentStatus).toBe('refunded');
  });

  it('puts nothing back for a parcel whose order the shop cancelled before it came back', async () => {
    const before = await stock();
    const order = await shippedOrder();
    expect((await scan(order.awb, 'RTO INITIATED', now + 30 * HOUR)).json()).toEqual({ applied: true });
    // The dispatcher cancels the shipped order by hand: its units come back with that change.
    const cancelled = await http().call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stock()).toBe(before);
    expect((await scan(order.awb, 'RTO DELIVERED', now + 70 * HOUR)).json()).toEqual({ applied: true });
    expect(await stock()).toBe(before);
  });

  it('never cancels a delivered order on a late return scan', async () => {
    const before = await stock();
    const order = await shippedOrder();
    expect((await scan(order.awb, 'DELIVERED', now + 23 * HOUR)).json()).toEqual({ applied: true });
    expect((await scan(order.awb, 'RTO DELIVERED', now + 70 * HOUR)).json()).toEqual({ applied: true });
    expect((await orderOf(order.id)).status).toBe('delivered');
    expect(await stock()).toBe(before - 2);
  });
});
