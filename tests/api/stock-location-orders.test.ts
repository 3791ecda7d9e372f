import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminStockLocations } from '../../src/shared/schemas/stock-locations.ts';
import type { StoreOrder, StoreOrderQuote } from '../../src/shared/schemas/orders.ts';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const PAN = 'AAPFU0939F';
const gstinIn = (stateCode: string) => `${stateCode}${PAN}1Z${gstinCheckCharacter(`${stateCode}${PAN}1Z`)}`;
const PUNE_GSTIN = '27AAPFU0939F1ZV';
const INDORE_GSTIN = gstinIn('23');
const INDORE = { name: 'Indore godown', address: 'Plot 14, Sanwer Road Industrial Area', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: INDORE_GSTIN, contactName: 'Ramesh Patidar', contactPhone: '98260 11111', active: true };
const LUDHIANA = { name: 'Ludhiana godown', address: 'Focal Point, Phase 8', city: 'Ludhiana', state: 'Punjab', pincode: '141010', gstin: gstinIn('03'), contactName: 'Gurpreet Singh', contactPhone: '98140 22222', active: true };
/** Deliveries: a farmer near Indore (MP), one near Pune (Maharashtra), one in Karnataka. */
const TO_INDORE = { ...shipping, fullName: 'Mohan Patel', city: 'Indore', state: 'Madhya Pradesh' as const, pincode: '452001' };
const TO_PUNE = { ...shipping, pincode: '411001' };
const TO_BENGALURU = { ...shipping, city: 'Bengaluru', state: 'Karnataka' as const, pincode: '560001' };

/**
 * Orders served from stock locations (docs/product-rules.md 59, docs/decisions/0074): each shop
 * line from the first place holding it whole, the delivery's own state first; the place's state
 * decides CGST and SGST or IGST, its GSTIN and series are on the invoice; a cancellation puts the
 * units back where they came from.
 */
