import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHIPMENT } from '../helpers/tracking.ts';

// Issue 16, docs/product-rules.md 29: shipping an order needs a carrier and tracking number, or
// the shop's own delivery; the buyer's order shows the timeline, and mails say shipped and delivered.

/** Saturday 28 November 2026, 11:30 in India. */
const SATURDAY = Date.parse('2026-11-28T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describeEachDialect('order tracking', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let buyerEmail: string;
  let other: string;
  let now = SATURDAY;

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    const account = customer({ name: 'Sunita Pawar' });
    buyerEmail = account.email;
    buyer = sessionCookie(await http.register(account));
    other = sessionCookie(await http.register(customer()));
  });
  afterAll(async () => {
    await t?.close();
  });

  async function placeOrder(query = ''): Promise<StoreOrder> {
    const product = await createProduct(t.db, { stock: 10 });
    const res = await http.call('POST', `/api/store/orders${query}`, { cookie: buyer, body: { items: [{ productId: product.id, quantity: 1 }], shipping, paymentMethod: 'cod' } });
    expect(res.statusCode).toBe(201);
    return res.json<StoreOrder>();
  }
  const setStatus = (id: string, body: Record<string, unknown>) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body });
  const mine = async (id: string, cookie = buyer) => http.call('GET', `/api/store/orders/${id}`, { cookie });
  const mailsOf = (id: string, kind: string) =>
    t.db.selectFrom('message_outbox').selectAll().where('kind', '=', kind).where('event_key', 'like', `${kind}:${id}%`).execute();

  it('refuses shipping without a carrier and tracking number, naming the fields, and changes nothing', async () => {
    const o = await placeOrder();
    const res = await setStatus(o.id, { status: 'shipped' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        carrier: 'Please enter the carrier (courier) name, or choose own delivery',
        trackingNumber: 'Please enter the tracking number, or choose own delivery',
      },
    });
    const noNumber = await setStatus(o.id, { status: 'shipped', carrier: 'DTDC', trackingNumber: '  ' });
    expect(noNumber.json().error.fields).toEqual({ trackingNumber: 'Please enter the tracking number, or choose own delivery' });
    const badNumber = await setStatus(o.id, { status: 'shipped', carrier: 'DTDC', trackingNumber: 'AB<script>' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().error.fields).toEqual({ trackingNumber: 'A tracking number is 4 to 40 letters and digits, with spaces, - or / between them' });
    const row = await t.db.selectFrom('orders').select(['status', 'carrier', 'tracking_number', 'shipped_at']).where('id', '=', o.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', carrier: null, tracking_number: null, shipped_at: null });
    expect(await mailsOf(o.id, 'order-shipped')).toEqual([]);
    expect((await mine(o.id)).json<StoreOrder>().timeline).toEqual([]);
  });

  it('ships with a carrier and tracking number: the buyer sees the timeline, the shipment and the expected day; one mail is queued', async () => {
    now = SATURDAY;
    const o = await placeOrder();
    // Placed on Saturday in the shop's own state: 3-5 business days, by Friday 4 December.
    expect(o.expectedDeliveryOn).toBe('2026-12-04');
    expect((await setStatus(o.id, { status: 'processing' })).statusCode).toBe(200);
    now = SATURDAY + 2 * 60 * 60 * 1000;
    const shipped = await setStatus(o.id, { status: 'shipped', ...SHIPMENT, trackingNumber: ' EK123456789IN ' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<AdminOrder>().shipment).toMatchObject({ ownDelivery: false, carrier: 'India Post', trackingNumber: 'EK123456789IN' });

    const res = await mine(o.id);
    expect(res.statusCode).toBe(200);
    const seen = res.json<StoreOrder>();
    expect(seen.status).toBe('shipped');
    // Only the status and the time: who changed it stays with the admin.
    expect(seen.timeline).toEqual([
      { status: 'processing', at: expect.any(String) },
      { status: 'shipped', at: new Date(now).toISOString() },
    ]);
    expect(seen.shipment).toEqual({ ownDelivery: false, carrier: 'India Post', trackingNumber: 'EK123456789IN', shippedAt: new Date(now).toISOString() });
    expect(seen.expectedDeliveryOn).toBe('2026-12-04');
    // My Orders carries the same.
    const list = (await http.call('GET', '/api/store/orders', { cookie: buyer })).json<{ items: StoreOrder[] }>().items;
    expect(list.find((x) => x.id === o.id)).toMatchObject({ timeline: seen.timeline, shipment: seen.shipment });

    const mails = await mailsOf(o.id, 'order-shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: buyerEmail, language: 'en', subject: `Your Hariyali order ${o.number} has shipped` });
    expect(mails[0]!.text_body).toContain('Tracking number: EK123456789IN');
    expect(mails[0]!.text_body).toContain('Carrier: India Post');
    expect(mails[0]!.text_body).toContain('Friday, 4 December 2026');

    // The same request again changes nothing and queues nothing.
    expect((await setStatus(o.id, { status: 'shipped', ...SHIPMENT })).statusCode).toBe(409);
    expect(await mailsOf(o.id, 'order-shipped')).toHaveLength(1);
  });

  it("keeps another customer's order from them", async () => {
    const o = await placeOrder();
    expect((await setStatus(o.id, { status: 'shipped', ...SHIPMENT })).statusCode).toBe(200);
    const res = await mine(o.id, other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(SHIPMENT.trackingNumber);
    expect((await http.call('GET', '/api/store/orders', { cookie: other })).body).not.toContain(SHIPMENT.trackingNumber);
    expect((await http.call('GET', `/api/store/orders/${o.id}`)).statusCode).toBe(401);
  });

  it("ships by the shop's own delivery without a number, and says delivered with the 14 days to return", async () => {
    const o = await placeOrder();
    const res = await setStatus(o.id, { status: 'shipped', ownDelivery: true, carrier: 'ignored', trackingNumber: 'IGNORED1' });
    expect(res.statusCode).toBe(200);
    expect((await mine(o.id)).json<StoreOrder>().shipment).toMatchObject({ ownDelivery: true, carrier: null, trackingNumber: null });
    const shippedMail = (await mailsOf(o.id, 'order-shipped'))[0]!;
    expect(shippedMail.text_body).toContain("Hariyali's own delivery vehicle");
    expect(shippedMail.text_body).not.toContain('IGNORED1');

    expect((await setStatus(o.id, { status: 'delivered' })).statusCode).toBe(200);
    const seen = (await mine(o.id)).json<StoreOrder>();
    expect(seen.timeline.map((e) => e.status)).toEqual(['shipped', 'delivered']);
    const delivered = await mailsOf(o.id, 'order-delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text_body).toContain('within 14 days of delivery');
  });

  it('writes the mails in the language the order was placed in', async () => {
    const o = await placeOrder('?lang=hi');
    expect((await setStatus(o.id, { status: 'shipped', ...SHIPMENT })).statusCode).toBe(200);
    const mail = (await mailsOf(o.id, 'order-shipped'))[0]!;
    expect(mail.language).toBe('hi');
    expect(mail.subject).toContain('रवाना');
    expect(mail.text_body).toContain('ट्रैकिंग नंबर: EK123456789IN');
  });

  it('clears the shipment when an order is moved back, and promises a new day to an order shipped after its promise', async () => {
    now = SATURDAY;
    const o = await placeOrder();
    expect((await setStatus(o.id, { status: 'shipped', ...SHIPMENT })).statusCode).toBe(200);
    expect((await setStatus(o.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await mine(o.id)).json<StoreOrder>().shipment).toBeNull();
    // Shipped again ten days later (Tuesday 8 December), after the promised Friday 4th: 3-5 business days from then.
    now = SATURDAY + 10 * DAY;
    expect((await setStatus(o.id, { status: 'shipped', carrier: 'DTDC', trackingNumber: 'D1234-5678/9' })).statusCode).toBe(200);
    const seen = (await mine(o.id)).json<StoreOrder>();
    expect(seen.shipment).toMatchObject({ carrier: 'DTDC', trackingNumber: 'D1234-5678/9' });
    expect(seen.expectedDeliveryOn).toBe('2026-12-14');
    expect(seen.timeline.map((e) => e.status)).toEqual(['shipped', 'processing', 'shipped']);
    // Each shipping is its own event: two messages, the second with the new number.
    const mails = await mailsOf(o.id, 'order-shipped');
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text_body.includes('D1234-5678/9'))).toBe(true);
    now = SATURDAY;
  });
});
