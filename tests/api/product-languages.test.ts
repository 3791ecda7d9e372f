import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/shared/schemas/admin-products.ts';
import type { Cart } from '../../src/shared/schemas/cart.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { shipping, packLabel } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';

// Products in English, हिन्दी and मराठी (issue 14): the store answers in the language asked for,
// falls back to English where a product has no translation, and finds a product in any of them.

/** A product as the admin's form sends it, in English, with `translations`. */
const neemOil = (translations: unknown) => ({
  name: 'Neem Oil Spray',
  description: 'Cold-pressed neem oil against sucking pests.',
  pricePaise: 450_00,
  category: 'pesticides',
  stock: 40,
  features: ['1 litre can'],
  hsnCode: '3808',
  translations,
  packSize: 1,
  packUnit: 'l',
  label: packLabel(),
});

describeEachDialect('products in three languages', (dialect) => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminCookie = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const http = () => api(t.app);
  const list = async (query: string, headers: Record<string, string> = {}) => {
    await t.database.catalogueChanges?.sync();
    const res = await http().call('GET', `/api/store/products${query}`, { headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreProductList>();
  };
  const names = (body: StoreProductList) => body.items.map((p) => p.name);
  const wheatId = async () => (await list('?q=Premium%20Wheat')).items[0]!.id;

  it('answers the catalogue in Hindi or Marathi by ?lang= or Accept-Language, English otherwise', async () => {
    const id = await wheatId();
    const product = async (query: string, headers: Record<string, string> = {}) => (await http().call('GET', `/api/store/products/${id}${query}`, { headers })).json<StoreProduct>();
    const hindi = await product('?lang=hi');
    expect(hindi.name).toContain('गेहूं के बीज');
    expect(hindi.description).toContain('गेहूं');
    expect(hindi.features[0]).toMatch(/[\u0900-\u097F]/);
    expect((await product('', { 'accept-language': 'mr-IN,mr;q=0.9' })).name).toContain('गव्हाचे बियाणे');
    expect((await product('', { cookie: 'hariyali_lang=mr', 'accept-language': 'hi' })).name).toContain('गव्हाचे बियाणे');
    expect((await product('')).name).toBe('Premium Wheat Seeds');
    // The price, stock and tax are the product's whatever the language.
    expect(hindi.pricePaise).toBe(1200_00);

    const featured = (await http().call('GET', '/api/store/products/featured?lang=mr')).json<{ items: StoreProduct[] }>();
    expect(featured.items.every((p) => /[\u0900-\u097F]/.test(p.name))).toBe(true);
    const page = await list('?lang=hi&pageSize=50');
    expect(page.items).toHaveLength(17);
    expect(page.items.every((p) => /[\u0900-\u097F]/.test(p.name))).toBe(true);
    // "By name" is the order of the Hindi names.
    expect(names(page)).toEqual([...names(page)].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)));
  });

  it('falls back to English, field by field, where a product has no translation', async () => {
    const res = await http().call('POST', '/api/admin/products', {
      cookie: adminCookie,
      body: neemOil({ hi: { name: 'नीम तेल स्प्रे', description: '', features: [] } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<AdminProduct>();
    expect(created.name).toBe('Neem Oil Spray');
    expect(created.translations.hi).toEqual({ name: 'नीम तेल स्प्रे', description: null, features: [] });
    expect(created.translations.mr).toEqual({ name: null, description: null, features: [] });
    const inHindi = (await http().call('GET', `/api/store/products/${created.id}?lang=hi`)).json<StoreProduct>();
    expect(inHindi).toMatchObject({ name: 'नीम तेल स्प्रे', description: 'Cold-pressed neem oil against sucking pests.', features: ['1 litre can'] });
    const inMarathi = (await http().call('GET', `/api/store/products/${created.id}?lang=mr`)).json<StoreProduct>();
    expect(inMarathi.name).toBe('Neem Oil Spray');

    // The admin adds the Marathi later; the storefront and its search follow at once.
    const edit = await http().call('PUT', `/api/admin/products/${created.id}`, {
      cookie: adminCookie,
      body: neemOil({ hi: { name: 'नीम तेल स्प्रे' }, mr: { name: 'कडुनिंब तेल फवारा', description: 'रस शोषणाऱ्या किडींसाठी.', features: ['1 लिटर कॅन'] } }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await http().call('GET', `/api/store/products/${created.id}?lang=mr`)).json<StoreProduct>()).toMatchObject({
      name: 'कडुनिंब तेल फवारा',
      features: ['1 लिटर कॅन'],
    });
    expect(names(await list(`?q=${encodeURIComponent('कडुनिंब')}`))).toEqual(['Neem Oil Bio-Pesticide', 'Neem Oil Spray']);
  });

  it('rejects a translation that is too long, per field, and writes nothing', async () => {
    const res = await http().call('POST', '/api/admin/products', {
      cookie: adminCookie,
      body: { name: 'Overlong Marathi', description: 'd', pricePaise: 100, category: 'tools', stock: 1, hsnCode: '8201', translations: { mr: { name: 'क'.repeat(201) } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['translations.mr.name']);
    expect(names(await list('?q=Overlong'))).toEqual([]);
  });

  it('finds the wheat seeds by गेहूं, गेहूँ, गहू, wheat, gehun, gehoon and gahu, whatever the page language', async () => {
    for (const q of ['गेहूं', 'गेहूँ', 'गहू', 'wheat', 'WHEAT', 'gehun', 'gehoon', 'gahu', 'गव्हाचे']) {
      for (const lang of ['en', 'hi', 'mr']) {
        const found = await list(`?q=${encodeURIComponent(q)}&lang=${lang}`);
        expect(found.items.map((p) => p.id), `${q} (${lang})`).toContain(await wheatId());
      }
    }
    // "beej" (बीज) finds every seed product (and machines whose Hindi text speaks of seed).
    const seeds = await list('?q=beej&pageSize=50');
    const seedProducts = await list('?category=seeds&pageSize=50');
    expect(seeds.items.map((p) => p.id)).toEqual(expect.arrayContaining(seedProducts.items.map((p) => p.id)));
    // So does बीज, typed in Devanagari (3 letters: बी is one syllable of two characters).
    const beej = await list(`?q=${encodeURIComponent('बीज')}&lang=hi&pageSize=50`);
    expect(beej.items.map((p) => p.id)).toEqual(expect.arrayContaining(seedProducts.items.map((p) => p.id)));
    expect((await list(`?q=${encodeURIComponent('zzगेहूं')}`)).total).toBe(0);
  });

  it('keeps the buyer\'s language and the line\'s Hindi and Marathi names on the order; the cart answers in the language asked', async () => {
    const id = await wheatId();
    const cookie = sessionCookie(await http().register(customer()));
    const added = await http().call('POST', '/api/store/cart/items', { cookie: `${cookie}; hariyali_lang=hi`, body: { productId: id, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>().items[0]!.product.name).toContain('गेहूं के बीज');
    const res = await http().call('POST', '/api/store/orders', { cookie: `${cookie}; hariyali_lang=mr`, body: { items: [{ productId: id, quantity: 1 }], shipping } });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<StoreOrder>();
    const row = await t.db.selectFrom('orders').select('language').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('mr');
    const line = await t.db.selectFrom('order_items').select(['product_name', 'product_names']).where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(line.product_name).toBe('Premium Wheat Seeds');
    expect(JSON.parse(line.product_names!)).toMatchObject({ hi: expect.stringContaining('गेहूं के बीज'), mr: expect.stringContaining('गव्हाचे बियाणे') });
  });

  it('gives a shop seeded before the translations its seeded products\' Hindi and Marathi on the next start, leaving edited ones alone', async () => {
    await t.db.updateTable('products').set({ name_hi: null, name_mr: null, description_hi: null, features_hi: null }).where('name', '=', 'Soybean Seeds').execute();
    await t.db.updateTable('products').set({ name_hi: 'अपना नाम', name_mr: null }).where('name', '=', 'Cotton Seeds').execute();
    expect(await seedCatalogIfEmpty(t.db)).toBe(0);
    const rows = await t.db.selectFrom('products').select(['name', 'name_hi', 'name_mr', 'search_roman']).where('name', 'in', ['Soybean Seeds', 'Cotton Seeds']).execute();
    const soybean = rows.find((r) => r.name === 'Soybean Seeds')!;
    expect(soybean.name_hi).toContain('सोयाबीन');
    expect(soybean.name_mr).toContain('सोयाबीन');
    expect(soybean.search_roman).toContain('soyabin');
    expect(rows.find((r) => r.name === 'Cotton Seeds')).toMatchObject({ name_hi: 'अपना नाम', name_mr: null });
  });
});
