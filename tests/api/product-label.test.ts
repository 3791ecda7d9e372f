import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/shared/schemas/admin-products.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, licence, packLabel } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const neemOil = (over: Record<string, unknown> = {}) => ({
  name: `Neem Oil ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Azadirachtin 1500 ppm against sucking pests.',
  pricePaise: 450_00,
  category: 'pesticides',
  hsnCode: '3808',
  stock: 20,
  imageUrl: '',
  features: [],
  packSize: 500,
  packUnit: 'ml',
  label: packLabel({ mrpPaise: 490_00, genericName: 'Azadirachtin 0.15% EC (1500 ppm)' }),
  ...over,
});

/** Every particular a packaged product's label needs, as the API names them when missing. */
const EVERY_LABEL_FIELD = ['label.brand', 'label.makerRole', 'label.makerName', 'label.makerAddress', 'label.genericName', 'label.mrpPaise', 'label.countryOfOrigin', 'label.bestBeforeMonths', 'label.consumerCare'];

/**
 * The label a buyer must see (docs/product-rules.md 38, Legal Metrology (Packaged Commodities)
 * Rules 2011, rule 6 and sub-rule (10)): publishing a packaged product needs its whole label, a
 * draft may wait, the price may not exceed the MRP, and the product page carries the label with
 * the unit sale price the server computes.
 */
describeEachDialect('the label of a packaged product', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => t?.close());

  const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) => http.call(method, url, { cookie, body });
  const productCount = async () => Number((await t.db.selectFrom('products').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function approvedVendor(businessName: string) {
    const res = await http.register(vendor({ businessName }));
    const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await as(admin, 'POST', `/api/admin/vendors/${v.id}/approve`)).statusCode).toBe(200);
    expect((await as(v.cookie, 'PUT', '/api/vendor/licences/insecticide', licence())).statusCode).toBe(200);
    return v;
  }

  it("refuses the shop's own packaged product without its label, naming every field missing, and adds nothing", async () => {
    const before = await productCount();
    const res = await as(admin, 'POST', '/api/admin/products', neemOil({ label: undefined, packSize: null, packUnit: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(Object.keys(res.json().error.fields).sort()).toEqual([...EVERY_LABEL_FIELD, 'packSize', 'packUnit'].sort());
    expect(res.json().error.fields['label.brand']).toBe('This field is required');
    // One blank particular is named alone.
    const one = await as(admin, 'POST', '/api/admin/products', neemOil({ label: packLabel({ consumerCare: '  ' }) }));
    expect(one.json().error.fields).toEqual({ 'label.consumerCare': 'This field is required' });
    expect(await productCount()).toBe(before);
  });

  it('refuses a price above the MRP on the price, a draft too; equal is allowed; the MRP is whole paise above 0', async () => {
    const above = await as(admin, 'POST', '/api/admin/products', neemOil({ pricePaise: 490_01 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().error.fields).toEqual({ pricePaise: 'The price may not be more than the MRP' });
    for (const mrpPaise of [0, -5, 12.5, '490']) {
      const bad = await as(admin, 'POST', '/api/admin/products', neemOil({ label: packLabel({ mrpPaise }) }));
      expect(bad.statusCode, String(mrpPaise)).toBe(400);
      expect(Object.keys(bad.json().error.fields), String(mrpPaise)).toEqual(['label.mrpPaise']);
    }
    const equal = await as(admin, 'POST', '/api/admin/products', neemOil({ pricePaise: 490_00 }));
    expect(equal.statusCode, equal.body).toBe(201);
    expect(equal.json<AdminProduct>()).toMatchObject({ packaged: true, label: { mrpPaise: 490_00, unitSalePrice: { paise: 98, per: 'ml' } } });

    const v = await approvedVendor('Latur Krishi Seva');
    const draft = await as(v.cookie, 'POST', '/api/vendor/products', neemOil({ published: false, pricePaise: 500_00 }));
    expect(draft.statusCode).toBe(400);
    expect(draft.json().error.fields).toEqual({ pricePaise: 'The price may not be more than the MRP' });
  });

  it('lets a vendor keep a draft with a blank label, refuses to publish it naming each field, and publishes it whole', async () => {
    const v = await approvedVendor('Osmanabad Agro');
    const draft = await as(v.cookie, 'POST', '/api/vendor/products', neemOil({ published: false, label: { brand: 'Neem Raksha' } }));
    expect(draft.statusCode, draft.body).toBe(201);
    const saved = draft.json<VendorProduct>();
    expect(saved).toMatchObject({ state: 'draft', packaged: true, label: { brand: 'Neem Raksha', makerName: null, mrpPaise: null, unitSalePrice: null } });

    const refused = await as(v.cookie, 'PUT', `/api/vendor/products/${saved.id}`, neemOil({ name: saved.name, published: true, label: { brand: 'Neem Raksha' } }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields).sort()).toEqual(EVERY_LABEL_FIELD.filter((f) => f !== 'label.brand').sort());
    expect((await as(v.cookie, 'GET', `/api/vendor/products/${saved.id}`)).json<VendorProduct>().state).toBe('draft');

    const published = await as(v.cookie, 'PUT', `/api/vendor/products/${saved.id}`, neemOil({ name: saved.name, published: true }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<VendorProduct>().state).toBe('in_shop');
    // Once published, it keeps its whole label: dropping a particular is refused.
    const dropped = await as(v.cookie, 'PUT', `/api/vendor/products/${saved.id}`, neemOil({ name: saved.name, published: true, label: packLabel({ makerAddress: null }) }));
    expect(dropped.json().error.fields).toEqual({ 'label.makerAddress': 'This field is required' });
  });

  it('asks a machine for no label, and other goods for one once ticked "Sold in a sealed pack"', async () => {
    const sprayer = { ...neemOil({ name: 'Knapsack Sprayer 16 l', category: 'equipment', hsnCode: '8424', packSize: 1, packUnit: 'piece' }), label: undefined };
    const machine = await as(admin, 'POST', '/api/admin/products', sprayer);
    expect(machine.statusCode, machine.body).toBe(201);
    expect(machine.json<AdminProduct>()).toMatchObject({ packaged: false });
    expect((await as(undefined, 'GET', `/api/store/products/${machine.json<AdminProduct>().id}`)).json<StoreProduct>().label).toBeNull();

    const kit = await as(admin, 'POST', '/api/admin/products', { ...sprayer, name: 'Soil pH Test Kit', hsnCode: '9027', packaged: true });
    expect(kit.statusCode).toBe(400);
    expect(Object.keys(kit.json().error.fields).sort()).toEqual([...EVERY_LABEL_FIELD].sort());
    const whole = await as(admin, 'POST', '/api/admin/products', { ...sprayer, name: 'Soil pH Test Kit', hsnCode: '9027', packaged: true, label: packLabel({ mrpPaise: 2750_00 }) });
    expect(whole.statusCode, whole.body).toBe(201);
    // One piece: its price is its unit sale price, so none is declared (rule 6(11), second proviso).
    expect(whole.json<AdminProduct>()).toMatchObject({ packaged: true, label: { mrpPaise: 2750_00, unitSalePrice: null } });
  });

  it("refuses to show again the shop's own packaged product stored without a label", async () => {
    const bare = await createProduct(t.db, { name: 'Urea 45 kg', category: 'fertilizers', hsn_code: '3105', packaged: 1, pack_size: 45, pack_unit: 'kg', moderation_hidden: 1 });
    const shown = await as(admin, 'PATCH', `/api/admin/products/${bare.id}`, { isActive: true });
    expect(shown.statusCode).toBe(400);
    expect(Object.keys(shown.json().error.fields).sort()).toEqual([...EVERY_LABEL_FIELD].sort());
  });

  it('gives the product page the label with the unit sale price the server computes; lists carry none', async () => {
    const created = await as(admin, 'POST', '/api/admin/products', neemOil({ name: 'Neem Guard 250', pricePaise: 170_00, packSize: 250, packUnit: 'ml', label: packLabel({ mrpPaise: 185_00 }) }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<AdminProduct>().id;
    const page = (await as(undefined, 'GET', `/api/store/products/${id}`)).json<StoreProduct>();
    expect(page.label).toEqual({
      brand: 'Kisan Kavach',
      makerRole: 'manufacturer',
      makerName: 'Sahyadri Agro Inputs Pvt Ltd',
      makerAddress: 'Plot 12, MIDC Ambad, Nashik 422010, Maharashtra',
      genericName: 'Azadirachtin 0.15% EC',
      mrpPaise: 185_00,
      countryOfOrigin: 'India',
      bestBeforeMonths: 24,
      consumerCare: '1800 233 4455, care@sahyadri-agro.example',
      // ₹185 for 250 ml: ₹0.74 a millilitre (below a litre, per millilitre).
      unitSalePrice: { paise: 74, per: 'ml' },
    });
    const list = (await as(undefined, 'GET', '/api/store/products?q=Neem%20Guard')).json<StoreProductList>();
    expect(list.items.find((p) => p.id === id)).not.toHaveProperty('label');
  });

  it('gives the seeded products their labels: the neem pesticide, a seed (its best-before is its lot) and a machine (none)', async () => {
    const seeded = await t.db.selectFrom('products').select(['id', 'name']).where('vendor_id', 'is', null).where('name', 'in', ['Neem Oil Bio-Pesticide', 'Premium Wheat Seeds', 'Modern Tractor']).execute();
    const byName = new Map(await Promise.all(seeded.map(async (p) => [p.name, (await as(undefined, 'GET', `/api/store/products/${p.id}`)).json<StoreProduct>()] as const)));
    expect(byName.get('Neem Oil Bio-Pesticide')?.label).toMatchObject({ brand: 'Hariyali', makerRole: 'packer', genericName: 'Azadirachtin 0.15% EC (1500 ppm)', mrpPaise: 490_00, countryOfOrigin: 'India', bestBeforeMonths: 18, unitSalePrice: { paise: 490_00, per: 'l' } });
    expect(byName.get('Premium Wheat Seeds')?.label).toMatchObject({ genericName: 'Wheat seed', mrpPaise: 1290_00, bestBeforeMonths: null, unitSalePrice: { paise: 32_25, per: 'kg' } });
    expect(byName.get('Premium Wheat Seeds')?.seedLabel?.validUntil).toEqual(expect.any(String));
    expect(byName.get('Modern Tractor')?.label).toBeNull();
  });
});
