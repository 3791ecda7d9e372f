import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminStockLocations } from '../../src/shared/schemas/stock-locations.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SHIPROCKET_KEYS, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';

const BOX = { weightGrams: 4200, lengthCm: 50, breadthCm: 30, heightCm: 30 };
const INDORE = { name: 'Indore godown', address: 'Plot 14, Sanwer Road Industrial Area', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: `23AAPFU0939F1Z${gstinCheckCharacter('23AAPFU0939F1Z')}`, contactName: 'Ramesh Patidar', contactPhone: '+91 98260 11111', active: true };
const TO_INDORE = { ...shipping, fullName: 'Mohan Patel', city: 'Indore', state: 'Madhya Pradesh' as const, pincode: '452001' };
const BLANK_SITE = { phone: '', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

/**
 * A parcel leaves from the godown its lines are served from (docs/product-rules.md 59): the
 * courier is asked from the godown's pincode, and the godown is registered with Shiprocket as a
 * pickup location the first time ("Add a New Pickup Location"), by the same nickname after.
 */
describeEachDialect('shipping from a godown through Shiprocket', (dialect) => {
  let t: TestApp;
  let sr: ShiprocketStandIn;
  const now = Date.parse('2026-12-10T05:00:00Z');
  let admin: string;
  let buyer: string;
  let sprayer: string;
  let indore: string;
  const http = () => api(t.app);
  const order = async (quantity: number) => {
    const res = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: sprayer, quantity }], shipping: TO_INDORE, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const book = (orderId: string) => http().call('POST', `/api/admin/orders/${orderId}/shipment`, { cookie: admin, body: BOX });
  const adds = () => sr.requests.filter((r) => r.path === '/settings/company/addpickup');

  beforeAll(async () => {
    sr = await startShiprocketStandIn({ now: () => now });
    t = await createTestApp(dialect, { clock: () => now, shiprocket: { apiUrl: sr.url, ...SHIPROCKET_KEYS, webhookToken: 'sr-webhook-token-0123456789abcdef' } });
    admin = (await signInAsAdmin(t)).cookie;
    buyer = sessionCookie(await http().register(customer()));
    expect((await http().call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } })).statusCode).toBe(200);
    expect((await http().call('POST', '/api/admin/stock-locations', { cookie: admin, body: INDORE })).statusCode).toBe(200);
    indore = (await http().call('GET', '/api/admin/stock-locations', { cookie: admin })).json<AdminStockLocations>().locations[1]!.id!;
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_450_00, stock: 10 })).id;
    expect((await http().call('PUT', `/api/admin/products/${sprayer}/location-stock`, { cookie: admin, body: { locationId: indore, units: 6, expected: 0 } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sr?.close();
  });

  it("asks for the shop's e-mail before registering a godown with the courier, and books nothing without it", async () => {
    const placed = await order(2);
    const res = await book(placed.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('shop_email_missing');
    expect(adds()).toHaveLength(0);
    expect(sr.orders.has(placed.number)).toBe(false);
  });

  it("registers the godown once, under its name, and books each of its parcels from its pincode", async () => {
    expect((await http().call('PUT', '/api/admin/site-settings', { cookie: admin, body: { ...BLANK_SITE, email: 'dispatch@hariyali.example.in' } })).statusCode).toBe(200);
    const [first, second] = [await order(1), await order(2)];
    for (const placed of [first, second]) expect((await book(placed.id)).statusCode).toBe(200);
    expect(adds()).toHaveLength(1);
    expect(adds()[0]!.body).toMatchObject({ pickup_location: 'Indore godown', name: 'Ramesh Patidar', email: 'dispatch@hariyali.example.in', phone: '9826011111', city: 'Indore', state: 'Madhya Pradesh', country: 'India', pin_code: '452015' });
    for (const placed of [first, second]) expect(sr.orders.get(placed.number)!.order.pickup_location).toBe('Indore godown');
    const asked = sr.requests.filter((r) => r.path.startsWith('/courier/serviceability')).map((r) => new URL(r.path, 'http://x').searchParams.get('pickup_postcode'));
    expect(asked).toEqual(['452015', '452015']);
  });

  it('books a parcel from the principal place as Primary, and refuses an order whose lines are in two places', async () => {
    // Indore holds 3 now: four come from Pune, the principal place.
    const fromPune = await order(4);
    expect((await book(fromPune.id)).statusCode).toBe(200);
    expect(sr.orders.get(fromPune.number)!.order.pickup_location).toBe('Primary');

    const kit = (await createProduct(t.db, { name: 'Soil Testing Kit', category: 'tools', hsn_code: '9027', price_paise: 899_00, stock: 5 })).id;
    const mixed = await http().call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: sprayer, quantity: 1 }, { productId: kit, quantity: 1 }], shipping: TO_INDORE, paymentMethod: 'cod' } });
    expect(mixed.statusCode).toBe(201);
    const res = await book(mixed.json<StoreOrder>().id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('parcel_places_differ');
  });
});
