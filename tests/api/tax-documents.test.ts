import { afterAll, beforeAll, expect, it } from 'vitest';
import * as migration from '../../src/server/db/migrations/2026_11_28_090000_tax_uqc_and_classes.ts';
import { indianDate } from '../../src/shared/india.ts';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { VendorOrder } from '../../src/shared/schemas/vendor-sales.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { shipping } from '../helpers/factories.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';
import type { TestApp } from '../helpers/test-app.ts';

const SHOP_GSTIN = '27AAPFU0939F1ZV';


// Tax documents (issue 12): one per supplier of an order, numbered without gaps, as PDFs.
describeEachDialect('tax documents', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ t, http, buyer, admin, ids } = await openSeededShop(dialect));
    await t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: SHOP_GSTIN }).execute();
  });
  afterAll(async () => t?.close());

  const order = async (items: Array<[string, number]>, extra: Record<string, unknown> = {}, cookie = buyer) => {
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: items.map(([name, quantity]) => ({ productId: ids[name] ?? name, quantity })), shipping: PUNE, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const download = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('issues one invoice-cum-bill of supply to an unregistered buyer of taxable and nil-rated goods, as a PDF with every particular', async () => {
    const o = await order([['Premium Wheat Seeds', 2], ['Modern Tractor', 1]]);
    expect(o.documents).toHaveLength(1);
    const [doc] = o.documents;
    expect(doc).toMatchObject({ kind: 'invoice_cum_bill', supplierName: 'Hariyali Agro Private Limited', refersToNumber: null });
    expect(doc!.number).toMatch(/^HYI\d{4}-\d{8}$/);
    expect(doc!.number.length).toBeLessThanOrEqual(16);
    const res = await download(doc!.url, buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of ['Invoice-cum-Bill of Supply', doc!.number, SHOP_GSTIN, 'Maharashtra (27)', '8701', '1001', '21,250', '42,500', '8,94,900', 'Whether tax is payable on reverse charge: No', 'Rupees Eight Lakh Ninety-Four Thousand Nine Hundred Only']) {
      expect(text, expected).toContain(expected);
    }
    // Made once and kept: the second download is the same file.
    expect((await download(doc!.url, buyer)).rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('prints each line’s name in the buyer’s language under the English one, as real text; an order in English stays English', async () => {
    const words = (text: string) => text.replace(/\s+/g, ' ');
    const hindi = await order([['Premium Wheat Seeds', 1], ['Modern Tractor', 1]], {}, `${buyer}; hariyali_lang=hi`);
    const text = words(pdfText((await download(hindi.documents[0]!.url, buyer)).rawPayload));
    // Read back in the letters' order: the i-matra of मि and the conjuncts प्र, ट्र and क्ट as typed.
    for (const expected of ['Premium Wheat Seeds', 'गेहूं के बीज', 'प्रीमियम गेहूं के बीज', 'Modern Tractor', 'आधुनिक ट्रैक्टर']) expect(text, expected).toContain(expected);
    expect(text.indexOf('Premium Wheat Seeds')).toBeLessThan(text.indexOf('प्रीमियम गेहूं के बीज'));

    const english = await order([['Premium Wheat Seeds', 1], ['Modern Tractor', 1]]);
    const englishText = pdfText((await download(english.documents[0]!.url, buyer)).rawPayload);
    expect(englishText).toContain('Premium Wheat Seeds');
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);
  });

  it('issues a tax invoice and a bill of supply to a registered buyer, and a bill of supply for seeds alone', async () => {
    const business = await order([['Premium Wheat Seeds', 1], ['Soil Testing Kit', 1]], { buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Tungabhadra Farmers Producer Company', buyerAddress: 'APMC Yard, Ring Road', buyerCity: 'Hubballi', buyerPincode: '580029' });
    expect(business.documents.map((d) => d.kind).sort()).toEqual(['bill_of_supply', 'tax_invoice']);
    const invoice = business.documents.find((d) => d.kind === 'tax_invoice')!;
    const text = pdfText((await download(invoice.url, buyer)).rawPayload);
    for (const expected of ['Tax Invoice', '29AAGCB7383J1Z4', '9027', 'IGST', '₹450']) expect(text, expected).toContain(expected);
    // Billed to the business in its GSTIN's state, shipped where it asked (docs/product-rules.md 44).
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of ['Recipient (bill to)', 'Tungabhadra Farmers Producer Company', 'APMC Yard, Ring Road, Hubballi 580029', 'State: Karnataka (29)', 'Ship to', 'Place of supply: Karnataka (29)']) expect(flat, expected).toContain(expected);
    expect(text).not.toContain('Premium Wheat Seeds');
    const seeds = await order([['Cotton Seeds', 2]]);
    expect(seeds.documents.map((d) => d.kind)).toEqual(['bill_of_supply']);
    expect(seeds.documents[0]!.number).toMatch(/^HYB\d{4}-\d{8}$/);
  });

  it('has each vendor issue its own document, which only it, the buyer and admins may read', async () => {
    const res = await http.register(vendor({ businessName: 'Karnataka Drip Co', gstNumber: '29AAGCB7383J1Z4' }));
    const seller = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    await http.call('POST', `/api/admin/vendors/${seller.id}/approve`, { cookie: admin });
    const kit = (await http.call('POST', '/api/vendor/products', {
      cookie: seller.cookie,
      body: { name: 'Drip Kit', description: 'Drippers and filter for one acre.', pricePaise: 12000_00, category: 'equipment', hsnCode: '8424', stock: 9, imageUrl: '', features: [], published: true },
    })).json<VendorProduct>();
    const o = await order([[kit.id, 1], ['Seed Drill', 1]]);
    const vendorDoc = o.documents.find((d) => d.supplierName === 'Karnataka Drip Co')!;
    const shopDoc = o.documents.find((d) => d.supplierName !== 'Karnataka Drip Co')!;
    expect(vendorDoc.number).toMatch(/^V[0-9A-F]{4}I\d{4}-\d{5}$/);
    expect(pdfText((await download(vendorDoc.url, buyer)).rawPayload)).toContain('IGST');

    // The vendor sees and downloads the document it issued, never the shop's.
    const vendorView = (await http.call('GET', `/api/vendor/orders/${o.id}`, { cookie: seller.cookie })).json<VendorOrder>();
    expect(vendorView.documents.map((d) => d.number)).toEqual([vendorDoc.number]);
    expect((await download(`/api/vendor/documents/${vendorDoc.id}/pdf`, seller.cookie)).statusCode).toBe(200);
    expect((await download(`/api/vendor/documents/${shopDoc.id}/pdf`, seller.cookie)).statusCode).toBe(404);
    // Another customer, and a visitor, cannot read the buyer's documents; an admin can.
    const other = sessionCookie(await http.register(customer()));
    expect((await download(shopDoc.url, other)).statusCode).toBe(404);
    expect((await download(shopDoc.url)).statusCode).toBe(401);
    expect((await download(`/api/admin/documents/${shopDoc.id}/pdf`, admin)).statusCode).toBe(200);
  });

  it('numbers 50 parallel orders consecutively in their series, without gaps or duplicates', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, async () => sessionCookie(await http.register(customer()))));
    const orders = await Promise.all(Array.from({ length: 50 }, (_, i) => order([['Premium Wheat Seeds', 1]], {}, buyers[i % 5])));
    const numbers = orders.map((o) => o.documents[0]!.number);
    expect(new Set(numbers).size).toBe(50);
    const rows = await t.db.selectFrom('tax_documents').select(['series', 'seq']).orderBy('series').orderBy('seq').execute();
    const bySeries = new Map<string, number[]>();
    for (const r of rows) bySeries.set(r.series, [...(bySeries.get(r.series) ?? []), r.seq]);
    for (const [series, seqs] of bySeries) expect(seqs, series).toEqual(seqs.map((_, i) => i + 1));
  });

  it('reverses every document of a cancelled order with a credit note in its own series', async () => {
    const o = await order([['Modern Tractor', 1]]);
    const invoice = o.documents[0]!;
    const res = await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect(res.statusCode, res.body).toBe(200);
    const docs = res.json<AdminOrder>().documents;
    const credit = docs.find((d) => d.kind === 'credit_note')!;
    expect(credit).toMatchObject({ refersToNumber: invoice.number });
    expect(credit.number).toMatch(/^HYC\d{4}-\d{8}$/);
    const text = pdfText((await download(credit.url, admin)).rawPayload);
    for (const expected of ['Credit Note', `Against: ${invoice.number}`, '42,500']) expect(text, expected).toContain(expected);
    const mine = (await http.call('GET', `/api/store/orders/${o.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(mine.documents.map((d) => d.kind)).toEqual(['tax_invoice', 'credit_note']);
  });

  // Two 40 kg bags printed as "2 KGS @ ₹1,200", and the order as its internal id.
  it('states each quantity in a unit quantity code true to the goods, and the order by its HY- number', async () => {
    const o = await order([['Premium Wheat Seeds', 2], ['Cotton Seeds', 3], ['Modern Tractor', 1], ['Neem Oil Bio-Pesticide', 2]]);
    const text = pdfText((await download(o.documents[0]!.url, buyer)).rawPayload).replace(/[ \t]+/g, ' ');
    for (const expected of ['80 KGS (2 x 40 kg)', '1425 GMS (3 x', '475 g)', '1 NOS', '2 LTR (2 x 1 l)', '₹1,200 per 40 kg', `Order: ${o.number}`]) expect(text, expected).toContain(expected);
    expect(o.number).toMatch(/^HY-\d{6,}$/);
    expect(text).not.toContain(o.id);
    expect(text).not.toMatch(/\b2 KGS\b/);

    // A credit note states what it credits the same way.
    const refunded = await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: admin, body: { status: 'cancelled' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const credit = refunded.json<AdminOrder>().documents.find((d) => d.kind === 'credit_note')!;
    const creditText = pdfText((await download(credit.url, admin)).rawPayload).replace(/[ \t]+/g, ' ');
    for (const expected of ['80 KGS (2 x 40 kg)', `Order: ${o.number}`]) expect(creditText, expected).toContain(expected);
  });

  it('keeps the pack an order was sold in, and prints a line sold without a known pack as its count in NOS, never as kilograms', async () => {
    const o = await order([['Premium Wheat Seeds', 2]]);
    // The product's pack changes after the sale: the document still says what was sold.
    await t.db.updateTable('products').set({ pack_size: 25, pack_unit: 'kg' }).where('id', '=', ids['Premium Wheat Seeds']!).execute();
    try {
      const text = pdfText((await download(o.documents[0]!.url, buyer)).rawPayload).replace(/[ \t]+/g, ' ');
      expect(text).toContain('80 KGS (2 x 40 kg)');
    } finally {
      await t.db.updateTable('products').set({ pack_size: 40, pack_unit: 'kg' }).where('id', '=', ids['Premium Wheat Seeds']!).execute();
    }
    // A line from before lines kept their pack, whose product changed since (the migration leaves it without one).
    const old = await order([['Premium Wheat Seeds', 2]]);
    await t.db.updateTable('order_items').set({ pack_size: null, pack_unit: null }).where('order_id', '=', old.id).execute();
    const text = pdfText((await download(old.documents[0]!.url, buyer)).rawPayload).replace(/[ \t]+/g, ' ');
    expect(text).toContain('2 NOS');
    expect(text).not.toContain('KGS');
  });
});

describeEachDialect('GST report', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;
  let ids: Record<string, string>;
  // The app's clock: mid-June 2026 in India, so the orders' documents and the report's month agree
  // whenever the test runs.
  const month = '2026-06';

  beforeAll(async () => {
    ({ t, http, buyer, admin, ids } = await openSeededShop(dialect, { clock: () => Date.parse('2026-06-15T06:00:00Z') }));
  });
  afterAll(async () => t?.close());

  it('sums the shop’s month by rate and by HSN, with credit notes and each series’ first and last number', async () => {
    const place = async (items: Array<[string, number]>, to: Record<string, unknown>) =>
      (await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: items.map(([n, q]) => ({ productId: ids[n], quantity: q })), shipping: to } })).json<StoreOrder>();
    const a = await place([['Premium Wheat Seeds', 2], ['Modern Tractor', 1]], PUNE);
    const b = await place([['Soil Testing Kit', 1]], { ...PUNE, city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' });
    expect((await http.call('PATCH', `/api/admin/orders/${b.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);

    const res = await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.byRate).toEqual([
      { rateBp: 0, taxablePaise: 2400_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
      { rateBp: 500, taxablePaise: 850000_00, cgstPaise: 21250_00, sgstPaise: 21250_00, igstPaise: 0 },
      { rateBp: 1800, taxablePaise: 2500_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 450_00 },
    ]);
    // Two 40 kg bags of wheat seed are 80 KGS, not "2 KGS".
    expect(report.hsnSummary.map((h: { hsnCode: string; quantity: number; unit: string; rateBp: number }) => [h.hsnCode, h.quantity, h.unit, h.rateBp])).toEqual([['1001', 80, 'KGS', 0], ['8701', 1, 'NOS', 500], ['9027', 1, 'NOS', 1800]]);
    expect(report.creditNotes).toEqual({ count: 1, taxablePaise: 2500_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 450_00 });
    // GSTR-1 by recipient: unregistered buyers' small supplies by state and rate, net of credit
    // notes (Madhya Pradesh's cancelled kit nets to nothing), and the seed as nil-rated.
    expect(report.b2cs).toEqual([{ placeOfSupply: 'Maharashtra', supplyType: 'intra', rateBp: 500, taxablePaise: 850000_00, cgstPaise: 21250_00, sgstPaise: 21250_00, igstPaise: 0 }]);
    expect(report.nilRated).toEqual([{ supplyType: 'intra_unregistered', valuePaise: 2400_00 }]);
    expect([report.b2b, report.b2cl, report.cdnr, report.cdnur]).toEqual([[], [], [], []]);
    const invoices = report.documents.find((d: { kind: string }) => d.kind === 'invoices');
    expect(invoices).toMatchObject({ first: a.documents[0]!.number, last: b.documents[0]!.number, count: 2 });
    expect(report.documents.find((d: { kind: string }) => d.kind === 'credit_notes')).toMatchObject({ count: 1 });

    const csv = await http.call('GET', `/api/admin/reports/gst.csv?month=${month}`, { cookie: admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Rate %,Taxable value,CGST,SGST,IGST');
    expect(csv.body).toContain('5,850000.00,21250.00,21250.00,0.00');
    expect(csv.body).toContain('HSN,Description,UQC,Quantity,Rate %,Taxable value,CGST,SGST,IGST');
    expect(csv.body).toContain('1001,Wheat and meslin: seed for sowing,KGS,80,0,2400.00,0.00,0.00,0.00');
    expect(csv.body).toContain('9027,Instruments for physical or chemical analysis (soil testing kits),NOS,1,18,2500.00,0.00,0.00,450.00');

    // Another month has nothing; a malformed one is a 400; customers may not read it.
    expect((await http.call('GET', '/api/admin/reports/gst?month=2001-01', { cookie: admin })).json()).toMatchObject({ byRate: [], documents: [] });
    expect((await http.call('GET', '/api/admin/reports/gst?month=2026-13', { cookie: admin })).json().error.fields).toEqual({ month: 'Please choose a month as YYYY-MM' });
    expect((await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: buyer })).statusCode).toBe(403);
  });

  it('sums each HSN code’s quantities per unit quantity code, a row for each unit its goods were sold in', async () => {
    // Goods of one heading sold by weight in kilograms and in grams: 12 bags of 40 kg and 3 of 10 kg, and 4 packets of 475 g.
    await t.db.updateTable('products').set({ hsn_code: '1001' }).where('id', 'in', [ids['Organic Rice Seeds']!, ids['Cotton Seeds']!]).execute();
    const res = await http.call('POST', '/api/store/orders', {
      cookie: buyer,
      body: { items: [{ productId: ids['Premium Wheat Seeds'], quantity: 12 }, { productId: ids['Organic Rice Seeds'], quantity: 3 }, { productId: ids['Cotton Seeds'], quantity: 4 }], shipping: PUNE },
    });
    expect(res.statusCode, res.body).toBe(201);
    const before = (await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: admin })).json();
    const rows = before.hsnSummary.filter((h: { hsnCode: string }) => h.hsnCode === '1001').map((h: { unit: string; quantity: number }) => [h.unit, h.quantity]);
    // The month's earlier orders (the test above) sold 2 more bags of wheat.
    expect(rows).toEqual([['GMS', 1900], ['KGS', 2 * 40 + 12 * 40 + 3 * 10]]);
  });

  it('reports a business’s invoice under B2B with its GSTIN, a large one to another state under B2C large, and their credit notes (GSTR-1)', async () => {
    const place = async (items: Array<[string, number]>, extra: Record<string, unknown>) => {
      const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: items.map(([n, q]) => ({ productId: ids[n], quantity: q })), shipping: PUNE, ...extra } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<StoreOrder>();
    };
    // A Karnataka FPO's kits delivered in Pune (supplied in Karnataka: IGST), with a bag of seed.
    const fpo = await place([['Soil Testing Kit', 2], ['Premium Wheat Seeds', 1]], { buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Tungabhadra FPC', buyerAddress: 'APMC Yard, Ring Road', buyerCity: 'Hubballi', buyerPincode: '580029' });
    const invoice = fpo.documents.find((d) => d.kind === 'tax_invoice')!;
    // A farmer in Indore buys a ₹8,50,000 tractor: to another state, above ₹1,00,000.
    const large = await place([['Modern Tractor', 1]], { shipping: { ...PUNE, city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' } });
    const mine = <T extends { number: string }>(rows: T[], numbers: string[]) => rows.filter((r) => numbers.includes(r.number));

    const report = (await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: admin })).json();
    const date = indianDate(new Date(fpo.orderDate));
    expect(mine(report.b2b, [invoice.number])).toEqual([
      { gstin: '29AAGCB7383J1Z4', receiverName: 'Tungabhadra FPC', number: invoice.number, date, invoiceValuePaise: 5900_00, placeOfSupply: 'Karnataka', rateBp: 1800, taxablePaise: 5000_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 900_00 },
    ]);
    expect(mine(report.b2cl, [large.documents[0]!.number])).toEqual([
      { number: large.documents[0]!.number, date, invoiceValuePaise: 892500_00, placeOfSupply: 'Madhya Pradesh', rateBp: 500, taxablePaise: 850000_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 42500_00 },
    ]);
    // Neither is counted again among small supplies; the business's seed is nil-rated to a registered buyer in another state.
    expect(report.b2cs.filter((r: { placeOfSupply: string }) => r.placeOfSupply !== 'Maharashtra')).toEqual([]);
    expect(report.nilRated).toContainEqual({ supplyType: 'inter_registered', valuePaise: 1200_00 });

    for (const o of [fpo, large]) expect((await http.call('PATCH', `/api/admin/orders/${o.id}/status`, { cookie: admin, body: { status: 'cancelled' } })).statusCode).toBe(200);
    const after = (await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: admin })).json();
    expect(after.cdnr.filter((r: { against: string }) => r.against === invoice.number)).toEqual([
      expect.objectContaining({ gstin: '29AAGCB7383J1Z4', receiverName: 'Tungabhadra FPC', noteValuePaise: 5900_00, placeOfSupply: 'Karnataka', rateBp: 1800, taxablePaise: 5000_00, igstPaise: 900_00 }),
    ]);
    expect(after.cdnur.filter((r: { against: string }) => r.against === large.documents[0]!.number)).toEqual([
      expect.objectContaining({ noteValuePaise: 892500_00, placeOfSupply: 'Madhya Pradesh', rateBp: 500, taxablePaise: 850000_00, igstPaise: 42500_00 }),
    ]);
    const csv = (await http.call('GET', `/api/admin/reports/gst.csv?month=${month}`, { cookie: admin })).body;
    const [y, m, d] = date.split('-');
    const shown = `${d}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]}-${y}`;
    expect(csv).toContain(`,29AAGCB7383J1Z4,Tungabhadra FPC,${invoice.number},${shown},5900.00,29-Karnataka,N,18,5000.00,0.00,0.00,900.00`);
    expect(csv).toContain(`,${large.documents[0]!.number},${shown},892500.00,23-Madhya Pradesh,5,850000.00,42500.00`);
  });

  // Found by the fuzzer (tests/fuzz): a month of a year before 1000 or of 9999 was a 500.
  it('answers a month of any four-digit year, empty, as the report and as CSV', async () => {
    for (const month of ['0000-01', '0838-07', '0999-12', '9999-12']) {
      for (const url of [`/api/admin/reports/gst?month=${month}`, `/api/admin/reports/gst.csv?month=${month}`]) {
        const res = await http.call('GET', url, { cookie: admin });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
      expect((await http.call('GET', `/api/admin/reports/gst?month=${month}`, { cookie: admin })).json()).toMatchObject({ byRate: [], documents: [] });
    }
  });
});

