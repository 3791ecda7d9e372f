import { expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminCoupon, AdminCouponInput } from '../../src/shared/schemas/coupons.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { payOnline } from '../helpers/gateway-shop.ts';
import { customer, freshAddress, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { coupon } from '../helpers/factories.ts';
import { discountShop } from '../helpers/discount-shop.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { PUNE } from '../helpers/shop.ts';

const KEYS = { keyId: 'rzp_test_Coupons000001', keySecret: 'S3cret-key-of-coupons-0042', webhookSecret: 'Webhook-coupons-0042' };


// Coupons and GST on a discounted price (docs/product-rules.md 43, decision 59), on both databases,
// on the app's clock: 20 June 2026 in India unless a test moves it.
describeEachDialect('coupons', (dialect) => {
  const shop = discountShop(dialect, KEYS);

  const create = async (over: Partial<AdminCouponInput> = {}) => {
    const res = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon(over) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminCoupon>();
  };
  const lines = (items: Array<[string, number]>) => items.map(([name, quantity]) => ({ productId: shop.ids[name] ?? name, quantity }));
  const check = (items: Array<[string, number]>, couponCode: string, cookie: string | null = shop.buyer) => shop.http.call('POST', '/api/store/orders/coupon', { cookie: cookie ?? undefined, body: { items: lines(items), couponCode } });
  const place = (items: Array<[string, number]>, couponCode: string | undefined, cookie = shop.buyer, extra: Record<string, unknown> = {}) =>
    shop.http.call('POST', '/api/store/orders', { cookie, body: { items: lines(items), shipping: PUNE, couponCode, ...extra } });
  const reasonOf = (res: { json(): { error: { code: string; params?: Record<string, unknown>; fields?: Record<string, string> } } }) => {
    const { error } = res.json();
    return { code: error.code, reason: error.params?.reason, field: error.fields?.couponCode };
  };
  const newBuyer = async () => sessionCookie(await shop.http.register(customer(), { address: freshAddress() }));

  it('lets only the admin keep coupons, and refuses bad entries field by field, writing nothing', async () => {
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.buyer })).statusCode).toBe(403);
    expect((await shop.http.call('POST', '/api/admin/coupons')).statusCode).toBe(401);
    const bad = await shop.http.call('POST', '/api/admin/coupons', {
      cookie: shop.admin,
      body: coupon({ code: 'x!', percentBp: 10_000, validFrom: '2026-07-31', validTo: '2026-07-01', minOrderPaise: -1, scope: 'categories', targets: ['spices'], totalUses: 0 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      code: 'A coupon code is 3 to 20 letters, digits or hyphens',
      percentBp: 'The percentage must be more than 0% and less than 100%, with at most 2 decimals',
      minOrderPaise: 'The minimum order must be ₹0 or more',
      totalUses: 'Uses must be a whole number from 1 to 10,00,000',
      validTo: 'The last day cannot be before the first',
      targets: 'Category must be Seeds, Equipment, Fertilizers, Pesticides or Tools',
    });
    const flatWithoutSum = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon({ code: 'FLAT', kind: 'flat', percentBp: null, flatPaise: null }) });
    expect(flatWithoutSum.json().error.fields).toEqual({ flatPaise: 'Price must be a whole number of paise' });
    const noCrops = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon({ code: 'CROPS', scope: 'crops', targets: [] }) });
    expect(noCrops.json().error.fields).toEqual({ targets: 'Choose at least one' });
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items).toEqual([]);

    // Typed in any case and with spaces, kept as KHARIF-5; a second coupon with it is a 409.
    const made = await create({ code: ' kharif-5 ' });
    expect(made).toMatchObject({ code: 'KHARIF-5', used: 0, active: true });
    const twice = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon({ code: 'Kharif-5' }) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'coupon_exists', fields: { code: 'Another coupon has this code: choose another.' } });
    const off = await shop.http.call('PUT', `/api/admin/coupons/${made.id}`, { cookie: shop.admin, body: coupon({ code: 'KHARIF-5', active: false }) });
    expect(off.json<AdminCoupon>()).toMatchObject({ active: false });
    expect((await shop.http.call('PUT', '/api/admin/coupons/nope', { cookie: shop.admin, body: coupon({ code: 'OTHER' }) })).statusCode).toBe(404);
    expect((await shop.http.call('DELETE', `/api/admin/coupons/${made.id}`, { cookie: shop.admin })).statusCode).toBe(204);
    expect((await shop.http.call('DELETE', `/api/admin/coupons/${made.id}`, { cookie: shop.admin })).statusCode).toBe(404);
  });

  it('takes 10% off seeds (0%), a fertiliser (5%) and the soil testing kit (18%): order, invoice, GST report and a partial refund agree to the paisa', async () => {
    await create({ code: 'KHARIF10' });
    const items: Array<[string, number]> = [['Premium Wheat Seeds', 2], ['NPK 19:19:19 Water Soluble Fertilizer', 3], ['Soil Testing Kit', 1]];
    // ₹2,400 + ₹540 + ₹2,500 = ₹5,440; 10% is ₹544, capped at ₹500. Spread by value to the paisa:
    // 50,000 × 2,40,000 / 5,44,000 = 22,058.82 -> 22,059; × 54,000 -> 4,963.24 -> 4,963; × 2,50,000 -> 22,977.94 -> 22,978.
    expect((await check(items, ' kharif 10 ')).json()).toEqual({ code: 'KHARIF10', description: 'Kharif sowing offer: 10% off, up to ₹500', discountPaise: 500_00 });
    const quote = await shop.http.call('POST', '/api/store/orders/quote', { cookie: shop.buyer, body: { items: lines(items), shipping: { state: PUNE.state, pincode: PUNE.pincode }, couponCode: 'kharif10' } });
    // Taxable: 2,17,941 (0%), 49,037 (5%: 2,451.85 -> 2,452), 2,27,022 (18%: 40,863.96 -> 40,864).
    expect(quote.json()).toMatchObject({ subtotalPaise: 5440_00, discountPaise: 500_00, gstPaise: 433_16, totalPaise: 5373_16, coupon: { code: 'KHARIF10', discountPaise: 500_00 } });

    const placed = await place(items, 'Kharif10', shop.buyer, { paymentMethod: 'online' });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<StoreOrder>();
    expect(order).toMatchObject({ subtotalPaise: 5440_00, discountPaise: 500_00, couponCode: 'KHARIF10', gstPaise: 433_16, totalPaise: 5373_16 });
    expect(order.items.map((i) => [i.unitPricePaise * i.quantity, i.discountPaise, i.lineTotalPaise, i.cgstPaise, i.sgstPaise])).toEqual([
      [2400_00, 220_59, 2179_41, 0, 0],
      [540_00, 49_63, 490_37, 12_26, 12_26],
      [2500_00, 229_78, 2270_22, 204_32, 204_32],
    ]);
    expect(order.taxSplit).toEqual([
      { kind: 'cgst', rateBp: 250, taxablePaise: 490_37, amountPaise: 12_26 },
      { kind: 'cgst', rateBp: 900, taxablePaise: 2270_22, amountPaise: 204_32 },
      { kind: 'sgst', rateBp: 250, taxablePaise: 490_37, amountPaise: 12_26 },
      { kind: 'sgst', rateBp: 900, taxablePaise: 2270_22, amountPaise: 204_32 },
    ]);

    // The invoice shows each line's price, discount, taxable value and tax, and the same total.
    const [doc] = order.documents;
    const text = pdfText((await shop.t.app.inject({ method: 'GET', url: doc!.url, headers: { cookie: shop.buyer } })).rawPayload).replace(/[ \t]+/g, ' ');
    for (const expected of ['Discount', '₹220.59', '₹49.63', '₹229.78', '₹2,179.41', '₹490.37', '₹2,270.22', 'Value before discount', '₹5,440', '-₹500', 'Taxable value', '₹4,940', '₹5,373.16']) expect(text, expected).toContain(expected);

    // The month's GST report counts the taxable values after the discount.
    const report = (await shop.http.call('GET', '/api/admin/reports/gst?month=2026-06', { cookie: shop.admin })).json();
    expect(report.byRate).toEqual([
      { rateBp: 0, taxablePaise: 2179_41, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      { rateBp: 500, taxablePaise: 490_37, cgstPaise: 12_26, sgstPaise: 12_26, igstPaise: 0 },
      { rateBp: 1800, taxablePaise: 2270_22, cgstPaise: 204_32, sgstPaise: 204_32, igstPaise: 0 },
    ]);

    // Paid online; the kit refunded: exactly what was charged for it, discount included.
    const { paid, back } = await payOnline(shop.t.app, shop.gateway, order.id, shop.buyer);
    expect(back.statusCode).toBeLessThan(400);
    const kit = await shop.http.call('POST', `/api/admin/orders/${order.id}/line-refunds`, { cookie: shop.admin, body: { lines: [{ productId: shop.ids['Soil Testing Kit'], quantity: 1 }] } });
    expect(kit.statusCode, kit.body).toBe(200);
    expect(kit.json<AdminOrder>().refunds.map((r) => r.amountPaise)).toEqual([2270_22 + 204_32 + 204_32]);
    // Cancelled: the rest goes back; credited equals invoiced equals what was paid.
    expect((await shop.http.call('PATCH', `/api/admin/orders/${order.id}/status`, { cookie: shop.admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    const documents = await shop.t.db.selectFrom('tax_documents').selectAll().where('order_id', '=', order.id).execute();
    const sum = (kind: (k: string) => boolean) => documents.filter((d) => kind(d.kind)).reduce((s, d) => s + Number(d.taxable_paise) + Number(d.tax_paise), 0);
    expect(sum((k) => k === 'credit_note')).toBe(5373_16);
    expect(sum((k) => k !== 'credit_note')).toBe(5373_16);
    expect([...shop.gateway.refunds.values()].filter((r) => r.payment_id === paid.paymentId).reduce((s, r) => s + r.amount, 0)).toBe(5373_16);
    // The cancelled order gave its use back.
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items.find((c: AdminCoupon) => c.code === 'KHARIF10')).toMatchObject({ used: 0 });
  });

  it('keeps a code for the customer groups it names: another group’s buyer is told so, a member’s order takes it', async () => {
    await create({ code: 'FPO5', description: 'FPOs: 5% off', percentBp: 500, minOrderPaise: 0, maxDiscountPaise: null, groups: ['fpo', 'fpo', 'dealer'] });
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items.find((c: AdminCoupon) => c.code === 'FPO5')).toMatchObject({ groups: ['fpo', 'dealer'] });
    const bad = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body: coupon({ code: 'WHOLESALE', groups: ['wholesale' as never] }) });
    expect(bad.json().error.fields).toEqual({ 'groups.0': 'Please choose a customer group: retail, dealer, FPO or institution' });
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'FPO5'))).toEqual({ code: 'coupon_refused', reason: 'otherGroup', field: "This code is for other buyers (a dealer's or an FPO's account), not for this one." });
    const member = await shop.http.register(customer({ name: 'Sahyadri FPC' }), { address: freshAddress() });
    const fpo = sessionCookie(member);
    expect((await shop.http.call('PUT', `/api/admin/users/${member.json().user.id}/group`, { cookie: shop.admin, body: { group: 'fpo' } })).statusCode).toBe(200);
    expect((await check([['Premium Wheat Seeds', 1]], 'FPO5', fpo)).json()).toMatchObject({ code: 'FPO5', discountPaise: 60_00 });
    expect((await place([['Premium Wheat Seeds', 1]], 'FPO5', fpo)).json<StoreOrder>()).toMatchObject({ discountPaise: 60_00, couponCode: 'FPO5' });
    expect(reasonOf(await place([['Premium Wheat Seeds', 1]], 'FPO5'))).toMatchObject({ reason: 'otherGroup' });
  });

  it('says why a code does not apply: unknown, not yet, expired, minimum, nothing it applies to, first order only, used by this buyer', async () => {
    await create({ code: 'SEEDS50', kind: 'flat', percentBp: null, flatPaise: 50_00, minOrderPaise: 1000_00, maxDiscountPaise: null, scope: 'categories', targets: ['seeds'], usesPerCustomer: 1 });
    await create({ code: 'WELCOME', firstOrderOnly: true, minOrderPaise: 0 });
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'NOSUCH'))).toEqual({ code: 'coupon_refused', reason: 'unknown', field: 'This code is not valid. Please check it and try again.' });
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'ab'))).toMatchObject({ code: 'validation_failed', field: 'A coupon code is 3 to 20 letters, digits or hyphens' });
    expect((await check([['Premium Wheat Seeds', 1]], 'SEEDS50', null)).statusCode).toBe(401);
    expect(reasonOf(await check([['Modern Tractor', 1]], 'SEEDS50'))).toMatchObject({ reason: 'notApplicable' });
    // ₹1,000 of seeds at least: one bag of wheat (₹1,200) is enough, a ₹180 fertiliser does not count.
    expect((await check([['Premium Wheat Seeds', 1], ['NPK 19:19:19 Water Soluble Fertilizer', 1]], 'seeds50')).json()).toMatchObject({ discountPaise: 50_00 });
    expect(reasonOf(await check([['Vegetable Seeds Mix', 1]], 'SEEDS50'))).toEqual({ code: 'coupon_refused', reason: 'minimum', field: 'This code needs at least ₹1,000 of the goods it applies to.' });
    shop.now = Date.parse('2026-05-31T12:00:00Z'); // 31 May, 17:30 in India
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'SEEDS50'))).toEqual({ code: 'coupon_refused', reason: 'notYet', field: 'This code can be used from 2026-06-01.' });
    shop.now = Date.parse('2026-07-31T18:31:00Z'); // 1 August, 00:01 in India
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'SEEDS50'))).toMatchObject({ reason: 'expired', field: 'This code expired on 2026-07-31.' });
    shop.now = Date.parse('2026-07-31T18:29:00Z'); // 31 July, 23:59 in India: its last day
    expect((await check([['Premium Wheat Seeds', 1]], 'SEEDS50')).statusCode).toBe(200);

    // Once per customer: the second order is refused; cancelling the first gives the use back.
    const farmer = await newBuyer();
    const first = await place([['Premium Wheat Seeds', 1]], 'SEEDS50', farmer);
    expect(first.json<StoreOrder>()).toMatchObject({ discountPaise: 50_00, totalPaise: 1150_00 });
    expect(reasonOf(await place([['Premium Wheat Seeds', 1]], 'SEEDS50', farmer))).toMatchObject({ reason: 'alreadyUsed', field: 'You have already used this code.' });
    expect(reasonOf(await place([['Premium Wheat Seeds', 1]], 'WELCOME', farmer))).toMatchObject({ reason: 'firstOrderOnly' });
    expect((await shop.http.call('POST', `/api/store/orders/${first.json<StoreOrder>().id}/cancel`, { cookie: farmer, body: {} })).statusCode).toBeLessThan(300);
    expect((await place([['Premium Wheat Seeds', 1]], 'SEEDS50', farmer)).statusCode).toBe(201);
    // A coupon orders name is switched off, not removed.
    const seeds50 = (await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items.find((c: AdminCoupon) => c.code === 'SEEDS50');
    expect((await shop.http.call('DELETE', `/api/admin/coupons/${seeds50.id}`, { cookie: shop.admin })).json().error.code).toBe('coupon_in_use');
  });

  it('refuses a coupon naming a crop or product the shop does not have, on the field, writing nothing', async () => {
    const before = (await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items;
    const refused = async (body: AdminCouponInput, message: string) => {
      const res = await shop.http.call('POST', '/api/admin/coupons', { cookie: shop.admin, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { targets: message } });
    };
    const noCrop = 'Choose crops from the crop guide: some of these are not in it';
    const noProduct = 'Choose products from the catalogue: some of these are not in it';
    await refused(coupon({ code: 'GHOSTCROP', scope: 'crops', targets: ['wheat', 'dragon-fruit'] }), noCrop);
    await refused(coupon({ code: 'GHOSTITEM', scope: 'products', targets: [shop.ids['Premium Wheat Seeds']!, '6f1c2f0e-0000-4000-8000-000000000000'] }), noProduct);
    // A crop's key is not a product, nor a product's id a crop.
    await refused(coupon({ code: 'MIXEDUP', scope: 'products', targets: ['wheat'] }), noProduct);
    await refused(coupon({ code: 'MIXEDUP', scope: 'crops', targets: [shop.ids['Premium Wheat Seeds']!] }), noCrop);
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items).toEqual(before);

    // Real ones are taken; a change to an unknown one is refused and leaves the coupon as it was.
    const wheat = await create({ code: 'WHEATCROP', scope: 'crops', targets: ['wheat', 'paddy'] });
    const seeds = await create({ code: 'WHEATSEED', scope: 'products', targets: [shop.ids['Premium Wheat Seeds']!] });
    const changed = await shop.http.call('PUT', `/api/admin/coupons/${seeds.id}`, { cookie: shop.admin, body: coupon({ code: 'WHEATSEED', scope: 'products', targets: [shop.ids['Premium Wheat Seeds']!, 'no-such-product'] }) });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields).toEqual({ targets: noProduct });
    const kept = await shop.http.call('PUT', `/api/admin/coupons/${wheat.id}`, { cookie: shop.admin, body: coupon({ code: 'WHEATCROP', scope: 'crops', targets: ['wheat', 'no-such-crop'] }) });
    expect(kept.json().error.fields).toEqual({ targets: noCrop });
    const items = (await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items as AdminCoupon[];
    expect(items.find((c) => c.id === seeds.id)).toEqual(seeds);
    expect(items.find((c) => c.id === wheat.id)).toEqual(wheat);
  });

  it('judges by the owner’s latest change at once, though each server keeps the coupons in memory', async () => {
    const made = await create({ code: 'MONSOON', minOrderPaise: 0, maxDiscountPaise: null });
    expect((await check([['Premium Wheat Seeds', 1]], 'MONSOON')).json()).toMatchObject({ discountPaise: 120_00 });
    const change = (over: Partial<AdminCouponInput>) => shop.http.call('PUT', `/api/admin/coupons/${made.id}`, { cookie: shop.admin, body: coupon({ code: 'MONSOON', minOrderPaise: 0, maxDiscountPaise: null, ...over }) });
    expect((await change({ percentBp: 2000 })).statusCode).toBe(200);
    expect((await check([['Premium Wheat Seeds', 1]], 'MONSOON')).json()).toMatchObject({ discountPaise: 240_00 });
    expect((await change({ percentBp: 2000, active: false })).statusCode).toBe(200);
    expect(reasonOf(await check([['Premium Wheat Seeds', 1]], 'MONSOON'))).toMatchObject({ reason: 'unknown' });
    expect(reasonOf(await place([['Premium Wheat Seeds', 1]], 'MONSOON'))).toMatchObject({ reason: 'unknown' });
    expect((await shop.http.call('DELETE', `/api/admin/coupons/${made.id}`, { cookie: shop.admin })).statusCode).toBe(204);
    await create({ code: 'MONSOON', percentBp: 500, minOrderPaise: 0, maxDiscountPaise: null });
    expect((await place([['Premium Wheat Seeds', 1]], 'MONSOON')).json<StoreOrder>()).toMatchObject({ discountPaise: 60_00, couponCode: 'MONSOON' });
  });

  it('leaves a vendor’s goods at the vendor’s price: a shop coupon takes only the shop’s own lines', async () => {
    await create({ code: 'SHOPONLY', minOrderPaise: 0, maxDiscountPaise: null });
    const registered = await shop.http.register(vendor({ businessName: 'Karnataka Drip Co', gstNumber: '29AAGCB7383J1Z4' }), { address: freshAddress() });
    const seller = { id: registered.json().user.id as string, cookie: sessionCookie(registered) };
    expect((await shop.http.call('POST', `/api/admin/vendors/${seller.id}/approve`, { cookie: shop.admin })).statusCode).toBe(200);
    const listed = await shop.http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: { name: 'Drip Irrigation Kit, 1 acre', description: 'Inline drippers, filter and mainline for one acre of vegetables.', pricePaise: 12000_00, category: 'equipment', hsnCode: '8424', stock: 20, imageUrl: '', features: [], published: true } });
    expect(listed.statusCode, listed.body).toBe(201);
    const drip = listed.json<VendorProduct>().id;
    const res = await check([['Premium Wheat Seeds', 1], [drip, 1]], 'SHOPONLY');
    // 10% of the shop's ₹1,200 only.
    expect(res.json()).toMatchObject({ discountPaise: 120_00 });
  });

  it('counts the uses a coupon had before the owner gave it a limit', async () => {
    const made = await create({ code: 'LATER3', minOrderPaise: 0 });
    for (let i = 0; i < 2; i++) expect((await place([['Premium Wheat Seeds', 1]], 'LATER3', await newBuyer())).statusCode).toBe(201);
    const limited = await shop.http.call('PUT', `/api/admin/coupons/${made.id}`, { cookie: shop.admin, body: coupon({ code: 'LATER3', minOrderPaise: 0, totalUses: 3 }) });
    expect(limited.json<AdminCoupon>()).toMatchObject({ used: 2, totalUses: 3 });
    expect((await place([['Premium Wheat Seeds', 1]], 'LATER3', await newBuyer())).statusCode).toBe(201);
    expect(reasonOf(await place([['Premium Wheat Seeds', 1]], 'LATER3', await newBuyer()))).toMatchObject({ reason: 'usedUp', field: 'This code has been used as many times as it can be.' });
  });

  it('gives a coupon’s last five uses to exactly five of twenty buyers ordering at once', async () => {
    const made = await create({ code: 'LAST5', minOrderPaise: 0, totalUses: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newBuyer()));
    const results = await Promise.all(buyers.map((cookie) => place([['Premium Wheat Seeds', 1]], 'LAST5', cookie)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => reasonOf(r).reason)).toEqual(Array(15).fill('usedUp'));
    const redemptions = await shop.t.db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', made.id).execute();
    expect(redemptions).toHaveLength(5);
    expect((await shop.http.call('GET', '/api/admin/coupons', { cookie: shop.admin })).json().items.find((c: AdminCoupon) => c.code === 'LAST5')).toMatchObject({ used: 5 });
    // Nothing half-written: every refused order left no order, no line and no stock taken.
    const orders = await shop.t.db.selectFrom('orders').select('id').where('coupon_code', '=', 'LAST5').execute();
    expect(orders).toHaveLength(5);
  });

  it('gives a once-per-customer coupon to one of five orders the same buyer sends at once', async () => {
    await create({ code: 'ONCEEACH', minOrderPaise: 0, usesPerCustomer: 1 });
    const farmer = await newBuyer();
    // Five different products: orders of one product would queue on its stock row anyway.
    const products = ['Water Pump', 'Seed Drill', 'Irrigation Sprinkler', 'Soil Testing Kit', 'Fertilizer Spreader'];
    const results = await Promise.all(products.map((name) => place([[name, 1]], 'ONCEEACH', farmer, { paymentMethod: 'online' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 201).map((r) => reasonOf(r).reason)).toEqual(Array(4).fill('alreadyUsed'));
  });
});
