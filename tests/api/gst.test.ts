import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { indianDate } from '../../src/shared/india.ts';
import type { StoreProduct } from '../../src/shared/schemas/catalog.ts';
import type { AdminHsnCode, StorePincode } from '../../src/shared/schemas/gst.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { shipping } from '../helpers/factories.ts';
import { openSeededShop, PUNE, type SeededShop } from '../helpers/shop.ts';
import type { TestApp } from '../helpers/test-app.ts';

const INDORE = { ...shipping, city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' };
const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Drip Irrigation Kit, 1 acre',
  description: 'Inline drippers, filter and mainline for one acre of vegetables.',
  pricePaise: 12000_00,
  category: 'equipment',
  hsnCode: '8424',
  stock: 20,
  imageUrl: '',
  features: [],
  published: true,
  ...over,
});

// GST per HSN code and place of supply (issue 12): the worked examples to the paisa, on both databases.
describeEachDialect('GST', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ({ t, http, buyer, admin, ids } = await openSeededShop(dialect));
  });
  afterAll(async () => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const order = (body: Record<string, unknown>) => http.call('POST', '/api/store/orders', { cookie: buyer, body });
  const registeredVendor = async (gstNumber = '29AAGCB7383J1Z4') => {
    const res = await http.register(vendor({ businessName: 'Neem Traders', gstNumber }));
    return { id: res.json().user.id as string, cookie: sessionCookie(res) };
  };
  const count = async (table: 'orders' | 'order_items') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const wheatAndTractor = () => [
    { productId: ids['Premium Wheat Seeds'], quantity: 2 },
    { productId: ids['Modern Tractor'], quantity: 1 },
  ];

  it('charges CGST + SGST within the shop’s state (Pune) and IGST across states (Indore)', async () => {
    const pune = await order({ items: wheatAndTractor(), shipping: PUNE });
    expect(pune.statusCode, pune.body).toBe(201);
    expect(pune.json<StoreOrder>()).toMatchObject({ subtotalPaise: 852400_00, gstPaise: 42500_00, totalPaise: 894900_00, placeOfSupply: 'Maharashtra' });
    const indore = await order({ items: wheatAndTractor(), shipping: INDORE });
    expect(indore.statusCode, indore.body).toBe(201);
    const o = indore.json<StoreOrder>();
    expect(o).toMatchObject({ subtotalPaise: 852400_00, gstPaise: 42500_00, totalPaise: 894900_00, placeOfSupply: 'Madhya Pradesh' });
    expect(o.taxSplit).toEqual([{ kind: 'igst', rateBp: 500, taxablePaise: 850000_00, amountPaise: 42500_00 }]);
  });

  it('quotes an order before it is placed, as placing it would, and writes nothing', async () => {
    const before = await count('orders');
    const quote = async (to: Record<string, unknown>) =>
      http.call('POST', '/api/store/orders/quote', { body: { items: wheatAndTractor(), shipping: { state: to.state, pincode: to.pincode } } });
    expect((await quote(PUNE)).json()).toEqual({
      subtotalPaise: 852400_00,
      discountPaise: 0,
      offers: [],
      coupon: null,
      gstPaise: 42500_00,
      totalPaise: 894900_00,
      placeOfSupply: 'Maharashtra',
      taxSplit: [
        { kind: 'cgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
        { kind: 'sgst', rateBp: 250, taxablePaise: 850000_00, amountPaise: 21250_00 },
      ],
    });
    expect((await quote(INDORE)).json().taxSplit).toEqual([{ kind: 'igst', rateBp: 500, taxablePaise: 850000_00, amountPaise: 42500_00 }]);
    const wrong = await quote({ state: 'Karnataka', pincode: '411001' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ 'shipping.pincode': 'This pincode is not in the state you chose' });
    expect(await count('orders')).toBe(before);
  });

  it('taxes the soil-testing kit at 18%, and a cart of only seeds not at all', async () => {
    const kit = (await order({ items: [{ productId: ids['Soil Testing Kit'], quantity: 1 }], shipping: PUNE })).json<StoreOrder>();
    expect(kit.taxSplit).toEqual([
      { kind: 'cgst', rateBp: 900, taxablePaise: 2500_00, amountPaise: 225_00 },
      { kind: 'sgst', rateBp: 900, taxablePaise: 2500_00, amountPaise: 225_00 },
    ]);
    const seeds = (await order({ items: [{ productId: ids['Cotton Seeds'], quantity: 1 }, { productId: ids['Vegetable Seeds Mix'], quantity: 3 }], shipping: INDORE })).json<StoreOrder>();
    expect(seeds).toMatchObject({ gstPaise: 0, taxSplit: [] });
    expect(seeds.totalPaise).toBe(seeds.subtotalPaise);
    expect(seeds.items.map((i) => [i.hsnCode, i.gstRateBp])).toEqual([['1207', 0], ['1209', 0]]);
  });

  it('charges a vendor in another state IGST on its lines and CGST + SGST on the shop’s', async () => {
    const res = await http.register(vendor({ businessName: 'Karnataka Drip Co', gstNumber: '29AAGCB7383J1Z4' }));
    const seller = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await http.call('POST', `/api/admin/vendors/${seller.id}/approve`, { cookie: admin })).statusCode).toBe(200);
    const kit = (await http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: listing() })).json<VendorProduct>();
    const o = (await order({ items: [{ productId: kit.id, quantity: 1 }, { productId: ids['Seed Drill'], quantity: 1 }], shipping: PUNE })).json<StoreOrder>();
    // Seed drill ₹45,000 at 5% from the shop (Maharashtra); drip kit ₹12,000 at 5% from Karnataka.
    expect(o.items.map((i) => [i.name, i.cgstPaise, i.sgstPaise, i.igstPaise])).toEqual([
      ['Drip Irrigation Kit, 1 acre', 0, 0, 600_00],
      ['Seed Drill', 1125_00, 1125_00, 0],
    ]);
    expect(o.gstPaise).toBe(600_00 + 2250_00);
  });

  it.each([
    ['a pincode of another state', { shipping: { ...PUNE, state: 'Karnataka' } }, 'shipping.pincode', 'This pincode is not in the state you chose'],
    ['a pincode that does not exist', { shipping: { ...PUNE, pincode: '999999' } }, 'shipping.pincode', 'This pincode does not exist. Please check it'],
    ['a malformed buyer GSTIN', { buyerGstin: '27AAPFU0939' }, 'buyerGstin', 'Please enter a valid 15-character GST number (GSTIN), for example 27AAPFU0939F1ZV'],
    ['a buyer GSTIN with a wrong check character', { buyerGstin: '27aapfu0939f1zw', buyerLegalName: 'Sahyadri FPC' }, 'buyerGstin', 'This GSTIN has a wrong last character (check digit): please check it for a typo'],
    ['a buyer GSTIN of no state', { buyerGstin: '00AAPFU0939F1ZV', buyerLegalName: 'Sahyadri FPC' }, 'buyerGstin', "The first two digits of a GSTIN are its state's code: these are not an Indian state's"],
    ['a buyer GSTIN without its legal name', { buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: '  ' }, 'buyerLegalName', 'Please enter the legal name registered with this GSTIN'],
    ['a legal name without a GSTIN', { buyerGstin: '', buyerLegalName: 'Sahyadri FPC' }, 'buyerGstin', "Please enter the business's GSTIN too, or leave its legal name empty"],
    ['a registered address without a GSTIN', { buyerAddress: 'APMC Yard', buyerCity: 'Hubballi', buyerPincode: '580029' }, 'buyerGstin', "Please enter the business's GSTIN too, or leave its registered address empty"],
    ['a registered pincode of 5 digits', { buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Sahyadri FPC', buyerAddress: 'Market Yard', buyerCity: 'Pune', buyerPincode: '41100' }, 'buyerPincode', 'Pincode must be exactly 6 digits'],
    ['a legal name over 100 characters', { buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'S'.repeat(101) }, 'buyerLegalName', 'The legal name can be at most 100 characters'],
  ])('refuses %s with a field error and writes nothing', async (_label, change, field, message) => {
    const [orders, lines] = [await count('orders'), await count('order_items')];
    const stock = (await t.db.selectFrom('products').select('stock').where('id', '=', ids['Modern Tractor']!).executeTakeFirstOrThrow()).stock;
    const res = await order({ items: [{ productId: ids['Modern Tractor'], quantity: 1 }], shipping: PUNE, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    expect([await count('orders'), await count('order_items')]).toEqual([orders, lines]);
    expect((await t.db.selectFrom('products').select('stock').where('id', '=', ids['Modern Tractor']!).executeTakeFirstOrThrow()).stock).toBe(stock);
  });

  it('keeps a business buyer’s GSTIN, upper-cased, and its legal name on its order', async () => {
    const o = (await order({ items: [{ productId: ids['Soil Testing Kit'], quantity: 1 }], shipping: PUNE, buyerGstin: ' 27aapfu0939f1zv ', buyerLegalName: '  Sahyadri   Farmers Producer Company ' })).json<StoreOrder>();
    expect(o).toMatchObject({ buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Sahyadri Farmers Producer Company', placeOfSupply: 'Maharashtra' });
    // Registered in the delivery state and no other address given: billed at the delivery address.
    expect(o.buyerAddress).toEqual({ address: PUNE.address, city: PUNE.city, pincode: PUNE.pincode });
  });

  it('supplies a business buyer in its GSTIN’s state, wherever the goods go (bill to, ship to); the quote agrees', async () => {
    // A Karnataka-registered FPO has the goods delivered in Pune: the place of supply is Karnataka
    // (section 10(1)(b) of the IGST Act), so the shop in Maharashtra charges IGST.
    const items = [{ productId: ids['Soil Testing Kit'], quantity: 1 }];
    const quote = (await http.call('POST', '/api/store/orders/quote', { cookie: buyer, body: { items, shipping: { state: PUNE.state, pincode: PUNE.pincode }, buyerGstin: '29aagcb7383j1z4' } })).json();
    expect(quote.placeOfSupply).toBe('Karnataka');
    // Registered in another state than the delivery: its registered address is asked, its pincode in that state.
    const fpo = { buyerGstin: '29AAGCB7383J1Z4', buyerLegalName: 'Tungabhadra FPC' };
    const noAddress = await order({ items, shipping: PUNE, ...fpo });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error.fields).toEqual({ buyerAddress: "Your GSTIN is of another state than the delivery address: please give the business's registered address" });
    const wrongState = await order({ items, shipping: PUNE, ...fpo, buyerAddress: 'Market Yard', buyerCity: 'Pune', buyerPincode: '411001' });
    expect(wrongState.json().error.fields).toEqual({ buyerPincode: 'This pincode is not in the state of the GSTIN' });
    const unknown = await order({ items, shipping: PUNE, ...fpo, buyerAddress: 'Market Yard', buyerCity: 'Hubballi', buyerPincode: '999999' });
    expect(unknown.json().error.fields).toEqual({ buyerPincode: 'This pincode does not exist. Please check it' });
    const partial = await order({ items, shipping: PUNE, ...fpo, buyerAddress: 'APMC Yard', buyerCity: '', buyerPincode: '580029' });
    expect(partial.json().error.fields).toEqual({ buyerCity: 'This field is required' });
    const o = (await order({ items, shipping: PUNE, ...fpo, buyerAddress: ' APMC Yard,  Ring Road ', buyerCity: 'Hubballi', buyerPincode: '580029' })).json<StoreOrder>();
    expect(o).toMatchObject({ placeOfSupply: 'Karnataka', gstPaise: quote.gstPaise, totalPaise: quote.totalPaise, shipping: { state: 'Maharashtra' } });
    expect(o.buyerAddress).toEqual({ address: 'APMC Yard, Ring Road', city: 'Hubballi', pincode: '580029' });
    expect(o.items[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(o.items[0]!.igstPaise).toBe(o.gstPaise);
    expect(o.gstPaise).toBeGreaterThan(0);
  });

  it('keeps a vendor with taxable listings from dropping its GSTIN', async () => {
    const res = await http.register(vendor({ businessName: 'Registered Drip Co' }));
    const seller = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: listing({ published: false }) })).statusCode).toBe(201);
    const profile = { businessName: 'Registered Drip Co', ownerName: 'Ravi Patil', phone: '+91 98230 55555', address: 'Market Yard, Latur', gstNumber: '' };
    const dropped = await http.call('PUT', '/api/vendor/profile', { cookie: seller.cookie, body: profile });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().error.fields).toEqual({ gstNumber: 'Your listings include goods with GST: keep your GSTIN, or first change or delete those listings' });
    const kept = (await t.db.selectFrom('vendor_profiles').select('gst_number').where('user_id', '=', seller.id).executeTakeFirstOrThrow()).gst_number;
    expect(kept).toBe('27AAPFU0939F1ZV');
    expect((await http.call('PUT', '/api/vendor/profile', { cookie: seller.cookie, body: { ...profile, gstNumber: '27AAPFU0939F1ZV' } })).statusCode).toBe(200);
  });

  it('refuses a product whose HSN code is not in the table, and an unregistered vendor’s taxable goods', async () => {
    const before = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const bad = await http.call('POST', '/api/admin/products', { cookie: admin, body: { ...listing(), published: undefined, hsnCode: '99999999' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ hsnCode: "This HSN code is not in the shop's tax table" });
    const res = await http.register(vendor({ businessName: 'Unregistered Seeds', gstNumber: '' }));
    const seller = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    const taxable = await http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: listing({ published: false }) });
    expect(taxable.statusCode).toBe(400);
    expect(Object.keys(taxable.json().error.fields)).toEqual(['hsnCode']);
    const after = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const nil = await http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: listing({ published: false, hsnCode: '1209', category: 'seeds' }) });
    expect(nil.statusCode, nil.body).toBe(201);
  });

  it('keeps the rate an order was sold at when the table gets a new one', async () => {
    const before = (await order({ items: [{ productId: ids['Irrigation Sprinkler'], quantity: 1 }], shipping: INDORE })).json<StoreOrder>();
    expect(before.items[0]).toMatchObject({ gstRateBp: 500 });
    const changed = await http.call('POST', '/api/admin/hsn-codes/8424/rates', { cookie: admin, body: { rateBp: 1200, effectiveFrom: indianDate() } });
    expect(changed.statusCode, changed.body).toBe(201);
    const after = (await order({ items: [{ productId: ids['Irrigation Sprinkler'], quantity: 1 }], shipping: INDORE })).json<StoreOrder>();
    expect(after.items[0]).toMatchObject({ gstRateBp: 1200 });
    expect(after.gstPaise).toBe(Math.round(after.subtotalPaise * 0.12));
    const old = (await http.call('GET', `/api/store/orders/${before.id}`, { cookie: buyer })).json<StoreOrder>();
    expect(old.items[0]).toMatchObject({ gstRateBp: 500 });
    expect(old.gstPaise).toBe(before.gstPaise);
  });

  // Neem oil was charged 3808's 18%: neem-based bio-pesticides are 5% from 22 September 2025
  // (Notification No. 9/2025-Central Tax (Rate), Schedule I).
  it('charges the seeded neem oil its class’s rate from the class’s date on, the HSN code’s before; an old order keeps its rate', async () => {
    // India's 21 and 23 September 2025, at noon: the test sets the clock, never reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const neem = () => ({ items: [{ productId: ids['Neem Oil Bio-Pesticide'], quantity: 2 }], shipping: PUNE });
    vi.setSystemTime(new Date('2025-09-21T06:30:00Z'));
    expect((await http.call('GET', `/api/store/products/${ids['Neem Oil Bio-Pesticide']}`)).json<StoreProduct>()).toMatchObject({ hsnCode: '3808', gstClassId: 'seed-3808-neem', gstRateBp: 1800 });
    const before = (await order(neem())).json<StoreOrder>();
    expect(before.items[0]).toMatchObject({ hsnCode: '3808', gstRateBp: 1800 });
    expect(before.gstPaise).toBe(162_00);

    vi.setSystemTime(new Date('2025-09-23T06:30:00Z'));
    expect((await http.call('GET', `/api/store/products/${ids['Neem Oil Bio-Pesticide']}`)).json<StoreProduct>()).toMatchObject({ gstRateBp: 500 });
    const quote = await http.call('POST', '/api/store/orders/quote', { body: neem() });
    expect(quote.json()).toMatchObject({ gstPaise: 45_00 });
    const after = (await order(neem())).json<StoreOrder>();
    expect(after.items[0]).toMatchObject({ hsnCode: '3808', gstRateBp: 500, cgstPaise: 22_50, sgstPaise: 22_50 });
    // The order placed before keeps what it was charged.
    expect((await http.call('GET', `/api/store/orders/${before.id}`, { cookie: buyer })).json<StoreOrder>()).toMatchObject({ gstPaise: 162_00, items: [{ gstRateBp: 1800 }] });
    // Other goods of 3808 (chemical pesticides) keep the code's 18%.
    await t.db.updateTable('products').set({ gst_class_id: null }).where('id', '=', ids['Neem Oil Bio-Pesticide']!).execute();
    try {
      expect((await order(neem())).json<StoreOrder>().items[0]).toMatchObject({ gstRateBp: 1800 });
    } finally {
      await t.db.updateTable('products').set({ gst_class_id: 'seed-3808-neem' }).where('id', '=', ids['Neem Oil Bio-Pesticide']!).execute();
    }
  });

  it('puts a product in a class of its HSN code only, from the admin’s and the vendor’s forms', async () => {
    const product = (await http.call('GET', `/api/admin/products/${ids['Neem Oil Bio-Pesticide']}`, { cookie: admin })).json<Record<string, unknown>>();
    const body = { ...product, hsnCode: '3105', gstClassId: 'seed-3808-neem' };
    const refused = await http.call('PUT', `/api/admin/products/${ids['Neem Oil Bio-Pesticide']}`, { cookie: admin, body });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toEqual({ gstClassId: "This class of goods is not one of this HSN code's" });
    const res = await http.call('POST', '/api/vendor/products', { cookie: (await registeredVendor()).cookie, body: listing({ hsnCode: '3808', gstClassId: 'no-such-class', category: 'pesticides', published: false }) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ gstClassId: "This class of goods is not one of this HSN code's" });
    // The class's goods listed by a registered vendor take the class's rate.
    const seller = await registeredVendor('27AAPFU0939F1ZV');
    const listed = await http.call('POST', '/api/vendor/products', { cookie: seller.cookie, body: listing({ name: 'Neem Cake Extract', hsnCode: '3808', gstClassId: 'seed-3808-neem', category: 'pesticides', published: false, packSize: 1, packUnit: 'l' }) });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(listed.json<VendorProduct>()).toMatchObject({ gstClassId: 'seed-3808-neem', gstRateBp: 500 });
  });

  it('carries the HSN code and today’s rate on the product, and finds a pincode’s state', async () => {
    const tractor = (await http.call('GET', `/api/store/products/${ids['Modern Tractor']}`)).json<StoreProduct>();
    expect(tractor).toMatchObject({ hsnCode: '8701', gstRateBp: 500 });
    const pune = await http.call('GET', '/api/store/pincodes/411001');
    expect(pune.json<StorePincode>()).toEqual({ pincode: '411001', states: ['Maharashtra'], districts: ['Pune'] });
    expect((await http.call('GET', '/api/store/pincodes/194101')).json<StorePincode>().states).toEqual(['Ladakh']);
    for (const unknown of ['999999', '4110', 'abcdef']) {
      const res = await http.call('GET', `/api/store/pincodes/${unknown}`);
      expect(res.statusCode, unknown).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describeEachDialect('GST administration', (dialect) => {
  let t: TestApp;
  let http: SeededShop['http'];
  let buyer: string;
  let admin: string;

  beforeAll(async () => {
    ({ t, http, buyer, admin } = await openSeededShop(dialect));
  });
  afterAll(async () => t?.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => http.call(method, `/api/admin${url}`, { cookie: admin, body });

  it('is the admin’s alone: 401 for visitors, 403 for customers', async () => {
    for (const [method, url] of [['GET', '/hsn-codes'], ['POST', '/hsn-codes'], ['POST', '/hsn-codes/8701/rates'], ['GET', '/business-settings'], ['PUT', '/business-settings']] as const) {
      expect((await http.call(method, `/api/admin${url}`, { body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
      expect((await http.call(method, `/api/admin${url}`, { cookie: buyer, body: method === 'GET' ? undefined : {} })).statusCode, url).toBe(403);
    }
  });

  it('adds a code with its first rate, and a rate from a date on; refuses duplicates and rates the law does not have', async () => {
    const created = await asAdmin('POST', '/hsn-codes', { code: '84368010', description: 'Poultry-keeping machinery', unit: 'NOS', rateBp: 500, effectiveFrom: '2025-09-22' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: '84368010', rateBp: 500, rates: [{ rateBp: 500, effectiveFrom: '2025-09-22' }] });
    expect((await asAdmin('POST', '/hsn-codes', { code: '84368010', description: 'Again', unit: 'NOS', rateBp: 500, effectiveFrom: '2025-09-22' })).json().error).toMatchObject({ code: 'hsn_code_exists', fields: { code: 'This HSN code is already in the table' } });
    const later = await asAdmin('POST', '/hsn-codes/84368010/rates', { rateBp: 1200, effectiveFrom: '2099-04-01' });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ rateBp: 500, rates: [{ rateBp: 500 }, { rateBp: 1200, effectiveFrom: '2099-04-01' }] });
    expect((await asAdmin('POST', '/hsn-codes/84368010/rates', { rateBp: 1800, effectiveFrom: '2099-04-01' })).statusCode).toBe(409);
    const odd = await asAdmin('POST', '/hsn-codes/84368010/rates', { rateBp: 700, effectiveFrom: '2099-13-01' });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().error.fields).sort()).toEqual(['effectiveFrom', 'rateBp']);
    expect((await asAdmin('POST', '/hsn-codes/00000000/rates', { rateBp: 500, effectiveFrom: '2099-04-01' })).statusCode).toBe(404);
    expect((await asAdmin('GET', '/hsn-codes')).json().items.map((h: { code: string }) => h.code)).toContain('84368010');
  });

  it('refuses what a careless or hostile admin or visitor sends, with a 4xx and nothing written', async () => {
    const rates = async () => Number((await t.db.selectFrom('gst_rates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await rates();
    const feb31 = await asAdmin('POST', '/hsn-codes/8701/rates', { rateBp: 500, effectiveFrom: '2027-02-31' });
    expect(feb31.json().error.fields).toEqual({ effectiveFrom: 'Please enter a date as YYYY-MM-DD' });
    expect((await asAdmin('POST', '/hsn-codes/8701/rates', { rateBp: '500', effectiveFrom: '2027-04-01' })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/hsn-codes', { code: '12', description: 'x', unit: 'TONNE', rateBp: 500, effectiveFrom: '2027-04-01' })).json().error.fields).toMatchObject({ code: 'HSN code must be 4 to 8 digits', unit: 'Unit must be one of KGS, NOS, LTR, PAC, MTR, SET or BAG' });
    expect(await rates()).toBe(before);
    // Visitors: a pincode or a report month that is not one, an over-long document id, a quote of nothing.
    expect((await http.call('GET', `/api/store/pincodes/${'9'.repeat(150)}`)).statusCode).toBe(404);
    expect((await asAdmin('GET', `/reports/gst?month=${encodeURIComponent("2026-11' or 1=1")}`)).statusCode).toBe(400);
    expect((await http.call('GET', `/api/store/documents/${'a'.repeat(150)}/pdf`, { cookie: buyer })).statusCode).toBe(404);
    expect((await http.call('POST', '/api/store/orders/quote', { body: { items: [], shipping: { state: 'Maharashtra', pincode: '411001' } } })).json().error.fields).toEqual({ items: 'Your cart is empty' });
    expect((await http.call('POST', '/api/store/orders/quote', { body: { items: [{ productId: 'nope', quantity: 1 }], shipping: { state: 'Maharashtra', pincode: '411001' } } })).json().error.code).toBe('unknown_product');
  });

  it('keeps an admin’s text from running as a formula in the report’s CSV', async () => {
    const created = await asAdmin('POST', '/hsn-codes', { code: '84248100', description: '=HYPERLINK("http://evil.example","x")', unit: 'NOS', rateBp: 500, effectiveFrom: '2025-09-22' });
    expect(created.statusCode, created.body).toBe(201);
    await t.db.updateTable('products').set({ hsn_code: '84248100' }).where('name', '=', 'Irrigation Sprinkler').execute();
    const sprinkler = (await t.db.selectFrom('products').select('id').where('name', '=', 'Irrigation Sprinkler').executeTakeFirstOrThrow()).id;
    expect((await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: sprinkler, quantity: 1 }], shipping: PUNE } })).statusCode).toBe(201);
    const csv = (await asAdmin('GET', `/reports/gst.csv?month=${indianDate().slice(0, 7)}`)).body;
    expect(csv).toContain(`84248100,"'=HYPERLINK(""http://evil.example"",""x"")",NOS`);
  });

  // A bare carriage return then =HYPERLINK(...) in an HSN description exported as a formula cell.
  it('keeps a formula after a line break in an admin’s text inert in the report’s CSV', async () => {
    const created = await asAdmin('POST', '/hsn-codes', { code: '84249000', description: 'Sprinkler parts\r=HYPERLINK("http://evil.example","x")', unit: 'NOS', rateBp: 500, effectiveFrom: '2025-09-22' });
    expect(created.statusCode, created.body).toBe(201);
    await t.db.updateTable('products').set({ hsn_code: '84249000' }).where('name', '=', 'Seed Drill').execute();
    const drill = (await t.db.selectFrom('products').select('id').where('name', '=', 'Seed Drill').executeTakeFirstOrThrow()).id;
    expect((await http.call('POST', '/api/store/orders', { cookie: buyer, body: { items: [{ productId: drill, quantity: 1 }], shipping: PUNE } })).statusCode).toBe(201);
    const csv = (await asAdmin('GET', `/reports/gst.csv?month=${indianDate().slice(0, 7)}`)).body;
    expect(csv).toContain(`84249000,"Sprinkler parts\r'=HYPERLINK(""http://evil.example"",""x"")",NOS`);
  });

  it('adds a class of goods within a code with its dated rates; refuses duplicates, unknown codes and rates the law does not have', async () => {
    const created = await asAdmin('POST', '/hsn-codes/3808/classes', { description: 'Trichoderma bio-fungicides', rateBp: 500, effectiveFrom: '2025-09-22' });
    expect(created.statusCode, created.body).toBe(201);
    const code = created.json<AdminHsnCode>();
    expect(code.classes.map((c) => c.description)).toEqual(['Neem-based bio-pesticides', 'Trichoderma bio-fungicides']);
    const trichoderma = code.classes.find((c) => c.description === 'Trichoderma bio-fungicides')!;
    expect(trichoderma).toMatchObject({ rates: [{ rateBp: 500, effectiveFrom: '2025-09-22' }] });
    expect((await asAdmin('POST', '/hsn-codes/3808/classes', { description: 'Trichoderma bio-fungicides', rateBp: 500, effectiveFrom: '2025-09-22' })).json().error.code).toBe('gst_class_exists');
    expect((await asAdmin('POST', '/hsn-codes/9999/classes', { description: 'Nothing', rateBp: 500, effectiveFrom: '2025-09-22' })).statusCode).toBe(404);
    const bad = await asAdmin('POST', '/hsn-codes/3808/classes', { description: ' ', rateBp: 700, effectiveFrom: '2025-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['description', 'effectiveFrom', 'rateBp']);
    const later = await asAdmin('POST', `/gst-classes/${trichoderma.id}/rates`, { rateBp: 1200, effectiveFrom: '2099-04-01' });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json<AdminHsnCode>().classes.find((c) => c.id === trichoderma.id)!.rates).toHaveLength(2);
    expect((await asAdmin('POST', `/gst-classes/${trichoderma.id}/rates`, { rateBp: 1200, effectiveFrom: '2099-04-01' })).json().error.code).toBe('rate_exists');
    expect((await asAdmin('POST', '/gst-classes/no-such-class/rates', { rateBp: 500, effectiveFrom: '2099-04-01' })).statusCode).toBe(404);
    // Only admins.
    expect((await http.call('POST', '/api/admin/hsn-codes/3808/classes', { cookie: buyer, body: {} })).statusCode).toBe(403);
    expect((await http.call('POST', `/api/admin/gst-classes/${trichoderma.id}/rates`, { body: {} })).statusCode).toBe(401);
    // The store's list of codes, which the product forms read, names the classes.
    const store = (await http.call('GET', '/api/store/hsn-codes')).json<{ items: Array<{ code: string; classes: Array<{ description: string }> }> }>();
    expect(store.items.find((c) => c.code === '3808')!.classes.map((c) => c.description)).toContain('Neem-based bio-pesticides');
  });

  it('keeps the business settings, with a GSTIN of the state given', async () => {
    const body = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Pune 411037', state: 'Maharashtra', gstin: '27aapfu0939f1zv' };
    const saved = await asAdmin('PUT', '/business-settings', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, gstin: '27AAPFU0939F1ZV' });
    const elsewhere = await asAdmin('PUT', '/business-settings', { ...body, state: 'Karnataka' });
    expect(elsewhere.json().error.fields).toEqual({ gstin: 'This GSTIN is registered in another state than the one chosen' });
    const typo = await asAdmin('PUT', '/business-settings', { ...body, gstin: '27AAPFU0939F1ZW' });
    expect(typo.json().error.fields).toEqual({ gstin: 'This GSTIN has a wrong last character (check digit): please check it for a typo' });
    expect((await asAdmin('GET', '/business-settings')).json()).toMatchObject({ state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
  });
});
