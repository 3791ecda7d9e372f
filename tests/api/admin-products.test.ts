import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductDeleted, AdminProductList } from '../../src/shared/schemas/admin-products.ts';
import type { StoreCategoryList, StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, neemOil, seedLabel, shipping, packLabel } from '../helpers/factories.ts';
import { createRestartableTestApp, type RestartableTestApp } from '../helpers/restart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';


const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Calls of the admin and store APIs a test needs, with the admin's cookie filled in. */
function clients(t: TestApp, adminCookie: () => string) {
  const http = api(t.app);
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
    http.call(method, `/api/admin${url}`, { cookie: adminCookie(), body });
  const store = async <T>(url: string, cookie?: string) => {
    const res = await http.call('GET', `/api/store${url}`, { cookie });
    return { status: res.statusCode, body: res.json<T>() };
  };
  const storeNames = async (query: string) => (await store<StoreProductList>(`/products${query}`)).body.items.map((p) => p.name);
  const storeCategories = async () => (await store<StoreCategoryList>('/categories')).body.items.map((c) => c.slug);
  const create = async (body: unknown) => {
    const res = await admin('POST', '/products', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminProduct>();
  };
  const adminList = async (query = '') => {
    const res = await admin('GET', `/products${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminProductList>();
  };
  const placeOrder = async (productId: string) => {
    const cookie = sessionCookie(await http.register(customer()));
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId, quantity: 1 }], shipping } });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie, order: res.json<StoreOrder>() };
  };
  return { http, admin, store, storeNames, storeCategories, create, adminList, placeOrder };
}

describeEachDialect('admin products API', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let c: ReturnType<typeof clients>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cookie = (await signInAsAdmin(t)).cookie;
    c = clients(t, () => cookie);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401), customers and vendors (403) on every route', async () => {
    const { id } = await createProduct(t.db);
    const routes: Array<[Parameters<typeof guardStatuses>[1], string, unknown?]> = [
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products', neemOil()],
      ['GET', `/api/admin/products/${id}`],
      ['PUT', `/api/admin/products/${id}`, neemOil()],
      ['PATCH', `/api/admin/products/${id}`, { isActive: false }],
      ['DELETE', `/api/admin/products/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect(await guardStatuses(t, method, url, body), `${method} ${url}`).toEqual([401, 403, 403]);
    }
    // Nothing the refused calls sent was applied.
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: 1, name: expect.stringMatching(/^Test Product/) });
    expect(await t.db.selectFrom('products').select('id').where('name', '=', 'Neem Oil Concentrate').execute()).toEqual([]);
  });

  it('adds a product that the storefront lists, finds and shows at once, with its price', async () => {
    // An unfiltered list first, so the storefront holds a catalogue total the add must replace.
    const before = (await c.store<StoreProductList>('/products')).body.catalogueTotal;
    const created = await c.create(neemOil({ name: '  Jeevamrut Booster  ', features: ['Organic', '', '   ', 'Vegetables'] }));
    expect(created).toMatchObject({
      name: 'Jeevamrut Booster',
      pricePaise: 349_50,
      category: 'pesticides',
      stock: 40,
      imageUrl: 'https://cdn.example.in/neem-oil.webp',
      features: ['Organic', 'Vegetables'],
      isActive: true,
    });

    const detail = await c.store<StoreProduct>(`/products/${created.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ name: 'Jeevamrut Booster', pricePaise: 349_50, inStock: true, features: ['Organic', 'Vegetables'] });
    // Found by name and by description, in any letter case (SQLite: the FTS index; PostgreSQL: trigram).
    expect(await c.storeNames('?q=jeevamrut')).toEqual(['Jeevamrut Booster']);
    // The seeded neem oil (issue 16) keeps whiteflies off too.
    expect(await c.storeNames('?q=WHITEFLIES')).toEqual(['Jeevamrut Booster', 'Neem Oil Bio-Pesticide']);
    const filtered = (await c.store<StoreProductList>('/products?category=pesticides')).body;
    expect(filtered.items.map((p) => p.name)).toContain('Jeevamrut Booster');
    expect(filtered.catalogueTotal).toBe(before + 1);
  });

  it('accepts the seeded site-path images and no image at all', async () => {
    const sitePath = await c.create(neemOil({ name: 'Site Path Image', imageUrl: '/images/products/wheat-seeds.svg' }));
    expect(sitePath.imageUrl).toBe('/images/products/wheat-seeds.svg');
    // The default category is seeds, published with its label and first lot (issue 16).
    const none = await c.create(neemOil({ name: 'No Image', imageUrl: '', features: undefined, category: undefined, seedLabel: seedLabel(40), packSize: undefined, packUnit: undefined }));
    expect(none).toMatchObject({ imageUrl: null, features: [], category: 'seeds' });
  });

  it.each([
    ['an image URL that is not a URL', { imageUrl: 'not a url' }, 'imageUrl', 'Image URL must be an https:// address or a site path starting with /'],
    ['a javascript: image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be an https:// address or a site path starting with /'],
    ['a plain http image URL (the page loads images over https only)', { imageUrl: 'http://images.example.in/neem.png' }, 'imageUrl', 'Image URL must be an https:// address or a site path starting with /'],
    ['an image on another site without a scheme', { imageUrl: '//evil.example/x.png' }, 'imageUrl', 'Image URL must be an https:// address or a site path starting with /'],
    ['a price in fractions of a paisa', { pricePaise: 100.5 }, 'pricePaise', 'Price must be a whole number of paise'],
    ['a zero price', { pricePaise: 0 }, 'pricePaise', 'Price must be more than ₹0'],
    ['a negative price', { pricePaise: -500 }, 'pricePaise', 'Price must be more than ₹0'],
    ['a price as text', { pricePaise: '1200' }, 'pricePaise', 'Price must be a whole number of paise'],
    ['a price above ₹1 crore', { pricePaise: 1_000_000_001 }, 'pricePaise', 'Price can be at most ₹1,00,00,000'],
    ['a negative stock', { stock: -1 }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
    ['a fractional stock', { stock: 2.5 }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
    ['a stock as text', { stock: 'many' }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
    ['an empty name', { name: '   ' }, 'name', 'This field is required'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'name', 'Please use at most 200 characters'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description', 'Please use at most 2000 characters'],
    ['an unknown category', { category: 'toys' }, 'category', 'Category must be Seeds, Equipment, Fertilizers, Pesticides or Tools'],
    ['21 key features', { features: Array.from({ length: 21 }, (_, i) => `Feature ${i}`) }, 'features', 'Please list at most 20 key features'],
    ['a key feature over 200 characters', { features: ['x'.repeat(201)] }, 'features', 'Each key feature can be at most 200 characters'],
  ])('refuses %s with 400 on that field, adding and changing nothing', async (_, change, field, message) => {
    const existing = await createProduct(t.db, { name: 'Unchanged Product', price_paise: 999_00 });
    const count = async () => Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [method, url] of [['POST', '/products'], ['PUT', `/products/${existing.id}`]] as const) {
      const res = await c.admin(method, url, neemOil(change));
      expect(res.statusCode, `${method} ${res.body}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
    }
    expect(await count()).toBe(before);
    const row = await t.db.selectFrom('products').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Unchanged Product', price_paise: 999_00 });
  });

  it('reports every wrong field of a form at once', async () => {
    const res = await c.admin('POST', '/products', { name: '', pricePaise: -1, stock: -1, imageUrl: 'x' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['description', 'hsnCode', 'imageUrl', 'name', 'pricePaise', 'stock']);
  });

  it('shows an edited price, name and stock in the storefront at once, keeping a hidden product hidden', async () => {
    const p = await c.create(neemOil({ name: 'Mustard Seeds Lot B', pricePaise: 500_00 }));
    expect((await c.store<StoreProduct>(`/products/${p.id}`)).body.pricePaise).toBe(500_00);

    const res = await c.admin('PUT', `/products/${p.id}`, neemOil({ name: 'Rapeseed Lot B', pricePaise: 475_25, stock: 0 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminProduct>()).toMatchObject({ id: p.id, name: 'Rapeseed Lot B', pricePaise: 475_25, stock: 0, createdAt: p.createdAt });

    expect((await c.store<StoreProduct>(`/products/${p.id}`)).body).toMatchObject({ name: 'Rapeseed Lot B', pricePaise: 475_25, inStock: false });
    const listed = (await c.store<StoreProductList>('/products?q=rapeseed%20lot%20b')).body.items;
    expect(listed.map((i) => [i.name, i.pricePaise])).toEqual([['Rapeseed Lot B', 475_25]]);
    expect(await c.storeNames('?q=Mustard%20Seeds%20Lot%20B')).toEqual([]);

    // Editing a hidden product does not put it back on sale.
    expect((await c.admin('PATCH', `/products/${p.id}`, { isActive: false })).statusCode).toBe(200);
    const edited = await c.admin('PUT', `/products/${p.id}`, neemOil({ name: 'Rapeseed Lot B2' }));
    expect(edited.json<AdminProduct>().isActive).toBe(false);
    expect((await c.store(`/products/${p.id}`)).status).toBe(404);
  });

  it('never undoes sales made while an edit form was open', async () => {
    const p = await c.create(neemOil({ name: 'Neem Oil Lot C', stock: 60 }));
    await c.placeOrder(p.id); // 59 left while the admin's form still shows 60
    const stockNow = async () => (await c.admin('GET', `/products/${p.id}`)).json<AdminProduct>().stock;

    // Stock untouched in the form: the sale stays taken.
    const descriptionOnly = await c.admin('PUT', `/products/${p.id}`, neemOil({ name: 'Neem Oil Lot C', description: 'Now with a dropper.', stock: 60, stockBefore: 60 }));
    expect(descriptionOnly.statusCode, descriptionOnly.body).toBe(200);
    expect(await stockNow()).toBe(59);

    // Stock changed in a form opened before the sale: refused on the stock field, nothing written.
    const stale = await c.admin('PUT', `/products/${p.id}`, neemOil({ name: 'Neem Oil Lot C renamed', stock: 100, stockBefore: 60 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields.stock).toMatch(/^The stock changed to 59 while this form was open/);
    expect((await c.admin('GET', `/products/${p.id}`)).json<AdminProduct>()).toMatchObject({ name: 'Neem Oil Lot C', stock: 59 });

    // From the current figure it is set as asked.
    expect((await c.admin('PUT', `/products/${p.id}`, neemOil({ name: 'Neem Oil Lot C', stock: 100, stockBefore: 59 }))).statusCode).toBe(200);
    expect(await stockNow()).toBe(100);
  });

  it('deletes a product never ordered: gone from the store and the admin list', async () => {
    const p = await c.create(neemOil({ name: 'Trichoderma Never Ordered' }));
    const res = await c.admin('DELETE', `/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProductDeleted>()).toEqual({ id: p.id, outcome: 'deleted' });
    expect((await c.store(`/products/${p.id}`)).status).toBe(404);
    expect(await c.storeNames('?q=trichoderma')).toEqual([]);
    expect((await c.admin('GET', `/products/${p.id}`)).statusCode).toBe(404);
    expect((await c.adminList('?q=trichoderma')).total).toBe(0);
    expect(await t.db.selectFrom('products').select('id').where('id', '=', p.id).execute()).toEqual([]);
    expect((await c.admin('DELETE', `/products/${p.id}`)).statusCode).toBe(404);
  });

  it('hides a deleted product that was ordered: the order still reads, and the admin can show it again', async () => {
    const p = await c.create(neemOil({ name: 'Panchagavya Ordered Once', pricePaise: 250_00 }));
    const { cookie: buyer, order } = await c.placeOrder(p.id);

    const res = await c.admin('DELETE', `/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminProductDeleted>()).toEqual({ id: p.id, outcome: 'hidden' });

    expect((await c.store(`/products/${p.id}`)).status).toBe(404);
    expect(await c.storeNames('?q=panchagavya')).toEqual([]);
    expect(await c.storeNames('?category=pesticides')).not.toContain('Panchagavya Ordered Once');
    const history = await c.store<StoreOrder>(`/orders/${order.id}`, buyer);
    expect(history.status).toBe(200);
    expect(history.body.items).toMatchObject([
      { productId: p.id, name: 'Panchagavya Ordered Once', unitPricePaise: 250_00, quantity: 1, lineTotalPaise: 250_00 },
    ]);
    // Nobody can order it while it is hidden.
    const cookie2 = sessionCookie(await c.http.register(customer()));
    const again = await c.http.call('POST', '/api/store/orders', { cookie: cookie2, body: { items: [{ productId: p.id, quantity: 1 }], shipping } });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);

    const inAdmin = (await c.adminList('?q=panchagavya')).items;
    expect(inAdmin.map((i) => [i.id, i.isActive])).toEqual([[p.id, false]]);

    const shown = await c.admin('PATCH', `/products/${p.id}`, { isActive: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.json<AdminProduct>().isActive).toBe(true);
    expect(await c.storeNames('?q=panchagavya')).toEqual(['Panchagavya Ordered Once']);
  });

  it('shows a new category in the storefront filter while it has products', async () => {
    // Tools: the one category the seeded shop has no product in.
    expect(await c.storeCategories()).not.toContain('tools');
    const p = await c.create(neemOil({ name: 'Khurpi Hand Weeder', category: 'tools', hsnCode: '8201' }));
    expect(await c.storeCategories()).toContain('tools');
    expect(await c.storeNames('?category=tools')).toEqual(['Khurpi Hand Weeder']);
    await c.admin('DELETE', `/products/${p.id}`);
    expect(await c.storeCategories()).not.toContain('tools');
  });

  it('lists every product newest first, hidden ones included, with search, category filter and paging', async () => {
    const tag = 'Zq' + Math.random().toString(36).slice(2, 8);
    const made: AdminProduct[] = [];
    for (let i = 1; i <= 5; i++) {
      made.push(await c.create(neemOil({ name: `${tag} Tool ${i}`, category: i % 2 ? 'tools' : 'equipment', description: `Item ${i} of the ${tag.toUpperCase()} batch.` })));
    }
    await c.admin('PATCH', `/products/${made[0]!.id}`, { isActive: false });

    const all = await c.adminList(`?q=${tag.toLowerCase()}`);
    expect(all.total).toBe(5);
    expect(all.items.map((p) => p.name)).toEqual([5, 4, 3, 2, 1].map((i) => `${tag} Tool ${i}`));
    expect(all.items.at(-1)).toMatchObject({ isActive: false });

    const tools = await c.adminList(`?q=${tag}&category=tools`);
    expect(tools.items.map((p) => p.name)).toEqual([5, 3, 1].map((i) => `${tag} Tool ${i}`));

    const page1 = await c.adminList(`?q=${tag}&pageSize=2&page=1`);
    const page3 = await c.adminList(`?q=${tag}&pageSize=2&page=3`);
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.items.map((p) => p.name)).toEqual([`${tag} Tool 5`, `${tag} Tool 4`]);
    expect(page3.items.map((p) => p.name)).toEqual([`${tag} Tool 1`]);

    // LIKE wildcards are plain text: "e%e" as a pattern would match nearly every product. (A
    // lone "%" is in seeded generic names, "Azadirachtin 0.15% EC", which PostgreSQL's search holds.)
    expect((await c.adminList('?q=e%25e')).total).toBe(0);
    expect((await c.adminList('?q=_')).total).toBe(0);
    // The whole catalogue, seeded products too.
    expect((await c.adminList()).total).toBeGreaterThanOrEqual(20);
  });

  it('answers 404 for unknown and malformed ids, and 400 for bad list queries', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      expect((await c.admin('GET', `/products/${id}`)).statusCode).toBe(404);
      expect((await c.admin('PUT', `/products/${id}`, neemOil())).statusCode).toBe(404);
      expect((await c.admin('PATCH', `/products/${id}`, { isActive: true })).statusCode).toBe(404);
      expect((await c.admin('DELETE', `/products/${id}`)).statusCode).toBe(404);
    }
    const p = await createProduct(t.db);
    const bad = await c.admin('PATCH', `/products/${p.id}`, { isActive: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.isActive).toEqual(expect.any(String));
    expect((await c.admin('GET', '/products?category=toys')).statusCode).toBe(400);
    expect((await c.admin('GET', '/products?page=0')).statusCode).toBe(400);
  });
});

describeEachDialect('admin products across a server restart', (dialect) => {
  let r: RestartableTestApp;
  beforeAll(async () => {
    r = await createRestartableTestApp(dialect);
  });
  afterAll(async () => {
    await r?.close();
  });

  it('keeps added, edited, hidden and deleted products', async () => {
    const { cookie } = await signInAsAdmin(r);
    let c = clients(r, () => cookie);
    const kept = await c.create(neemOil({ name: 'Kept And Edited' }));
    await c.admin('PUT', `/products/${kept.id}`, neemOil({ name: 'Kept And Edited', pricePaise: 1_234_56, stock: 7, features: ['Edited'] }));
    const ordered = await c.create(neemOil({ name: 'Ordered Then Deleted' }));
    const { cookie: buyer, order } = await c.placeOrder(ordered.id);
    expect((await c.admin('DELETE', `/products/${ordered.id}`)).json<AdminProductDeleted>().outcome).toBe('hidden');
    const gone = await c.create(neemOil({ name: 'Deleted For Good' }));
    expect((await c.admin('DELETE', `/products/${gone.id}`)).json<AdminProductDeleted>().outcome).toBe('deleted');

    await r.restart();
    // The session lives in the database, so the same cookies still work.
    c = clients(r, () => cookie);
    const list = await c.adminList();
    expect(list.items.map((p) => [p.name, p.isActive, p.pricePaise]).sort()).toEqual([
      ['Kept And Edited', true, 1_234_56],
      ['Ordered Then Deleted', false, 349_50],
    ]);
    expect((await c.store<StoreProduct>(`/products/${kept.id}`)).body).toMatchObject({ pricePaise: 1_234_56, stock: 7, features: ['Edited'] });
    expect((await c.store(`/products/${ordered.id}`)).status).toBe(404);
    expect((await c.store(`/products/${gone.id}`)).status).toBe(404);
    expect(await c.storeNames('')).toEqual(['Kept And Edited']);
    expect((await c.store<StoreOrder>(`/orders/${order.id}`, buyer)).body.items[0]).toMatchObject({ productId: ordered.id, name: 'Ordered Then Deleted' });
  });
});

describe('admin products schema', () => {
  it('turns the form text into the API shape: rupees to paise, lines to key features', async () => {
    const { AdminProductForm, toProductFormValues } = await import('../../src/shared/schemas/admin-products.ts');
    const blank = { name: '', description: '', features: '' };
    const values = {
      name: 'Seed',
      description: 'd',
      price: '49.50',
      category: 'seeds' as const,
      stock: '3',
      imageUrl: '',
      features: 'a\n\n b \n',
      hsnCode: ' 1209 ',
      // No class of goods within the code chosen: the code's own rate.
      gstClassId: '',
      translations: { hi: { name: ' बीज ', description: '', features: 'क\n\nख' }, mr: blank },
      packSize: ' 40 ',
      packUnit: 'kg',
      packaged: false,
      label: toProductFormValues().label,
    };
    expect(AdminProductForm.parse(values)).toEqual({
      name: 'Seed',
      description: 'd',
      pricePaise: 4950,
      category: 'seeds',
      stock: 3,
      imageUrl: null,
      features: ['a', 'b'],
      hsnCode: '1209',
      gstClassId: null,
      // Blank boxes are "not translated": the shop shows the English there.
      translations: { hi: { name: 'बीज', description: null, features: ['क', 'ख'] }, mr: { name: null, description: null, features: [] } },
      packSize: 40,
      packUnit: 'kg',
      packaged: false,
      // Blank label boxes are "not given" (a draft's); publishing asks for them (the server's side).
      label: { brand: null, makerRole: null, makerName: null, makerAddress: null, genericName: null, mrpPaise: null, countryOfOrigin: null, bestBeforeMonths: null, consumerCare: null },
      // A form without the shipping boxes (the vendor's) gives none (docs/product-rules.md 61).
      shipping: null,
    });
    // The shipping boxes: whole grams and centimetres, blank for none; a box has its three sides or none.
    const boxes = (over: Record<string, string>) => ({ ...values, shipping: { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '', ...over } });
    expect(AdminProductForm.parse(boxes({})).shipping).toEqual({ weightGrams: null, lengthCm: null, breadthCm: null, heightCm: null });
    expect(AdminProductForm.parse(boxes({ weightGrams: ' 1150 ', lengthCm: '8', breadthCm: '8', heightCm: '24' })).shipping).toEqual({ weightGrams: 1150, lengthCm: 8, breadthCm: 8, heightCm: 24 });
    expect(AdminProductForm.safeParse(boxes({ weightGrams: '1.5' })).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['shipping.weightGrams', 'parcelWeight']]);
    expect(AdminProductForm.safeParse(boxes({ lengthCm: '30' })).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['shipping.breadthCm', 'required'], ['shipping.heightCm', 'required']]);
    // The forms always ask for the pack (issue 17).
    for (const [field, value, message] of [['packSize', '', 'required'], ['packSize', '0', 'packSize'], ['packSize', '1.5', 'packSize'], ['packUnit', '', 'required'], ['packUnit', 'tonne', 'packUnit']]) {
      const result = AdminProductForm.safeParse({ ...values, [field!]: value });
      expect(result.error?.issues[0], `${field} ${value}`).toMatchObject({ path: [field], message });
    }
    // Both blank: a seed takes its label's net quantity (the server's side); anything else must say it.
    expect(AdminProductForm.parse({ ...values, packSize: '', packUnit: '' })).toMatchObject({ packSize: null, packUnit: null });
    expect(AdminProductForm.safeParse({ ...values, category: 'tools', packSize: '', packUnit: '' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['packSize', 'packUnit']);
    for (const [price, message] of [['12.345', 'priceDecimals'], ['-1', 'pricePositive'], ['0', 'pricePositive'], ['abc', 'price'], ['', 'required']]) {
      const result = AdminProductForm.safeParse({ ...values, price });
      expect(result.error?.issues[0], price).toMatchObject({ path: ['price'], message });
    }
    // Every paise amount survives the trip to the form and back.
    for (const pricePaise of [1, 29, 4950, 850000_00, 1_000_000_000]) {
      const form = toProductFormValues({ name: 'n', description: 'd', pricePaise, category: 'tools', stock: 0, imageUrl: null, features: [], hsnCode: '8201', packSize: 1, packUnit: 'piece' });
      expect(AdminProductForm.parse(form).pricePaise).toBe(pricePaise);
    }
  });

  it("turns the pack label's boxes into the API's, and refuses a price above the MRP on the price (docs/product-rules.md 38)", async () => {
    const { AdminProductForm, toProductFormValues } = await import('../../src/shared/schemas/admin-products.ts');
    const product = { name: 'Neem', description: 'd', pricePaise: 450_00, category: 'pesticides' as const, stock: 3, imageUrl: null, features: [], hsnCode: '3808', packSize: 1, packUnit: 'l' as const };
    const label = { ...packLabel({ mrpPaise: 490_50 }), makerRole: 'packer' as const };
    const form = toProductFormValues({ ...product, packaged: true, label });
    expect(form.label).toMatchObject({ mrp: '490.50', bestBeforeMonths: '24', makerRole: 'packer' });
    expect(AdminProductForm.parse(form)).toMatchObject({ pricePaise: 450_00, packaged: true, label });
    // The price equal to the MRP is allowed; a paisa above is refused on the price box.
    expect(AdminProductForm.safeParse({ ...form, price: '490.50' }).success).toBe(true);
    expect(AdminProductForm.safeParse({ ...form, price: '490.51' }).error?.issues).toMatchObject([{ path: ['price'], message: 'priceAboveMrp' }]);
    for (const [field, value, message] of [['mrp', '0', 'pricePositive'], ['mrp', '1.234', 'priceDecimals'], ['bestBeforeMonths', '0', 'bestBeforeMonths'], ['bestBeforeMonths', '2.5', 'bestBeforeMonths'], ['bestBeforeMonths', '121', 'bestBeforeMonths'], ['makerRole', 'seller', 'makerRole']]) {
      const result = AdminProductForm.safeParse({ ...form, label: { ...form.label, [field!]: value } });
      expect(result.error?.issues[0], `${field} ${value}`).toMatchObject({ path: ['label', field], message });
    }
  });
});
