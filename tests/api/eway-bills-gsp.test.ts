import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminOrderEWayBill } from '../../src/shared/schemas/eway-bills.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';
import { SHIPMENT } from '../helpers/tracking.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { EWAYBILL_KEYS, startEWayBillStandIn, type EWayBillStandIn } from '../support/ewaybill-stand-in.ts';

const INDORE = { ...PUNE, city: 'Indore', state: 'Madhya Pradesh' as const, pincode: '452001' };
const PART_B = { mode: 'road', distanceKm: 600, vehicleNo: 'mh 12 ab-1234' };

// E-way bills through a GSP (docs/product-rules.md 57, docs/decisions/0073 "Through a GSP"), against a stand-in of NIC's EWB API.
describeEachDialect('e-way bills through a GSP', (dialect) => {
  let t: TestApp;
  let bare: SeededShop;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;
  let ids: Record<string, string>;
  let gsp: EWayBillStandIn;
  // 10:00 in India.
  let now = Date.parse('2026-12-10T04:30:00Z');

  beforeAll(async () => {
    gsp = await startEWayBillStandIn({ now: () => now });
    ({ t, http, buyer, admin, ids } = await openSeededShop(dialect, { clock: () => now, ewayBills: { apiUrl: gsp.url, ...EWAYBILL_KEYS } }));
    await t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: EWAYBILL_KEYS.gstin }).execute();
    bare = await openSeededShop(dialect, { clock: () => now });
    await bare.t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: EWAYBILL_KEYS.gstin }).execute();
  });
  afterAll(async () => {
    await t?.close();
    await bare?.t.close();
    await gsp?.close();
  });

  const tractor = async (shop: Pick<SeededShop, 'http' | 'buyer' | 'ids'> = { http, buyer, ids }) => {
    const res = await shop.http.call('POST', '/api/store/orders', { cookie: shop.buyer, body: { items: [{ productId: shop.ids['Modern Tractor'], quantity: 1 }], shipping: INDORE, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const generate = (id: string, body: unknown = PART_B) => http.call('POST', `/api/admin/orders/${id}/eway-bill/generate`, { cookie: admin, body });
  const billRows = (id: string) => t.db.selectFrom('eway_bills').select(['number', 'generated_at', 'valid_until']).where('order_id', '=', id).execute();
  const generations = () => gsp.requests.filter((r) => r.method === 'POST' && r.path === '/ewayapi').length;

  it('generates the bill of a ₹8,50,000 tractor through the GSP: the API\'s JSON, the number and validity kept, once; then it ships', async () => {
    const o = await tractor();
    const invoice = o.documents.find((d) => d.kind === 'tax_invoice')!;
    const invoiceText = async () => pdfText((await t.app.inject({ method: 'GET', url: invoice.url, headers: { cookie: buyer } })).rawPayload).replace(/\s+/g, ' ');
    expect(await invoiceText()).not.toContain('E-way bill');
    expect((await http.call('GET', `/api/admin/orders/${o.id}/eway-bill`, { cookie: admin })).json<AdminOrderEWayBill>()).toMatchObject({ needed: true, gsp: true, bill: null });

    // Part B the schema refuses: 400 per field, the GSP not asked.
    const bad = await generate(o.id, { mode: 'road', distanceKm: 9000, vehicleNo: 'DL1AB123' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['distanceKm', 'vehicleNo']);
    expect(generations()).toBe(0);

    const res = await generate(o.id);
    expect(res.statusCode, res.body).toBe(200);
    const ewb = res.json<AdminOrderEWayBill>();
    const made = gsp.generated.get(invoice.number)!;
    expect(made).toBeDefined();
    // 600 km: three days from 10 December, valid to midnight in India at the end of the 13th.
    expect(ewb).toMatchObject({ needed: true, valid: true, gsp: true, bill: { number: String(made.ewayBillNo), documentId: invoice.id, generatedAt: '2026-12-10T04:30:00.000Z', validUntil: '2026-12-13T18:30:00.000Z', vehicleNo: 'MH12AB1234', distanceKm: 600 } });
    // The request is the bulk file's bill with the API's names and types.
    const sent = gsp.requests.find((r) => r.path === '/ewayapi')!;
    expect(sent.headers.gstin).toBe(EWAYBILL_KEYS.gstin);
    expect(sent.headers.authtoken).toEqual(expect.any(String));
    expect(JSON.stringify(sent)).not.toContain(EWAYBILL_KEYS.password);
    expect(made.request).toMatchObject({ supplyType: 'O', subSupplyType: '1', docType: 'INV', docNo: invoice.number, docDate: '10/12/2026', fromGstin: EWAYBILL_KEYS.gstin, toGstin: 'URP', transactionType: 1, actFromStateCode: 27, actToStateCode: 23, toStateCode: 23, totInvValue: 892500, igstValue: 42500, transMode: '1', transDistance: '600', vehicleNo: 'MH12AB1234', vehicleType: 'R' });
    expect(made.request).not.toHaveProperty('userGstin');
    // The invoice kept before is made anew with the bill on it.
    expect(await invoiceText()).toMatch(new RegExp(`E-way bill No: ${made.ewayBillNo} Generated: 10/12/2026 10:00 Valid until: 13/12/2026 23:59`));
    expect(made.request.itemList).toEqual([expect.objectContaining({ hsnCode: 8701, qtyUnit: 'NOS', taxableAmount: 850000, igstRate: 5 })]);
    const [audit] = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'eway_bill.generate').where('entity_id', '=', o.id).execute();
    expect(JSON.stringify(audit)).toContain(String(made.ewayBillNo));

    // Never twice: the order has its bill.
    const again = await generate(o.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('eway_bill_exists');
    expect(generations()).toBe(1);

    const shipped = await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: admin, body: { status: 'shipped', ...SHIPMENT } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminOrder>().status).toBe('shipped');
  });

  it('the provider down or timing out is a 503 with nothing recorded; asked again, a bill the system made meanwhile is taken (604), never a second', async () => {
    const o = await tractor();
    const invoice = o.documents.find((d) => d.kind === 'tax_invoice')!;
    gsp.failNext(503);
    const down = await generate(o.id);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('eway_bill_unavailable');
    gsp.failNext(0);
    expect((await generate(o.id)).statusCode).toBe(503);
    expect(await billRows(o.id)).toEqual([]);
    expect(await t.db.selectFrom('eway_bill_generations').selectAll().execute()).toEqual([]);

    // Generated there, the answer lost on the way back.
    gsp.loseNextAnswer();
    expect((await generate(o.id)).statusCode).toBe(503);
    expect(await billRows(o.id)).toEqual([]);
    const made = gsp.generated.get(invoice.number)!;
    now += 5 * 60_000;
    const retried = await generate(o.id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<AdminOrderEWayBill>().bill).toMatchObject({ number: String(made.ewayBillNo), generatedAt: '2026-12-10T04:30:00.000Z' });
    expect([...gsp.generated.values()].filter((g) => g.request.docNo === invoice.number)).toHaveLength(1);
  });

  it('the system\'s refusal is a 422 with its codes and texts, nothing recorded; a stale token is renewed once', async () => {
    const o = await tractor();
    gsp.refuseNext('312');
    const refused = await generate(o.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'eway_bill_refused', params: { reason: expect.stringContaining('312') } });
    expect(await billRows(o.id)).toEqual([]);

    gsp.tokens.clear();
    const signIns = gsp.requests.filter((r) => r.path === '/auth').length;
    const ok = await generate(o.id, { mode: 'road', distanceKm: 0, transporterId: '27AAPFU0939F1ZV' });
    expect(ok.statusCode, ok.body).toBe(200);
    // Distance 0: the system's own (150 km here, one day).
    expect(ok.json<AdminOrderEWayBill>().bill).toMatchObject({ transporterId: '27AAPFU0939F1ZV', vehicleNo: null, distanceKm: 0 });
    expect(gsp.requests.filter((r) => r.path === '/auth').length).toBe(signIns + 1);
  });

  it('two clicks at once generate one bill: the second is a 409', async () => {
    const o = await tractor();
    const before = generations();
    const [a, b] = await Promise.all([generate(o.id), generate(o.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(generations()).toBe(before + 1);
    expect(await billRows(o.id)).toHaveLength(1);
  });

  it('another server\'s hold on the order is a 409; one left by a server that stopped is taken over', async () => {
    const o = await tractor();
    const adminId = (await t.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    await t.db.insertInto('eway_bill_generations').values({ order_id: o.id, started_at: new Date(now - 30_000).toISOString(), started_by: adminId }).execute();
    const held = await generate(o.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('eway_bill_exists');
    now += 3 * 60_000;
    expect((await generate(o.id)).statusCode).toBe(200);
  });

  it('without a GSP: the card is told so, generating is a 409, and the bulk file with the typed number still works', async () => {
    const o = await tractor(bare);
    const status = await bare.http.call('GET', `/api/admin/orders/${o.id}/eway-bill`, { cookie: bare.admin });
    expect(status.json<AdminOrderEWayBill>()).toMatchObject({ needed: true, gsp: false });
    const res = await bare.http.call('POST', `/api/admin/orders/${o.id}/eway-bill/generate`, { cookie: bare.admin, body: PART_B });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('eway_bill_gsp_not_configured');
    expect((await bare.http.call('GET', `/api/admin/orders/${o.id}/eway-bill.json?distanceKm=600&vehicleNo=MH12AB1234`, { cookie: bare.admin })).statusCode).toBe(200);
    const entered = await bare.http.call('POST', `/api/admin/orders/${o.id}/eway-bill`, { cookie: bare.admin, body: { ...PART_B, number: '331099990001', generatedAt: new Date(now).toISOString() } });
    expect(entered.statusCode, entered.body).toBe(200);
  });
});
