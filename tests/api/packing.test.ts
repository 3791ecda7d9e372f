import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStockLocations } from '../../src/shared/schemas/stock-locations.ts';
import type { AdminPackingQueue } from '../../src/shared/schemas/packing.ts';
import type { AdminProduct } from '../../src/shared/schemas/admin-products.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { guardStatuses, signInAsAdmin, signInAsStaff } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, neemOil, shipping } from '../helpers/factories.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const PAN = 'AAPFU0939F';
const INDORE_GSTIN = `23${PAN}1Z${gstinCheckCharacter(`23${PAN}1Z`)}`;
const INDORE = { name: 'Indore godown', address: 'Plot 14, Sanwer Road Industrial Area', city: 'Indore', state: 'Madhya Pradesh', pincode: '452015', gstin: INDORE_GSTIN, contactName: 'Ramesh Patidar', contactPhone: '98260 11111', active: true };
const TO_INDORE = { ...shipping, fullName: 'Mohan Patel', phone: '98260 33333', address: 'House 7, Rau village', city: 'Indore', state: 'Madhya Pradesh' as const, pincode: '452001' };
const TO_PUNE = { ...shipping, fullName: 'Sunita Jadhav', pincode: '411001' };

/**
 * The dispatcher's packing queue, pick list and packing slip per place (docs/product-rules.md 61,
 * docs/decisions/0076): an order's shop lines wait at the place that serves them (rule 59) until
 * it ships; a vendor's lines, shipped or cancelled orders and unpaid ones never do.
 */
