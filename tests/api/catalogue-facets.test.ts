import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { AdminCropList } from '../../src/shared/schemas/crops.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { signInAsAdmin } from '../helpers/admin.ts';

// The catalogue's filters with counts (docs/product-rules.md 40, docs/decisions/0055): values of
// one filter OR-ed, filters AND-ed, a filter's own choice not narrowing its own counts; only
// products in the shop counted. Every product here is named "Qzfacet ...", and every request
// searches for it, so the seeded shop stays out of the counts.
describeEachDialect('catalogue filters with counts', (dialect) => {
  let t: TestApp;
  let vendorId: string;
  let vendorCookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const http = api(t.app);
    vendorCookie = await http.register(vendor({ businessName: 'Patil Agro Kendra', email: `patil-${dialect}@example.com` })).then(sessionCookie);
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
  // The filters with values (those without any products here are left out).
  const counts = (body: StoreProductList) =>
    Object.fromEntries(
      Object.entries(body.facets)
        .filter(([, values]) => values.length > 0)
        .map(([name, values]) => [name, Object.fromEntries(values.map((v) => [v.value, v.count]))]),
    );
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

  // Crops and problems through the products' approved uses, brand and active ingredient from the
  // label (docs/decisions/0055, "Adding a filter"); and the search finds a product by them, in
  // every language. These products are named "Qzlabel ...", searched for as such.
  describe('by crop, problem, brand and active ingredient', () => {
    let admin: string;
    const ids: Record<string, string> = {};
    const http = () => api(t.app);
    const put = (url: string, body: unknown, cookie = admin) => http().call('PUT', url, { cookie, body });
    const labelList = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/products?q=qzlabel${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StoreProductList>();
    };
    const found = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/products?q=${encodeURIComponent(q)}&pageSize=100` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<StoreProductList>().items.map((p) => p.name);
    };
    const synced = () => t.database.catalogueChanges?.sync();

    beforeAll(async () => {
      admin = (await signInAsAdmin(t)).cookie;
      const q = (name: string, columns: Parameters<typeof createProduct>[1]) => createProduct(t.db, { name: `Qzlabel ${name}`, lot: false, ...columns }).then((p) => (ids[name] = p.id));
      await q('guard', { category: 'pesticides', hsn_code: '3808', brand: 'Dhanuka', generic_name: 'Imidacloprid 17.8% SL', pack_size: 100, pack_unit: 'ml', price_paise: 300_00 });
      await q('feed', { category: 'fertilizers', hsn_code: '3105', brand: 'Mahadhan', pack_size: 1, pack_unit: 'kg', price_paise: 800_00 });
      await q('packet', { category: 'seeds', brand: 'Ankur', vendor_id: vendorId, pack_size: 450, pack_unit: 'g', price_paise: 900_00 });
      await q('hoe', { category: 'tools', price_paise: 400_00 });
      const claim = { genericName: 'Imidacloprid 17.8% SL', crop: 'cotton', problem: 'jassid', doseAmount: 50, doseUnit: 'ml', waitingDays: 40, source: 'CIB&RC major uses of pesticides (test copy)' };
      expect((await http().call('POST', '/api/admin/label-claims', { cookie: admin, body: claim })).statusCode).toBe(201);
      const dose = { doseAmount: 40, doseUnit: 'ml', doseBasis: 'acre' };
      let res = await put(`/api/admin/products/${ids.guard}/uses`, { uses: [{ crop: 'cotton', stage: 'vegetative', problem: 'jassid', ...dose }] });
      expect(res.statusCode, res.body).toBe(200);
      const kg = { doseAmount: 2, doseUnit: 'kg', doseBasis: 'acre' };
      res = await put(`/api/admin/products/${ids.feed}/uses`, { uses: [{ crop: 'wheat', stage: 'sowing', problem: null, ...kg }, { crop: 'tomato', stage: 'vegetative', problem: 'early-blight', ...kg }] });
      expect(res.statusCode, res.body).toBe(200);
      // The vendor's: waits for the admin, so neither counted nor searched by its crop yet.
      res = await put(`/api/vendor/products/${ids.packet}/uses`, { uses: [{ crop: 'cotton', stage: 'sowing', problem: null, doseAmount: 450, doseUnit: 'g', doseBasis: 'acre' }] }, vendorCookie);
      expect(res.statusCode, res.body).toBe(200);
      await synced();
    });

    it('counts crops and problems of approved uses only, named in the reader\'s language, and brands and ingredients as written', async () => {
      const body = await labelList('');
      expect(body.total).toBe(4);
      expect(counts(body)).toMatchObject({
        crop: { wheat: 1, cotton: 1, tomato: 1 },
        problem: { 'cotton.jassid': 1, 'tomato.early-blight': 1 },
        brand: { Dhanuka: 1, Mahadhan: 1, Ankur: 1 },
        ingredient: { 'Imidacloprid 17.8% SL': 1 },
      });
      // The crop guide's order, and names: the problem with its crop.
      expect(body.facets.crop.map((v) => v.label)).toEqual(['Wheat', 'Cotton', 'Tomato']);
      expect(body.facets.problem.map((v) => v.label)).toEqual(['Cotton: Jassid (leafhopper)', 'Tomato: Early blight']);
      const marathi = (await t.app.inject({ method: 'GET', url: '/api/store/products?q=qzlabel&lang=mr' })).json<StoreProductList>();
      expect(marathi.facets.crop.map((v) => v.label)).toEqual(['गहू', 'कापूस', 'टोमॅटो']);
      expect(marathi.facets.problem.map((v) => v.label)).toEqual(['कापूस: तुडतुडे', 'टोमॅटो: लवकर येणारा करपा']);
    });

    it('filters by them, combined with the other filters by the same rule', async () => {
      const names = (body: StoreProductList) => body.items.map((p) => p.name.replace('Qzlabel ', '')).sort();
      expect(names(await labelList('&crop=cotton'))).toEqual(['guard']);
      expect(names(await labelList('&crop=cotton&crop=wheat'))).toEqual(['feed', 'guard']);
      expect(names(await labelList('&problem=tomato.early-blight&category=fertilizers'))).toEqual(['feed']);
      expect(names(await labelList('&ingredient=Imidacloprid%2017.8%25%20SL'))).toEqual(['guard']);
      const both = await labelList('&crop=cotton&brand=Dhanuka&brand=Ankur');
      expect(names(both)).toEqual(['guard']);
      // Its own choice leaves the crop filter whole over the chosen brands; the brands count cotton's
      // products, the chosen Ankur at 0 (its packet's cotton use waits for the admin).
      expect(counts(both).crop).toEqual({ cotton: 1 });
      expect(counts(both).brand).toEqual({ Dhanuka: 1, Ankur: 0 });
      expect(counts(both).category).toEqual({ pesticides: 1 });
      expect(names(await labelList('&crop=cotton&category=tools'))).toEqual([]);
    });

    it('counts and finds a vendor\'s use once the admin approves it (the catalogue\'s version moves)', async () => {
      expect(await found('kapas')).not.toContain('Qzlabel packet');
      const version = async () => (await t.db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version;
      const before = await version();
      const res = await http().call('POST', `/api/admin/products/${ids.packet}/uses/approve`, { cookie: admin });
      expect(res.statusCode, res.body).toBe(200);
      await synced();
      expect(Number(await version())).toBeGreaterThan(Number(before));
      expect(counts(await labelList('&crop=cotton&brand=Dhanuka&brand=Ankur')).brand).toEqual({ Dhanuka: 1, Ankur: 1 });
      expect(counts(await labelList('')).crop).toEqual({ wheat: 1, cotton: 2, tomato: 1 });
      expect(await found('kapas')).toContain('Qzlabel packet');
    });

    it('finds a product by its crop in English, Hindi, Marathi and Latin letters, by its active ingredient and brand, and by a problem\'s Marathi name', async () => {
      for (const q of ['cotton', 'कपास', 'कापूस', 'kapas', 'Cotton']) expect(await found(q), q).toContain('Qzlabel guard');
      expect(await found('imidacloprid')).toEqual(['Qzlabel guard']);
      expect(await found('mahadhan')).toEqual(['Qzlabel feed']);
      expect(await found('लवकर येणारा करपा')).toEqual(['Qzlabel feed']);
      expect(await found('tudtude')).toContain('Qzlabel guard');
      // A pending or another crop's use does not: the feed is for wheat and tomato.
      expect(await found('कपास')).not.toContain('Qzlabel feed');
    });

    it('follows the admin renaming a crop, and a brand or generic name edited', async () => {
      // The admin's crop form sends the crop whole (docs/decisions/0058): its drawings by file name.
      const rename = async (hi: string) => {
        const { slug: _slug, ...cotton } = (await http().call('GET', '/api/admin/crops', { cookie: admin })).json<AdminCropList>().items.find((c) => c.slug === 'cotton')!;
        const problems = cotton.problems.map((p) => ({ ...p, image: p.image.replace('/images/problems/', '') }));
        return put('/api/admin/crops/cotton', { ...cotton, problems, name: { ...cotton.name, hi } });
      };
      expect((await rename('नरमा कपास')).statusCode).toBe(200);
      await synced();
      expect(await found('नरमा')).toEqual(expect.arrayContaining(['Qzlabel guard', 'Qzlabel packet']));
      expect(await found('narma')).toContain('Qzlabel guard');
      expect((await rename('कपास')).statusCode).toBe(200);
      await synced();
      expect(await found('नरमा')).toEqual([]);
      await t.db.updateTable('products').set({ generic_name: 'Thiamethoxam 25% WG' }).where('id', '=', ids.guard!).execute();
      await synced();
      expect(await found('imidacloprid')).toEqual([]);
      expect(counts(await labelList('')).ingredient).toEqual({ 'Thiamethoxam 25% WG': 1 });
      await t.db.updateTable('products').set({ generic_name: 'Imidacloprid 17.8% SL' }).where('id', '=', ids.guard!).execute();
      await synced();
    });

    it('writes the terms of products that lack them when a server starts (an existing shop\'s)', async () => {
      await t.db.updateTable('products').set({ search_terms: '' }).where('id', 'in', [ids.guard!, ids.feed!]).execute();
      await synced();
      expect(await found('tudtude')).not.toContain('Qzlabel guard');
      await t.app.fillSearchTerms();
      await synced();
      expect(await found('tudtude')).toContain('Qzlabel guard');
      expect(await found('लवकर येणारा करपा')).toEqual(['Qzlabel feed']);
    });

    it.each([
      ['crop=banana', 'crop'],
      ['crop=Cotton', 'crop'],
      ['problem=cotton.early-blight', 'problem'],
      ['problem=jassid', 'problem'],
      [`brand=${'x'.repeat(201)}`, 'brand'],
      ['ingredient=', 'ingredient'],
      [Array.from({ length: 21 }, (_, i) => `brand=b${i}`).join('&'), 'brand'],
    ])('answers 400 naming the filter for ?%s', async (query, field) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/store/products?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([field]);
    });
  });
});
