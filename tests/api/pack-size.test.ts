import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/shared/schemas/admin-products.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { migrateDownOne, migrateToLatest } from '../../src/server/db/migrate.ts';
import { CATALOG_PRODUCTS } from '../../src/server/seed/catalog-products.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { SEEDED_LABELS } from '../../src/server/seed/seed-labels.ts';
import { seededPackColumns } from '../../src/server/seed/seed-packs.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';
import { createProduct, licence, seedLabel, packLabel } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Pack size and unit (issue 17, docs/product-rules.md 34), and "Sold by" in the lists. */

const tool = (over: Record<string, unknown> = {}) => ({
  name: 'Khurpi Hand Weeder',
  description: 'A forged steel khurpi for weeding between rows of vegetables.',
  pricePaise: 180_00,
  category: 'tools',
  hsnCode: '8201',
  stock: 30,
  imageUrl: '',
  features: ['Forged steel'],
  packSize: 1,
  packUnit: 'piece',
  ...over,
});

describeEachDialect('pack size and sellers', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const adminCall = (method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown) => http.call(method, `/api/admin${url}`, { cookie: admin, body });
  const storeList = async (query: string) => {
    const res = await http.call('GET', `/api/store/products${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreProductList>().items;
  };
  const storeDetail = async (id: string) => {
    const res = await http.call('GET', `/api/store/products/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreProduct>();
  };
  async function approvedVendor(businessName: string) {
    const res = await http.register(vendor({ businessName, ownerName: `${businessName} Owner` }));
    expect(res.statusCode, res.body).toBe(201);
    const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await adminCall('POST', `/vendors/${v.id}/approve`)).statusCode).toBe(200);
    expect((await http.call('PUT', '/api/vendor/licences/seed', { cookie: v.cookie, body: licence() })).statusCode).toBe(200);
    return v;
  }

  it('gives every seeded product its pack, a seed the net quantity of its label', async () => {
    const items = await storeList('?pageSize=100');
    const byName = new Map(items.map((p) => [p.name, p]));
    for (const seeded of CATALOG_PRODUCTS) {
      const p = byName.get(seeded.name);
      if (!p) continue; // Counted below: every seeded product is listed (the harvester too, out of stock)
      expect([p.packSize, p.packUnit], seeded.name).not.toContain(null);
      const label = SEEDED_LABELS[seeded.name];
      if (label) expect([p.packSize, p.packUnit], seeded.name).toEqual([label.netQuantity, label.netUnit]);
    }
    expect(byName.size).toBe(CATALOG_PRODUCTS.length);
    expect([byName.get('Modern Tractor')?.packSize, byName.get('Modern Tractor')?.packUnit]).toEqual([1, 'piece']);
    expect([byName.get('Neem Oil Bio-Pesticide')?.packSize, byName.get('Neem Oil Bio-Pesticide')?.packUnit]).toEqual([1, 'l']);
    // The shop's own products: no vendor, so the cards name the shop.
    expect(items.every((p) => p.soldBy === null)).toBe(true);
  });

  it('lets the admin set the pack; the admin, the list and the detail return it', async () => {
    const created = await adminCall('POST', '/products', tool({ packSize: 12, packUnit: 'packet' }));
    expect(created.statusCode, created.body).toBe(201);
    const p = created.json<AdminProduct>();
    expect([p.packSize, p.packUnit]).toEqual([12, 'packet']);
    const edited = await adminCall('PUT', `/products/${p.id}`, tool({ packSize: 500, packUnit: 'ml' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>()).toMatchObject({ packSize: 500, packUnit: 'ml' });
    expect(await storeDetail(p.id)).toMatchObject({ packSize: 500, packUnit: 'ml', soldBy: null });
    const listed = (await storeList('?q=khurpi')).find((i) => i.id === p.id);
    expect(listed).toMatchObject({ packSize: 500, packUnit: 'ml', soldBy: null });
  });

  it('refuses a bad pack with a 400 on its field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ packSize: 0 }, 'packSize', 'Pack size must be a whole number'],
      [{ packSize: -5 }, 'packSize', 'Pack size must be a whole number'],
      [{ packSize: 1.5 }, 'packSize', 'Pack size must be a whole number'],
      [{ packSize: '2' }, 'packSize', 'Pack size must be a whole number'],
      [{ packSize: 1_000_001 }, 'packSize', 'Pack size must be a whole number'],
      [{ packUnit: 'tonne' }, 'packUnit', 'Pack unit must be g, kg, ml, l, piece or packet'],
      [{ packUnit: 'KG' }, 'packUnit', 'Pack unit must be g, kg, ml, l, piece or packet'],
      // One without the other: the missing one is named.
      [{ packSize: undefined }, 'packSize', 'This field is required'],
      [{ packSize: null }, 'packSize', 'This field is required'],
      [{ packUnit: undefined }, 'packUnit', 'This field is required'],
    ];
    const { id } = await createProduct(t.db, { category: 'tools', hsn_code: '8201', pack_size: 1, pack_unit: 'piece' });
    for (const [over, field, message] of cases) {
      for (const [method, url] of [['POST', '/products'], ['PUT', `/products/${id}`]] as const) {
        const res = await adminCall(method, url, tool(over));
        expect(res.statusCode, `${method} ${JSON.stringify(over)}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(res.json().error.fields[field], JSON.stringify(over)).toContain(message);
      }
    }
    // Nothing was written by the refused edits.
    expect(await storeDetail(id)).toMatchObject({ packSize: 1, packUnit: 'piece' });
  });

  it("adds the product page's chosen quantity, from its form without JavaScript too (capped at the stock)", async () => {
    const { id } = await createProduct(t.db, { name: 'Quantity Seeds', stock: 6 });
    const post = (body: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/store/cart/items', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
    const first = await post(`productId=${id}&quantity=4`);
    expect(first.statusCode, first.body).toBe(303);
    const raw = first.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).map((c) => c.split(';')[0]).join('; ');
    const quantityNow = async () => (await http.call('GET', '/api/store/cart', { cookie })).json().items.find((l: { product: { id: string } }) => l.product.id === id)?.quantity;
    expect(await quantityNow()).toBe(4);
    expect((await post(`productId=${id}&quantity=5`, cookie)).statusCode).toBe(303);
    expect(await quantityNow()).toBe(6);
    // As JSON (the page with JavaScript): the same field.
    expect((await http.call('POST', '/api/store/cart/items', { cookie, body: { productId: id, quantity: 0 } })).statusCode).toBe(400);
  });

  it('takes a product without any pack from an older API client (null: none shown)', async () => {
    const res = await adminCall('POST', '/products', tool({ name: 'Sickle', packSize: undefined, packUnit: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await storeDetail(res.json<AdminProduct>().id)).toMatchObject({ packSize: null, packUnit: null });
  });

  it("keeps a seed's pack and its label's net quantity agreeing", async () => {
    const seed = (over: Record<string, unknown>) => tool({ category: 'seeds', hsnCode: '1209', name: 'Tur Seeds', seedLabel: seedLabel(20), label: packLabel({ genericName: 'Pigeon pea seed' }), ...over });
    // Without a pack: the label's (1 kg).
    const taken = await adminCall('POST', '/products', seed({ packSize: undefined, packUnit: undefined }));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<AdminProduct>()).toMatchObject({ packSize: 1, packUnit: 'kg' });
    // The same weight in grams is the same pack.
    const grams = await adminCall('POST', '/products', seed({ packSize: 1000, packUnit: 'g' }));
    expect(grams.statusCode, grams.body).toBe(201);
    expect(grams.json<AdminProduct>()).toMatchObject({ packSize: 1000, packUnit: 'g' });
    for (const pack of [{ packSize: 2, packUnit: 'kg' }, { packSize: 1, packUnit: 'l' }, { packSize: 1, packUnit: 'packet' }]) {
      const refused = await adminCall('POST', '/products', seed(pack));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.fields).toEqual({ packSize: "The pack must hold the seed label's net quantity" });
    }
    // A label counting seeds leaves the pack to the seller.
    const counted = await adminCall('POST', '/products', seed({ seedLabel: seedLabel(20, { netQuantity: 5000, netUnit: 'seeds' }), packSize: 1, packUnit: 'packet' }));
    expect(counted.statusCode, counted.body).toBe(201);
    expect(counted.json<AdminProduct>()).toMatchObject({ packSize: 1, packUnit: 'packet' });
  });

  it("lets a vendor set the pack, checked the same way, and names the vendor on the list's cards", async () => {
    const shirur = await approvedVendor('Shirur Krishi Seva');
    const akola = await approvedVendor('Akola Agro');
    const as = (v: { cookie: string }, method: 'POST' | 'PUT', url: string, body: unknown) => http.call(method, url, { cookie: v.cookie, body });
    const listing = (over: Record<string, unknown>) => ({ ...tool({ category: 'seeds', hsnCode: '1209', seedLabel: seedLabel(40), label: packLabel({ genericName: 'Pigeon pea seed' }), published: true }), ...over });

    const bad = await as(shirur, 'POST', '/api/vendor/products', listing({ name: 'Jowar Seeds', packUnit: 'sack' }));
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['packUnit']);
    const zero = await as(shirur, 'POST', '/api/vendor/products', listing({ name: 'Jowar Seeds', packSize: 0, packUnit: 'kg' }));
    expect(zero.statusCode, zero.body).toBe(400);
    expect(Object.keys(zero.json().error.fields)).toEqual(['packSize']);

    const jowar = await as(shirur, 'POST', '/api/vendor/products', listing({ name: 'Jowar Seeds', packSize: 1, packUnit: 'kg' }));
    expect(jowar.statusCode, jowar.body).toBe(201);
    expect(jowar.json<VendorProduct>()).toMatchObject({ packSize: 1, packUnit: 'kg' });
    const edited = await as(shirur, 'PUT', `/api/vendor/products/${jowar.json<VendorProduct>().id}`, listing({ name: 'Jowar Seeds', packSize: 1000, packUnit: 'g' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<VendorProduct>()).toMatchObject({ packSize: 1000, packUnit: 'g' });
    const bajra = await as(akola, 'POST', '/api/vendor/products', listing({ name: 'Bajra Seeds', packSize: 1, packUnit: 'kg' }));
    expect(bajra.statusCode, bajra.body).toBe(201);

    // Both vendors' products on one page of the list, and the shop's own, each with its seller.
    const items = await storeList('?category=seeds&pageSize=100');
    const seller = (name: string) => items.find((p) => p.name === name)?.soldBy;
    expect(seller('Jowar Seeds')).toBe('Shirur Krishi Seva');
    expect(seller('Bajra Seeds')).toBe('Akola Agro');
    expect(seller('Premium Wheat Seeds')).toBeNull();
    expect(items.find((p) => p.name === 'Jowar Seeds')).toMatchObject({ packSize: 1000, packUnit: 'g' });
    // A search (and its cached page) names them too.
    for (let i = 0; i < 2; i++) expect((await storeList('?q=jowar')).map((p) => p.soldBy)).toEqual(['Shirur Krishi Seva']);
    expect(await storeDetail(jowar.json<VendorProduct>().id)).toMatchObject({ soldBy: 'Shirur Krishi Seva', packSize: 1000, packUnit: 'g' });
  });
});

describeEachDialect('the pack-size migration', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);

  it("fills a shop's existing products: seeded ones by name, seeds from their label; undoes cleanly", async () => {
    const db = await fresh();
    await migrateToLatest(db);
    await seedCatalogIfEmpty(db);
    const labelled = await createProduct(db, { name: 'Okra Seeds (older listing)' }); // a 250 g label
    const tool = await createProduct(db, { name: 'Hand Hoe', category: 'tools', hsn_code: '8201' });
    // Back to before the pack columns (a shop running the previous release), and up again.
    for (;;) {
      const undone = await migrateDownOne(db);
      if (undone === '2026_11_26_104000_pack_size' || undone === undefined) break;
    }
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'products')!.columns.map((c) => c.name);
    expect(columns).not.toContain('pack_size');
    await migrateToLatest(db);

    const rows = await db.selectFrom('products').select(['id', 'name', 'pack_size', 'pack_unit']).execute();
    for (const seeded of CATALOG_PRODUCTS) {
      const row = rows.find((r) => r.name === seeded.name)!;
      expect({ size: row.pack_size, unit: row.pack_unit }, seeded.name).toEqual({ size: seededPackColumns(seeded.name).pack_size, unit: seededPackColumns(seeded.name).pack_unit });
    }
    expect(rows.find((r) => r.id === labelled.id)).toMatchObject({ pack_size: 250, pack_unit: 'g' });
    expect(rows.find((r) => r.id === tool.id)).toMatchObject({ pack_size: null, pack_unit: null });
    // The database refuses what the API would.
    await expect(db.updateTable('products').set({ pack_size: 0 }).where('id', '=', tool.id).execute()).rejects.toThrow();
    await expect(db.updateTable('products').set({ pack_unit: 'tonne' as never }).where('id', '=', tool.id).execute()).rejects.toThrow();
  });
});

describe('the seeded packs', () => {
  it('name a pack for each of the 17 seeded products, a seed the one its label gives', () => {
    for (const p of CATALOG_PRODUCTS) {
      const pack = seededPackColumns(p.name);
      expect(pack.pack_size, p.name).toBeGreaterThan(0);
      const label = SEEDED_LABELS[p.name];
      if (label) expect(pack).toEqual({ pack_size: label.netQuantity, pack_unit: label.netUnit });
    }
  });
});
