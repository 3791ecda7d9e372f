import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CropProductList, LabelClaim, ProductUseList, StoreProductUses } from '../../src/shared/schemas/product-uses.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// What a product is for, the label claims a pesticide stays within, and how much for a farmer's
// acres (docs/product-rules.md 41).

const IMIDACLOPRID = 'Imidacloprid 17.8% SL';
// The claim as an admin records it from the CIB&RC's list; the figures are the test's own.
const claim = { genericName: IMIDACLOPRID, crop: 'cotton', problem: 'jassid', doseAmount: 50, doseUnit: 'ml', waitingDays: 40, source: 'CIB&RC major uses of pesticides (test copy)' };
const use = (over: Record<string, unknown> = {}) => ({ crop: 'cotton', stage: 'vegetative', problem: 'jassid', doseAmount: 40, doseUnit: 'ml', doseBasis: 'acre', ...over });

describeEachDialect('product uses, label claims and how much for my acres', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    ids = Object.fromEntries((await t.db.selectFrom('products').select(['id', 'name']).execute()).map((p) => [p.name, p.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const put = (url: string, body: unknown, cookie = admin) => http.call('PUT', url, { cookie, body });

  it('seeds only the seed rates beyond doubt, each with its source, and shows them on the product in the reader\'s language', async () => {
    const res = await http.call('GET', `/api/store/products/${ids['Cotton Seeds']}/uses?lang=mr`);
    expect(res.statusCode, res.body).toBe(200);
    const { items, forAcres } = res.json<StoreProductUses>();
    expect(items).toEqual([
      expect.objectContaining({ crop: 'cotton', cropName: 'कापूस', stage: 'sowing', problem: null, dose: { amount: 475, unit: 'g', basis: 'acre' }, waitingDays: null, status: 'approved', source: expect.stringContaining('CICR') }),
    ]);
    expect(forAcres).toEqual([]);
    const wheat = (await http.call('GET', `/api/store/products/${ids['Premium Wheat Seeds']}/uses`)).json<StoreProductUses>();
    expect(wheat.items.map((u) => [u.crop, u.dose])).toEqual([['wheat', { amount: 40, unit: 'kg', basis: 'acre' }]]);
    // Nothing guessed for the others.
    for (const name of ['Hybrid Corn Seeds', 'Neem Oil Bio-Pesticide', 'NPK 19:19:19 Water Soluble Fertilizer']) {
      expect((await http.call('GET', `/api/store/products/${ids[name]}/uses`)).json<StoreProductUses>().items, name).toEqual([]);
    }
  });

  it('works out the packs for a farmer\'s acres on the server: 3 acres of cotton at one 475 g packet an acre is 3 packets', async () => {
    const res = await http.call('GET', `/api/store/products/${ids['Cotton Seeds']}/uses?acres=3`);
    const { items, forAcres } = res.json<StoreProductUses>();
    const price = (await t.db.selectFrom('products').select('price_paise').where('id', '=', ids['Cotton Seeds']!).executeTakeFirstOrThrow()).price_paise;
    expect(forAcres).toEqual([
      { useId: items[0]!.id, acres: 3, dosePerAcre: { amount: 475, unit: 'g' }, needed: { amount: 1.425, unit: 'kg' }, pack: { size: 475, unit: 'g' }, packs: 3, totalPaise: 3 * Number(price), tooMany: false },
    ]);
    // 2.5 acres of wheat at 40 kg an acre: 100 kg, three 40 kg bags.
    const wheat = (await http.call('GET', `/api/store/products/${ids['Premium Wheat Seeds']}/uses?acres=2.5`)).json<StoreProductUses>();
    expect(wheat.forAcres[0]).toMatchObject({ acres: 2.5, needed: { amount: 100, unit: 'kg' }, packs: 3 });
  });

  it('refuses acres a farmer mistypes with the field named, and a product not in the shop with a 404', async () => {
    for (const acres of ['-2', '0', 'three', '2.555', '5000']) {
      const res = await http.call('GET', `/api/store/products/${ids['Cotton Seeds']}/uses?acres=${encodeURIComponent(acres)}`);
      expect(res.statusCode, acres).toBe(400);
      expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields.acres).toMatch(/acres/);
    }
    const hidden = await createProduct(t.db, { category: 'equipment', hsn_code: '8432', is_active: 0 });
    expect((await http.call('GET', `/api/store/products/${hidden.id}/uses`)).statusCode).toBe(404);
    expect((await http.call('GET', '/api/store/products/not-a-product/uses')).statusCode).toBe(404);
  });

  it('links a pesticide to a crop and pest only within a recorded label claim, at no more than its dose, and shows the waiting period', async () => {
    const pesticide = await createProduct(t.db, { category: 'pesticides', hsn_code: '3808', generic_name: IMIDACLOPRID, pack_size: 100, pack_unit: 'ml' });
    const url = `/api/admin/products/${pesticide.id}/uses`;
    // No claim recorded yet: refused, nothing written.
    let res = await put(url, { uses: [use()] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields['uses.0.problem']).toMatch(/label claim/);
    expect(await t.db.selectFrom('product_uses').select('id').where('product_id', '=', pesticide.id).execute()).toEqual([]);

    res = await http.call('POST', '/api/admin/label-claims', { cookie: admin, body: claim });
    expect(res.statusCode, res.body).toBe(201);
    const recorded = res.json<LabelClaim>();
    expect(recorded).toMatchObject({ cropName: 'Cotton', dose: { amount: 50, unit: 'ml' }, waitingDays: 40, uses: 0 });
    expect((await http.call('POST', '/api/admin/label-claims', { cookie: admin, body: claim })).json<{ error: { code: string } }>().error.code).toBe('label_claim_exists');

    // Outside the claim: another pest, another crop, more than the claim's dose, a weight for a liquid, no pest.
    const outside: Array<[Record<string, unknown>, string]> = [
      [{ problem: 'pink-bollworm' }, 'uses.0.problem'],
      [{ crop: 'tomato', problem: 'leaf-curl-virus' }, 'uses.0.problem'],
      [{ doseAmount: 60 }, 'uses.0.doseAmount'],
      [{ doseUnit: 'g' }, 'uses.0.doseUnit'],
      [{ problem: null }, 'uses.0.problem'],
    ];
    for (const [over, field] of outside) {
      res = await put(url, { uses: [use(over)] });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields), JSON.stringify(over)).toContain(field);
    }
    // Within it: saved, approved (the admin's), and the page says how long to wait before harvest.
    res = await put(url, { uses: [use()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProductUseList>().items).toEqual([expect.objectContaining({ problemName: 'Jassid (leafhopper)', waitingDays: 40, status: 'approved', source: claim.source, dose: { amount: 40, unit: 'ml', basis: 'acre' } })]);
    const page = (await http.call('GET', `/api/store/products/${pesticide.id}/uses?acres=3`)).json<StoreProductUses>();
    expect(page.forAcres[0]).toMatchObject({ needed: { amount: 120, unit: 'ml' }, pack: { size: 100, unit: 'ml' }, packs: 2 });
    // A claim that products are used within is not deleted.
    expect((await http.call('DELETE', `/api/admin/label-claims/${recorded.id}`, { cookie: admin })).json<{ error: { code: string } }>().error.code).toBe('label_claim_in_use');
    await put(url, { uses: [] });
    expect((await http.call('DELETE', `/api/admin/label-claims/${recorded.id}`, { cookie: admin })).statusCode).toBe(200);
  });

  it('names each wrong field of a use, and writes nothing of a list with one wrong use', async () => {
    const fertiliser = await createProduct(t.db, { category: 'fertilizers', hsn_code: '3105', pack_size: 1, pack_unit: 'kg' });
    const url = `/api/admin/products/${fertiliser.id}/uses`;
    expect((await put(url, { uses: [use({ problem: null, doseUnit: 'g', doseAmount: 500 })] })).statusCode).toBe(200);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ doseUnit: undefined }, 'uses.1.doseUnit'],
      [{ doseAmount: -5 }, 'uses.1.doseAmount'],
      [{ doseAmount: 0.0004, doseUnit: 'kg' }, 'uses.1.doseAmount'],
      [{ doseBasis: 'hectare' }, 'uses.1.doseBasis'],
      [{ crop: 'banana' }, 'uses.1.crop'],
      [{ stage: 'ripening' }, 'uses.1.stage'],
      [{ problem: 'pink-bollworm', crop: 'wheat' }, 'uses.1.problem'],
    ];
    for (const [over, field] of cases) {
      const res = await put(url, { uses: [use({ problem: null, doseUnit: 'g', doseAmount: 500 }), use({ problem: null, ...over })] });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields), JSON.stringify(over)).toEqual([field]);
    }
    // The first list stands as it was.
    const kept = (await http.call('GET', url, { cookie: admin })).json<ProductUseList>().items;
    expect(kept.map((u) => u.dose)).toEqual([{ amount: 500, unit: 'g', basis: 'acre' }]);
  });

  it('lets a vendor set its own listing\'s uses, which wait for the admin, and no one else\'s', async () => {
    const vendorCookie = sessionCookie(await http.register(vendor()));
    const vendorId = (await t.db.selectFrom('users').select('id').where('type', '=', 'vendor').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).id;
    const own = await createProduct(t.db, { category: 'fertilizers', hsn_code: '3105', vendor_id: vendorId, pack_size: 1, pack_unit: 'kg' });
    const body = { uses: [use({ problem: null, doseUnit: 'kg', doseAmount: 2 })] };
    let res = await put(`/api/vendor/products/${own.id}/uses`, body, vendorCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ProductUseList>().items[0]?.status).toBe('pending');
    // Another vendor's listing, the shop's own product: not found for this vendor.
    expect((await put(`/api/vendor/products/${ids['Cotton Seeds']}/uses`, body, vendorCookie)).statusCode).toBe(404);
    expect((await http.call('GET', `/api/vendor/products/${ids['Cotton Seeds']}/uses`, { cookie: vendorCookie })).statusCode).toBe(404);
    // Not on the crop page until the admin approves (and the listing is in the shop).
    await t.db.updateTable('products').set({ is_active: 1 }).where('id', '=', own.id).execute();
    const cottonProducts = async () => (await http.call('GET', '/api/store/crops/cotton/products')).json<CropProductList>().items.map((i) => i.product.id);
    expect(await cottonProducts()).not.toContain(own.id);
    res = await http.call('POST', `/api/admin/products/${own.id}/uses/approve`, { cookie: admin });
    expect(res.json<ProductUseList>().items[0]?.status).toBe('approved');
    expect(await cottonProducts()).toContain(own.id);
    expect(await cottonProducts()).toContain(ids['Cotton Seeds']);
  });

  it('keeps the admin\'s endpoints to admins', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/label-claims')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', '/api/admin/label-claims', claim)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PUT', `/api/admin/products/${ids['Cotton Seeds']}/uses`, { uses: [] })).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/products/${ids['Cotton Seeds']}/uses/approve`)).toEqual([401, 403, 403]);
  });

  describe('a crop\'s page products', () => {
    it('lists the approved uses on the crop of products in the shop, and nothing for a crop without any', async () => {
      const res = await http.call('GET', '/api/store/crops/wheat/products?lang=hi');
      expect(res.statusCode).toBe(200);
      expect(res.json<CropProductList>().items).toEqual([
        expect.objectContaining({ stage: 'sowing', dose: { amount: 40, unit: 'kg', basis: 'acre' }, product: expect.objectContaining({ id: ids['Premium Wheat Seeds'], inStock: true, packSize: 40, packUnit: 'kg' }) }),
      ]);
      expect((await http.call('GET', '/api/store/crops/sunflower/products')).json<CropProductList>().items).toEqual([]);
    });
  });
});