// Orders placed before lines kept their pack: the migration gives an old line its product's pack
// only where the product is unchanged since the order, so no document claims a pack it was not sold in.
describeEachDialect('the pack on old order lines', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ t, http, buyer, ids } = await openSeededShop(dialect));
  });
  afterAll(async () => t?.close());

  it('backfills the pack of lines whose product is unchanged since the order, and leaves the others to print their count', async () => {
    const place = async (name: string) => {
      const res = await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: ids[name], quantity: 2 }], shipping: PUNE } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<StoreOrder>();
    };
    const unchanged = await place('Premium Wheat Seeds');
    const edited = await place('Organic Rice Seeds');
    const download = await t.app.inject({ method: 'GET', url: unchanged.documents[0]!.url, headers: { cookie: buyer } });
    expect(download.statusCode).toBe(200);
    // Back to before the migration (lines without a pack, the PDF kept as printed then); the rice edited after its order.
    await migration.down(t.db);
    await t.db.updateTable('products').set({ updated_at: '2999-01-01T00:00:00.000Z' }).where('id', '=', ids['Organic Rice Seeds']!).execute();
    await migration.up(t.db);
    const lines = await t.db.selectFrom('order_items').select(['order_id', 'pack_size', 'pack_unit']).where('order_id', 'in', [unchanged.id, edited.id]).execute();
    expect(lines.find((l) => l.order_id === unchanged.id)).toMatchObject({ pack_size: 40, pack_unit: 'kg' });
    expect(lines.find((l) => l.order_id === edited.id)).toMatchObject({ pack_size: null, pack_unit: null });
    // The kept PDF is printed again, with the pack.
    expect(await t.db.selectFrom('tax_documents').select('id').where('pdf', 'is not', null).execute()).toEqual([]);
    const wheat = pdfText((await t.app.inject({ method: 'GET', url: unchanged.documents[0]!.url, headers: { cookie: buyer } })).rawPayload).replace(/[ \t]+/g, ' ');
    expect(wheat).toContain('80 KGS (2 x 40 kg)');
    const rice = pdfText((await t.app.inject({ method: 'GET', url: edited.documents[0]!.url, headers: { cookie: buyer } })).rawPayload).replace(/[ \t]+/g, ' ');
    expect(rice).toContain('2 NOS');
    // The seeded class came back with the migration, and the neem oil in it.
    expect(await t.db.selectFrom('products').select('gst_class_id').where('id', '=', ids['Neem Oil Bio-Pesticide']!).executeTakeFirstOrThrow()).toEqual({ gst_class_id: 'seed-3808-neem' });
  });
});