describeEachDialect('packing per place', (dialect) => {
  let t: StoppableTestApp;
  const http = () => api(t.app);
  let owner: string;
  let dispatcher: string;
  let farmer: string;
  let indore: string;
  let sprayer: string;
  let okra: string;
  let soybean: string;
  let vendorTool: string;
  const placed: Record<string, StoreOrder> = {};

  const staffAs = async (role: StaffRole) => (await signInAsStaff(t, role)).cookie;
  // The farmer reads Hindi: his orders keep it, and a slip names the goods in it too.
  const order = async (to: typeof TO_INDORE | typeof TO_PUNE, items: Array<{ productId: string; quantity: number }>) => {
    const res = await http().call('POST', '/api/store/orders', { cookie: farmer, body: { items, shipping: to, paymentMethod: 'cod' }, headers: { 'accept-language': 'hi' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>();
  };
  const queue = async (location: string, cookie = dispatcher) => {
    const res = await http().call('GET', `/api/admin/packing?location=${location}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminPackingQueue>();
  };
  const slip = (orderId: string, location: string, cookie = dispatcher) => http().call('GET', `/api/admin/orders/${orderId}/packing-slip.pdf?location=${location}`, { cookie });

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => Date.parse('2026-12-06T05:00:00Z') });
    owner = (await signInAsAdmin(t, 'Omkar Owner')).cookie;
    dispatcher = await staffAs('dispatcher');
    const settings = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
    expect((await http().call('PUT', '/api/admin/business-settings', { cookie: owner, body: settings })).statusCode).toBe(200);
    expect((await http().call('POST', '/api/admin/stock-locations', { cookie: owner, body: INDORE })).statusCode).toBe(200);
    indore = (await http().call('GET', '/api/admin/stock-locations', { cookie: owner })).json<AdminStockLocations>().locations.find((l) => l.name === 'Indore godown')!.id!;
    // A sprayer weighs 4.2 kg in a 45 x 20 x 55 box; the okra packet has no size given.
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_450_00, stock: 20, shipping_weight_grams: 4200, length_cm: 45, breadth_cm: 20, height_cm: 55 })).id;
    okra = (await createProduct(t.db, { name: 'Okra Seeds Arka Anamika', name_hi: 'भिंडी के बीज अर्का अनामिका', price_paise: 180_00, stock: 30, pack_size: 250, pack_unit: 'g', lot: { lot_number: 'OKR-2611-07' } })).id;
    // A seed whose only lot is at the Indore godown: its lines leave from there, with that lot.
    soybean = (await createProduct(t.db, { name: 'Soybean JS 335', price_paise: 950_00, stock: 20, pack_size: 5, pack_unit: 'kg', shipping_weight_grams: 1000, length_cm: 20, breadth_cm: 30, height_cm: 5, lot: { lot_number: 'SOY-IND-01', location_id: indore } })).id;
    expect((await http().call('PUT', `/api/admin/products/${sprayer}/location-stock`, { cookie: owner, body: { locationId: indore, units: 6, expected: 0 } })).statusCode).toBe(200);
    const seller = await http().register(vendor({ businessName: 'Patil Agro' }));
    vendorTool = (await createProduct(t.db, { name: 'Vendor Sickle', category: 'tools', hsn_code: '8201', price_paise: 150_00, stock: 10, vendor_id: seller.json().user.id })).id;
    farmer = sessionCookie(await http().call('POST', '/api/auth/register', { body: customer({ email: 'mohan.patel@example.in' }) }));

    placed.indoreSprayers = await order(TO_INDORE, [{ productId: sprayer, quantity: 2 }, { productId: soybean, quantity: 2 }]);
    // The okra's only lot is at the principal place (rule 59): this order leaves from two places.
    placed.indoreSplit = await order(TO_INDORE, [{ productId: sprayer, quantity: 1 }, { productId: okra, quantity: 3 }]);
    placed.pune = await order(TO_PUNE, [{ productId: okra, quantity: 2 }, { productId: sprayer, quantity: 1 }, { productId: vendorTool, quantity: 1 }]);
    placed.vendorOnly = await order(TO_PUNE, [{ productId: vendorTool, quantity: 2 }]);
    placed.shipped = await order(TO_PUNE, [{ productId: okra, quantity: 1 }]);
    for (const status of ['processing', 'shipped']) {
      const moved = await http().call('PATCH', `/api/admin/orders/${placed.shipped.id}/status`, { cookie: owner, body: { status, ownDelivery: true } });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    placed.cancelled = await order(TO_PUNE, [{ productId: okra, quantity: 1 }]);
    expect((await http().call('POST', `/api/store/orders/${placed.cancelled.id}/cancel`, { cookie: farmer, body: { reason: 'Ordered by mistake' } })).statusCode).toBe(200);
    placed.indoreProcessing = await order(TO_INDORE, [{ productId: sprayer, quantity: 1 }]);
    expect((await http().call('PATCH', `/api/admin/orders/${placed.indoreProcessing.id}/status`, { cookie: owner, body: { status: 'processing' } })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it("lists the godown's orders, oldest first, with their lines, payment and suggested parcel; only there", async () => {
    const godown = await queue(indore);
    expect(godown.place).toEqual({ id: indore, name: 'Indore godown' });
    expect(godown.orders.map((o) => o.id)).toEqual([placed.indoreSprayers!.id, placed.indoreSplit!.id, placed.indoreProcessing!.id]);
    expect(godown.total).toBe(3);
    const [first, split] = godown.orders;
    expect(first).toMatchObject({ number: placed.indoreSprayers!.number, buyerName: 'Mohan Patel', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001', paymentMethod: 'cod', codAmountPaise: placed.indoreSprayers!.totalPaise, status: 'pending' });
    expect(first!.lines).toEqual([
      expect.objectContaining({ productId: sprayer, productName: 'Knapsack Sprayer 16 L', quantity: 2, lots: [] }),
      expect.objectContaining({ productId: soybean, packSize: 5, packUnit: 'kg', quantity: 2, lots: [{ lotNumber: 'SOY-IND-01', quantity: 2 }] }),
    ]);
    // Two sprayers of 4.2 kg and two bags of 1 kg; the box takes each side's largest, sides longest first.
    expect(first!.parcel).toEqual({ weightGrams: 10400, box: { lengthCm: 55, breadthCm: 45, heightCm: 20 } });
    // The split order's seeds are not the godown's to pack.
    expect(split!.lines.map((l) => l.productId)).toEqual([sprayer]);
    expect(godown.orders[2]!.status).toBe('processing');
  });

  it("lists the principal place's orders: Pune's and the split order's seeds with their lots; never a vendor's line, a shipped or a cancelled order", async () => {
    const principal = await queue('principal');
    expect(principal.place).toEqual({ id: null, name: 'Hariyali Agro Private Limited' });
    expect(principal.orders.map((o) => o.id)).toEqual([placed.indoreSplit!.id, placed.pune!.id]);
    const pune = principal.orders[1]!;
    expect(pune.lines.map((l) => [l.productName, l.quantity])).toEqual([
      ['Okra Seeds Arka Anamika', 2],
      ['Knapsack Sprayer 16 L', 1],
    ]);
    expect(pune.lines[0]).toMatchObject({ packSize: 250, packUnit: 'g', lots: [{ lotNumber: 'OKR-2611-07', quantity: 2 }], otherNames: { hi: 'भिंडी के बीज अर्का अनामिका' } });
    // The okra has no weight: no weight is suggested, nor a box.
    expect(pune.parcel).toEqual({ weightGrams: null, box: null });
    const all = [...principal.orders, ...(await queue(indore)).orders];
    for (const gone of [placed.vendorOnly, placed.shipped, placed.cancelled]) expect(all.map((o) => o.id)).not.toContain(gone!.id);
    expect(all.flatMap((o) => o.lines).map((l) => l.productId)).not.toContain(vendorTool);
  });

  it('sums the pick list per product and lot for the place', async () => {
    const principal = await queue('principal');
    expect(principal.pickList.map((l) => [l.productName, l.quantity, l.orders, l.lots])).toEqual([
      ['Knapsack Sprayer 16 L', 1, 1, []],
      ['Okra Seeds Arka Anamika', 5, 2, [{ lotNumber: 'OKR-2611-07', quantity: 5 }]],
    ]);
    expect((await queue(indore)).pickList.map((l) => [l.productName, l.quantity, l.orders, l.lots])).toEqual([
      ['Knapsack Sprayer 16 L', 4, 3, []],
      ['Soybean JS 335', 2, 1, [{ lotNumber: 'SOY-IND-01', quantity: 2 }]],
    ]);
  });

  it('leaves out an online order not paid yet', async () => {
    const unpaid = await order(TO_PUNE, [{ productId: okra, quantity: 1 }]);
    expect((await queue('principal')).orders.map((o) => o.id)).toContain(unpaid.id);
    await t.db.updateTable('orders').set({ payment_method: 'online', payment_status: 'awaiting' }).where('id', '=', unpaid.id).execute();
    expect((await queue('principal')).orders.map((o) => o.id)).not.toContain(unpaid.id);
    expect((await slip(unpaid.id, 'principal')).statusCode).toBe(404);
  });

  it('prints the packing slip: the place, the buyer, each line with its pack and lot, the cash to collect and no price', async () => {
    const res = await slip(placed.indoreSplit!.id, 'principal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const part of ['Packing slip', placed.indoreSplit!.number, 'Hariyali Agro Private Limited', 'Market Yard, Gultekdi, Pune 411037', 'Mohan Patel', 'House 7, Rau village', '452001', '98260 33333', 'Okra Seeds Arka Anamika', 'भिंडी के बीज अर्का अनामिका', '250 g', 'OKR-2611-07', 'Indore godown'])
      expect(text, part).toContain(part);
    expect(text).toContain(`collect ${formatRupees(placed.indoreSplit!.totalPaise)} once, for the whole order`);
    // No price but the cash to collect: not the seeds', not the sprayer's.
    for (const price of [formatRupees(180_00), formatRupees(2_450_00), '180', '2,450']) expect(text).not.toContain(price);
    expect(text.match(/₹/g)).toHaveLength(1);
    // The godown's slip of the same order: its sprayer, from Indore, not the seeds.
    const godown = pdfText((await slip(placed.indoreSplit!.id, indore)).rawPayload);
    expect(godown).toContain('Plot 14, Sanwer Road Industrial Area');
    expect(godown).toContain('Knapsack Sprayer 16 L');
    expect(godown).not.toContain('OKR-2611-07');
    // Printed again once shipped; never for a cancelled order, one with no line at that place, or an unknown one.
    expect((await slip(placed.shipped!.id, 'principal')).statusCode).toBe(200);
    for (const [id, place] of [[placed.cancelled!.id, 'principal'], [placed.indoreSprayers!.id, 'principal'], [placed.vendorOnly!.id, 'principal'], ['no-such-order', 'principal'], [placed.pune!.id, 'no-such-place']] as const) {
      expect((await slip(id, place)).statusCode, `${id} at ${place}`).toBe(404);
    }
  });

  it('is for staff who read orders: a visitor 401, a customer, a vendor and an agronomist 403; a place not named is a 400', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/packing?location=principal')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'GET', `/api/admin/orders/${placed.pune!.id}/packing-slip.pdf?location=principal`)).toEqual([401, 403, 403]);
    const agronomist = await staffAs('agronomist');
    expect((await http().call('GET', '/api/admin/packing?location=principal', { cookie: agronomist })).statusCode).toBe(403);
    expect((await slip(placed.pune!.id, 'principal', agronomist)).statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/packing?location=no-such-place', { cookie: dispatcher })).statusCode).toBe(404);
    const blank = await http().call('GET', '/api/admin/packing?location=', { cookie: dispatcher });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toHaveProperty('location');
  });
});

describeEachDialect("a product's shipping weight and box", (dialect) => {
  let t: StoppableTestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => t?.close());
  const save = (body: unknown) => api(t.app).call('POST', '/api/admin/products', { cookie: owner, body });

  describe('Manage Products', () => {
    it('keeps the weight and box given, and blank is none', async () => {
      const res = await save(neemOil({ shipping: { weightGrams: 1150, lengthCm: 8, breadthCm: 8, heightCm: 24 } }));
      expect(res.statusCode, res.body).toBe(201);
      const product = res.json<AdminProduct>();
      expect(product.shipping).toEqual({ weightGrams: 1150, lengthCm: 8, breadthCm: 8, heightCm: 24 });
      expect((await api(t.app).call('GET', `/api/admin/products/${product.id}`, { cookie: owner })).json<AdminProduct>().shipping).toEqual(product.shipping);
      const none = await save(neemOil({ name: 'Neem Oil 500 ml' }));
      expect(none.json<AdminProduct>().shipping).toEqual({ weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null });
    });

    it('refuses a weight or side out of range, and a box without all its sides, on each field', async () => {
      for (const [shipping, field] of [
        [{ weightGrams: 0 }, 'shipping.weightGrams'],
        [{ weightGrams: 100_001 }, 'shipping.weightGrams'],
        [{ weightGrams: 12.5 }, 'shipping.weightGrams'],
        [{ lengthCm: 301, breadthCm: 10, heightCm: 10 }, 'shipping.lengthCm'],
        [{ lengthCm: 30, breadthCm: 10 }, 'shipping.heightCm'],
      ] as const) {
        const res = await save(neemOil({ name: `Neem ${field}`, shipping }));
        expect(res.statusCode, JSON.stringify(shipping)).toBe(400);
        expect(Object.keys(res.json().error.fields), JSON.stringify(shipping)).toEqual([field]);
      }
    });
  });
});
