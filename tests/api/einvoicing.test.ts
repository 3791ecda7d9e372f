import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminEInvoice, AdminEInvoiceList } from '../../src/shared/schemas/einvoices.ts';
import type { BusinessSettings } from '../../src/shared/schemas/gst.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { allowLargeCashOrders, PUNE } from '../helpers/shop.ts';
import { buildApp } from '../../src/server/app.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';
import { EINVOICE_KEYS, startEInvoiceStandIn, type EInvoiceStandIn } from '../support/einvoice-stand-in.ts';

const SHOP_GSTIN = '27AAPFU0939F1ZV';
const BUYER = { buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Tungabhadra Farmers Producer Company', buyerAddress: 'APMC Yard, Ring Road', buyerCity: 'Hubballi', buyerPincode: '580029' };
const HOUR = 3_600_000;

/** The squares a PDF's pages draw (pdfkit's `re`): a QR code's dark modules, the only rectangles a tax document has. */
function rectanglesIn(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  let count = 0;
  for (const m of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = text.indexOf('endstream', start);
    try {
      count += (inflateSync(pdf.subarray(start, end)).toString('latin1').match(/ re\b/g) ?? []).length;
    } catch {
      // a font or image stream that is not page content
    }
  }
  return count;
}
const darkModules = (text: string) => {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return qr.modules.data.reduce((n, v) => n + (v ? 1 : 0), 0);
};

// E-invoicing of business orders (docs/product-rules.md 45, docs/decisions/0061), against a stand-in of the GSP's NIC e-invoice API.
describeEachDialect('e-invoicing', (dialect) => {
  let t: StoppableTestApp;
  let irp: EInvoiceStandIn;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let kit: string;
  let wheat: string;
  let now = Date.parse('2026-12-10T06:00:00Z');

  beforeAll(async () => {
    irp = await startEInvoiceStandIn({ now: () => now });
    t = await createTestApp(dialect, { clock: () => now, einvoicing: { apiUrl: irp.url, ...EINVOICE_KEYS } });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    buyer = sessionCookie(await http.register(customer()));
    await allowLargeCashOrders(http, admin);
    const ids = new Map((await t.db.selectFrom('products').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
    kit = ids.get('Soil Testing Kit')!;
    wheat = ids.get('Premium Wheat Seeds')!;
  });
  afterAll(async () => {
    await t?.close();
    await irp?.close();
  });

  const order = async (extra: Record<string, unknown> = BUYER, items: Array<[string, number]> = [[kit, 2], [wheat, 1]]) => {
    const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: items.map(([productId, quantity]) => ({ productId, quantity })), shipping: PUNE, paymentMethod: 'cod', ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const einvoiceOf = (documentId: string) => t.db.selectFrom('einvoices').selectAll().where('document_id', '=', documentId).executeTakeFirst();
  const invoiceOf = (o: StoreOrder) => o.documents.find((d) => d.kind === 'tax_invoice')!;
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: buyer } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('refuses turning e-invoicing on without the shop\'s GSTIN, then turns it on once the business settings have it', async () => {
    const refused = await http.call('PUT', '/api/admin/business-settings/e-invoicing', { cookie: admin, body: { eInvoicing: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'einvoicing_needs_gstin', fields: { eInvoicing: expect.any(String) } });
    const saved = await http.call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<BusinessSettings>()).toMatchObject({ eInvoicing: false, eInvoicingProvider: true });
    const on = await http.call('PUT', '/api/admin/business-settings/e-invoicing', { cookie: admin, body: { eInvoicing: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<BusinessSettings>().eInvoicing).toBe(true);
  });

  it('reports a business order\'s tax invoice once the worker runs; its PDF, kept before, then carries the IRN and the signed QR code', async () => {
    const o = await order();
    const invoice = invoiceOf(o);
    // The seeds are on a bill of supply, which is not e-invoiced.
    expect(o.documents.map((d) => d.kind).sort()).toEqual(['bill_of_supply', 'tax_invoice']);
    expect(await einvoiceOf(o.documents.find((d) => d.kind === 'bill_of_supply')!.id)).toBeUndefined();
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'pending', irn: null });
    const before = await download(invoice.url);
    expect(pdfText(before)).not.toContain('IRN');

    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, failed: 0 });
    const row = (await einvoiceOf(invoice.id))!;
    const date = new Date(now + 330 * 60_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(row).toMatchObject({ status: 'reported', irn: irp.irnOf(SHOP_GSTIN, 'INV', invoice.number, date), attempts: 1, last_error: null });
    expect(row.signed_qr_code).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // What the IRP was sent: the invoice as issued (2 kits at 18%, Maharashtra to a Karnataka business: IGST).
    const sent = [...irp.registered.values()].at(-1)!.invoice as { SellerDtls: object; BuyerDtls: object; ItemList: object[]; ValDtls: object };
    expect(sent.SellerDtls).toMatchObject({ Gstin: SHOP_GSTIN, LglNm: 'Hariyali Agro Private Limited', Addr1: 'Market Yard, Gultekdi', Loc: 'Pune', Pin: 411037, Stcd: '27' });
    expect(sent.BuyerDtls).toMatchObject({ Gstin: BUYER.buyerGstin, LglNm: BUYER.buyerLegalName, Pos: '29', Stcd: '29' });
    expect(sent.ItemList).toHaveLength(1);
    expect(sent.ValDtls).toMatchObject({ CgstVal: 0, SgstVal: 0 });

    const after = await download(invoice.url);
    const text = pdfText(after).replace(/\s+/g, ' ');
    for (const expected of [`IRN: ${row.irn}`, `Ack No: ${row.ack_no}`, `Ack Date: ${row.ack_date}`]) expect(text, expected).toContain(expected);
    // The signed QR code drawn module by module: exactly its dark squares.
    expect(rectanglesIn(after)).toBe(darkModules(row.signed_qr_code!));
    expect(rectanglesIn(before)).toBe(0);
  });

  it('does not report a farmer\'s order (no GSTIN), nor a business order\'s bill of supply alone', async () => {
    const farmer = await order({});
    for (const d of farmer.documents) expect(await einvoiceOf(d.id)).toBeUndefined();
    const seeds = await order(BUYER, [[wheat, 1]]);
    expect(seeds.documents.map((d) => d.kind)).toEqual(['bill_of_supply']);
    expect(await einvoiceOf(seeds.documents[0]!.id)).toBeUndefined();
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 0 });
  });

  it('retries a provider outage with backoff, then reports', async () => {
    const invoice = invoiceOf(await order());
    irp.failNext(503);
    expect(await t.app.reportEInvoices()).toMatchObject({ retrying: 1, reported: 0 });
    const waiting = (await einvoiceOf(invoice.id))!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toContain('503');
    expect(Date.parse(waiting.next_attempt_at) - now).toBe(60_000);
    // Not before its time.
    expect(await t.app.reportEInvoices()).toMatchObject({ retrying: 0, reported: 0 });
    now += 61_000;
    irp.failNext(0); // a dropped connection
    expect(await t.app.reportEInvoices()).toMatchObject({ retrying: 1 });
    expect((await einvoiceOf(invoice.id))!.next_attempt_at).toBe(new Date(now + 120_000).toISOString());
    now += 121_000;
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1 });
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'reported', attempts: 3, last_error: null });
  });

  it('shows the IRP\'s validation error to the admin, and a retry after the fix reports it', async () => {
    const invoice = invoiceOf(await order());
    irp.refuseNext('2228', 'Invalid HSN code 9027 for the item');
    expect(await t.app.reportEInvoices()).toMatchObject({ failed: 1 });
    const list = await http.call('GET', '/api/admin/einvoices', { cookie: admin });
    expect(list.statusCode).toBe(200);
    const failed = list.json<AdminEInvoiceList>().items.find((i) => i.documentId === invoice.id)!;
    expect(failed).toMatchObject({ status: 'failed', documentNumber: invoice.number, attempts: 1, irn: null });
    expect(failed.lastError).toContain('2228: Invalid HSN code');
    // Failed for good: the worker leaves it.
    now += 2 * HOUR;
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 0, failed: 0 });
    // The admin fixed what was wrong and sends it again.
    const again = await http.call('POST', `/api/admin/einvoices/${invoice.id}/retry`, { cookie: admin });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<AdminEInvoice>()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1 });
    // A reported one is not sent again, and a document without an e-invoice is not found.
    expect((await http.call('POST', `/api/admin/einvoices/${invoice.id}/retry`, { cookie: admin })).json().error.code).toBe('einvoice_not_retriable');
    expect((await http.call('POST', '/api/admin/einvoices/no-such-document/retry', { cookie: admin })).statusCode).toBe(404);
    expect((await http.call('GET', '/api/admin/einvoices', { cookie: admin })).json<AdminEInvoiceList>().items.some((i) => i.documentId === invoice.id)).toBe(false);
  });

  it('takes the IRN of an invoice the IRP registered before (2150: its answer lost)', async () => {
    const invoice = invoiceOf(await order());
    await t.app.reportEInvoices();
    const first = (await einvoiceOf(invoice.id))!;
    // As if the answer never reached the shop: the row waits again, and the IRP answers "duplicate".
    await t.db.updateTable('einvoices').set({ status: 'pending', irn: null, ack_no: null, ack_date: null, signed_qr_code: null }).where('document_id', '=', invoice.id).execute();
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1 });
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'reported', irn: first.irn, ack_no: first.ack_no, signed_qr_code: first.signed_qr_code });
    expect((await einvoiceOf(invoice.id))!.note).toContain('2150');
  });

  it('cancels the IRN of an order cancelled within 24 hours, and leaves one reported longer ago', async () => {
    const soon = invoiceOf(await order());
    const late = invoiceOf(await order());
    await t.app.reportEInvoices();
    const soonOrder = (await einvoiceOf(soon.id))!.order_id;
    const lateOrder = (await einvoiceOf(late.id))!.order_id;
    now += 23 * HOUR;
    expect((await http.call('POST', `/api/store/orders/${soonOrder}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    expect(await einvoiceOf(soon.id)).toMatchObject({ status: 'cancel_pending' });
    expect(await t.app.reportEInvoices()).toMatchObject({ cancelled: 1 });
    const cancelled = (await einvoiceOf(soon.id))!;
    expect(cancelled.status).toBe('cancelled');
    expect(irp.registered.get(cancelled.irn!)!.cancelled).toBe(true);
    expect(irp.requests.at(-1)!.body).toMatchObject({ Irn: cancelled.irn, CnlRsn: '3' });
    expect(pdfText(await download(soon.url))).toContain('IRN cancelled');

    now += 2 * HOUR;
    expect((await http.call('POST', `/api/store/orders/${lateOrder}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    const left = (await einvoiceOf(late.id))!;
    expect(left.status).toBe('reported');
    expect(left.note).toContain('more than 24 hours');
    const requests = irp.requests.length;
    expect(await t.app.reportEInvoices()).toMatchObject({ cancelled: 0 });
    expect(irp.requests.length).toBe(requests);
    expect(irp.registered.get(left.irn!)!.cancelled).toBe(false);
  });

  it('does not report an invoice whose order was cancelled before the worker came', async () => {
    const invoice = invoiceOf(await order());
    const orderId = (await einvoiceOf(invoice.id))!.order_id;
    expect((await http.call('POST', `/api/store/orders/${orderId}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'cancelled', irn: null });
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 0 });
  });

  it('has each e-invoice reported once when two app servers run their workers at the same moment', async () => {
    const second = await buildApp({ config: { logLevel: 'silent', einvoicing: { apiUrl: irp.url, ...EINVOICE_KEYS } }, database: t.database, logger: false, secretsKey: randomBytes(32), clock: () => now, paymentSweepMs: 0, seedLotSweepMs: 0, mailPollMs: 0, einvoicePollMs: 0 });
    try {
      const invoices = await Promise.all([order(), order(), order()]);
      const generates = () => irp.requests.filter((r) => r.path === '/eicore/v1.03/Invoice').length;
      const before = generates();
      const runs = await Promise.all([t.app.reportEInvoices(), second.reportEInvoices()]);
      expect(runs[0]!.reported + runs[1]!.reported).toBe(3);
      expect(generates() - before).toBe(3);
      for (const o of invoices) expect(await einvoiceOf(invoiceOf(o).id)).toMatchObject({ status: 'reported', note: null });
    } finally {
      await second.close();
    }
  });

  it('lets only admins read and retry e-invoices', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/einvoices')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', '/api/admin/einvoices/x/retry')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PUT', '/api/admin/business-settings/e-invoicing', { eInvoicing: false })).toEqual([401, 403, 403]);
  });

  it('never says the provider\'s credentials in an answer or a stored error', async () => {
    const rows = await t.db.selectFrom('einvoices').select(['last_error', 'note']).execute();
    const settings = (await http.call('GET', '/api/admin/business-settings', { cookie: admin })).body;
    for (const text of [JSON.stringify(rows), settings]) {
      for (const secret of [EINVOICE_KEYS.clientSecret, EINVOICE_KEYS.password]) expect(text).not.toContain(secret);
    }
  });

  // The whole way of a farmer producer organisation (docs/product-rules.md 44, 45, 46): it signs up,
  // asks for FPO prices, the owner approves; it sees and pays its own price with its GSTIN, and its
  // tax invoice comes back from the IRP with an IRN and the signed QR code.
  it('gives an approved FPO its own price, and its B2B tax invoice at that price an IRN and QR code', async () => {
    const prices = await http.call('PUT', `/api/admin/products/${kit}/prices`, { cookie: admin, body: { rows: [{ group: 'fpo', minQuantity: 1, pricePaise: 2400_00 }] } });
    expect(prices.statusCode, prices.body).toBe(200);
    const signUp = await http.register(customer({ name: 'Tungabhadra FPC' }));
    const fpo = { id: signUp.json().user.id as string, cookie: sessionCookie(signUp) };
    expect((await http.call('POST', '/api/auth/business', { cookie: fpo.cookie, body: { group: 'fpo', businessName: BUYER.buyerLegalName, gstin: BUYER.buyerGstin } })).statusCode).toBe(200);
    // The owner approves the request as Manage Users lists it.
    const { requestedAt } = (await http.call('GET', '/api/admin/group-requests', { cookie: admin })).json().items.find((r: { userId: string }) => r.userId === fpo.id);
    expect((await http.call('POST', `/api/admin/group-requests/${fpo.id}/decision`, { cookie: admin, body: { approve: true, requestedAt } })).statusCode).toBe(204);
    expect((await http.call('GET', `/api/store/prices?ids=${kit}`, { cookie: fpo.cookie })).json().items).toEqual([expect.objectContaining({ productId: kit, pricePaise: 2400_00 })]);

    const res = await http.call('POST', '/api/store/orders', { cookie: fpo.cookie, body: { items: [{ productId: kit, quantity: 2 }], shipping: PUNE, paymentMethod: 'cod', ...BUYER } });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<StoreOrder>();
    // 2 × ₹2,400, IGST at 18% (Maharashtra to a Karnataka business): ₹4,800 + ₹864.
    expect(placed).toMatchObject({ subtotalPaise: 4800_00, gstPaise: 864_00, totalPaise: 5664_00, buyerGstin: BUYER.buyerGstin });
    expect(placed.items[0]).toMatchObject({ unitPricePaise: 2400_00, quantity: 2 });

    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, failed: 0 });
    const invoice = placed.documents.find((d) => d.kind === 'tax_invoice')!;
    const row = (await einvoiceOf(invoice.id))!;
    expect(row).toMatchObject({ status: 'reported', irn: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const sent = [...irp.registered.values()].at(-1)!.invoice as { ItemList: Array<{ UnitPrice: number; TotAmt: number; IgstAmt: number }>; BuyerDtls: { Gstin: string } };
    expect(sent.BuyerDtls.Gstin).toBe(BUYER.buyerGstin);
    expect(sent.ItemList[0]).toMatchObject({ UnitPrice: 2400, TotAmt: 4800, IgstAmt: 864 });
    const pdf = await (async () => {
      const download = await t.app.inject({ method: 'GET', url: invoice.url, headers: { cookie: fpo.cookie } });
      expect(download.statusCode).toBe(200);
      return download.rawPayload;
    })();
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [`IRN: ${row.irn}`, BUYER.buyerGstin, 'Soil Testing Kit 9027 2 NOS ₹2,400 ₹4,800 18% ₹0 ₹0 ₹864', 'Total ₹5,664']) expect(text, expected).toContain(expected);
    expect(rectanglesIn(pdf)).toBe(darkModules(row.signed_qr_code!));
  });
});

describeEachDialect('e-invoicing without a provider', (dialect) => {
  let t: StoppableTestApp;
  afterAll(async () => t?.close());

  it('refuses turning e-invoicing on when no provider is set up', async () => {
    t = await createTestApp(dialect, { seed: false });
    const http = api(t.app);
    const admin = (await signInAsAdmin(t)).cookie;
    await http.call('PUT', '/api/admin/business-settings', { cookie: admin, body: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN } });
    const res = await http.call('PUT', '/api/admin/business-settings/e-invoicing', { cookie: admin, body: { eInvoicing: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'einvoicing_not_configured', fields: { eInvoicing: expect.any(String) } });
  });
});
