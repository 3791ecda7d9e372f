import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/shared/schemas/admin-products.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { SeedLabel } from '../../src/shared/schemas/seed-lots.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, indiaDay, licence, okraSeeds, seedLabel, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DAY = 86_400_000;


const LABEL_FIELDS = ['seedLabel.crop', 'seedLabel.variety', 'seedLabel.netQuantity', 'seedLabel.netUnit', 'seedLabel.treated'];
const LOT_FIELDS = ['seedLabel.lot.lotNumber', 'seedLabel.lot.testedOn', 'seedLabel.lot.germinationPct', 'seedLabel.lot.purityPct', 'seedLabel.lot.validUntil'];

/**
 * Seed labels and lots (issue 16, docs/product-rules.md 28): no seed product is published without
 * its label and a lot; a seed is sold from its valid lots, first-expiring first, and each order
 * line records its lot; when its last lot passes its day it leaves the shop and checkout refuses
 * it by name, until a new lot brings it back. The app's clock is moved to make days pass.
 */
describeEachDialect('seed labels and lots', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let now = Date.now();

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => t?.close());

  const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) => http.call(method, url, { cookie, body });
  const adminCall = (method: Method, url: string, body?: unknown) => as(admin, method, `/api/admin${url}`, body);
  /** Today in India by the app's clock, and days from it. */
  const day = (days = 0) => indiaDay(days, now);

  async function createSeed(over: Record<string, unknown> = {}): Promise<AdminProduct> {
    const res = await adminCall('POST', '/products', okraSeeds(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  }
  const storeList = async (query: string) => (await as(undefined, 'GET', `/api/store/products${query}`)).json<StoreProductList>();
  /** Whether a shopper meets the product: its page, a search for its name, its category and the count. */
  async function inShop(p: { id: string; name: string }): Promise<boolean> {
    const detail = (await as(undefined, 'GET', `/api/store/products/${p.id}`)).statusCode === 200;
    expect((await storeList(`?q=${encodeURIComponent(p.name)}`)).items.some((i) => i.id === p.id), 'search agrees').toBe(detail);
    expect((await storeList('?category=seeds&pageSize=100')).items.some((i) => i.id === p.id), 'the category agrees').toBe(detail);
    return detail;
  }
  async function buyer(): Promise<string> {
    return sessionCookie(await http.register(customer()));
  }
  const order = (cookie: string, items: { productId: string; quantity: number }[]) => as(cookie, 'POST', '/api/store/orders', { items, shipping, paymentMethod: 'cod' });
  const lotsOf = async (id: string) => (await adminCall('GET', `/products/${id}`)).json<AdminProduct>().seedLabel!.lots;

  describe('publishing', () => {
    it('refuses an admin seed product without its label, naming each field missing, and adds nothing', async () => {
      const before = (await storeList('')).catalogueTotal;
      const bare = await adminCall('POST', '/products', okraSeeds({ seedLabel: undefined }));
      expect(bare.statusCode).toBe(400);
      expect(bare.json().error.code).toBe('validation_failed');
      expect(Object.keys(bare.json().error.fields).sort()).toEqual([...LABEL_FIELDS, ...LOT_FIELDS].sort());

      // Treated seed must say with what; a lot sent without its fields names each of them.
      const treated = await adminCall('POST', '/products', okraSeeds({ seedLabel: { ...seedLabel(10), treated: true, treatment: '  ', lot: { stock: 5 } } }));
      expect(treated.statusCode).toBe(400);
      expect(Object.keys(treated.json().error.fields).sort()).toEqual(['seedLabel.lot.germinationPct', 'seedLabel.lot.lotNumber', 'seedLabel.lot.purityPct', 'seedLabel.lot.testedOn', 'seedLabel.lot.validUntil']);
      const noTreatment = await adminCall('POST', '/products', okraSeeds({ seedLabel: { ...seedLabel(10), treated: true, treatment: '' } }));
      expect(noTreatment.json().error.fields).toEqual({ 'seedLabel.treatment': 'This field is required' });

      // Impossible results, a lot tested in the future or already expired.
      const wrong = await adminCall('POST', '/products', okraSeeds({ seedLabel: seedLabel(10, { lot: { lotNumber: 'X', testedOn: day(-1), germinationPct: 101, purityPct: 98.25, validUntil: day(-2), stock: 1 } }) }));
      expect(wrong.json().error.fields).toMatchObject({
        'seedLabel.lot.germinationPct': 'Germination must be a whole percent from 0 to 100',
        'seedLabel.lot.purityPct': 'Purity must be a percent from 0 to 100, with at most one decimal',
        'seedLabel.lot.validUntil': 'Valid until must be after the date of test',
      });
      const future = await adminCall('POST', '/products', okraSeeds({ seedLabel: seedLabel(10, { lot: { lotNumber: 'X', testedOn: day(2), germinationPct: 80, purityPct: 98, validUntil: day(200), stock: 1 } }) }));
      expect(future.json().error.fields).toEqual({ 'seedLabel.lot.testedOn': 'The date of test cannot be in the future' });
      expect((await storeList('')).catalogueTotal).toBe(before);
    });

    it('publishes a labelled seed with its first lot: stock from the lot, the label on the product page', async () => {
      const p = await createSeed({ name: 'Arka Anamika Okra', seedLabel: seedLabel(40, { treated: true, treatment: 'Thiram 75% WS, 3 g per kg' }) });
      expect(p.stock).toBe(40);
      expect(p.seedLabel).toMatchObject({ crop: 'Pigeon pea', variety: 'BSMR 736', netQuantity: 1, netUnit: 'kg', treated: true, treatment: 'Thiram 75% WS, 3 g per kg' });
      expect(p.seedLabel!.lots).toEqual([expect.objectContaining({ lotNumber: 'LOT-1', germinationPct: 82, purityPct: 98, stock: 40, expired: false })]);
      expect(await inShop(p)).toBe(true);
      const page = (await as(undefined, 'GET', `/api/store/products/${p.id}`)).json<StoreProduct>();
      expect(page.seedLabel).toEqual({
        crop: 'Pigeon pea',
        variety: 'BSMR 736',
        lotNumber: 'LOT-1',
        testedOn: day(-10),
        germinationPct: 82,
        purityPct: 98,
        netQuantity: 1,
        netUnit: 'kg',
        validUntil: day(300),
        treated: true,
        treatment: 'Thiram 75% WS, 3 g per kg',
      });
      // The line in Hindi and Marathi, given in the form, is what those pages show; blank, they show the English.
      expect(p.seedLabel).toMatchObject({ treatmentHi: null, treatmentMr: null });
      const hiLine = 'थिरम 75% WS, 3 ग्राम प्रति किलो बीज';
      const translated = await adminCall('PUT', `/products/${p.id}`, okraSeeds({ name: p.name, seedLabel: { ...seedLabel(40, { treated: true, treatment: 'Thiram 75% WS, 3 g per kg' }), treatmentHi: ` ${hiLine} `, treatmentMr: '', lot: undefined } }));
      expect(translated.statusCode, translated.body).toBe(200);
      expect(translated.json<AdminProduct>().seedLabel).toMatchObject({ treatmentHi: hiLine, treatmentMr: null });
      expect((await as(undefined, 'GET', `/api/store/products/${p.id}?lang=hi`)).json<StoreProduct>().seedLabel?.treatment).toBe(hiLine);
      expect((await as(undefined, 'GET', `/api/store/products/${p.id}?lang=mr`)).json<StoreProduct>().seedLabel?.treatment).toBe('Thiram 75% WS, 3 g per kg');
      const tooLong = await adminCall('PUT', `/products/${p.id}`, okraSeeds({ name: p.name, seedLabel: { ...seedLabel(40, { treated: true, treatment: 'Thiram' }), treatmentMr: 'x'.repeat(201), lot: undefined } }));
      expect(tooLong.statusCode).toBe(400);
      expect(Object.keys(tooLong.json().error.fields)).toEqual(['seedLabel.treatmentMr']);
      // Lists stay a single-table read: no label there.
      expect((await storeList(`?q=${encodeURIComponent(p.name)}`)).items[0]).not.toHaveProperty('seedLabel');
      // An edit cannot drop the label of a product on sale.
      const dropped = await adminCall('PUT', `/products/${p.id}`, okraSeeds({ name: p.name, seedLabel: { ...seedLabel(40), crop: '', lot: undefined } }));
      expect(dropped.statusCode).toBe(400);
      expect(dropped.json().error.fields).toEqual({ 'seedLabel.crop': 'This field is required' });
    });

    it('gives the seeded seed products a label and a lot valid for a year, and the rest none', async () => {
      const wheat = (await storeList('?q=Premium%20Wheat')).items[0]!;
      const label = (await as(undefined, 'GET', `/api/store/products/${wheat.id}`)).json<StoreProduct>().seedLabel!;
      expect(label).toMatchObject({ crop: 'Wheat', variety: 'HD 2967', netQuantity: 40, netUnit: 'kg', treated: true, purityPct: 98 });
      expect(label.germinationPct).toBeGreaterThanOrEqual(85);
      expect(label.validUntil > day(360)).toBe(true);
      const tractor = (await storeList('?q=Modern%20Tractor')).items[0]!;
      expect((await as(undefined, 'GET', `/api/store/products/${tractor.id}`)).json<StoreProduct>()).not.toHaveProperty('seedLabel');
    });
  });

  describe('lots, orders and expiry', () => {
    it('sells first-expiring first, records the lots on the order line, and a cancellation puts them back', async () => {
      const p = await createSeed({ name: 'Bhindi Two Lots', seedLabel: seedLabel(2, { lot: { lotNumber: 'A-1', testedOn: day(-5), germinationPct: 80, purityPct: 98.5, validUntil: day(10), stock: 2 } }) });
      const b = await adminCall('POST', `/products/${p.id}/lots`, { lotNumber: 'B-2', testedOn: day(-1), germinationPct: 85, purityPct: 99, validUntil: day(100), stock: 10 });
      expect(b.statusCode, b.body).toBe(201);
      expect(b.json<SeedLabel>().lots.map((l) => [l.lotNumber, l.stock])).toEqual([['B-2', 10], ['A-1', 2]]);
      expect((await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>().stock).toBe(12);
      // The same number again is refused, whatever its letter case.
      const again = await adminCall('POST', `/products/${p.id}/lots`, { lotNumber: 'b-2', testedOn: day(-1), germinationPct: 85, purityPct: 99, validUntil: day(100), stock: 1 });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({ code: 'lot_exists', params: { lot: 'b-2' } });

      const cookie = await buyer();
      const placed = await order(cookie, [{ productId: p.id, quantity: 3 }]);
      expect(placed.statusCode, placed.body).toBe(201);
      const placedOrder = placed.json<StoreOrder>();
      const line = await t.db.selectFrom('order_items').select('id').where('order_id', '=', placedOrder.id).executeTakeFirstOrThrow();
      const taken = await t.db.selectFrom('order_item_lots').select(['lot_number', 'quantity']).where('order_item_id', '=', line.id).orderBy('lot_number').execute();
      expect(taken.map((r) => [r.lot_number, Number(r.quantity)])).toEqual([['A-1', 2], ['B-2', 1]]);
      expect((await lotsOf(p.id)).map((l) => [l.lotNumber, l.stock])).toEqual([['B-2', 9], ['A-1', 0]]);
      expect((await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>().stock).toBe(9);

      // The lot-wise export lists the sale.
      const csv = await adminCall('GET', `/reports/seed-lots.csv?from=${day()}&to=${day()}`);
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body).toContain(`Bhindi Two Lots,A-1,${day(10)},2,1,${placedOrder.number}`);
      expect(csv.body).toContain(`Bhindi Two Lots,B-2,${day(100)},1,1,${placedOrder.number}`);

      const cancelled = await adminCall('PATCH', `/orders/${placedOrder.id}/status`, { status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await lotsOf(p.id)).map((l) => [l.lotNumber, l.stock])).toEqual([['B-2', 10], ['A-1', 2]]);
      expect((await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>().stock).toBe(12);
      // A cancelled order leaves the export.
      expect((await adminCall('GET', `/reports/seed-lots.csv?from=${day()}&to=${day()}`)).body).not.toContain('Bhindi Two Lots');
    });

    it('refuses an expired lot at checkout by name, takes the product out of the shop, and a new lot brings it back', async () => {
      const p = await createSeed({ name: 'Short Lived Spinach', seedLabel: seedLabel(5, { lot: { lotNumber: 'S-1', testedOn: day(-30), germinationPct: 75, purityPct: 98, validUntil: day(2), stock: 5 } }) });
      const cookie = await buyer();
      // In the cart while the lot was valid.
      expect((await as(cookie, 'POST', '/api/store/cart/items', { productId: p.id, quantity: 2 })).statusCode).toBe(200);
      const before = await storeList('');
      const seedsBefore = (await as(undefined, 'GET', '/api/store/categories')).json<{ items: { slug: string; productCount: number }[] }>().items.find((c) => c.slug === 'seeds')!.productCount;

      now += 2 * DAY; // its last valid day: still sold
      expect(await inShop(p)).toBe(true);
      now += 1 * DAY; // past it
      // Before the periodic pass has run, checkout already refuses it, naming it; the quote says the same.
      const refused = await order(cookie, [{ productId: p.id, quantity: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'lot_expired', params: { products: 'Short Lived Spinach' } });
      const quote = await as(cookie, 'POST', '/api/store/orders/quote', { items: [{ productId: p.id, quantity: 1 }], shipping: { state: shipping.state, pincode: shipping.pincode } });
      expect(quote.statusCode).toBe(409);
      expect(quote.json().error.code).toBe('lot_expired');
      expect((await lotsOf(p.id))[0]).toMatchObject({ stock: 5, expired: true });

      // The pass takes it out: page, search, category and every count.
      expect(await t.app.seedLotSweep()).toMatchObject({ refreshed: expect.any(Number) });
      expect(await inShop(p)).toBe(false);
      expect((await storeList('')).catalogueTotal).toBe(before.catalogueTotal - 1);
      const seedsAfter = (await as(undefined, 'GET', '/api/store/categories')).json<{ items: { slug: string; productCount: number }[] }>().items.find((c) => c.slug === 'seeds')!.productCount;
      expect(seedsAfter).toBe(seedsBefore - 1);
      expect((await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>()).toMatchObject({ isActive: false, stock: 0 });
      // Still refused by name, from the cart filled before.
      expect((await order(cookie, [{ productId: p.id, quantity: 1 }])).json().error.code).toBe('lot_expired');
      // The admin cannot show it again without a valid lot (it is not hidden, just out).
      expect((await adminCall('PATCH', `/products/${p.id}`, { isActive: true })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(false);

      // A new lot brings it back, with that lot's stock only.
      const fresh = await adminCall('POST', `/products/${p.id}/lots`, { lotNumber: 'S-2', testedOn: day(), germinationPct: 78, purityPct: 98, validUntil: day(270), stock: 7 });
      expect(fresh.statusCode, fresh.body).toBe(201);
      expect(await inShop(p)).toBe(true);
      expect((await as(undefined, 'GET', `/api/store/products/${p.id}`)).json<StoreProduct>()).toMatchObject({ stock: 7, seedLabel: { lotNumber: 'S-2', validUntil: day(270) } });
      expect((await order(cookie, [{ productId: p.id, quantity: 2 }])).statusCode).toBe(201);
      expect((await lotsOf(p.id)).map((l) => [l.lotNumber, l.stock])).toEqual([['S-2', 5], ['S-1', 5]]);
    });

    it('keeps the admin\'s own Hide when a lot comes or goes', async () => {
      const p = await createSeed({ name: 'Hidden Chilli Seeds' });
      expect((await adminCall('PATCH', `/products/${p.id}`, { isActive: false })).statusCode).toBe(200);
      await adminCall('POST', `/products/${p.id}/lots`, { lotNumber: 'H-2', testedOn: day(), germinationPct: 70, purityPct: 98, validUntil: day(100), stock: 3 });
      expect(await inShop(p)).toBe(false);
      expect((await adminCall('PATCH', `/products/${p.id}`, { isActive: true })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(true);
    });

    it('keeps factory seed products on sale with their lot, and one without a lot out after the pass', async () => {
      const withLot = await createProduct(t.db, { name: 'Factory Lot Seeds' });
      const noLot = await createProduct(t.db, { name: 'Factory Lotless Seeds', lot: false });
      await t.app.seedLotSweep();
      expect(await inShop({ id: withLot.id, name: withLot.name })).toBe(true);
      expect(await inShop({ id: noLot.id, name: noLot.name })).toBe(false);
    });
  });

  describe('vendors', () => {
    async function licensedVendor(name: string) {
      const res = await http.register(vendor({ businessName: name }));
      const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
      expect((await adminCall('POST', `/vendors/${v.id}/approve`)).statusCode).toBe(200);
      expect((await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence())).statusCode).toBe(200);
      return v;
    }

    it('refuses to publish a vendor seed listing without its label, naming each field; a draft may wait', async () => {
      const v = await licensedVendor('Latur Seed House');
      const body = { ...okraSeeds({ seedLabel: undefined }), published: true };
      const refused = await as(v.cookie, 'POST', '/api/vendor/products', body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().error.fields).sort()).toEqual([...LABEL_FIELDS, ...LOT_FIELDS].sort());
      const draft = await as(v.cookie, 'POST', '/api/vendor/products', { ...body, published: false, seedLabel: { crop: 'Okra' } });
      expect(draft.statusCode, draft.body).toBe(201);
      const listing = draft.json<VendorProduct>();
      expect(listing).toMatchObject({ state: 'draft', stock: 0, seedLabel: { crop: 'Okra', variety: null, lots: [] } });
      // Publishing it still names what is missing.
      const publish = await as(v.cookie, 'PUT', `/api/vendor/products/${listing.id}`, { ...body, seedLabel: { crop: 'Okra' } });
      expect(Object.keys(publish.json().error.fields).sort()).toEqual([...LABEL_FIELDS.filter((f) => f !== 'seedLabel.crop'), ...LOT_FIELDS].sort());
      // The vendor adds a lot to its draft, then publishes with the whole label.
      const lot = await as(v.cookie, 'POST', `/api/vendor/products/${listing.id}/lots`, { lotNumber: 'V-1', testedOn: day(-3), germinationPct: 72, purityPct: 98, validUntil: day(200), stock: 25 });
      expect(lot.statusCode, lot.body).toBe(201);
      const published = await as(v.cookie, 'PUT', `/api/vendor/products/${listing.id}`, { ...body, seedLabel: { ...seedLabel(0), lot: undefined } });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json<VendorProduct>()).toMatchObject({ state: 'in_shop', stock: 25 });
      // A seed's stock is its lots'.
      const stock = await as(v.cookie, 'PATCH', `/api/vendor/products/${listing.id}/stock`, { stock: 99 });
      expect(stock.statusCode).toBe(409);
      expect(stock.json().error.code).toBe('seed_stock_from_lots');
    });

    it("reaches only its own products' lots and lot-wise sales", async () => {
      const v = await licensedVendor('Osmanabad Seeds');
      const other = await licensedVendor('Beed Seeds');
      const mine = (await as(v.cookie, 'POST', '/api/vendor/products', { ...okraSeeds({ name: '=HYPERLINK("http://x")' }), published: true })).json<VendorProduct>();
      const theirs = (await as(other.cookie, 'POST', '/api/vendor/products', { ...okraSeeds({ name: 'Beed Okra' }), published: true })).json<VendorProduct>();
      const shopOwn = await createSeed({ name: 'Shop Own Okra' });
      const lot = { lotNumber: 'Z-9', testedOn: day(), germinationPct: 70, purityPct: 98, validUntil: day(90), stock: 1 };
      for (const id of [theirs.id, shopOwn.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
        expect((await as(v.cookie, 'POST', `/api/vendor/products/${id}/lots`, lot)).statusCode, id).toBe(404);
      }
      expect((await as(undefined, 'POST', `/api/vendor/products/${mine.id}/lots`, lot)).statusCode).toBe(401);
      expect((await as(await buyer(), 'POST', `/api/admin/products/${mine.id}/lots`, lot)).statusCode).toBe(403);
      expect((await as(v.cookie, 'POST', `/api/vendor/products/${mine.id}/lots`, { ...lot, germinationPct: 'high' })).json().error.fields).toEqual({ germinationPct: 'Germination must be a whole percent from 0 to 100' });

      const cookie = await buyer();
      expect((await order(cookie, [{ productId: mine.id, quantity: 1 }, { productId: theirs.id, quantity: 2 }])).statusCode).toBe(201);
      // Orders are dated by the real time, the clock of this suite has moved on a few days.
      const csv = await as(v.cookie, 'GET', `/api/vendor/reports/seed-lots.csv?from=${day(-10)}&to=${day()}`);
      expect(csv.statusCode, csv.body).toBe(200);
      // A name a spreadsheet would run as a formula is kept as text; another vendor's sale is not there.
      expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")",LOT-1,${indiaDay(300)},1,1,`);
      expect(csv.body).not.toContain('Beed Okra');
      expect((await adminCall('GET', `/reports/seed-lots.csv?from=${day(-10)}&to=${day()}`)).body).toContain('Beed Okra,LOT-1');
      expect((await adminCall('GET', `/reports/seed-lots.csv?from=${day()}&to=${day(-1)}`)).statusCode).toBe(400);
    });
  });

  it('has the seeded seeds\' features agree with their labels, and the treatment line in the reader\'s language', async () => {
    const seeds = (await storeList('?category=seeds&pageSize=100')).items.filter((p) => p.seedLabel !== undefined || p.category === 'seeds');
    const wheat = seeds.find((p) => p.name === 'Premium Wheat Seeds')!;
    for (const p of seeds) {
      const page = (await as(undefined, 'GET', `/api/store/products/${p.id}`)).json<StoreProduct>();
      if (!page.seedLabel) continue;
      // A germination claim says the label's figure, never a higher one.
      for (const feature of page.features.filter((f) => /germination/i.test(f))) expect(feature, p.name).toContain(`${page.seedLabel.germinationPct}%`);
    }
    const inEnglish = (await as(undefined, 'GET', `/api/store/products/${wheat.id}`)).json<StoreProduct>();
    expect(inEnglish.features).toContain('Germination 88% (as on the seed label)');
    expect(inEnglish.seedLabel).toMatchObject({ germinationPct: 88, treatment: 'Carboxin 37.5% + Thiram 37.5% WS, 2 g per kg' });
    const inHindi = (await as(undefined, 'GET', `/api/store/products/${wheat.id}?lang=hi`)).json<StoreProduct>();
    expect(inHindi.features).toContain('अंकुरण 88% (बीज के लेबल के अनुसार)');
    expect(inHindi.seedLabel?.treatment).toBe('कार्बोक्सिन 37.5% + थिरम 37.5% WS, 2 ग्राम प्रति किलो बीज');
    const inMarathi = (await as(undefined, 'GET', `/api/store/products/${wheat.id}?lang=mr`)).json<StoreProduct>();
    expect(inMarathi.features).toContain('उगवण 88% (बियाण्याच्या लेबलनुसार)');
    expect(inMarathi.seedLabel?.treatment).toBe('कार्बोक्सिन 37.5% + थायरम 37.5% WS, 2 ग्रॅम प्रति किलो बियाणे');
  });
});
