import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOrderEWayBill, EWayBillSettings } from '../../src/shared/schemas/eway-bills.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { createProduct } from '../helpers/factories.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';
import { SHIPMENT } from '../helpers/tracking.ts';
import type { TestApp } from '../helpers/test-app.ts';

const SHOP_GSTIN = '27AAPFU0939F1ZV';
const INDORE = { ...PUNE, city: 'Indore', state: 'Madhya Pradesh' as const, pincode: '452001' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A bill as the dispatcher enters it: generated at `at`, 600 km by road (3 days). */
const billInput = (at: number, over: Record<string, unknown> = {}) => ({ number: '3310 1234 5678', generatedAt: new Date(at).toISOString(), distanceKm: 600, mode: 'road', vehicleNo: 'mh 12 ab-1234', ...over });

// E-way bills (docs/product-rules.md 57, docs/decisions/0073): a big consignment of the shop's cannot ship without one.
describeEachDialect('e-way bills', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;
  let ids: Record<string, string>;
  // 10:00 in India.
  let now = Date.parse('2026-12-10T04:30:00Z');

  beforeAll(async () => {
    ({ t, http, buyer, admin, ids } = await openSeededShop(dialect, { clock: () => now }));
    await t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN }).execute();
    // Enough tractors for every case here.
    await t.db.updateTable('products').set({ stock: 50 }).where('name', '=', 'Modern Tractor').execute();
  });
  afterAll(async () => t?.close());

  const order = async (items: Array<[string, number]>, shipping: Record<string, unknown> = INDORE) => {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: items.map(([name, quantity]) => ({ productId: ids[name] ?? name, quantity })), shipping, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const ship = (id: string) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body: { status: 'shipped', ...SHIPMENT } });
  const status = async (id: string) => {
    const res = await http.call('GET', `/api/admin/orders/${id}/eway-bill`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrderEWayBill>();
  };
  const enter = (id: string, body: unknown) => http.call('POST', `/api/admin/orders/${id}/eway-bill`, { cookie: admin, body });
  const orderRow = (id: string) => t.db.selectFrom('orders').select(['status', 'updated_at', 'carrier']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditOf = (action: string, entityId: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('entity_id', '=', entityId).execute();

  it('a ₹8,50,000 tractor to another state needs one: shipping is refused with nothing changed, the JSON is the invoice, and with the number it ships', async () => {
    const o = await order([['Modern Tractor', 1]]);
    const invoice = o.documents.find((d) => d.kind === 'tax_invoice')!;
    expect(await status(o.id)).toEqual({ needed: true, valuePaise: 892500_00, thresholdPaise: 50000_00, interState: true, invoice: { id: invoice.id, number: invoice.number }, bill: null, valid: false, gsp: false });

    const before = await orderRow(o.id);
    const refused = await ship(o.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'eway_bill_required', params: { reason: 'missing', valuePaise: 892500_00 } });
    expect(await orderRow(o.id)).toEqual(before);
    expect(await t.db.selectFrom('order_status_changes').select('id').where('order_id', '=', o.id).execute()).toEqual([]);

    // The portal's bulk file of the invoice, with Part B from the query.
    const file = await http.call('GET', `/api/admin/orders/${o.id}/eway-bill.json?distanceKm=600&vehicleNo=MH12AB1234`, { cookie: admin });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="eway-bill-${invoice.number}.json"`);
    const json = file.json<{ version: string; billLists: Array<Record<string, unknown> & { itemList: Array<Record<string, unknown>> }> }>();
    expect(json.version).toBe('1.0.0621');
    expect(json.billLists).toHaveLength(1);
    const bill = json.billLists[0]!;
    expect(bill).toMatchObject({
      userGstin: SHOP_GSTIN, fromGstin: SHOP_GSTIN, fromTrdName: 'Hariyali Agro Private Limited', fromPincode: 411037, fromPlace: 'Pune', fromStateCode: 27,
      toGstin: 'URP', toPincode: 452001, toStateCode: 23, actualToStateCode: 23, docType: 'INV', docNo: invoice.number, docDate: '10/12/2026', transType: 1,
      totalValue: 850000, cgstValue: 0, sgstValue: 0, igstValue: 42500, totInvValue: 892500, transMode: 1, transDistance: 600, vehicleNo: 'MH12AB1234', vehicleType: 'R',
    });
    expect(bill.itemList).toEqual([expect.objectContaining({ itemNo: 1, productName: 'Modern Tractor', hsnCode: '8701', quantity: 1, qtyUnit: 'NOS', taxableAmount: 850000, igstRate: 5, cgstRate: 0, sgstRate: 0 })]);
    // Part B the schema refuses is a 400 on its field.
    const badPartB = await http.call('GET', `/api/admin/orders/${o.id}/eway-bill.json?distanceKm=9000`, { cookie: admin });
    expect(badPartB.statusCode).toBe(400);
    expect(Object.keys(badPartB.json().error.fields).sort()).toEqual(['distanceKm', 'vehicleNo']);

    // Bad input: a 400 on each field, nothing written.
    const bad = await enter(o.id, { number: '12345', generatedAt: 'yesterday', distanceKm: -1, mode: 'road', vehicleNo: 'DL1AB123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['distanceKm', 'generatedAt', 'number', 'vehicleNo']);
    const noPartB = await enter(o.id, billInput(now, { vehicleNo: '' }));
    expect(noPartB.statusCode).toBe(400);
    expect(noPartB.json().error.fields).toEqual({ vehicleNo: expect.stringContaining('vehicle number') });
    const ahead = await enter(o.id, billInput(now + HOUR));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.fields).toEqual({ generatedAt: expect.any(String) });
    const beforeInvoice = await enter(o.id, billInput(now - DAY));
    expect(beforeInvoice.statusCode).toBe(400);
    expect(beforeInvoice.json().error.fields).toEqual({ generatedAt: expect.any(String) });
    expect(await t.db.selectFrom('eway_bills').select('number').where('order_id', '=', o.id).execute()).toEqual([]);

    // The number the portal gave: kept with its validity (600 km: 3 days from 10 December, to midnight in India at the end of the 13th).
    now += 30 * 60_000;
    const entered = await enter(o.id, billInput(now - 10 * 60_000));
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json<AdminOrderEWayBill>()).toMatchObject({
      needed: true,
      valid: true,
      bill: { number: '331012345678', documentId: invoice.id, validUntil: '2026-12-13T18:30:00.000Z', distanceKm: 600, mode: 'road', cargo: 'regular', vehicleNo: 'MH12AB1234', transporterId: null, enteredByName: expect.any(String) },
    });
    const shipped = await ship(o.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminOrder>().status).toBe('shipped');

    const [audit] = await auditOf('eway_bill.enter', o.id);
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).toContain('331012345678');
  });

  it('a re-entry replaces the bill (audit-logged with before and after); a number another order has is a 400 on its field', async () => {
    const a = await order([['Modern Tractor', 1]]);
    const b = await order([['Modern Tractor', 1]]);
    expect((await enter(a.id, billInput(now, { number: '441000000001' }))).statusCode).toBe(200);
    const again = await enter(a.id, billInput(now, { number: '441000000002', vehicleNo: null, transporterId: '27AAPFU0939F1ZV', distanceKm: 100 }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminOrderEWayBill>().bill).toMatchObject({ number: '441000000002', vehicleNo: null, transporterId: '27AAPFU0939F1ZV', validUntil: '2026-12-11T18:30:00.000Z' });
    expect(await t.db.selectFrom('eway_bills').select('number').where('order_id', '=', a.id).execute()).toEqual([{ number: '441000000002' }]);
    const entries = await auditOf('eway_bill.enter', a.id);
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).toContain('441000000001');

    const taken = await enter(b.id, billInput(now, { number: '441000000002' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({ code: 'validation_failed', fields: { number: 'This e-way bill number is already entered for another order' } });
  });

  it('the tax invoice PDF prints the e-way bill\'s number and validity once there is one (a kept PDF is made anew), and a replacement\'s', async () => {
    const o = await order([['Modern Tractor', 1]]);
    const invoice = o.documents.find((d) => d.kind === 'tax_invoice')!;
    const download = async () => {
      const res = await t.app.inject({ method: 'GET', url: invoice.url, headers: { cookie: buyer } });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload).replace(/\s+/g, ' ');
    };
    expect(await download()).not.toContain('E-way bill');
    // Generated on 10 December in India, 600 km: valid to the end of the 13th.
    expect((await enter(o.id, billInput(now, { number: '661000000001' }))).statusCode).toBe(200);
    const printed = await download();
    expect(printed).toContain('E-way bill No: 661000000001');
    expect(printed).toMatch(/Generated: 10\/12\/2026 1\d:\d\d Valid until: 13\/12\/2026 23:59/);
    expect((await enter(o.id, billInput(now, { number: '661000000002', distanceKm: 100 }))).statusCode).toBe(200);
    const again = await download();
    expect(again).toMatch(/E-way bill No: 661000000002 Generated: 10\/12\/2026 1\d:\d\d Valid until: 11\/12\/2026 23:59/);
    expect(again).not.toContain('661000000001');
  });

  it('an expired bill refuses shipping; a new one lets it ship', async () => {
    const o = await order([['Modern Tractor', 1]]);
    // 150 km: one day, to midnight in India at the end of the next day.
    expect((await enter(o.id, billInput(now, { number: '551000000001', distanceKm: 150 }))).statusCode).toBe(200);
    now += 3 * DAY;
    expect((await status(o.id)).valid).toBe(false);
    const refused = await ship(o.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'eway_bill_required', params: { reason: 'expired', number: '551000000001', lastDay: '11/12/2026' } });
    expect((await orderRow(o.id)).status).toBe('pending');
    expect((await enter(o.id, billInput(now, { number: '551000000002', distanceKm: 150 }))).statusCode).toBe(200);
    expect((await ship(o.id)).statusCode).toBe(200);
  });

  it('a small order ships without one, and asks for none', async () => {
    const o = await order([['Soil Testing Kit', 1]]);
    expect(await status(o.id)).toMatchObject({ needed: false, valuePaise: 2950_00, thresholdPaise: 50000_00, bill: null });
    const none = await enter(o.id, billInput(now));
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('eway_bill_not_needed');
    expect((await http.call('GET', `/api/admin/orders/${o.id}/eway-bill.json?distanceKm=10&vehicleNo=MH12AB1234`, { cookie: admin })).statusCode).toBe(409);
    expect((await ship(o.id)).statusCode).toBe(200);
  });

  it('the limit within the state is the owner\'s setting (audit-logged): a ₹60,000 order in Maharashtra ships without one at ₹1,00,000; to another state it still needs one', async () => {
    const p = await createProduct(t.db, { name: 'Drip irrigation set', category: 'equipment', hsn_code: '9027', price_paise: 60000_00, stock: 10 });
    const local = await order([[p.id, 1]], PUNE);
    // ₹60,000 and 18% GST within the state, above ₹50,000.
    expect(await status(local.id)).toMatchObject({ needed: true, valuePaise: 70800_00, thresholdPaise: 50000_00, interState: false });

    expect((await http.call('PUT', '/api/admin/eway-bill-settings', { cookie: admin, body: { intraStateThresholdPaise: 1_00_00_001 } })).statusCode).toBe(400);
    const saved = await http.call('PUT', '/api/admin/eway-bill-settings', { cookie: admin, body: { intraStateThresholdPaise: 1_00_00_000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EWayBillSettings>()).toMatchObject({ intraStateThresholdPaise: 1_00_00_000, interStateThresholdPaise: 50000_00 });
    const [setting] = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'eway_bill_settings.update').execute();
    expect(JSON.stringify(setting)).toContain('10000000');

    expect(await status(local.id)).toMatchObject({ needed: false, thresholdPaise: 1_00_00_000 });
    expect((await ship(local.id)).statusCode).toBe(200);
    const away = await order([[p.id, 1]], INDORE);
    expect(await status(away.id)).toMatchObject({ needed: true, thresholdPaise: 50000_00, interState: true });
    expect((await ship(away.id)).statusCode).toBe(409);
  });

  it('a cancelled order needs none; an unknown order is a 404', async () => {
    const o = await order([['Modern Tractor', 1]]);
    expect((await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    expect((await status(o.id)).needed).toBe(false);
    expect((await enter(o.id, billInput(now))).statusCode).toBe(409);
    expect((await http.call('GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000/eway-bill', { cookie: admin })).statusCode).toBe(404);
    expect((await enter('00000000-0000-4000-8000-000000000000', billInput(now))).statusCode).toBe(404);
  });
});
