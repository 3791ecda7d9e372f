import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminOffer, AdminOfferInput } from '../../src/shared/schemas/offers.ts';
import { customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { openGatewayShop, type GatewayShop } from '../helpers/gateway-shop.ts';

const KEYS = { keyId: 'rzp_test_Offers0000001', keySecret: 'S3cret-key-of-offers-00042', webhookSecret: 'Webhook-offers-0042' };
const SHOP_GSTIN = '27AAPFU0939F1ZV';

const seeds10 = (over: Partial<AdminOfferInput> = {}): AdminOfferInput => ({
  name: 'Kharif seeds 10% off',
  kind: 'percent',
  percentBp: 1000,
  scope: 'categories',
  targets: ['seeds'],
  minValuePaise: 0,
  maxDiscountPaise: null,
  productId: null,
  buyQuantity: null,
  giftProductId: null,
  getQuantity: null,
  validFrom: '2026-06-01',
  validTo: '2026-07-31',
  active: true,
  ...over,
});

// Automatic offers (docs/product-rules.md 47, decision 63), on both databases, on the app's clock:
// 20 June 2026 in India unless a test moves it.
describeEachDialect('automatic offers', (dialect) => {
  let shop: GatewayShop;
  let http: GatewayShop['http'];
  let admin: string;
  let buyer: string;
  let ids: Record<string, string>;
  let now = Date.parse('2026-06-20T06:00:00Z');

  beforeAll(async () => {
    shop = await openGatewayShop(dialect, KEYS, { clock: () => now, signupRateLimit: 1000 });
    ({ http, admin } = shop);
    await shop.t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN }).execute();
    buyer = sessionCookie(await http.register(customer({ name: 'Sunita Jadhav' })));
    ids = {};
    for (const p of await shop.t.db.selectFrom('products').select(['id', 'name']).execute()) ids[p.name] = p.id;
  });
  afterAll(async () => shop?.close());
  beforeEach(async () => {
    now = Date.parse('2026-06-20T06:00:00Z');
    // Each test starts without offers (those orders took are switched off instead).
    for (const o of (await http.call('GET', '/api/admin/offers', { cookie: admin })).json<{ items: AdminOffer[] }>().items) {
      const gone = await http.call('DELETE', `/api/admin/offers/${o.id}`, { cookie: admin });
      if (gone.statusCode === 409) await http.call('PUT', `/api/admin/offers/${o.id}`, { cookie: admin, body: { ...inputOf(o), active: false } });
    }
  });

  const inputOf = (o: AdminOffer): AdminOfferInput => ({ name: o.name, kind: o.kind, percentBp: o.percentBp, scope: o.scope, targets: o.targets, minValuePaise: o.minValuePaise, maxDiscountPaise: o.maxDiscountPaise, productId: o.productId, buyQuantity: o.buyQuantity, giftProductId: o.giftProductId, getQuantity: o.getQuantity, validFrom: o.validFrom, validTo: o.validTo, active: o.active });
  const create = async (over: Partial<AdminOfferInput> = {}) => {
    const res = await http.call('POST', '/api/admin/offers', { cookie: admin, body: seeds10(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminOffer>();
  };
  const fieldsOf = async (over: Partial<AdminOfferInput>) => {
    const res = await http.call('POST', '/api/admin/offers', { cookie: admin, body: seeds10(over) });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields;
  };

  it('lets only the admin keep offers, and refuses bad entries field by field, writing nothing', async () => {
    expect((await http.call('GET', '/api/admin/offers', { cookie: buyer })).statusCode).toBe(403);
    expect((await http.call('POST', '/api/admin/offers')).statusCode).toBe(401);
    expect(await fieldsOf({ percentBp: 0, validFrom: '2026-07-31', validTo: '2026-07-01', minValuePaise: -1, targets: ['spices'] })).toEqual({
      percentBp: 'The percentage must be more than 0% and less than 90%, with at most 2 decimals',
      minValuePaise: 'The minimum order must be ₹0 or more',
      validTo: 'The last day cannot be before the first',
      targets: 'Category must be Seeds, Equipment, Fertilizers, Pesticides or Tools',
    });
    expect(await fieldsOf({ percentBp: 9000 })).toEqual({ percentBp: 'The percentage must be more than 0% and less than 90%, with at most 2 decimals' });
    expect(await fieldsOf({ targets: [] })).toEqual({ targets: 'Choose at least one' });
    expect(await fieldsOf({ scope: 'crops', targets: ['moonbeans'] })).toEqual({ targets: 'Choose crops from the crop guide: some of these are not in it' });
    const buyGet = { kind: 'buy_get' as const, percentBp: null, scope: null, targets: [] };
    expect(await fieldsOf({ ...buyGet, productId: null, buyQuantity: 0, getQuantity: 1000 })).toEqual({
      productId: 'Choose a product',
      buyQuantity: 'Quantity must be a whole number from 1 to 999',
      getQuantity: 'Quantity must be a whole number from 1 to 999',
    });
    expect(await fieldsOf({ ...buyGet, productId: 'no-such-product', buyQuantity: 2, getQuantity: 1 })).toEqual({ productId: 'Choose one of the shop\'s own products from the catalogue' });
    const freeItem = { kind: 'free_item' as const, percentBp: null, scope: null, targets: [], productId: ids['Premium Wheat Seeds']!, buyQuantity: 2, getQuantity: 1 };
    expect(await fieldsOf({ ...freeItem, giftProductId: ids['Premium Wheat Seeds']! })).toEqual({ giftProductId: 'The free item must be another product than the one bought' });
    expect(await fieldsOf({ ...freeItem, giftProductId: 'nope' })).toEqual({ giftProductId: 'Choose one of the shop\'s own products from the catalogue' });
    expect((await http.call('GET', '/api/admin/offers', { cookie: admin })).json().items).toEqual([]);

    // Saved with the other kinds' fields cleared; changed, switched off, removed.
    const made = await create({ productId: ids['Soil Testing Kit']!, buyQuantity: 4 });
    expect(made).toMatchObject({ name: 'Kharif seeds 10% off', kind: 'percent', percentBp: 1000, targets: ['seeds'], productId: null, buyQuantity: null, used: 0, active: true });
    const gift = await create({ ...freeItem, name: 'Soil kit free with 2 bags of wheat', giftProductId: ids['Soil Testing Kit']!, minValuePaise: 500_00 });
    expect(gift).toMatchObject({ kind: 'free_item', giftProductId: ids['Soil Testing Kit'], minValuePaise: 0, percentBp: null, scope: null });
    const off = await http.call('PUT', `/api/admin/offers/${made.id}`, { cookie: admin, body: seeds10({ active: false, percentBp: 1500 }) });
    expect(off.json<AdminOffer>()).toMatchObject({ active: false, percentBp: 1500 });
    expect((await http.call('PUT', '/api/admin/offers/nope', { cookie: admin, body: seeds10() })).statusCode).toBe(404);
    expect((await http.call('GET', '/api/admin/offers', { cookie: admin })).json().items).toHaveLength(2);
    expect((await http.call('DELETE', `/api/admin/offers/${made.id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await http.call('DELETE', `/api/admin/offers/${made.id}`, { cookie: admin })).statusCode).toBe(404);
  });
});
