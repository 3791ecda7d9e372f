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
import { GspEInvoiceProvider } from '../../src/server/modules/einvoicing/gsp-provider.ts';
import { EINVOICE_KEYS, startEInvoiceStandIn, type EInvoiceStandIn } from '../support/einvoice-stand-in.ts';

const SHOP_GSTIN = '27AAPFU0939F1ZV';
const BUYER = { buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Tungabhadra Farmers Producer Company', buyerAddress: 'APMC Yard, Ring Road', buyerCity: 'Hubballi', buyerPincode: '580029' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ACCOUNT = { accountHolderName: 'Tungabhadra FPC', accountNumber: '1234 5678 9012', ifscCode: 'SBIN0001234' };

/** What the tests read of an e-invoice the stand-in registered. */
type Sent = {
  DocDtls: { Typ: string; No: string; Dt: string };
  RefDtls?: { PrecDocDtls: Array<{ InvNo: string; InvDt: string }> };
  BuyerDtls: object;
  ItemList: Array<Record<string, unknown>>;
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
};
/** A document's day in India, as the IRP's dd/mm/yyyy. */
const ddmmyyyy = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10).split('-').reverse().join('/');

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
  /** The credit notes issued against a document, oldest first. */
  const creditNotesOf = (documentId: string) =>
    t.db.selectFrom('tax_documents').select(['id', 'number', 'issued_at', 'taxable_paise', 'tax_paise']).where('refers_to', '=', documentId).where('kind', '=', 'credit_note').orderBy('seq').execute();
  /** The stand-in's registered e-invoice of a document number (the IRP knows a document by its type and number). */
  const registeredOf = (type: 'INV' | 'CRN', number: string, issuedAt: string) => irp.registered.get(irp.irnOf(SHOP_GSTIN, type, number, ddmmyyyy(issuedAt)));
  /** How many times a document number was sent to the IRP. */
  const sendsOf = (number: string) => irp.requests.filter((r) => r.path === '/eicore/v1.03/Invoice' && (r.body as Sent | undefined)?.DocDtls?.No === number).length;
  const setStatus = (id: string, body: Record<string, unknown>) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body });
  /**
   * A part of a cash order sent back and received (docs/product-rules.md 24): the cash collected,
   * the order delivered, a return of `lines` asked the next day, approved and received, which
   * issues its credit notes. Answers the order's id.
   */
  const returnPart = async (orderId: string, lines: Array<{ productId: string; quantity: number; openedSeedPacket?: boolean }>) => {
    expect((await http.call('POST', `/api/admin/orders/${orderId}/payment`, { cookie: admin, body: { action: 'cod_collected' } })).statusCode).toBe(200);
    let delivered = await setStatus(orderId, { status: 'delivered' });
    if (delivered.statusCode !== 200) {
      expect((await setStatus(orderId, { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' })).statusCode).toBe(200);
      delivered = await setStatus(orderId, { status: 'delivered' });
    }
    expect(delivered.statusCode, delivered.body).toBe(200);
    now += DAY;
    const asked = await http.call('POST', `/api/store/orders/${orderId}/returns`, { cookie: buyer, body: { lines, reason: 'damaged', bankAccount: ACCOUNT } });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ id: string }>().id;
    expect((await http.call('POST', `/api/admin/returns/${id}/decision`, { cookie: admin, body: { decision: 'approve' } })).statusCode).toBe(200);
    const received = await http.call('POST', `/api/admin/returns/${id}/received`, { cookie: admin });
    expect(received.statusCode, received.body).toBe(200);
  };
  const orderIdOf = async (documentId: string) => (await einvoiceOf(documentId))!.order_id;

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

  it('does not report a farmer\'s order (no GSTIN) nor its credit notes, nor a business order\'s bill of supply alone', async () => {
    const farmer = await order({});
    for (const d of farmer.documents) expect(await einvoiceOf(d.id)).toBeUndefined();
    expect((await http.call('POST', `/api/store/orders/${farmer.id}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    const farmerCredits = (await Promise.all(farmer.documents.map((d) => creditNotesOf(d.id)))).flat();
    expect(farmerCredits.length).toBe(farmer.documents.length);
    for (const c of farmerCredits) expect(await einvoiceOf(c.id)).toBeUndefined();
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

  it('cancels the IRN of an order cancelled within 24 hours and reports no credit note for it; one reported longer ago stands, its credit note reported as a CRN', async () => {
    const soon = invoiceOf(await order());
    const late = invoiceOf(await order());
    await t.app.reportEInvoices();
    const soonOrder = await orderIdOf(soon.id);
    const lateOrder = await orderIdOf(late.id);
    now += 23 * HOUR;
    expect((await http.call('POST', `/api/store/orders/${soonOrder}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    expect(await einvoiceOf(soon.id)).toMatchObject({ status: 'cancel_pending' });
    // The cancellation's credit note was queued as it was issued, before the invoice's cancellation: it follows the invoice.
    const [soonCredit] = await creditNotesOf(soon.id);
    expect(await einvoiceOf(soonCredit!.id)).toMatchObject({ status: 'pending', refers_to: soon.id, order_id: soonOrder });
    expect(await t.app.reportEInvoices()).toMatchObject({ cancelled: 1, reported: 0, failed: 0 });
    const cancelled = (await einvoiceOf(soon.id))!;
    expect(cancelled.status).toBe('cancelled');
    expect(irp.registered.get(cancelled.irn!)!.cancelled).toBe(true);
    expect(irp.requests.at(-1)!.body).toMatchObject({ Irn: cancelled.irn, CnlRsn: '3' });
    expect(pdfText(await download(soon.url))).toContain('IRN cancelled');
    // The IRN's cancellation replaces the credit note at the IRP: it is never sent, and says why.
    expect(await einvoiceOf(soonCredit!.id)).toMatchObject({ status: 'cancelled', irn: null, note: "Not reported: the invoice's IRN was cancelled at the IRP." });
    expect(sendsOf(soonCredit!.number)).toBe(0);
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 0, cancelled: 0 });

    now += 2 * HOUR;
    expect((await http.call('POST', `/api/store/orders/${lateOrder}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    const left = (await einvoiceOf(late.id))!;
    expect(left.status).toBe('reported');
    expect(left.note).toContain('more than 24 hours');
    const [lateCredit] = await creditNotesOf(late.id);
    expect(await einvoiceOf(lateCredit!.id)).toMatchObject({ status: 'pending', refers_to: late.id });
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, cancelled: 0 });
    expect(irp.registered.get(left.irn!)!.cancelled).toBe(false);
    // The credit note reverses the whole invoice at the IRP: a CRN naming it, of the same value.
    const crn = registeredOf('CRN', lateCredit!.number, lateCredit!.issued_at)!.invoice as Sent;
    const invoice = registeredOf('INV', late.number, late.issuedAt)!.invoice as Sent;
    expect(crn.DocDtls).toEqual({ Typ: 'CRN', No: lateCredit!.number, Dt: ddmmyyyy(lateCredit!.issued_at) });
    expect(crn.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: late.number, InvDt: ddmmyyyy(late.issuedAt) }] });
    expect(crn.ItemList).toEqual(invoice.ItemList);
    expect(crn.ValDtls).toEqual(invoice.ValDtls);
    expect(await einvoiceOf(lateCredit!.id)).toMatchObject({ status: 'reported', irn: irp.irnOf(SHOP_GSTIN, 'CRN', lateCredit!.number, ddmmyyyy(lateCredit!.issued_at)), attempts: 1 });
  });

  it('reports the credit note of a return of part of a business order as a CRN against its invoice, with its share of the coupon, and prints its IRN on it', async () => {
    // 10% off the order (docs/product-rules.md 43): the kits' line carries its share of the discount, a third of it on each kit.
    const coupon = { code: 'RABI10', description: 'Rabi offer: 10% off', kind: 'percent', percentBp: 1000, flatPaise: null, minOrderPaise: 0, maxDiscountPaise: null, validFrom: '2026-12-01', validTo: '2027-03-31', scope: 'order', targets: [], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, groups: [], active: true };
    const created = await http.call('POST', '/api/admin/coupons', { cookie: admin, body: coupon });
    expect(created.statusCode, created.body).toBe(201);
    const placed = await order({ ...BUYER, couponCode: 'RABI10' }, [[kit, 3], [wheat, 2]]);
    const kits = placed.items.find((i) => i.productId === kit)!;
    expect(kits.discountPaise).toBeGreaterThan(0);
    const invoice = invoiceOf(placed);
    const billOfSupply = placed.documents.find((d) => d.kind === 'bill_of_supply')!;
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1 });
    await returnPart(placed.id, [{ productId: kit, quantity: 1 }, { productId: wheat, quantity: 1, openedSeedPacket: false }]);
    const [credit] = await creditNotesOf(invoice.id);
    // 1 of the 3 kits: a third of the line's taxable value and of its 18% IGST (Maharashtra to a Karnataka business).
    const taxable = Math.round(kits.lineTotalPaise / 3);
    const igst = Math.round(kits.igstPaise / 3);
    expect(credit).toMatchObject({ taxable_paise: taxable, tax_paise: igst });
    expect(await einvoiceOf(credit!.id)).toMatchObject({ status: 'pending', refers_to: invoice.id, order_id: placed.id });
    // The seeds' credit note reverses a bill of supply, which is not e-invoiced.
    const [seedsCredit] = await creditNotesOf(billOfSupply.id);
    expect(seedsCredit).toBeDefined();
    expect(await einvoiceOf(seedsCredit!.id)).toBeUndefined();
    // Its PDF, kept before the IRN came, carries none yet.
    const url = `/api/store/documents/${credit!.id}/pdf`;
    const before = await download(url);
    expect(pdfText(before)).not.toContain('IRN');

    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, failed: 0, waiting: 0 });
    const row = (await einvoiceOf(credit!.id))!;
    expect(row).toMatchObject({ status: 'reported', irn: irp.irnOf(SHOP_GSTIN, 'CRN', credit!.number, ddmmyyyy(credit!.issued_at)), attempts: 1, last_error: null });
    const crn = irp.registered.get(row.irn!)!.invoice as Sent;
    expect(crn.DocDtls).toEqual({ Typ: 'CRN', No: credit!.number, Dt: ddmmyyyy(credit!.issued_at) });
    expect(crn.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: invoice.number, InvDt: ddmmyyyy(invoice.issuedAt) }] });
    expect(crn.BuyerDtls).toMatchObject({ Gstin: BUYER.buyerGstin, Pos: '29', Stcd: '29' });
    // The kit at its price, less its share of the discount, as the credit note credits it.
    expect(crn.ItemList).toEqual([
      expect.objectContaining({ PrdDesc: 'Soil Testing Kit', HsnCd: '9027', Qty: 1, Unit: 'NOS', UnitPrice: 2500, TotAmt: 2500, Discount: (2500_00 - taxable) / 100, AssAmt: taxable / 100, GstRt: 18, IgstAmt: igst / 100, CgstAmt: 0, SgstAmt: 0, TotItemVal: (taxable + igst) / 100 }),
    ]);
    expect(crn.ValDtls).toEqual({ AssVal: taxable / 100, CgstVal: 0, SgstVal: 0, IgstVal: igst / 100, TotInvVal: (taxable + igst) / 100 });

    const after = await download(url);
    const text = pdfText(after).replace(/\s+/g, ' ');
    for (const expected of [`IRN: ${row.irn}`, `Ack No: ${row.ack_no}`, `Ack Date: ${row.ack_date}`, `Against: ${invoice.number}`]) expect(text, expected).toContain(expected);
    expect(rectanglesIn(after)).toBe(darkModules(row.signed_qr_code!));
    expect(rectanglesIn(before)).toBe(0);
  });

  it('holds a credit note while its invoice waits, lists it as waiting for it, and reports it once the invoice is', async () => {
    const placed = await order(BUYER, [[kit, 2]]);
    const invoice = invoiceOf(placed);
    // Returned before the worker came: the credit note is issued against an invoice the IRP has not registered.
    await returnPart(placed.id, [{ productId: kit, quantity: 1 }]);
    const [credit] = await creditNotesOf(invoice.id);
    irp.failNext(503);
    expect(await t.app.reportEInvoices()).toMatchObject({ retrying: 1, waiting: 1, reported: 0, failed: 0 });
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'pending', attempts: 1 });
    // Not failed, not counted as an attempt: it waits, and is not sent (the IRP would not know its invoice).
    const held = (await einvoiceOf(credit!.id))!;
    expect(held).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(Date.parse(held.next_attempt_at) - now).toBe(HOUR);
    expect(sendsOf(credit!.number)).toBe(0);
    const listed = (await http.call('GET', '/api/admin/einvoices', { cookie: admin })).json<AdminEInvoiceList>().items;
    expect(listed.find((i) => i.documentId === credit!.id)).toMatchObject({ kind: 'credit_note', documentNumber: credit!.number, refersToNumber: invoice.number, waitsForInvoice: true, status: 'pending' });
    expect(listed.find((i) => i.documentId === invoice.id)).toMatchObject({ kind: 'tax_invoice', documentNumber: invoice.number, refersToNumber: null, waitsForInvoice: false });

    // The invoice goes; its report wakes the credit note, which goes on the worker's next run.
    now += 61_000;
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, waiting: 0 });
    expect(await einvoiceOf(invoice.id)).toMatchObject({ status: 'reported' });
    expect((await einvoiceOf(credit!.id))!.next_attempt_at).toBe(new Date(now).toISOString());
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, waiting: 0 });
    const reported = (await einvoiceOf(credit!.id))!;
    expect(reported).toMatchObject({ status: 'reported', attempts: 1 });
    expect(irp.registered.get(reported.irn!)!.invoice).toMatchObject({ DocDtls: { Typ: 'CRN' }, RefDtls: { PrecDocDtls: [{ InvNo: invoice.number }] }, ValDtls: { AssVal: 2500, IgstVal: 450, TotInvVal: 2950 } });
    expect((await http.call('GET', '/api/admin/einvoices', { cookie: admin })).json<AdminEInvoiceList>().items.some((i) => i.documentId === credit!.id)).toBe(false);
  });

  it('reports a credit note with no lines of its own (from before refunds of chosen lines) as crediting its whole invoice', async () => {
    const invoice = invoiceOf(await order());
    await t.app.reportEInvoices();
    now += 25 * HOUR;
    expect((await http.call('POST', `/api/store/orders/${await orderIdOf(invoice.id)}/cancel`, { cookie: buyer })).statusCode).toBe(200);
    const [credit] = await creditNotesOf(invoice.id);
    // As the credit notes issued before docs/decisions/0024 are: the document's total, no lines.
    await t.db.deleteFrom('credit_note_lines').where('credit_note_id', '=', credit!.id).execute();
    expect(await t.app.reportEInvoices()).toMatchObject({ reported: 1, failed: 0 });
    const crn = registeredOf('CRN', credit!.number, credit!.issued_at)!.invoice as Sent;
    const sold = registeredOf('INV', invoice.number, invoice.issuedAt)!.invoice as Sent;
    expect(crn.ItemList).toEqual(sold.ItemList);
    expect(crn.ValDtls).toEqual(sold.ValDtls);
  });

  it('has the IRP stand-in refuse a credit note that names no invoice, or one it never registered or cancelled', async () => {
    const provider = new GspEInvoiceProvider(irp.url, EINVOICE_KEYS, () => now);
    const invoice = invoiceOf(await order());
    await t.app.reportEInvoices();
    const sold = registeredOf('INV', invoice.number, invoice.issuedAt)!.invoice as Sent;
    const crn = { ...sold, DocDtls: { Typ: 'CRN', No: 'HYC2627-99999999', Dt: ddmmyyyy(new Date(now).toISOString()) }, RefDtls: { PrecDocDtls: [{ InvNo: invoice.number, InvDt: ddmmyyyy(invoice.issuedAt) }] } };
    await expect(provider.generate(SHOP_GSTIN, { ...crn, RefDtls: undefined })).rejects.toMatchObject({ code: '2901', retryable: false });
    await expect(provider.generate(SHOP_GSTIN, { ...crn, DocDtls: { ...crn.DocDtls, Typ: 'CRD' } })).rejects.toMatchObject({ code: '2900' });
    await expect(provider.generate(SHOP_GSTIN, { ...crn, RefDtls: { PrecDocDtls: [{ InvNo: 'HYI2627-99999999', InvDt: crn.RefDtls.PrecDocDtls[0]!.InvDt }] } })).rejects.toMatchObject({ code: '2904' });
    await expect(provider.generate(SHOP_GSTIN, { ...crn, DocDtls: { ...crn.DocDtls, Dt: '01/04/2026' } })).rejects.toMatchObject({ code: '2906' });
    await expect(provider.generate(SHOP_GSTIN, { ...sold, DocDtls: { ...sold.DocDtls, No: 'HYI2627-99999998' }, RefDtls: crn.RefDtls })).rejects.toMatchObject({ code: '2903' });
    // The contract as the shop sends it is taken.
    await expect(provider.generate(SHOP_GSTIN, crn)).resolves.toMatchObject({ duplicate: false });
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
