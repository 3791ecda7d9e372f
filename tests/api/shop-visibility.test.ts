import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, licence, seedLabel, packLabel } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const listing = (over: Record<string, unknown> = {}) => ({
  name: `Bajra Hybrid Seeds ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Pearl millet hybrid for dry land, 1.5 kg pack.',
  pricePaise: 450_00,
  category: 'seeds',
  hsnCode: '1209',
  stock: 40,
  imageUrl: '',
  features: ['Drought tolerant'],
  published: true,
  // A seed is published with its label and first lot (issue 16).
  seedLabel: seedLabel(40),
  label: packLabel({ genericName: 'Pearl millet seed' }),
  ...over,
});

/**
 * Every path that changes what is on sale goes through ShopVisibility: the product enters or
 * leaves the shop at once, and the shop's cached product count ("Showing X of Y products", which
 * a filtered list reads from the cache) is forgotten with the same change.
 */
describeEachDialect('shop visibility', (dialect) => {
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
  const adminCall = async (method: Method, url: string, body?: unknown) => {
    const res = await as(admin, method, `/api/admin${url}`, body);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };

  /** The exact number of products on sale; counting it also fills the cache, as a shopper's visit does. */
  const exactTotal = async () => (await as(undefined, 'GET', '/api/store/products')).json<StoreProductList>().total;
  /** What a filtered list says the shop holds: the cached count, unless a change made it forget. */
  const shownTotal = async () => (await as(undefined, 'GET', '/api/store/products?category=tools')).json<StoreProductList>().catalogueTotal;
  const onSale = async (id: string) => (await as(undefined, 'GET', `/api/store/products/${id}`)).statusCode === 200;

  /** Runs `change` and asserts the product entered (+1) or left (-1) the shop, count included. */
  async function expectChange(id: string, delta: 1 | -1, change: () => Promise<unknown>) {
    const before = await exactTotal();
    expect(await onSale(id)).toBe(delta === -1);
    await change();
    expect(await onSale(id)).toBe(delta === 1);
    expect(await shownTotal()).toBe(before + delta);
    expect(await exactTotal()).toBe(before + delta);
  }

  async function newVendor(approved = true) {
    const res = await http.register(vendor({ businessName: `Agro ${Math.random().toString(36).slice(2, 7)}` }));
    const seller = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    if (approved) await adminCall('POST', `/vendors/${seller.id}/approve`);
    // Its seed dealer licence (issue 16), without which its seed listings stay out.
    expect((await as(seller.cookie, 'PUT', '/api/vendor/licences/seed', licence())).statusCode).toBe(200);
    return seller;
  }
  async function publishedListing(seller: { cookie: string }, over: Record<string, unknown> = {}) {
    const res = await as(seller.cookie, 'POST', '/api/vendor/products', listing(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<VendorProduct>();
  }

  it('a vendor approved: its published listings enter the shop', async () => {
    const seller = await newVendor(false);
    await adminCall('POST', `/vendors/${seller.id}/approve`);
    const product = await publishedListing(seller);
    await adminCall('POST', `/vendors/${seller.id}/reject`, { reason: 'Licence expired.' });
    await expectChange(product.id, 1, () => adminCall('POST', `/vendors/${seller.id}/approve`));
  });

  it('a vendor suspended: its listings leave the shop', async () => {
    const seller = await newVendor();
    const product = await publishedListing(seller);
    await expectChange(product.id, -1, () => adminCall('POST', `/vendors/${seller.id}/reject`, { reason: 'Seed quality complaints.' }));
  });

  it('a listing published, and unpublished again', async () => {
    const seller = await newVendor();
    const draft = await publishedListing(seller, { published: false });
    const edit = (published: boolean) => as(seller.cookie, 'PUT', `/api/vendor/products/${draft.id}`, listing({ name: draft.name, published }));
    await expectChange(draft.id, 1, () => edit(true));
    await expectChange(draft.id, -1, () => edit(false));
  });

  it('a product hidden and shown by the admin, the vendor’s and the shop’s own', async () => {
    const seller = await newVendor();
    const vendorProduct = await publishedListing(seller);
    await expectChange(vendorProduct.id, -1, () => adminCall('PATCH', `/products/${vendorProduct.id}`, { isActive: false }));
    await expectChange(vendorProduct.id, 1, () => adminCall('PATCH', `/products/${vendorProduct.id}`, { isActive: true }));
    const own = await createProduct(t.db);
    // Written past the app: on PostgreSQL the app hears of it by notification.
    await t.database.catalogueChanges?.sync();
    await expectChange(own.id, -1, () => adminCall('PATCH', `/products/${own.id}`, { isActive: false }));
  });

  it('a product added by the admin, and deleted by the admin or its vendor', async () => {
    const before = await exactTotal();
    const created = (await adminCall('POST', '/products', { ...listing(), published: undefined })).json<{ id: string }>().id;
    expect(await shownTotal()).toBe(before + 1);
    expect(await onSale(created)).toBe(true);
    await expectChange(created, -1, () => adminCall('DELETE', `/products/${created}`));
    const seller = await newVendor();
    const product = await publishedListing(seller);
    await expectChange(product.id, -1, () => as(seller.cookie, 'DELETE', `/api/vendor/products/${product.id}`));
  });

  it('an account deactivated, activated, deleted or no longer a vendor', async () => {
    const seller = await newVendor();
    const product = await publishedListing(seller);
    await expectChange(product.id, -1, () => adminCall('PATCH', `/users/${seller.id}/active`, { active: false }));
    await expectChange(product.id, 1, () => adminCall('PATCH', `/users/${seller.id}/active`, { active: true }));
    const user = (await as(admin, 'GET', `/api/admin/users/${seller.id}`)).json<{ name: string; email: string }>();
    await expectChange(product.id, -1, () => adminCall('PUT', `/users/${seller.id}`, { name: user.name, email: user.email, type: 'user' }));
    await expectChange(product.id, 1, () => adminCall('PUT', `/users/${seller.id}`, { name: user.name, email: user.email, type: 'vendor' }));
    // An account whose products are listed cannot be erased: it is deactivated instead.
    await expectChange(product.id, -1, async () => {
      const res = await adminCall('DELETE', `/users/${seller.id}`);
      expect(res.json()).toEqual({ outcome: 'deactivated' });
    });
  });
});

