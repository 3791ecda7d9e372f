import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDeliverySettings, AdminDistricts, StoreDeliveryCheck } from '../../src/shared/schemas/delivery.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { INDIAN_STATES_AND_UTS } from '../../src/shared/india.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Issue 16, docs/product-rules.md 29: delivery by pincode. India Post's directory places 411001
// and 412210 in Pune and 413512 in Latur (Maharashtra, the shop's own state until changed), 110001
// in Central Delhi; 999999 is no pincode at all.
const PUNE = { ...shipping, city: 'Pune', state: 'Maharashtra' as const, pincode: '412210' };
const PUNE_CAMP = { ...PUNE, pincode: '411001' };
const LATUR = { ...shipping, city: 'Latur', state: 'Maharashtra' as const, pincode: '413512' };
const DELHI = { ...shipping, city: 'New Delhi', state: 'Delhi' as const, pincode: '110001' };

/** Saturday 28 November 2026, 11:30 in India. */
const SATURDAY = Date.parse('2026-11-28T06:00:00Z');

describeEachDialect('delivery by pincode', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let now = SATURDAY;

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    buyer = sessionCookie(await http.register(customer()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const check = (pincode: string) => http.call('GET', `/api/store/delivery/${pincode}`);
  const save = (body: unknown) => http.call('PUT', '/api/admin/delivery', { cookie: admin, body });
  const bands = { sameState: { minDays: 3, maxDays: 5 }, otherStates: { minDays: 5, maxDays: 7 } };
  const countOrders = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const stockOf = async (id: string) => (await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('starts an existing shop with every state served, cash on delivery everywhere, and 3-5 / 5-7 business days', async () => {
    const res = await http.call('GET', '/api/admin/delivery', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const settings = res.json<AdminDeliverySettings>();
    expect(settings.areas).toHaveLength(INDIAN_STATES_AND_UTS.length);
    expect(settings.areas.every((a) => a.district === null && a.cod)).toBe(true);
    expect(settings.codPincodes).toEqual([]);
    expect(settings.bands).toEqual(bands);
    expect(settings.dispatchState).toBe('Maharashtra');
  });

  it('answers a served pincode with its place, cash on delivery and the day it arrives by, Sundays skipped', async () => {
    now = SATURDAY;
    const pune = await check('411001');
    expect(pune.statusCode).toBe(200);
    // The shop's own state: 3-5 business days from Saturday: Wednesday 2 to Friday 4 December.
    expect(pune.json<StoreDeliveryCheck>()).toEqual({ pincode: '411001', known: true, deliverable: true, district: 'Pune', state: 'Maharashtra', cod: true, from: '2026-12-02', by: '2026-12-04' });
    // Another state: 5-7 business days: Friday 4 to Monday 7 December (Sunday the 6th not counted).
    expect(await check('110001').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ deliverable: true, district: 'Central Delhi', state: 'Delhi', from: '2026-12-04', by: '2026-12-07' });
    // Thursday 26th in India: three business days end on Monday 30th, where three calendar days would end on Sunday.
    now = Date.parse('2026-11-26T10:00:00Z');
    expect(await check('411001').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ from: '2026-11-30', by: '2026-12-02' });
    // 20:00 UTC on Saturday is already Sunday 01:30 in India: counted from Sunday, the band is the same as from Saturday.
    now = Date.parse('2026-11-28T20:00:00Z');
    expect(await check('411001').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ from: '2026-12-02', by: '2026-12-04' });
    now = SATURDAY;
  });

  it('makes one promise: the product page\'s "Delivery by", the order and its e-mail give the same day', async () => {
    now = SATURDAY;
    const product = await createProduct(t.db, { stock: 10 });
    const promised = (await check('110001')).json<StoreDeliveryCheck>().by;
    expect(promised).toBe('2026-12-07');
    const placed = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: product.id, quantity: 1 }], shipping: DELHI, paymentMethod: 'cod' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    expect(order.expectedDeliveryOn).toBe(promised);
    const mail = await t.db.selectFrom('message_outbox').select('text_body').where('event_key', '=', `order-placed:${order.id}`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Expected delivery');
    expect(mail.text_body).toContain('Monday, 7 December 2026');
  });

  it('takes the state from the pincode: India Post\'s directory names it, and an order to another state is refused on the pincode', async () => {
    const place = await http.call('GET', '/api/store/pincodes/411001');
    expect(place.json()).toMatchObject({ pincode: '411001', states: ['Maharashtra'] });
    expect((await http.call('GET', '/api/store/pincodes/999999')).statusCode).toBe(404);
    const product = await createProduct(t.db, { stock: 10 });
    const refused = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: product.id, quantity: 1 }], shipping: { ...PUNE_CAMP, state: 'Karnataka' }, paymentMethod: 'cod' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ 'shipping.pincode': 'This pincode is not in the state you chose' });
  });

  it('says it could not find an unknown pincode, and refuses what is not a pincode', async () => {
    const unknown = await check('999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json<StoreDeliveryCheck>()).toEqual({ pincode: '999999', known: false, deliverable: false, district: null, state: null, cod: false, from: null, by: null });
    const bad = await check('41100A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ pincode: 'Pincode must be exactly 6 digits' });
  });

  it('lets only an admin read or change the settings', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/delivery')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PUT', '/api/admin/delivery', { areas: [], codPincodes: [], bands })).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'GET', '/api/admin/delivery/districts?state=Maharashtra')).toEqual([401, 403, 403]);
  });

  it("lists a state's districts from India Post's directory", async () => {
    const res = await http.call('GET', '/api/admin/delivery/districts?state=Maharashtra', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const { districts } = res.json<AdminDistricts>();
    expect(districts).toEqual(expect.arrayContaining(['Pune', 'Latur', 'Nagpur']));
    expect(districts).not.toContain('Central Delhi');
    expect((await http.call('GET', '/api/admin/delivery/districts?state=Atlantis', { cookie: admin })).statusCode).toBe(400);
  });

  it('refuses settings that do not hold, naming the line, and keeps the old ones', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ areas: [{ state: 'Maharashtra', district: 'Gotham', cod: true }], codPincodes: [], bands }, 'areas.0.district', "This district is not in India Post's directory for this state"],
      [{ areas: [{ state: 'Maharashtra', district: null, cod: true }, { state: 'Maharashtra', district: 'Pune', cod: true }], codPincodes: [], bands }, 'areas.1.district', 'This state is already served whole: remove it, or remove its districts'],
      [{ areas: [{ state: 'Delhi', district: null, cod: true }, { state: 'Delhi', district: null, cod: false }], codPincodes: [], bands }, 'areas.1.district', 'This state or district is listed twice'],
      [{ areas: [], codPincodes: [], bands }, 'areas', 'Please choose at least one state or district to deliver to'],
      [{ areas: [{ state: 'Delhi', district: null, cod: true }], codPincodes: [{ pincode: '999999', cod: false }], bands }, 'codPincodes.0.pincode', 'This pincode does not exist. Please check it'],
      [{ areas: [{ state: 'Delhi', district: null, cod: true }], codPincodes: [], bands: { ...bands, sameState: { minDays: 5, maxDays: 3 } } }, 'bands.sameState.maxDays', 'The longest time cannot be shorter than the shortest'],
      [{ areas: [{ state: 'Delhi', district: null, cod: true }], codPincodes: [], bands: { ...bands, otherStates: { minDays: 0, maxDays: 31 } } }, 'bands.otherStates.minDays', 'Days must be a whole number from 1 to 30'],
    ];
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect((await http.call('GET', '/api/admin/delivery', { cookie: admin })).json<AdminDeliverySettings>().areas).toHaveLength(INDIAN_STATES_AND_UTS.length);
  });

  describe('once the admin narrows it to Pune district and Delhi', () => {
    let seeds: string;

    beforeAll(async () => {
      now = SATURDAY;
      const res = await save({
        // The district as the admin typed it: stored as India Post spells it.
        areas: [{ state: 'Maharashtra', district: 'pune', cod: true }, { state: 'Delhi', district: null, cod: false }],
        // One village of Pune district takes no cash.
        codPincodes: [{ pincode: '411001', cod: false }],
        bands: { sameState: { minDays: 2, maxDays: 3 }, otherStates: { minDays: 4, maxDays: 6 } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AdminDeliverySettings>()).toMatchObject({
        areas: [{ state: 'Delhi', district: null, cod: false }, { state: 'Maharashtra', district: 'Pune', cod: true }],
        codPincodes: [{ pincode: '411001', cod: false }],
      });
      seeds = (await createProduct(t.db, { stock: 10 })).id as string;
    });

    it('serves only there, with cash by area unless the pincode has its own rule', async () => {
      expect(await check('412210').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ deliverable: true, district: 'Pune', cod: true, from: '2026-12-01', by: '2026-12-02' });
      expect(await check('411001').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ deliverable: true, cod: false });
      expect(await check('110001').then((r) => r.json<StoreDeliveryCheck>())).toMatchObject({ deliverable: true, cod: false, by: '2026-12-05' });
      expect(await check('413512').then((r) => r.json<StoreDeliveryCheck>())).toEqual({ pincode: '413512', known: true, deliverable: false, district: 'Latur', state: 'Maharashtra', cod: false, from: null, by: null });
    });

    it('refuses an unserved pincode at checkout and in the quote, before anything is written', async () => {
      const mails = async () => (await t.db.selectFrom('message_outbox').select('id').execute()).length;
      const [ordersBefore, stockBefore, mailsBefore] = [await countOrders(), await stockOf(seeds), await mails()];
      const items = [{ productId: seeds, quantity: 2 }];
      const placed = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items, shipping: LATUR, paymentMethod: 'cod' } });
      expect(placed.statusCode).toBe(422);
      expect(placed.json().error).toMatchObject({
        code: 'not_deliverable',
        message: 'Sorry, we do not deliver to pincode 413512 yet. Please choose another delivery address.',
        params: { pincode: '413512' },
        fields: { 'shipping.pincode': 'Sorry, we do not deliver to pincode 413512 yet. Please choose another delivery address.' },
      });
      expect([await countOrders(), await stockOf(seeds), await mails()]).toEqual([ordersBefore, stockBefore, mailsBefore]);
      const quote = await http.call('POST', '/api/store/orders/quote', { body: { items, shipping: { state: 'Maharashtra', pincode: '413512' } } });
      expect(quote.statusCode).toBe(422);
      expect(quote.json().error.code).toBe('not_deliverable');
    });

    it('refuses cash on delivery where it is not taken, and takes another method there', async () => {
      const items = [{ productId: seeds, quantity: 1 }];
      for (const where of [PUNE_CAMP, DELHI]) {
        const before = await countOrders();
        const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items, shipping: where, paymentMethod: 'cod' } });
        expect(res.statusCode, where.pincode).toBe(422);
        expect(res.json().error).toMatchObject({
          code: 'cod_not_available',
          message: `Cash on delivery is not available at pincode ${where.pincode}. Please choose another payment method.`,
          params: { pincode: where.pincode },
          fields: { paymentMethod: `Cash on delivery is not available at pincode ${where.pincode}. Please choose another payment method.` },
        });
        expect(await countOrders()).toBe(before);
      }
      // A bank transfer to the same village is taken.
      const bank = { bankName: 'Bank of Maharashtra', accountHolderName: 'Hariyali Agro', accountNumber: '60123456789', ifscCode: 'MAHB0000123', isActive: true };
      expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { bank } })).statusCode).toBe(200);
      const byBank = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items, shipping: PUNE_CAMP, paymentMethod: 'bank_transfer' } });
      expect(byBank.statusCode).toBe(201);
    });

    it('stores the day promised when the order is placed', async () => {
      now = SATURDAY;
      const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: seeds, quantity: 1 }], shipping: PUNE, paymentMethod: 'cod' } });
      expect(res.statusCode).toBe(201);
      const order = res.json<StoreOrder>();
      // Same state, now 2-3 business days from Saturday: Wednesday 2 December.
      expect(order).toMatchObject({ expectedDeliveryOn: '2026-12-02', shipment: null, timeline: [] });
      const row = await t.db.selectFrom('orders').select('expected_delivery_on').where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row.expected_delivery_on).toBe('2026-12-02');
    });
  });

  it('limits checks per address', async () => {
    const address = '10.77.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await http.call('GET', '/api/store/delivery/411001', { address })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
