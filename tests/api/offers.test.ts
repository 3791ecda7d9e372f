import { beforeEach, expect, it } from 'vitest';
import type { Cart } from '../../src/shared/schemas/cart.ts';
import type { AdminCouponInput } from '../../src/shared/schemas/coupons.ts';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOffer, AdminOfferInput } from '../../src/shared/schemas/offers.ts';
import type { StoreOrder, StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import { payOnline } from '../helpers/gateway-shop.ts';
import { customer, freshAddress, sessionCookie } from '../helpers/auth.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { PUNE } from '../helpers/shop.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, seeds10 } from '../helpers/factories.ts';
import { discountShop } from '../helpers/discount-shop.ts';

const KEYS = { keyId: 'rzp_test_Offers0000001', keySecret: 'S3cret-key-of-offers-00042', webhookSecret: 'Webhook-offers-0042' };


// Automatic offers (docs/product-rules.md 47, decision 63), on both databases, on the app's clock:
// 20 June 2026 in India unless a test moves it.
describeEachDialect('automatic offers', (dialect) => {
  const shop = discountShop(dialect, KEYS);
  beforeEach(async () => {
    // Each test starts without offers (those orders took are switched off instead).
    for (const o of (await shop.http.call('GET', '/api/admin/offers', { cookie: shop.admin })).json<{ items: AdminOffer[] }>().items) {
      const gone = await shop.http.call('DELETE', `/api/admin/offers/${o.id}`, { cookie: shop.admin });
      if (gone.statusCode === 409) await shop.http.call('PUT', `/api/admin/offers/${o.id}`, { cookie: shop.admin, body: { ...inputOf(o), active: false } });
    }
  });

  const inputOf = (o: AdminOffer): AdminOfferInput => ({ name: o.name, kind: o.kind, percentBp: o.percentBp, scope: o.scope, targets: o.targets, minValuePaise: o.minValuePaise, maxDiscountPaise: o.maxDiscountPaise, productId: o.productId, buyQuantity: o.buyQuantity, giftProductId: o.giftProductId, getQuantity: o.getQuantity, validFrom: o.validFrom, validTo: o.validTo, active: o.active });
  const create = async (over: Partial<AdminOfferInput> = {}) => {
    const res = await shop.http.call('POST', '/api/admin/offers', { cookie: shop.admin, body: seeds10(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminOffer>();
  };
  const fieldsOf = async (over: Partial<AdminOfferInput>) => {
    const res = await shop.http.call('POST', '/api/admin/offers', { cookie: shop.admin, body: seeds10(over) });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields;
  };

  it('lets only the admin keep offers, and refuses bad entries field by field, writing nothing', async () => {
    expect((await shop.http.call('GET', '/api/admin/offers', { cookie: shop.buyer })).statusCode).toBe(403);
    expect((await shop.http.call('POST', '/api/admin/offers')).statusCode).toBe(401);
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
    const freeItem = { kind: 'free_item' as const, percentBp: null, scope: null, targets: [], productId: shop.ids['Premium Wheat Seeds']!, buyQuantity: 2, getQuantity: 1 };
    expect(await fieldsOf({ ...freeItem, giftProductId: shop.ids['Premium Wheat Seeds']! })).toEqual({ giftProductId: 'The free item must be another product than the one bought' });
    expect(await fieldsOf({ ...freeItem, giftProductId: 'nope' })).toEqual({ giftProductId: 'Choose one of the shop\'s own products from the catalogue' });
    expect((await shop.http.call('GET', '/api/admin/offers', { cookie: shop.admin })).json().items).toEqual([]);

    // Saved with the other kinds' fields cleared; changed, switched off, removed.
    const made = await create({ productId: shop.ids['Soil Testing Kit']!, buyQuantity: 4 });
    expect(made).toMatchObject({ name: 'Kharif seeds 10% off', kind: 'percent', percentBp: 1000, targets: ['seeds'], productId: null, buyQuantity: null, used: 0, active: true });
    const gift = await create({ ...freeItem, name: 'Soil kit free with 2 bags of wheat', giftProductId: shop.ids['Soil Testing Kit']!, minValuePaise: 500_00 });
    expect(gift).toMatchObject({ kind: 'free_item', giftProductId: shop.ids['Soil Testing Kit'], minValuePaise: 0, percentBp: null, scope: null });
    const off = await shop.http.call('PUT', `/api/admin/offers/${made.id}`, { cookie: shop.admin, body: seeds10({ active: false, percentBp: 1500 }) });
    expect(off.json<AdminOffer>()).toMatchObject({ active: false, percentBp: 1500 });
    expect((await shop.http.call('PUT', '/api/admin/offers/nope', { cookie: shop.admin, body: seeds10() })).statusCode).toBe(404);
    expect((await shop.http.call('GET', '/api/admin/offers', { cookie: shop.admin })).json().items).toHaveLength(2);
    expect((await shop.http.call('DELETE', `/api/admin/offers/${made.id}`, { cookie: shop.admin })).statusCode).toBe(204);
    expect((await shop.http.call('DELETE', `/api/admin/offers/${made.id}`, { cookie: shop.admin })).statusCode).toBe(404);
  });

  const lines = (items: Array<[string, number]>) => items.map(([name, quantity]) => ({ productId: shop.ids[name] ?? name, quantity }));
  const quote = async (items: Array<[string, number]>, couponCode?: string, cookie = shop.buyer) => {
    const res = await shop.http.call('POST', '/api/store/orders/quote', { cookie, body: { items: lines(items), shipping: { state: PUNE.state, pincode: PUNE.pincode }, couponCode } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreOrderQuote>();
  };
  const place = async (items: Array<[string, number]>, couponCode?: string, cookie = shop.buyer) => {
    const res = await shop.http.call('POST', '/api/store/orders', { cookie, body: { items: lines(items), shipping: PUNE, couponCode } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const stockOf = async (name: string) => Number((await shop.t.db.selectFrom('products').select('stock').where('id', '=', shop.ids[name]!).executeTakeFirstOrThrow()).stock);
  const recorded = (orderId: string) => shop.t.db.selectFrom('order_offers').select(['offer_id', 'discount_paise']).where('order_id', '=', orderId).execute();
  /** Every line's taxable value and tax add up to the order's, and its discount is its value less its taxable value. */
  const agrees = (order: StoreOrder) => {
    const gst = order.items.reduce((s, i) => s + i.cgstPaise + i.sgstPaise + i.igstPaise, 0);
    expect(order.items.reduce((s, i) => s + i.unitPricePaise * i.quantity, 0)).toBe(order.subtotalPaise);
    expect(order.items.reduce((s, i) => s + i.discountPaise, 0)).toBe(order.discountPaise);
    for (const i of order.items) expect(i.lineTotalPaise).toBe(i.unitPricePaise * i.quantity - i.discountPaise);
    expect(gst).toBe(order.gstPaise);
    expect(order.subtotalPaise - order.discountPaise + order.gstPaise).toBe(order.totalPaise);
  };
  const newBuyer = async () => sessionCookie(await shop.http.register(customer(), { address: freshAddress() }));

  it('takes 10% off the seeds, then a coupon off the rest on what is left: quote, order, invoice and its record agree to the paisa', async () => {
    const offer = await create();
    const coupon: AdminCouponInput = { code: 'FARM5', description: '5% off tools and fertiliser', kind: 'percent', percentBp: 500, flatPaise: null, minOrderPaise: 0, maxDiscountPaise: null, validFrom: '2026-06-01', validTo: '2026-07-31', scope: 'categories', targets: ['fertilizers', 'equipment'], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, groups: [], active: true };
    expect((await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon })).statusCode).toBe(201);
    const items: Array<[string, number]> = [['Premium Wheat Seeds', 2], ['NPK 19:19:19 Water Soluble Fertilizer', 3], ['Soil Testing Kit', 1], ['Vegetable Seeds Mix', 1]];
    // Seeds ₹2,400 + ₹450: 10% is ₹285, spread 240 : 45. The coupon: 5% of ₹540 + ₹2,500 = ₹152 (27 : 125).
    const summary = await quote(items, 'FARM5');
    expect(summary).toMatchObject({ subtotalPaise: 5890_00, discountPaise: 285_00 + 152_00, offers: [{ offerId: offer.id, name: 'Kharif seeds 10% off', kind: 'percent', discountPaise: 285_00, gift: null }], coupon: { code: 'FARM5', discountPaise: 152_00 } });
    const order = await place(items, 'FARM5');
    expect(order).toMatchObject({ subtotalPaise: summary.subtotalPaise, discountPaise: summary.discountPaise, gstPaise: summary.gstPaise, totalPaise: summary.totalPaise, couponCode: 'FARM5' });
    expect(order.items.map((i) => [i.discountPaise, i.lineTotalPaise])).toEqual([
      [240_00, 2160_00],
      [27_00, 513_00],
      [125_00, 2375_00],
      [45_00, 405_00],
    ]);
    agrees(order);
    expect(await recorded(order.id)).toEqual([{ offer_id: offer.id, discount_paise: 285_00 }]);
    const [doc] = order.documents;
    const text = pdfText((await shop.t.app.inject({ method: 'GET', url: doc!.url, headers: { cookie: shop.buyer } })).rawPayload).replace(/[ \t]+/g, ' ');
    for (const expected of ['₹240', '₹2,160', '₹125', '₹2,375', 'Value before discount', '₹5,890', '-₹437']) expect(text, expected).toContain(expected);
    // An offer an order took is switched off, not removed; switched off, it no longer applies.
    expect((await shop.http.call('DELETE', `/api/admin/offers/${offer.id}`, { cookie: shop.admin })).json().error.code).toBe('offer_in_use');
    await shop.http.call('PUT', `/api/admin/offers/${offer.id}`, { cookie: shop.admin, body: seeds10({ active: false }) });
    expect((await quote(items)).offers).toEqual([]);
    expect((await shop.http.call('GET', '/api/admin/offers', { cookie: shop.admin })).json().items[0]).toMatchObject({ used: 1, active: false });
  });

  it('buy 2 get 1: of 6 bags two are free at the price paid; with 2 in the cart it says one more gets one free', async () => {
    const offer = await create({ name: 'NPK: buy 2 get 1', kind: 'buy_get', percentBp: null, scope: null, targets: [], productId: shop.ids['NPK 19:19:19 Water Soluble Fertilizer']!, buyQuantity: 2, getQuantity: 1 });
    const farmer = await newBuyer();
    const added = await shop.http.call('POST', '/api/store/cart/items', { cookie: farmer, body: { productId: shop.ids['NPK 19:19:19 Water Soluble Fertilizer'], quantity: 2 } });
    expect(added.json<Cart>().offers).toEqual({
      applied: [],
      close: [{ offerId: offer.id, name: 'NPK: buy 2 get 1', kind: 'buy_get', percentBp: null, missingPaise: null, missingUnits: 1, productId: shop.ids['NPK 19:19:19 Water Soluble Fertilizer'], productName: 'NPK 19:19:19 Water Soluble Fertilizer', freeUnits: 1, giftName: null }],
    });
    const three = await shop.http.call('PUT', `/api/store/cart/items/${shop.ids['NPK 19:19:19 Water Soluble Fertilizer']}`, { cookie: farmer, body: { quantity: 3 } });
    expect(three.json<Cart>().offers).toEqual({ applied: [{ offerId: offer.id, name: 'NPK: buy 2 get 1', kind: 'buy_get', discountPaise: 180_00, gift: null }], close: [] });
    const order = await place([['NPK 19:19:19 Water Soluble Fertilizer', 6]], undefined, farmer);
    expect(order.items.map((i) => [i.quantity, i.discountPaise, i.lineTotalPaise])).toEqual([[6, 360_00, 720_00]]);
    // 5% on ₹720: ₹18 each of CGST and SGST.
    expect(order).toMatchObject({ subtotalPaise: 1080_00, discountPaise: 360_00, gstPaise: 36_00, totalPaise: 756_00 });
    agrees(order);
  });

  it('a free item: the kit taken from stock as its own line, its value spread over both lines by value (CBIC Circular 92/11/2019-GST); none when out of stock', async () => {
    const offer = await create({ name: 'Soil kit free with 2 bags of wheat', kind: 'free_item', percentBp: null, scope: null, targets: [], productId: shop.ids['Premium Wheat Seeds']!, buyQuantity: 2, giftProductId: shop.ids['Soil Testing Kit']!, getQuantity: 1 });
    const farmer = await newBuyer();
    const cart = await shop.http.call('POST', '/api/store/cart/items', { cookie: farmer, body: { productId: shop.ids['Premium Wheat Seeds'], quantity: 1 } });
    expect(cart.json<Cart>().offers.close).toEqual([expect.objectContaining({ offerId: offer.id, kind: 'free_item', missingUnits: 1, freeUnits: 1, productName: 'Premium Wheat Seeds', giftName: 'Soil Testing Kit' })]);
    const kits = await stockOf('Soil Testing Kit');
    const wheat = await stockOf('Premium Wheat Seeds');
    const summary = await quote([['Premium Wheat Seeds', 2]], undefined, farmer);
    expect(summary.offers).toEqual([{ offerId: offer.id, name: 'Soil kit free with 2 bags of wheat', kind: 'free_item', discountPaise: 2500_00, gift: { productId: shop.ids['Soil Testing Kit'], name: 'Soil Testing Kit', quantity: 1 } }]);
    const order = await place([['Premium Wheat Seeds', 2]], undefined, farmer);
    // ₹2,500 over ₹2,400 and ₹2,500: 1,224.49 and 1,275.51; the two cost ₹2,400 before tax.
    expect(order.items.map((i) => [i.productId, i.quantity, i.unitPricePaise, i.discountPaise, i.lineTotalPaise])).toEqual([
      [shop.ids['Premium Wheat Seeds'], 2, 1200_00, 1224_49, 1175_51],
      [shop.ids['Soil Testing Kit'], 1, 2500_00, 1275_51, 1224_49],
    ]);
    // The kit's 18% on ₹1,224.49 (₹220.41, half each of CGST and SGST); the seeds' 0%.
    expect(order).toMatchObject({ subtotalPaise: 4900_00, discountPaise: 2500_00, gstPaise: 220_41, totalPaise: 2620_41 });
    expect(summary.gstPaise).toBe(220_41);
    agrees(order);
    expect(await stockOf('Soil Testing Kit')).toBe(kits - 1);
    expect(await stockOf('Premium Wheat Seeds')).toBe(wheat - 2);
    expect(await recorded(order.id)).toEqual([{ offer_id: offer.id, discount_paise: 2500_00 }]);
    // Cancelled: the kit goes back to stock with the seeds, and the credit note undoes the invoice.
    expect((await shop.http.call('POST', `/api/store/orders/${order.id}/cancel`, { cookie: farmer, body: {} })).statusCode).toBeLessThan(300);
    expect(await stockOf('Soil Testing Kit')).toBe(kits);
    const documents = await shop.t.db.selectFrom('tax_documents').selectAll().where('order_id', '=', order.id).execute();
    const sum = (credit: boolean) => documents.filter((d) => (d.kind === 'credit_note') === credit).reduce((s, d) => s + Number(d.taxable_paise) + Number(d.tax_paise), 0);
    expect([sum(false), sum(true)]).toEqual([2620_41, 2620_41]);

    // None left: nothing is free, the cart says nothing of it, the order has the seeds alone.
    await shop.t.db.updateTable('products').set({ stock: 0 }).where('id', '=', shop.ids['Soil Testing Kit']!).execute();
    try {
      expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([]);
      expect((await shop.http.call('GET', '/api/store/cart', { cookie: farmer })).json<Cart>().offers).toEqual({ applied: [], close: [] });
      const alone = await place([['Premium Wheat Seeds', 2]], undefined, farmer);
      expect(alone.items.map((i) => [i.quantity, i.discountPaise])).toEqual([[2, 0]]);
      expect(await recorded(alone.id)).toEqual([]);
    } finally {
      await shop.t.db.updateTable('products').set({ stock: kits }).where('id', '=', shop.ids['Soil Testing Kit']!).execute();
    }
  });

  it('gives no kit free (a kit is sold as its parts): refused as the gift, and not given by an offer whose gift became a kit', async () => {
    const parts = [{ productId: shop.ids['Cotton Seeds']!, quantity: 1 }, { productId: shop.ids['Neem Oil Bio-Pesticide']!, quantity: 1 }];
    const makeKit = async (id: string) => {
      const res = await shop.http.call('PUT', `/api/admin/products/${id}/kit-parts`, { cookie: shop.admin, body: { parts } });
      expect(res.statusCode, res.body).toBe(200);
    };
    const freeItem = { name: 'A kit free with 2 bags of wheat', kind: 'free_item' as const, percentBp: null, scope: null, targets: [], productId: shop.ids['Premium Wheat Seeds']!, buyQuantity: 2, getQuantity: 1 };
    const kit = (await createProduct(shop.t.db, { name: `Sowing kit ${dialect}`, category: 'equipment', hsn_code: '8432', price_paise: 1000_00, stock: 0 })).id!;
    await makeKit(kit);
    expect(await fieldsOf({ ...freeItem, giftProductId: kit })).toEqual({ giftProductId: 'A kit cannot be given free: choose one of its parts' });

    // Made a kit after its offer was saved: the offer gives nothing, in the cart, the quote and the order.
    const later = (await createProduct(shop.t.db, { name: `Later kit ${dialect}`, category: 'equipment', hsn_code: '8432', price_paise: 1000_00, stock: 5 })).id!;
    const offer = await create({ ...freeItem, giftProductId: later });
    const farmer = await newBuyer();
    expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([expect.objectContaining({ offerId: offer.id, gift: expect.objectContaining({ productId: later }) })]);
    await makeKit(later);
    expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([]);
    await shop.http.call('POST', '/api/store/cart/items', { cookie: farmer, body: { productId: shop.ids['Premium Wheat Seeds'], quantity: 2 } });
    expect((await shop.http.call('GET', '/api/store/cart', { cookie: farmer })).json<Cart>().offers.applied).toEqual([]);
    const order = await place([['Premium Wheat Seeds', 2]], undefined, farmer);
    expect(order.items.map((i) => [i.productId, i.quantity, i.discountPaise])).toEqual([[shop.ids['Premium Wheat Seeds'], 2, 0]]);
  });

  it('refunds a kit\'s part and the same product bought alone as the two lines they are', async () => {
    const kit = (await createProduct(shop.t.db, { name: `Cotton starter kit ${dialect}`, category: 'equipment', hsn_code: '8432', price_paise: 1200_00, stock: 0 })).id!;
    const made = await shop.http.call('PUT', `/api/admin/products/${kit}/kit-parts`, { cookie: shop.admin, body: { parts: [{ productId: shop.ids['Cotton Seeds']!, quantity: 1 }, { productId: shop.ids['Neem Oil Bio-Pesticide']!, quantity: 1 }] } });
    expect(made.statusCode, made.body).toBe(200);
    shop.ids[`kit-${dialect}`] = kit;
    const farmer = await newBuyer();
    const res = await shop.http.call('POST', '/api/store/orders', { cookie: farmer, body: { items: lines([[`kit-${dialect}`, 1], ['Cotton Seeds', 2]]), shipping: PUNE, paymentMethod: 'online' } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<StoreOrder>();
    const { back } = await payOnline(shop.t.app, shop.gateway, order.id, farmer);
    expect(back.statusCode).toBeLessThan(400);
    const cotton = (o: StoreOrder, inKit: boolean) => o.items.find((i) => i.productId === shop.ids['Cotton Seeds'] && Boolean(i.kit) === inKit)!;
    const worth = (line: StoreOrder['items'][number], units: number) => Math.round(((line.lineTotalPaise + line.cgstPaise + line.sgstPaise + line.igstPaise) * units) / line.quantity);
    const refund = (lines: unknown) => shop.http.call('POST', `/api/admin/orders/${order.id}/line-refunds`, { cookie: shop.admin, body: { lines } });

    // The two bought alone: that line, not the kit's part.
    const alone = await refund([{ productId: shop.ids['Cotton Seeds'], quantity: 2 }]);
    expect(alone.statusCode, alone.body).toBe(200);
    const afterAlone = alone.json<AdminOrder>();
    expect(afterAlone.refunds.map((r) => r.amountPaise)).toEqual([worth(cotton(order, false), 2)]);
    expect([cotton(afterAlone, false), cotton(afterAlone, true)].map((l) => (l as AdminOrder['items'][number]).creditedQuantity)).toEqual([2, 0]);
    expect((await refund([{ productId: shop.ids['Cotton Seeds'], quantity: 1 }])).json().error.fields).toEqual({ lines: 'At most 0 of Cotton Seeds can still be refunded' });
    // The kit's packet (not supplied, say), named with its kit, a minute later.
    shop.now += 60_000;
    const part = await refund([{ productId: shop.ids['Cotton Seeds'], kitProductId: kit, quantity: 1 }]);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<AdminOrder>().refunds.map((r) => r.amountPaise)).toEqual([worth(cotton(order, false), 2), worth(cotton(order, true), 1)]);
    expect((await refund([{ productId: shop.ids['Cotton Seeds'], kitProductId: shop.ids['Premium Wheat Seeds'], quantity: 1 }])).json().error.fields).toEqual({ lines: 'A product is not on this order' });
  });

  it('takes a percentage off by crop (the products\' approved uses), capped at its maximum', async () => {
    await create({ name: 'Wheat growers 20% off', percentBp: 2000, scope: 'crops', targets: ['wheat'], maxDiscountPaise: 300_00 });
    // The wheat seeds are for wheat: 20% of ₹2,400 is ₹480, capped at ₹300; the maize seeds are not.
    const summary = await quote([['Premium Wheat Seeds', 2], ['Hybrid Corn Seeds', 1]]);
    expect(summary.offers).toEqual([expect.objectContaining({ name: 'Wheat growers 20% off', discountPaise: 300_00 })]);
    expect(summary.discountPaise).toBe(300_00);
  });

  it('refuses an order (409) with an offer the owner removed after this server read the offers, writing nothing', async () => {
    const offer = await create();
    const farmer = await newBuyer();
    expect((await quote([['Premium Wheat Seeds', 1]], undefined, farmer)).offers).toHaveLength(1);
    // Removed on another server: this one's copy still has it until the cache bus's message comes.
    await shop.t.db.deleteFrom('offers').where('id', '=', offer.id).execute();
    const wheat = await stockOf('Premium Wheat Seeds');
    const refused = await shop.http.call('POST', '/api/store/orders', { cookie: farmer, body: { items: lines([['Premium Wheat Seeds', 1]]), shipping: PUNE } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('offers_changed');
    expect(await stockOf('Premium Wheat Seeds')).toBe(wheat);
  });

  it('applies an offer only from its first to its last day in India, and says how much more of its goods a minimum needs', async () => {
    await create({ name: 'Seeds 5% from ₹2,000', percentBp: 500, minValuePaise: 2000_00, validFrom: '2026-06-20', validTo: '2026-06-30' });
    const farmer = await newBuyer();
    const cart = await shop.http.call('POST', '/api/store/cart/items', { cookie: farmer, body: { productId: shop.ids['Premium Wheat Seeds'], quantity: 1 } });
    expect(cart.json<Cart>().offers.close).toEqual([expect.objectContaining({ kind: 'percent', percentBp: 500, missingPaise: 800_00, missingUnits: null })]);
    expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([expect.objectContaining({ discountPaise: 120_00 })]);
    shop.now = Date.parse('2026-06-19T18:29:00Z'); // 19 June, 23:59 in India: not yet
    expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([]);
    shop.now = Date.parse('2026-06-30T18:31:00Z'); // 1 July, 00:01 in India: over
    expect((await quote([['Premium Wheat Seeds', 2]], undefined, farmer)).offers).toEqual([]);
    const order = await place([['Premium Wheat Seeds', 2]], undefined, farmer);
    expect(order).toMatchObject({ discountPaise: 0, totalPaise: 2400_00 });
    expect((await shop.http.call('GET', '/api/store/cart', { cookie: farmer })).json<Cart>().offers).toEqual({ applied: [], close: [] });
  });
});