describeEachDialect('orders served from stock locations', (dialect) => {
  let t: StoppableTestApp;
  const http = () => api(t.app);
  let owner: string;
  let farmer: string;
  let sprayer: string;
  let indore: string;

  const order = (to: typeof TO_INDORE | typeof TO_PUNE | typeof TO_BENGALURU, quantity: number) => http().call('POST', '/api/store/orders', { cookie: farmer, body: { items: [{ productId: sprayer, quantity }], shipping: to, paymentMethod: 'cod' } });
  const unitsAt = async (locationId: string) => Number((await t.db.selectFrom('location_stock').select('units').where('location_id', '=', locationId).where('product_id', '=', sprayer).executeTakeFirst())?.units ?? 0);
  const totalStock = async () => Number((await t.db.selectFrom('products').select('stock').where('id', '=', sprayer).executeTakeFirstOrThrow()).stock);
  const linesOf = (orderId: string) => t.db.selectFrom('order_items').select(['location_id', 'cgst_paise', 'sgst_paise', 'igst_paise']).where('order_id', '=', orderId).execute();
  const documentsOf = (orderId: string) => t.db.selectFrom('tax_documents').select(['kind', 'number', 'supplier_gstin', 'supplier_state', 'supplier_address']).where('order_id', '=', orderId).orderBy('issued_at').orderBy('kind', 'desc').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => Date.parse('2026-12-06T05:00:00Z') });
    owner = (await signInAsAdmin(t, 'Omkar Owner')).cookie;
    const settings = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: PUNE_GSTIN };
    expect((await http().call('PUT', '/api/admin/business-settings', { cookie: owner, body: settings })).statusCode).toBe(200);
    for (const place of [INDORE, LUDHIANA]) expect((await http().call('POST', '/api/admin/stock-locations', { cookie: owner, body: place })).statusCode).toBe(200);
    indore = (await http().call('GET', '/api/admin/stock-locations', { cookie: owner })).json<AdminStockLocations>().locations.find((l) => l.name === 'Indore godown')!.id!;
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_450_00, stock: 16 })).id;
    expect((await http().call('PUT', `/api/admin/products/${sprayer}/location-stock`, { cookie: owner, body: { locationId: indore, units: 5, expected: 0 } })).statusCode).toBe(200);
    farmer = sessionCookie(await http().call('POST', '/api/auth/register', { body: customer({ email: 'mohan.patel@example.in' }) }));
  });
  afterAll(async () => t?.close());

  it("serves Indore from the Madhya Pradesh godown: CGST and SGST, and its GSTIN and series on the invoice; the summary says so first", async () => {
    const quote = (await http().call('POST', '/api/store/orders/quote', { cookie: farmer, body: { items: [{ productId: sprayer, quantity: 2 }], shipping: TO_INDORE } })).json<StoreOrderQuote>();
    expect(quote.taxSplit.map((r) => r.kind).sort()).toEqual(['cgst', 'sgst']);

    const res = await order(TO_INDORE, 2);
    expect(res.statusCode).toBe(201);
    const placed = res.json<StoreOrder>();
    expect(placed.totalPaise).toBe(quote.totalPaise);
    const [line] = await linesOf(placed.id);
    expect(line).toMatchObject({ location_id: indore, igst_paise: 0 });
    expect(Number(line!.cgst_paise)).toBeGreaterThan(0);
    expect(Number(line!.cgst_paise)).toBe(Number(line!.sgst_paise));
    const [invoice] = await documentsOf(placed.id);
    expect(invoice).toMatchObject({ kind: 'tax_invoice', supplier_gstin: INDORE_GSTIN, supplier_state: 'Madhya Pradesh' });
    expect(invoice!.number).toMatch(/^HY23I2627-0*1$/);
    expect(invoice!.supplier_address).toContain('Sanwer Road');
    expect(await unitsAt(indore)).toBe(3);
    expect(await totalStock()).toBe(19);
  });

  it('serves Pune from the principal place in Maharashtra, and Karnataka from it too, at IGST', async () => {
    const pune = (await order(TO_PUNE, 2)).json<StoreOrder>();
    expect((await linesOf(pune.id))[0]).toMatchObject({ location_id: null, igst_paise: 0 });
    const [invoice] = await documentsOf(pune.id);
    expect(invoice).toMatchObject({ supplier_gstin: PUNE_GSTIN, supplier_state: 'Maharashtra' });
    expect(invoice!.number).toMatch(/^HYI2627-0*1$/);

    // Neither godown is in Karnataka, nor shares a digit of its pincode: the principal place serves it, across a state line.
    const bengaluru = (await order(TO_BENGALURU, 1)).json<StoreOrder>();
    const [line] = await linesOf(bengaluru.id);
    expect(line).toMatchObject({ location_id: null, cgst_paise: 0, sgst_paise: 0 });
    expect(Number(line!.igst_paise)).toBeGreaterThan(0);
    expect(await unitsAt(indore)).toBe(3);
    expect(await totalStock()).toBe(16);
  });

  it('falls back to the next place when the nearest has too few, and refuses a line no one place holds whole', async () => {
    // Indore holds 3: four sprayers to Indore come from Pune, across the state line.
    const four = (await order(TO_INDORE, 4)).json<StoreOrder>();
    const [line] = await linesOf(four.id);
    expect(line).toMatchObject({ location_id: null, cgst_paise: 0 });
    expect((await documentsOf(four.id))[0]!.supplier_gstin).toBe(PUNE_GSTIN);
    // Pune holds 9 and Indore 3: twelve are in stock, but not in one place.
    const twelve = await order(TO_INDORE, 12);
    expect(twelve.statusCode).toBe(409);
    expect(twelve.json().error.message).toContain('at most 9 can be sent together');
    expect(await totalStock()).toBe(12);
    expect(await unitsAt(indore)).toBe(3);
  });

  it('puts a cancelled order back in the godown that served it, with a credit note in its series', async () => {
    const placed = (await order(TO_INDORE, 2)).json<StoreOrder>();
    expect(await unitsAt(indore)).toBe(1);
    const cancelled = await http().call('POST', `/api/store/orders/${placed.id}/cancel`, { cookie: farmer, body: { reason: 'Ordered by mistake' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await unitsAt(indore)).toBe(3);
    const documents = await documentsOf(placed.id);
    expect(documents.map((d) => [d.kind, d.supplier_gstin])).toEqual([
      ['tax_invoice', INDORE_GSTIN],
      ['credit_note', INDORE_GSTIN],
    ]);
    expect(documents[1]!.number).toMatch(/^HY23C2627-0*1$/);
  });

  it("never takes a godown's units twice: two orders for its last units at once, one from it and one from the next place", async () => {
    const before = await unitsAt(indore);
    expect(before).toBe(3);
    const [a, b] = await Promise.all([order(TO_INDORE, 3), order(TO_INDORE, 3)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const places = [...(await linesOf(a.json<StoreOrder>().id)), ...(await linesOf(b.json<StoreOrder>().id))].map((l) => l.location_id).sort();
    expect(places).toEqual([indore, null].sort());
    expect(await unitsAt(indore)).toBe(0);
    expect(await totalStock()).toBe(6);
  });

  it("files each registration's own GSTR-1: the Indore godown's GSTIN its documents, the principal place's the rest", async () => {
    const report = async (gstin?: string) => {
      const res = await http().call('GET', `/api/admin/reports/gst?month=2026-12${gstin ? `&gstin=${gstin}` : ''}`, { cookie: owner });
      expect(res.statusCode).toBe(200);
      return res.json<{ b2cs: Array<{ placeOfSupply: string; supplyType: string }>; documents: Array<{ series: string }>; creditNotes: { count: number } }>();
    };
    const indoreReturn = await report(INDORE_GSTIN);
    // Its sales were all inside Madhya Pradesh; its one cancellation's credit note is its own.
    expect(indoreReturn.b2cs.map((r) => [r.placeOfSupply, r.supplyType])).toEqual([['Madhya Pradesh', 'intra']]);
    expect(indoreReturn.creditNotes.count).toBe(1);
    const principal = await report();
    expect(principal.b2cs.map((r) => `${r.placeOfSupply} ${r.supplyType}`).sort()).toEqual(['Karnataka inter', 'Madhya Pradesh inter', 'Maharashtra intra']);
    expect(principal.creditNotes.count).toBe(0);
    expect(await report(PUNE_GSTIN)).toEqual(principal);
    expect((await http().call('GET', '/api/admin/reports/gst?month=2026-12&gstin=23AAPFU0939F1Z0', { cookie: owner })).statusCode).toBe(400);
  });

  it("serves a seed from the lots of one place: Indore's lot for Indore while it holds the line, the principal place's after", async () => {
    const soybean = (await createProduct(t.db, { name: 'Soybean JS 9560', hsn_code: '1201', price_paise: 1_800_00, stock: 10, lot: { lot_number: 'PUNE-01', tested_on: '2026-11-01', valid_until: '2027-06-30' } })).id;
    const lot = { lotNumber: 'IND-01', testedOn: '2026-11-15', germinationPct: 82, purityPct: 98, validUntil: '2027-05-31', stock: 5 };
    const atIndore = await http().call('POST', `/api/admin/products/${soybean}/lots`, { cookie: owner, body: { ...lot, locationId: indore } });
    expect(atIndore.statusCode, atIndore.body).toBe(201);
    // A lot at a place that is not one of the shop's is refused on its field.
    const nowhere = await http().call('POST', `/api/admin/products/${soybean}/lots`, { cookie: owner, body: { ...lot, lotNumber: 'X-1', locationId: 'nowhere' } });
    expect(nowhere.json().error.fields.locationId).toMatch(/no stock location/);
    // A vendor's seed is kept at the vendor's: a godown of the shop is refused for its lot, the owner's hand or not.
    const vendorId = (await t.db.selectFrom('users').select('id').where('email', '=', 'mohan.patel@example.in').executeTakeFirstOrThrow()).id;
    const vendorSeed = (await createProduct(t.db, { name: 'Vendor Okra', vendor_id: vendorId, stock: 4 })).id;
    const vendorLot = await http().call('POST', `/api/admin/products/${vendorSeed}/lots`, { cookie: owner, body: { ...lot, lotNumber: 'V-1', locationId: indore } });
    expect(vendorLot.statusCode).toBe(400);
    expect(vendorLot.json().error.fields.locationId).toMatch(/no stock location/);
    const seedOrder = (quantity: number) => http().call('POST', '/api/store/orders', { cookie: farmer, body: { items: [{ productId: soybean, quantity }], shipping: TO_INDORE, paymentMethod: 'cod' } });
    const lotsOf = (orderId: string) =>
      t.db.selectFrom('order_item_lots').innerJoin('order_items', 'order_items.id', 'order_item_lots.order_item_id').select(['order_item_lots.lot_number', 'order_item_lots.quantity', 'order_items.location_id']).where('order_items.order_id', '=', orderId).execute();

    const three = (await seedOrder(3)).json<StoreOrder>();
    expect(await lotsOf(three.id)).toEqual([{ lot_number: 'IND-01', quantity: 3, location_id: indore }]);
    expect((await documentsOf(three.id))[0]).toMatchObject({ supplier_gstin: INDORE_GSTIN });
    // Indore's lot holds 2 now: seven come from Pune's.
    const seven = (await seedOrder(7)).json<StoreOrder>();
    expect(await lotsOf(seven.id)).toEqual([{ lot_number: 'PUNE-01', quantity: 7, location_id: null }]);
    // 2 at Indore and 3 at Pune: five are in stock, but in no one place.
    const five = await seedOrder(5);
    expect(five.statusCode).toBe(409);
    expect(five.json().error.code).toBe('insufficient_stock');
  });

  it('lets the dispatcher move a line to another godown of its registration before packing, and no further', async () => {
    const dewasBody = { ...INDORE, name: 'Dewas godown', address: 'AB Road Industrial Area', city: 'Dewas', pincode: '455001' };
    expect((await http().call('POST', '/api/admin/stock-locations', { cookie: owner, body: dewasBody })).statusCode).toBe(200);
    const dewas = (await http().call('GET', '/api/admin/stock-locations', { cookie: owner })).json<AdminStockLocations>().locations.find((l) => l.name === 'Dewas godown')!.id!;
    const count = (locationId: string, units: number, expected: number) => http().call('PUT', `/api/admin/products/${sprayer}/location-stock`, { cookie: owner, body: { locationId, units, expected } });
    expect((await count(indore, 4, await unitsAt(indore))).statusCode).toBe(200);
    expect((await count(dewas, 3, 0)).statusCode).toBe(200);
    const placed = (await order(TO_INDORE, 2)).json<StoreOrder>();
    const admin = async () => (await http().call('GET', `/api/admin/orders/${placed.id}`, { cookie: owner })).json<AdminOrder>();
    // Indore served it; Dewas, in the same registration, holds the units; Pune (another registration) is no choice.
    expect((await admin()).items[0]!.shipsFrom).toEqual({ id: indore, name: 'Indore godown', choices: [{ id: dewas, name: 'Dewas godown' }] });

    const place = (locationId: string | null) => http().call('PUT', `/api/admin/orders/${placed.id}/place`, { cookie: owner, body: { productId: sprayer, locationId } });
    const moved = await place(dewas);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminOrder>().items[0]!.shipsFrom).toMatchObject({ id: dewas, choices: [{ id: indore }] });
    expect([await unitsAt(indore), await unitsAt(dewas)]).toEqual([4, 1]);
    expect((await linesOf(placed.id))[0]!.location_id).toBe(dewas);
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'order.place').execute()).toHaveLength(1);
    // Pune's registration would need another invoice.
    const across = await place(null);
    expect(across.statusCode).toBe(409);
    expect(across.json().error.code).toBe('place_other_registration');
    // Packed and shipped: it leaves from where it is.
    expect((await http().call('PATCH', `/api/admin/orders/${placed.id}/status`, { cookie: owner, body: { status: 'shipped', ownDelivery: true } })).statusCode).toBe(200);
    const late = await place(indore);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('place_not_changeable');
    expect([await unitsAt(indore), await unitsAt(dewas)]).toEqual([4, 1]);
  });
});
