import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The catalogue's filters with counts (docs/product-rules.md 40, docs/decisions/0055): values of
// one filter OR-ed, filters AND-ed, a filter's own choice not narrowing its own counts; only
// products in the shop counted. Every product here is named "Qzfacet ...", and every request
// searches for it, so the seeded shop stays out of the counts.
describeEachDialect('catalogue filters with counts', (dialect) => {
  let t: TestApp;
  let vendorId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const http = api(t.app);
    await http.register(vendor({ businessName: 'Patil Agro Kendra', email: `patil-${dialect}@example.com` })).then(sessionCookie);
    vendorId = (await t.db.selectFrom('vendor_profiles').select('user_id').where('business_name', '=', 'Patil Agro Kendra').executeTakeFirstOrThrow()).user_id;
    const p = (n: number, columns: Parameters<typeof createProduct>[1]) => createProduct(t.db, { name: `Qzfacet item ${n}`, lot: false, ...columns });
    // Seeds: two of the shop's (1 kg written as 1000 g, and 1 kg), one of the vendor's (500 g, sold out).
    await p(1, { category: 'seeds', price_paise: 450_00, stock: 5, pack_size: 1000, pack_unit: 'g' });
    await p(2, { category: 'seeds', price_paise: 900_00, stock: 3, pack_size: 1, pack_unit: 'kg' });
    await p(3, { category: 'seeds', price_paise: 1_500_00, stock: 0, pack_size: 500, pack_unit: 'g', vendor_id: vendorId });
    // Tools: the vendor's sprayer and the shop's tiller (no pack).
    await p(4, { category: 'tools', price_paise: 2_500_00, stock: 8, pack_size: 1, pack_unit: 'piece', vendor_id: vendorId });
    await p(5, { category: 'tools', price_paise: 2_50_000_00, stock: 2 });
    // Hidden: never counted, whatever it would match.
    await p(6, { category: 'seeds', price_paise: 450_00, stock: 5, pack_size: 1, pack_unit: 'kg', is_active: 0 });
    await t.database.catalogueChanges?.sync();
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/products?q=qzfacet${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<StoreProductList>();
  };
  const counts = (body: StoreProductList) => Object.fromEntries(Object.entries(body.facets).map(([name, values]) => [name, Object.fromEntries(values.map((v) => [v.value, v.count]))]));
  const names = (body: StoreProductList) => body.items.map((p) => p.name).sort();

  it('counts every filter over the search, hidden products left out, 1000 g and 1 kg one pack', async () => {
    const body = await list('');
    expect(body.total).toBe(5);
    expect(counts(body)).toEqual({
      category: { seeds: 3, tools: 2 },
      seller: { shop: 3, [vendorId]: 2 },
      stock: { in: 4 },
      price: { '0-500': 1, '500-2000': 2, '2000-10000': 1, '200000-up': 1 },
      pack: { '500-g': 1, '1-kg': 2, '1-piece': 1 },
    });
    expect(body.facets.seller.map((v) => v.label)).toEqual([undefined, 'Patil Agro Kendra']);
    // In the shop's orders: categories and bands as listed, packs by unit then size.
    expect(body.facets.pack.map((v) => v.value)).toEqual(['500-g', '1-kg', '1-piece']);
  });

  it('ORs the values of one filter, ANDs filters, and leaves a filter its own other values', async () => {
    const seeds = await list('&category=seeds');
    expect(names(seeds)).toEqual(['Qzfacet item 1', 'Qzfacet item 2', 'Qzfacet item 3']);
    // Its own counts stay whole (Tools can still be added); the others count seeds only.
    expect(counts(seeds).category).toEqual({ seeds: 3, tools: 2 });
    expect(counts(seeds).seller).toEqual({ shop: 2, [vendorId]: 1 });

    const both = await list('&category=seeds&category=tools&seller=shop');
    expect(names(both)).toEqual(['Qzfacet item 1', 'Qzfacet item 2', 'Qzfacet item 5']);
    expect(counts(both).category).toEqual({ seeds: 2, tools: 1 });
    expect(counts(both).seller).toEqual({ shop: 3, [vendorId]: 2 });

    const narrow = await list(`&seller=${vendorId}&stock=in&price=500-2000&price=2000-10000`);
    expect(names(narrow)).toEqual(['Qzfacet item 4']);
    expect(narrow.total).toBe(1);
    expect(counts(narrow)).toEqual({
      category: { tools: 1 },
      seller: { shop: 1, [vendorId]: 1 },
      // Without "in stock", the vendor's two in these bands.
      stock: { in: 1 },
      // A chosen band without products stays listed, at 0, so it can be unticked.
      price: { '500-2000': 0, '2000-10000': 1 },
      pack: { '1-piece': 1 },
    });
  });

  it('finds a pack however its seller wrote it, and shows a chosen value with no products at 0', async () => {
    expect(names(await list('&pack=1-kg'))).toEqual(['Qzfacet item 1', 'Qzfacet item 2']);
    const none = await list('&pack=5-l&category=seeds');
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.facets.pack).toContainEqual({ value: '5-l', count: 0 });
  });

  it('follows a product selling out, a new pack and hiding at once', async () => {
    const item2 = await t.db.selectFrom('products').select('id').where('name', '=', 'Qzfacet item 2').executeTakeFirstOrThrow();
    expect(counts(await list('&stock=in')).stock).toEqual({ in: 4 });
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', item2.id).execute();
    await t.database.catalogueChanges?.sync();
    expect(counts(await list('&stock=in')).stock).toEqual({ in: 3 });
    await t.db.updateTable('products').set({ pack_size: 5, pack_unit: 'kg' }).where('id', '=', item2.id).execute();
    await t.database.catalogueChanges?.sync();
    expect(counts(await list('')).pack).toEqual({ '500-g': 1, '1-kg': 1, '5-kg': 1, '1-piece': 1 });
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', item2.id).execute();
    await t.database.catalogueChanges?.sync();
    const after = await list('');
    expect(after.total).toBe(4);
    expect(counts(after).category).toEqual({ seeds: 2, tools: 2 });
    await t.db.updateTable('products').set({ is_active: 1, stock: 3, pack_size: 1, pack_unit: 'kg' }).where('id', '=', item2.id).execute();
    await t.database.catalogueChanges?.sync();
  });

  it('counts the whole shop without a search, and a search with a filter pages its matches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products?category=tools&pageSize=1' });
    const body = res.json<StoreProductList>();
    const tools = await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('is_active', '=', 1).where('category', '=', 'tools').executeTakeFirstOrThrow();
    expect(body.total).toBe(Number(tools.n));
    expect(body.facets.category.find((v) => v.value === 'tools')?.count).toBe(Number(tools.n));
    expect(body.items).toHaveLength(1);
    const second = (await list('&category=tools&sort=price-high&pageSize=1&page=2')).items.map((p) => p.name);
    expect(second).toEqual(['Qzfacet item 4']);
  });

  it.each([
    ['category=toys', 'category'],
    ['category=seeds&category=toys', 'category'],
    ['seller=someone', 'seller'],
    ['stock=out', 'stock'],
    ['stock=in&stock=in', 'stock'],
    ['price=1-2', 'price'],
    ['pack=1.5-kg', 'pack'],
    ['pack=1-tonne', 'pack'],
    ['pack=0-kg', 'pack'],
    [Array.from({ length: 21 }, (_, i) => `pack=${i + 1}-kg`).join('&'), 'pack'],
  ])('answers 400 naming the filter for ?%s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toEqual(expect.any(String));
  });
});
