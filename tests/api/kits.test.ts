import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminCouponInput } from '../../src/shared/schemas/coupons.ts';
import type { AdminKitParts } from '../../src/shared/schemas/kits.ts';
import type { Cart } from '../../src/shared/schemas/cart.ts';
import type { StoreProduct } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder, StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { allowLargeCashOrders, PUNE } from '../helpers/shop.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SHOP_GSTIN = '27AAPFU0939F1ZV';

// Kits (docs/product-rules.md 48, decision 64), on both databases, on the app's clock (20 June 2026
// in India). The test kit: 1 Cotton Seeds (₹880, nil-rated), 2 NPK 19:19:19 (₹180, 5%), 1 Neem Oil
// Bio-Pesticide (₹450, 5%) and 1 Soil Testing Kit (₹2,500, 18%): ₹4,190 at retail, sold at ₹3,990.
describeEachDialect('kits', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let ids: Record<string, string>;
  let kit: string;
  let other: string;
  let now = Date.parse('2026-06-20T06:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now, signupRateLimit: 1000 });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    await allowLargeCashOrders(http, admin);
    await t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN }).execute();
    buyer = sessionCookie(await http.register(customer({ name: 'Sunita Jadhav' })));
    ids = {};
    for (const p of await t.db.selectFrom('products').select(['id', 'name']).execute()) ids[p.name] = p.id;
    // A kit is a product of the shop's own; the admin chose "equipment" for its category.
    kit = (await createProduct(t.db, { name: 'Cotton sowing kit', name_hi: 'कपास बुवाई किट', category: 'equipment', hsn_code: '8432', price_paise: 3990_00, stock: 0 })).id!;
    other = (await createProduct(t.db, { name: 'Kitchen garden kit', category: 'equipment', hsn_code: '8432', price_paise: 500_00, stock: 0 })).id!;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    now = Date.parse('2026-06-20T06:00:00Z');
  });

  const PARTS = () => [
    { productId: ids['Cotton Seeds']!, quantity: 1 },
    { productId: ids['NPK 19:19:19 Water Soluble Fertilizer']!, quantity: 2 },
    { productId: ids['Neem Oil Bio-Pesticide']!, quantity: 1 },
    { productId: ids['Soil Testing Kit']!, quantity: 1 },
  ];
  const setParts = (parts: unknown, productId = kit, cookie = admin) => http.call('PUT', `/api/admin/products/${productId}/kit-parts`, { cookie, body: { parts } });
  const getParts = async (productId = kit) => (await http.call('GET', `/api/admin/products/${productId}/kit-parts`, { cookie: admin })).json<AdminKitParts>();
  const stockOf = async (id: string) => Number((await t.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock);
  const partStocks = async () => Promise.all(PARTS().map(async (p) => ({ stock: await stockOf(p.productId), quantity: p.quantity })));
  const kitsFrom = (parts: Array<{ stock: number; quantity: number }>) => Math.min(...parts.map((p) => Math.floor(p.stock / p.quantity)));

  it('keeps a kit’s parts for the admin, with their prices, the kit discount and the stock they make', async () => {
    expect((await http.call('GET', `/api/admin/products/${kit}/kit-parts`, { cookie: buyer })).statusCode).toBe(403);
    expect(await getParts()).toMatchObject({ productId: kit, pricePaise: 3990_00, parts: [], savingPaise: 0 });
    const version = async () => Number((await t.db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
    const before = await version();
    const res = await setParts(PARTS());
    expect(res.statusCode, res.body).toBe(200);
    // The kit's page lists its parts: the pages kept under the catalogue's version are made anew.
    expect(await version()).toBeGreaterThan(before);
    const saved = res.json<AdminKitParts>();
    expect(saved).toMatchObject({ pricePaise: 3990_00, partsPaise: 4190_00, savingPaise: 200_00 });
    expect(saved.parts.map((p) => [p.name, p.quantity, p.pricePaise])).toEqual([
      ['Cotton Seeds', 1, 880_00],
      ['NPK 19:19:19 Water Soluble Fertilizer', 2, 180_00],
      ['Neem Oil Bio-Pesticide', 1, 450_00],
      ['Soil Testing Kit', 1, 2500_00],
    ]);
    const expected = kitsFrom(await partStocks());
    expect(expected).toBeGreaterThan(0);
    expect(saved.stock).toBe(expected);
    expect(await stockOf(kit)).toBe(expected);
    expect(await getParts()).toEqual(saved);
    // The product form cannot price the kit at its parts' ₹4,190 or more: it would be no kit.
    const form = { name: 'Cotton sowing kit', description: 'Seed, nutrition and protection for an acre of cotton.', category: 'equipment', hsnCode: '8432', stock: 0, imageUrl: '', features: [] };
    const dear = await http.call('PUT', `/api/admin/products/${kit}`, { cookie: admin, body: { ...form, pricePaise: 4190_00 } });
    expect(dear.statusCode).toBe(400);
    expect(dear.json().error.fields).toEqual({ pricePaise: "A kit's price must be below what its parts cost together at retail" });
    // Nor move it to Seeds, where it would never be on sale (a seed is sold by its label and lots).
    const seedForm = await http.call('PUT', `/api/admin/products/${kit}`, { cookie: admin, body: { ...form, category: 'seeds', pricePaise: 3990_00 } });
    expect(seedForm.statusCode).toBe(400);
    expect(seedForm.json().error.fields).toEqual({ category: 'A kit cannot be in Seeds (a seed is sold by its own label and lots): choose another category' });
    expect((await t.db.selectFrom('products').select('category').where('id', '=', kit).executeTakeFirstOrThrow()).category).toBe('equipment');
    expect((await getParts()).pricePaise).toBe(3990_00);
  });

  it('shows a kit’s parts on its page in the shopper’s language, with what it saves, and under its cart line', async () => {
    const page = (await http.call('GET', `/api/store/products/${kit}?lang=hi`)).json<StoreProduct>();
    expect(page.kit).toEqual({
      savingPaise: 200_00,
      parts: [
        { productId: ids['Cotton Seeds'], name: 'कपास के बीज', quantity: 1 },
        { productId: ids['NPK 19:19:19 Water Soluble Fertilizer'], name: expect.stringMatching(/[\u0900-\u097F]/), quantity: 2 },
        { productId: ids['Neem Oil Bio-Pesticide'], name: expect.stringMatching(/[\u0900-\u097F]/), quantity: 1 },
        { productId: ids['Soil Testing Kit'], name: expect.stringMatching(/[\u0900-\u097F]/), quantity: 1 },
      ],
    });
    expect((await http.call('GET', `/api/store/products/${ids['Cotton Seeds']}`)).json<StoreProduct>().kit).toBeUndefined();
    const shopper = sessionCookie(await http.register(customer({ name: 'Ramesh Patil' })));
    const added = await http.call('POST', '/api/store/cart/items', { cookie: shopper, body: { productId: kit, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.json<Cart>().items;
    // The cart's GST estimate on it: its parts' rates by value, (360 × 5% + 450 × 5% + 2,500 × 18%) / 4,190 = 11.71%.
    expect(line).toMatchObject({ quantity: 1, product: { pricePaise: 3990_00, gstRateBp: 1171 } });
    expect(line!.kitParts?.map((p) => [p.name, p.quantity])).toEqual([['Cotton Seeds', 1], ['NPK 19:19:19 Water Soluble Fertilizer', 2], ['Neem Oil Bio-Pesticide', 1], ['Soil Testing Kit', 1]]);
  });

  it('refuses every bad entry on its field and writes nothing', async () => {
    const seller = sessionCookie(await http.register(vendor({ businessName: 'Nil Seeds Co', gstNumber: '' })));
    const listing = (await http.call('POST', '/api/vendor/products', {
      cookie: seller,
      body: { name: 'Desi Moong Seed', description: 'Moong seed for sowing.', pricePaise: 400_00, category: 'seeds', hsnCode: '1209', stock: 9, imageUrl: '', features: [], published: false },
    })).json<VendorProduct>();
    // The second kit, of two shop products, which the first may not hold.
    expect((await setParts([{ productId: ids['Vegetable Seeds Mix'], quantity: 1 }, { productId: ids['Soil Testing Kit'], quantity: 1 }], other)).statusCode).toBe(200);
    const before = await getParts();
    const [seed, npk, neem, soil] = PARTS();
    const cases: Array<[string, unknown, string, string, string?]> = [
      ['an unknown part', [seed, { productId: 'no-such-product', quantity: 1 }], 'parts.1.productId', "Choose a part from the shop's own products"],
      ['a part that is a kit', [seed, { productId: other, quantity: 1 }], 'parts.1.productId', 'A kit cannot be a part of another kit'],
      ['a vendor’s part', [{ productId: listing.id, quantity: 1 }, npk], 'parts.0.productId', "A vendor's goods cannot be a kit's part: they are on the vendor's own invoice"],
      ['the kit itself', [seed, { productId: kit, quantity: 1 }], 'parts.1.productId', 'A kit cannot be its own part'],
      ['a part twice', [seed, npk, { ...seed, quantity: 2 }], 'parts.2.productId', 'This product is already a part of the kit: change its quantity instead'],
      ['no units of a part', [{ ...seed, quantity: 0 }, npk], 'parts.0.quantity', 'A kit holds 1 to 99 of each part'],
      ['100 units of a part', [seed, { ...npk, quantity: 100 }], 'parts.1.quantity', 'A kit holds 1 to 99 of each part'],
      ['one part', [seed], 'parts', 'A kit has at least 2 different parts'],
      ['nine parts', Object.values(ids).slice(0, 9).map((productId) => ({ productId, quantity: 1 })), 'parts', 'A kit has at most 8 different parts'],
      // ₹880 + ₹450 + ₹2,500 = ₹3,830: not above the kit's ₹3,990.
      ['parts worth no more than the kit', [seed, neem, soil], 'pricePaise', "A kit's price must be below what its parts cost together at retail"],
      ['a vendor’s product as a kit', [seed, npk], 'parts', 'Only the shop\'s own products can be kits', listing.id],
      ['a kit’s part as a kit', [seed, npk], 'parts', 'This product is a part of another kit: a kit cannot be a part', ids['Vegetable Seeds Mix']],
      ['a seed as a kit (never on sale without its own label and lots)', [npk, neem], 'parts', 'A kit cannot be in Seeds (a seed is sold by its own label and lots): choose another category', ids['Hybrid Corn Seeds']],
    ];
    for (const [label, parts, field, message, productId] of cases) {
      const res = await setParts(parts, productId ?? kit);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.fields, label).toMatchObject({ [field]: message });
    }
    expect(await getParts()).toEqual(before);
    expect((await getParts(ids['Vegetable Seeds Mix'])).parts).toEqual([]);
    expect((await setParts(PARTS(), 'no-such-product')).statusCode).toBe(404);
    // A kit's part is hidden when removed, not deleted: the kit names it.
    const removed = await http.call('DELETE', `/api/admin/products/${ids['Vegetable Seeds Mix']}`, { cookie: admin });
    expect(removed.json()).toMatchObject({ outcome: 'hidden' });
    expect((await getParts(other)).parts).toHaveLength(2);
    // ... and a kit with a part out of the shop is out of stock.
    expect(await stockOf(other)).toBe(0);
  });

  it('keeps a kit’s stock with its parts’: a part’s stock changed, a part hidden and shown again', async () => {
    const soil = ids['Soil Testing Kit']!;
    const was = await stockOf(soil);
    await t.db.updateTable('products').set({ stock: 3 }).where('id', '=', soil).execute();
    expect(await stockOf(kit)).toBe(3);
    await t.db.updateTable('products').set({ stock: was }).where('id', '=', soil).execute();
    expect(await stockOf(kit)).toBe(kitsFrom(await partStocks()));
    // A kit's own stock set by hand goes back to what its parts make.
    await t.db.updateTable('products').set({ stock: 999 }).where('id', '=', kit).execute();
    expect(await stockOf(kit)).toBe(kitsFrom(await partStocks()));
    // Neem oil out of the shop: the kit is out of stock and cannot be ordered; back, it can.
    const neem = ids['Neem Oil Bio-Pesticide']!;
    // (The seeded neem oil's label lacks its maker's address, so the admin could not show it again:
    // its flag is set as ShopVisibility would, which the triggers follow as they follow its.)
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', neem).execute();
    expect(await stockOf(kit)).toBe(0);
    const refused = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: kit, quantity: 1 }], shipping: PUNE, paymentMethod: 'cod' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('unknown_product');
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', neem).execute();
    expect(await stockOf(kit)).toBe(kitsFrom(await partStocks()));
  });

  it('sells 2 kits and a packet of cotton seed with a coupon: per-part lines and GST, totals to the paisa, invoice and credit note', async () => {
    const coupon: AdminCouponInput = {
      code: 'KHARIF10', description: 'Kharif sowing offer', kind: 'percent', percentBp: 1000, flatPaise: null, minOrderPaise: 2000_00, maxDiscountPaise: 500_00,
      validFrom: '2026-06-01', validTo: '2026-07-31', scope: 'order', targets: [], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, groups: [], active: true,
    };
    expect((await http.call('POST', '/api/admin/coupons', { cookie: admin, body: coupon })).statusCode).toBe(201);
    const items = [{ productId: kit, quantity: 2 }, { productId: ids['Cotton Seeds']!, quantity: 1 }];
    const stocksBefore = await partStocks();
    // The lines asked: ₹7,980 (2 kits) + ₹880 = ₹8,860; 10% capped at ₹500, spread by value:
    // 50,000 × 7,98,000 / 8,86,000 = 45,033.86 -> 45,034 (the larger remainder), 4,966 for the seed.
    // The kits' parts at retail: 1,76,000 + 72,000 + 90,000 + 5,00,000 = 8,38,000 paise; the kit
    // discount 8,38,000 - 7,98,000 = 40,000, with the coupon's 45,034: 85,034 spread by value:
    // 17,858.9 -> 17,859; 7,306.2 -> 7,306; 9,132.4 -> 9,133; 50,736.0 -> 50,736 (largest remainders).
    // Taxable 1,58,141 (0%), 64,694 (5%: 3,234.7 -> 3,235), 80,867 (5%: 4,043.35 -> 4,043),
    // 4,49,264 (18%: 80,867.52 -> 80,868), 83,034 (0%). GST 88,146; taxable 8,36,000 = ₹7,980 + ₹880 - ₹500.
    const quote = await http.call('POST', '/api/store/orders/quote', { cookie: buyer, body: { items, shipping: { state: PUNE.state, pincode: PUNE.pincode }, couponCode: 'KHARIF10' } });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<StoreOrderQuote>()).toMatchObject({ subtotalPaise: 9260_00, discountPaise: 900_00, gstPaise: 881_46, totalPaise: 9241_46, coupon: { discountPaise: 500_00 } });

    const placed = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items, shipping: PUNE, paymentMethod: 'cod', couponCode: 'KHARIF10' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    expect(order).toMatchObject({ subtotalPaise: 9260_00, discountPaise: 900_00, gstPaise: 881_46, totalPaise: 9241_46, couponCode: 'KHARIF10' });
    expect(order.items.map((i) => [i.name, i.quantity, i.unitPricePaise, i.discountPaise, i.lineTotalPaise, i.hsnCode, i.gstRateBp, i.cgstPaise, i.sgstPaise, i.kit?.name ?? null, i.kit?.quantity ?? null])).toEqual([
      ['Cotton Seeds', 2, 880_00, 178_59, 1581_41, '1207', 0, 0, 0, 'Cotton sowing kit', 2],
      ['NPK 19:19:19 Water Soluble Fertilizer', 4, 180_00, 73_06, 646_94, '3105', 500, 16_18, 16_17, 'Cotton sowing kit', 2],
      ['Neem Oil Bio-Pesticide', 2, 450_00, 91_33, 808_67, '3808', 500, 20_22, 20_21, 'Cotton sowing kit', 2],
      ['Soil Testing Kit', 2, 2500_00, 507_36, 4492_64, '9027', 1800, 404_34, 404_34, 'Cotton sowing kit', 2],
      ['Cotton Seeds', 1, 880_00, 49_66, 830_34, '1207', 0, 0, 0, null, null],
    ]);
    expect(order.items[0]!.kit).toMatchObject({ productId: kit, otherNames: { hi: 'कपास बुवाई किट' } });
    // The kit's part lines add up to 2 × ₹3,990 less the kit's coupon share.
    expect(order.items.slice(0, 4).reduce((s, i) => s + i.lineTotalPaise, 0)).toBe(2 * 3990_00 - 450_34);

    // Stock: each part's units taken (the seed's with the direct packet), the kit's following.
    const stocksAfter = await partStocks();
    expect(stocksAfter.map((p, i) => stocksBefore[i]!.stock - p.stock)).toEqual([3, 4, 2, 2]);
    expect(await stockOf(kit)).toBe(kitsFrom(stocksAfter));
    // The seed lots the two seed lines took: each line its own units.
    const lots = await t.db.selectFrom('order_item_lots').innerJoin('order_items', 'order_items.id', 'order_item_lots.order_item_id').select(['order_items.quantity', 'order_item_lots.quantity as taken', 'order_items.position']).where('order_items.order_id', '=', order.id).execute();
    const byLine = new Map<number, number>();
    for (const l of lots) byLine.set(Number(l.position), (byLine.get(Number(l.position)) ?? 0) + Number(l.taken));
    expect([...byLine].sort((a, b) => a[0] - b[0])).toEqual([[0, 2], [4, 1]]);

    // The invoice lists the parts under the kit, each with its HSN, rate, discount, taxable value and tax.
    const [doc] = order.documents;
    const text = pdfText((await t.app.inject({ method: 'GET', url: doc!.url, headers: { cookie: buyer } })).rawPayload).replace(/[ \t]+/g, ' ');
    for (const expected of ['Cotton sowing kit × 2', '₹178.59', '₹1,581.41', '₹73.06', '₹646.94', '₹16.18', '₹91.33', '₹808.67', '₹507.36', '₹4,492.64', '₹404.34', '₹49.66', '₹830.34', 'Value before discount', '₹9,260', '-₹900', '₹9,241.46']) {
      expect(text, expected).toContain(expected);
    }
    expect(text.indexOf('Cotton sowing kit × 2')).toBeLessThan(text.indexOf('₹178.59'));

    // Cancelled: every part back, the kit's stock with them; credited exactly what was invoiced.
    expect((await http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    expect((await partStocks()).map((p) => p.stock)).toEqual(stocksBefore.map((p) => p.stock));
    expect(await stockOf(kit)).toBe(kitsFrom(stocksBefore));
    const documents = await t.db.selectFrom('tax_documents').selectAll().where('order_id', '=', order.id).execute();
    const sum = (credit: boolean) => documents.filter((d) => (d.kind === 'credit_note') === credit).reduce((s, d) => s + Number(d.taxable_paise) + Number(d.tax_paise), 0);
    expect(sum(false)).toBe(9241_46);
    expect(sum(true)).toBe(9241_46);
  });

  it('takes a kit back whole: the return names the kit, and takes every part’s units', async () => {
    const placed = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: kit, quantity: 2 }], shipping: PUNE, paymentMethod: 'cod' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    const setStatus = (body: Record<string, unknown>) => http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: admin, body });
    if ((await setStatus({ status: 'delivered' })).statusCode !== 200) {
      expect((await setStatus({ status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' })).statusCode).toBe(200);
      expect((await setStatus({ status: 'delivered' })).statusCode).toBe(200);
    }
    // Delivered, the kit is the buyer's to review, as its parts are.
    const reviewed = await http.call('PUT', `/api/store/products/${kit}/review`, { cookie: buyer, body: { rating: 5 } });
    expect(reviewed.statusCode, reviewed.body).toBeLessThan(300);
    const mine = (await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>();
    // One line to return, the kit's (it holds a seed: the packet is asked about).
    expect(mine.returnWindow?.lines).toEqual([{ productId: kit, returnable: 2, seed: true }]);
    const ask = (lines: unknown) => http.call('POST', `/api/store/orders/${order.id}/returns`, { cookie: buyer, body: { lines, reason: 'damaged', bankAccount: { accountHolderName: 'Sunita Jadhav', accountNumber: '1234 5678 9012', ifscCode: 'sbin0001234' } } });
    const part = await ask([{ productId: ids['Soil Testing Kit'], quantity: 1 }]);
    expect(part.statusCode).toBe(400);
    expect(part.json().error.fields).toEqual({ 'lines.0.productId': 'This product does not exist' });
    const asked = await ask([{ productId: kit, quantity: 1, openedSeedPacket: false }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const lines = await t.db.selectFrom('return_lines').innerJoin('order_items', 'order_items.id', 'return_lines.order_item_id').select(['order_items.product_name', 'return_lines.quantity']).where('order_items.order_id', '=', order.id).orderBy('order_items.position').execute();
    expect(lines.map((l) => [l.product_name, Number(l.quantity)])).toEqual([
      ['Cotton Seeds', 1],
      ['NPK 19:19:19 Water Soluble Fertilizer', 2],
      ['Neem Oil Bio-Pesticide', 1],
      ['Soil Testing Kit', 1],
    ]);
    expect((await http.call('GET', `/api/store/orders/${order.id}`, { cookie: buyer })).json<StoreOrder>().returnWindow?.lines).toEqual([{ productId: kit, returnable: 1, seed: true }]);
  });

  it('takes parts for kits and for parts bought alone in parallel orders without a deadlock, the kit’s stock following', async () => {
    const [seed, npk, neem, soil] = PARTS().map((p) => p.productId);
    const baskets = [
      [{ productId: kit, quantity: 1 }],
      [{ productId: soil!, quantity: 1 }, { productId: npk!, quantity: 1 }],
      [{ productId: neem!, quantity: 1 }, { productId: kit, quantity: 1 }],
      [{ productId: npk!, quantity: 2 }, { productId: seed!, quantity: 1 }],
      [{ productId: kit, quantity: 1 }, { productId: soil!, quantity: 1 }],
      [{ productId: soil!, quantity: 1 }, { productId: neem!, quantity: 1 }],
    ];
    const before = await partStocks();
    const results = await Promise.all(baskets.map((items) => http.call('POST', '/api/store/orders', { cookie: buyer, body: { items, shipping: PUNE, paymentMethod: 'cod' } })));
    expect(results.map((r) => r.statusCode)).toEqual(baskets.map(() => 201));
    const after = await partStocks();
    // Kits: 3 (each 1 seed, 2 NPK, 1 neem, 1 soil kit); alone: 1 seed, 3 NPK, 2 neem, 3 soil kits.
    expect(after.map((p, i) => before[i]!.stock - p.stock)).toEqual([4, 9, 5, 6]);
    expect(await stockOf(kit)).toBe(kitsFrom(after));
  });
});
