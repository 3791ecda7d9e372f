import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/shared/schemas/admin-orders.ts';
import type { AdminProduct, AdminProductList } from '../../src/shared/schemas/admin-products.ts';
import type { Profile } from '../../src/shared/schemas/auth.ts';
import type { StoreProduct, StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { VendorProduct, VendorProductDeleted, VendorProductList } from '../../src/shared/schemas/vendor-products.ts';
import type { VendorOrder, VendorOrderLineList, VendorOverview } from '../../src/shared/schemas/vendor-sales.ts';
import { refreshVendorListings } from '../../src/server/modules/visibility/visibility.repository.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, licence, seedLabel, shipping, packLabel } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const NOT_APPROVED = 'Your vendor account must be approved before products can be published.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A product as the vendor's form sends it (the admin's product fields plus "published"); a seed
 * with its label and first lot, which holds the stock (issue 16).
 */
const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Kesar Mango Saplings',
  description: 'Grafted Kesar mango saplings, two years old, ready for the monsoon planting.',
  pricePaise: 180_00,
  category: 'seeds',
  hsnCode: '1209',
  stock: 50,
  imageUrl: '',
  features: ['Grafted', '2 years old'],
  published: false,
  seedLabel: seedLabel(typeof over.stock === 'number' ? over.stock : 50),
  label: packLabel({ genericName: 'Mango saplings' }),
  ...over,
});

interface Seller {
  id: string;
  cookie: string;
  businessName: string;
}

describeEachDialect('vendor marketplace', (dialect) => {
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

  const as = (cookie: string | undefined, method: Method, url: string, body?: unknown) => http.call(method, url, { cookie, body });
  const adminCall = (method: Method, url: string, body?: unknown) => as(admin, method, `/api/admin${url}`, body);

  async function signUpVendor(businessName: string): Promise<Seller> {
    const res = await http.register(vendor({ businessName, ownerName: `${businessName} Owner` }));
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().user.id, cookie: sessionCookie(res), businessName };
  }
  async function approve(v: Seller) {
    const res = await adminCall('POST', `/vendors/${v.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    // A seed dealer's licence, which publishing seeds needs (issue 16).
    const held = await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence());
    expect(held.statusCode, held.body).toBe(200);
  }
  async function reject(v: Seller, reason = 'Suspended: seed quality complaints.') {
    const res = await adminCall('POST', `/vendors/${v.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
  }
  async function approvedVendor(businessName: string): Promise<Seller> {
    const v = await signUpVendor(businessName);
    await approve(v);
    return v;
  }
  async function addListing(v: Seller, over: Record<string, unknown> = {}): Promise<VendorProduct> {
    const res = await as(v.cookie, 'POST', '/api/vendor/products', listing(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<VendorProduct>();
  }
  const storeDetail = (id: string) => as(undefined, 'GET', `/api/store/products/${id}`);
  const storeNames = async (query: string) => (await as(undefined, 'GET', `/api/store/products${query}`)).json<StoreProductList>().items.map((p) => p.name);
  /** Whether the shop shows the product everywhere a shopper can meet it: detail, search and its category. */
  async function inShop(p: { id: string; name: string; category?: string }): Promise<boolean> {
    const detail = (await storeDetail(p.id)).statusCode === 200;
    const found = (await storeNames(`?q=${encodeURIComponent(p.name)}&pageSize=100`)).includes(p.name);
    const listed = (await storeNames(`?category=${p.category ?? 'seeds'}&pageSize=100`)).includes(p.name);
    expect(found, 'search agrees with the detail').toBe(detail);
    expect(listed, 'the category list agrees with the detail').toBe(detail);
    return detail;
  }
  async function buy(items: { productId: string; quantity: number }[], buyer = customer({ name: 'Ganesh Shinde' })) {
    const cookie = sessionCookie(await http.register(buyer));
    const res = await as(cookie, 'POST', '/api/store/orders', { items, shipping });
    expect(res.statusCode, res.body).toBe(201);
    return { cookie, order: res.json<StoreOrder>() };
  }
  const overview = async (v: Seller) => {
    const res = await as(v.cookie, 'GET', '/api/vendor/overview');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VendorOverview>();
  };
  const productRow = (id: string) => t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('access', () => {
    it('answers 401 to visitors and 403 to customers and admins on every vendor route', async () => {
      const customerCookie = sessionCookie(await http.register(customer()));
      const routes: Array<[Method, string, unknown?]> = [
        ['GET', '/api/vendor/overview'],
        ['GET', '/api/vendor/products'],
        ['POST', '/api/vendor/products', listing()],
        ['GET', `/api/vendor/products/${UNKNOWN_ID}`],
        ['PUT', `/api/vendor/products/${UNKNOWN_ID}`, listing()],
        ['PATCH', `/api/vendor/products/${UNKNOWN_ID}/stock`, { stock: 1 }],
        ['DELETE', `/api/vendor/products/${UNKNOWN_ID}`],
        ['GET', '/api/vendor/orders'],
        ['GET', `/api/vendor/orders/${UNKNOWN_ID}`],
        ['GET', '/api/vendor/profile'],
        ['PUT', '/api/vendor/profile', { businessName: 'X', ownerName: 'Y', phone: '98220 12345', address: 'Z' }],
      ];
      for (const [method, url, body] of routes) {
        const codes = [];
        for (const cookie of [undefined, customerCookie, admin]) codes.push((await as(cookie, method, url, body)).statusCode);
        expect(codes, `${method} ${url}`).toEqual([401, 403, 403]);
      }
      // Nothing the refused calls sent was written.
      expect(await t.db.selectFrom('products').select('id').where('name', '=', 'Kesar Mango Saplings').execute()).toEqual([]);
    });

    it("keeps a vendor out of another vendor's products and the shop's own (404), changing nothing", async () => {
      const owner = await approvedVendor('Shirur Seeds');
      const other = await approvedVendor('Akola Agro');
      const theirs = await addListing(owner, { name: 'Shirur Onion Seeds', published: true, stock: 30 });
      const shops = await createProduct(t.db, { name: 'Shop Own Sprayer', stock: 12 });
      for (const id of [theirs.id, shops.id]) {
        const attempts: Array<[Method, string, unknown?]> = [
          ['GET', `/api/vendor/products/${id}`],
          ['PUT', `/api/vendor/products/${id}`, listing({ name: 'Taken Over', published: true })],
          ['PATCH', `/api/vendor/products/${id}/stock`, { stock: 0 }],
          ['DELETE', `/api/vendor/products/${id}`],
        ];
        for (const [method, url, body] of attempts) {
          const res = await as(other.cookie, method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json().error.message).toBe('Product Not Found');
        }
      }
      expect(await productRow(theirs.id)).toMatchObject({ name: 'Shirur Onion Seeds', stock: 30, vendor_id: owner.id, is_active: 1 });
      expect(await productRow(shops.id)).toMatchObject({ name: 'Shop Own Sprayer', stock: 12, vendor_id: null, is_active: 1 });
      // Its own list holds only its own listings; the shop's list is not the vendor's.
      const list = (await as(other.cookie, 'GET', '/api/vendor/products')).json<VendorProductList>();
      expect(list).toMatchObject({ total: 0, items: [] });
      expect((await as(owner.cookie, 'GET', '/api/vendor/products')).json<VendorProductList>().items.map((p) => p.name)).toEqual(['Shirur Onion Seeds']);
    });
  });

  describe('listings in the shop', () => {
    it("keeps a pending vendor's products out of the shop; after approval its published product is in", async () => {
      const v = await signUpVendor('Latur Pulses Co');
      const publish = await as(v.cookie, 'POST', '/api/vendor/products', listing({ name: 'Latur Tur Dal Seeds', published: true }));
      expect(publish.statusCode).toBe(409);
      expect(publish.json().error.message).toBe(NOT_APPROVED);
      expect(await t.db.selectFrom('products').select('id').where('name', '=', 'Latur Tur Dal Seeds').execute()).toEqual([]);

      const draft = await addListing(v, { name: 'Latur Tur Dal Seeds' });
      expect(draft).toMatchObject({ published: false, state: 'draft' });
      expect(await inShop(draft)).toBe(false);
      expect((await as(undefined, 'GET', '/api/store/products?pageSize=100')).json<StoreProductList>().items.map((p) => p.id)).not.toContain(draft.id);
      // Still pending: publishing an existing draft is refused too.
      const put = await as(v.cookie, 'PUT', `/api/vendor/products/${draft.id}`, listing({ name: 'Latur Tur Dal Seeds', published: true }));
      expect(put.statusCode).toBe(409);
      expect(put.json().error.message).toBe(NOT_APPROVED);

      await approve(v);
      // Approval alone does not publish a draft.
      expect(await inShop(draft)).toBe(false);
      const published = await as(v.cookie, 'PUT', `/api/vendor/products/${draft.id}`, listing({ name: 'Latur Tur Dal Seeds', published: true }));
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json<VendorProduct>()).toMatchObject({ published: true, state: 'in_shop' });
      expect(await inShop(draft)).toBe(true);
    });

    it('takes a suspended or rejected vendor\'s products out of the shop at once, and back on approval', async () => {
      const v = await approvedVendor('Nashik Grapes Nursery');
      const before = (await as(undefined, 'GET', '/api/store/products')).json<StoreProductList>().catalogueTotal;
      const p = await addListing(v, { name: 'Nashik Grape Cuttings', published: true });
      expect(await inShop(p)).toBe(true);
      expect((await as(undefined, 'GET', '/api/store/products')).json<StoreProductList>().catalogueTotal).toBe(before + 1);

      await reject(v);
      expect(await inShop(p)).toBe(false);
      expect((await as(undefined, 'GET', '/api/store/products')).json<StoreProductList>().catalogueTotal).toBe(before);
      // The vendor reads why, and that its listing waits for approval.
      expect(await overview(v)).toMatchObject({ status: 'rejected', rejectionReason: 'Suspended: seed quality complaints.', listedProducts: 1 });
      expect((await as(v.cookie, 'GET', `/api/vendor/products/${p.id}`)).json<VendorProduct>().state).toBe('awaiting_approval');
      // Nobody can buy it meanwhile.
      const cookie = sessionCookie(await http.register(customer()));
      expect((await as(cookie, 'POST', '/api/store/orders', { items: [{ productId: p.id, quantity: 1 }], shipping })).statusCode).toBe(400);
      // A suspended vendor can still correct its published listing; it stays out of the shop.
      const fixed = await as(v.cookie, 'PUT', `/api/vendor/products/${p.id}`, listing({ name: 'Nashik Grape Cuttings', published: true, seedLabel: seedLabel(50, { variety: 'Thompson Seedless' }) }));
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(await inShop(p)).toBe(false);

      await approve(v);
      expect(await inShop(p)).toBe(true);
      expect((await storeDetail(p.id)).json<StoreProduct>().seedLabel?.variety).toBe('Thompson Seedless');
    });

    it('never shows a draft, and unpublishing takes a product out', async () => {
      const v = await approvedVendor('Wardha Cotton House');
      const draft = await addListing(v, { name: 'Wardha Desi Cotton Seeds' });
      expect(await inShop(draft)).toBe(false);
      const live = await addListing(v, { name: 'Wardha Bt Cotton Seeds', published: true });
      expect(await inShop(live)).toBe(true);
      const res = await as(v.cookie, 'PUT', `/api/vendor/products/${live.id}`, listing({ name: 'Wardha Bt Cotton Seeds', published: false }));
      expect(res.json<VendorProduct>()).toMatchObject({ published: false, state: 'draft' });
      expect(await inShop(live)).toBe(false);
      const cookie = sessionCookie(await http.register(customer()));
      expect((await as(cookie, 'POST', '/api/store/orders', { items: [{ productId: draft.id, quantity: 1 }], shipping })).statusCode).toBe(400);
    });

    it("shows 'Sold by' the vendor's business name on the product page, following a rename at once", async () => {
      const v = await approvedVendor('Hingoli Farm Supplies');
      const p = await addListing(v, { name: 'Hingoli Turmeric Rhizomes', published: true });
      expect((await storeDetail(p.id)).json<StoreProduct>()).toMatchObject({ name: 'Hingoli Turmeric Rhizomes', soldBy: 'Hingoli Farm Supplies' });
      const seeded = (await as(undefined, 'GET', '/api/store/products?q=wheat')).json<StoreProductList>().items[0]!;
      expect((await storeDetail(seeded.id)).json<StoreProduct>().soldBy).toBeNull();

      const renamed = await as(v.cookie, 'PUT', '/api/vendor/profile', {
        businessName: '  Hingoli Kisan Kendra  ',
        ownerName: 'Sakharam Patil',
        phone: '+91 98230 44444',
        address: 'Market Road, Hingoli, Maharashtra 431513',
        gstNumber: '27aapfu0939f1zv',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json<Profile>()).toMatchObject({
        name: 'Sakharam Patil',
        phone: '+91 98230 44444',
        vendor: { businessName: 'Hingoli Kisan Kendra', ownerName: 'Sakharam Patil', address: 'Market Road, Hingoli, Maharashtra 431513', gstNumber: '27AAPFU0939F1ZV', status: 'approved' },
      });
      expect((await storeDetail(p.id)).json<StoreProduct>().soldBy).toBe('Hingoli Kisan Kendra');
      // The header's name follows the owner's.
      expect((await http.me(v.cookie)).json().user.name).toBe('Sakharam Patil');
      // A blank GST number removes it.
      const noGst = await as(v.cookie, 'PUT', '/api/vendor/profile', { businessName: 'Hingoli Kisan Kendra', ownerName: 'Sakharam Patil', phone: '+91 98230 44444', address: 'Hingoli', gstNumber: '' });
      expect(noGst.json<Profile>().vendor?.gstNumber).toBeNull();
    });

    it("keeps one owner name and phone: the account's, whoever edits it", async () => {
      const v = await approvedVendor('Sangli Turmeric Co');
      const user = (await adminCall('GET', `/users/${v.id}`)).json();
      expect((await adminCall('PUT', `/users/${v.id}`, { name: 'Renamed By Admin', email: user.email, type: 'vendor' })).statusCode).toBe(200);
      expect((await as(v.cookie, 'PUT', '/api/auth/profile', { name: 'Self Renamed', phone: '91234 56780' })).statusCode).toBe(200);
      const own = (await as(v.cookie, 'GET', '/api/vendor/profile')).json();
      expect(own).toMatchObject({ name: 'Self Renamed', phone: '91234 56780', vendor: { ownerName: 'Self Renamed', phone: '91234 56780' } });
      const listed = (await adminCall('GET', '/vendors?pageSize=100')).json().items.find((x: { userId: string }) => x.userId === v.id);
      expect(listed).toMatchObject({ ownerName: 'Self Renamed', phone: '91234 56780' });
    });

    it('checks the business profile with the sign-up rules, per field, changing nothing', async () => {
      const v = await signUpVendor('Parbhani Seeds');
      const res = await as(v.cookie, 'PUT', '/api/vendor/profile', { businessName: ' ', ownerName: 'x'.repeat(101), phone: 'call me', address: '', gstNumber: '27AAPFU0939' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        businessName: 'This field is required',
        ownerName: 'Please use at most 100 characters',
        phone: 'Please enter a valid phone number: 7 to 20 characters of digits, spaces, + and -',
        address: 'This field is required',
        gstNumber: 'Please enter a valid 15-character GST number (GSTIN), for example 27AAPFU0939F1ZV',
      });
      expect((await as(v.cookie, 'GET', '/api/vendor/profile')).json<Profile>().vendor?.businessName).toBe('Parbhani Seeds');
    });
  });

  describe('the admin', () => {
    it('sees the vendor on every product, and moderation hides and shows a vendor product', async () => {
      const v = await approvedVendor('Satara Strawberry Farm');
      const p = await addListing(v, { name: 'Satara Strawberry Runners', published: true });
      const shop = await createProduct(t.db, { name: 'Shop Own Hoe' });

      const detail = (await adminCall('GET', `/products/${p.id}`)).json<AdminProduct>();
      expect(detail).toMatchObject({ vendorId: v.id, vendorName: 'Satara Strawberry Farm', listingStatus: 'published', moderationHidden: false, isActive: true });
      expect((await adminCall('GET', `/products/${shop.id}`)).json<AdminProduct>()).toMatchObject({ vendorId: null, vendorName: null });
      const listed = (await adminCall('GET', '/products?q=satara%20strawberry')).json<AdminProductList>().items;
      expect(listed.map((i) => [i.name, i.vendorName])).toEqual([['Satara Strawberry Runners', 'Satara Strawberry Farm']]);

      const hidden = await adminCall('PATCH', `/products/${p.id}`, { isActive: false });
      expect(hidden.json<AdminProduct>()).toMatchObject({ isActive: false, moderationHidden: true, vendorId: v.id });
      expect(await inShop(p)).toBe(false);
      expect((await as(v.cookie, 'GET', `/api/vendor/products/${p.id}`)).json<VendorProduct>().state).toBe('hidden_by_shop');
      // The vendor cannot undo the shop's decision by publishing again.
      await as(v.cookie, 'PUT', `/api/vendor/products/${p.id}`, listing({ name: 'Satara Strawberry Runners', published: true }));
      expect(await inShop(p)).toBe(false);

      const shown = await adminCall('PATCH', `/products/${p.id}`, { isActive: true });
      expect(shown.json<AdminProduct>()).toMatchObject({ isActive: true, moderationHidden: false });
      expect(await inShop(p)).toBe(true);

      // Showing a vendor's draft does not publish it for the vendor.
      const draft = await addListing(v, { name: 'Satara Strawberry Draft' });
      expect((await adminCall('PATCH', `/products/${draft.id}`, { isActive: true })).json<AdminProduct>().isActive).toBe(false);
      // An admin edit keeps the vendor.
      const edited = await adminCall('PUT', `/products/${p.id}`, { ...listing({ name: 'Satara Strawberry Runners (checked)' }), published: undefined });
      expect(edited.json<AdminProduct>()).toMatchObject({ vendorId: v.id, vendorName: 'Satara Strawberry Farm', isActive: true });
    });

    it('hides, rather than deletes, an ordered vendor product; deletes one never ordered', async () => {
      const v = await approvedVendor('Ratnagiri Alphonso Co');
      const ordered = await addListing(v, { name: 'Ratnagiri Alphonso Grafts', published: true });
      const never = await addListing(v, { name: 'Ratnagiri Cashew Grafts', published: true });
      await buy([{ productId: ordered.id, quantity: 1 }]);
      expect((await adminCall('DELETE', `/products/${ordered.id}`)).json()).toEqual({ id: ordered.id, outcome: 'hidden' });
      expect(await productRow(ordered.id)).toMatchObject({ moderation_hidden: 1, is_active: 0, vendor_id: v.id });
      expect(await inShop(ordered)).toBe(false);
      expect((await adminCall('DELETE', `/products/${never.id}`)).json()).toEqual({ id: never.id, outcome: 'deleted' });
      expect((await as(v.cookie, 'GET', `/api/vendor/products/${never.id}`)).statusCode).toBe(404);
    });
  });

  describe('orders and figures', () => {
    it('shows a vendor only its own lines of an order, without the buyer\'s email, phone or address', async () => {
      const a = await approvedVendor('Junnar Tomato Growers');
      const b = await approvedVendor('Baramati Seed Bank');
      const c = await approvedVendor('Idle Vendor Traders');
      const pa = await addListing(a, { name: 'Junnar Tomato Seeds', pricePaise: 95_50, published: true });
      const pb = await addListing(b, { name: 'Baramati Bajra Seeds', pricePaise: 60_00, published: true });
      const shop = await createProduct(t.db, { name: 'Shop Own Trowel', price_paise: 150_00 });
      const { order } = await buy([
        { productId: shop.id, quantity: 1 },
        { productId: pa.id, quantity: 3 },
        { productId: pb.id, quantity: 2 },
      ]);

      const res = await as(a.cookie, 'GET', '/api/vendor/orders');
      expect(res.statusCode).toBe(200);
      const lines = res.json<VendorOrderLineList>();
      expect(lines.total).toBe(1);
      expect(lines.items).toEqual([
        {
          lineId: expect.any(String),
          orderId: order.id,
          orderNumber: order.number,
          orderDate: order.orderDate,
          status: 'pending',
          productId: pa.id,
          productName: 'Junnar Tomato Seeds',
          quantity: 3,
          unitPricePaise: 95_50,
          lineTotalPaise: 286_50,
          buyerName: 'Ganesh Shinde',
          shipCity: 'Pune',
        },
      ]);
      for (const secret of [shipping.email, shipping.phone, shipping.address, 'Shop Own Trowel', 'Baramati']) expect(res.body).not.toContain(secret);

      const one = await as(a.cookie, 'GET', `/api/vendor/orders/${order.id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json<VendorOrder>()).toMatchObject({ orderId: order.id, buyerName: 'Ganesh Shinde', shipCity: 'Pune', linesTotalPaise: 286_50 });
      expect(one.json<VendorOrder>().lines.map((l) => l.productName)).toEqual(['Junnar Tomato Seeds']);
      for (const secret of [shipping.email, shipping.phone, shipping.address, 'Shop Own Trowel', 'Baramati']) expect(one.body).not.toContain(secret);
      expect((await as(b.cookie, 'GET', `/api/vendor/orders/${order.id}`)).json<VendorOrder>().lines.map((l) => l.productName)).toEqual(['Baramati Bajra Seeds']);
      // A vendor with nothing in the order, or an unknown order: not found.
      expect((await as(c.cookie, 'GET', `/api/vendor/orders/${order.id}`)).statusCode).toBe(404);
      expect((await as(c.cookie, 'GET', '/api/vendor/orders')).json<VendorOrderLineList>()).toMatchObject({ total: 0, items: [] });
      expect((await as(a.cookie, 'GET', `/api/vendor/orders/${UNKNOWN_ID}`)).statusCode).toBe(404);

      // The admin sees who sells each line.
      const adminOrder = (await adminCall('GET', `/orders/${order.id}`)).json<AdminOrder>();
      expect(adminOrder.items.map((i) => [i.name, i.vendorName])).toEqual([
        ['Shop Own Trowel', null],
        ['Junnar Tomato Seeds', 'Junnar Tomato Growers'],
        ['Baramati Bajra Seeds', 'Baramati Seed Bank'],
      ]);
    });

    it('lists the newest orders first and pages through them', async () => {
      const v = await approvedVendor('Sangli Raisin Traders');
      const p = await addListing(v, { name: 'Sangli Grape Rootstock', published: true, stock: 100 });
      const orders: string[] = [];
      for (let i = 0; i < 3; i++) orders.push((await buy([{ productId: p.id, quantity: i + 1 }])).order.id);
      const all = (await as(v.cookie, 'GET', '/api/vendor/orders')).json<VendorOrderLineList>();
      expect(all.items.map((l) => l.orderId)).toEqual([...orders].reverse());
      expect(all.items.map((l) => l.quantity)).toEqual([3, 2, 1]);
      const page2 = (await as(v.cookie, 'GET', '/api/vendor/orders?page=2&pageSize=2')).json<VendorOrderLineList>();
      expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page2.items.map((l) => l.orderId)).toEqual([orders[0]]);
      expect((await as(v.cookie, 'GET', '/api/vendor/orders?pageSize=0')).statusCode).toBe(400);
    });

    it('counts listings, low stock, orders and revenue from real orders, leaving cancelled ones out', async () => {
      const v = await approvedVendor('Kolhapur Jaggery Farms');
      expect(await overview(v)).toEqual({ status: 'approved', rejectionReason: null, listedProducts: 0, drafts: 0, lowStockProducts: 0, orders: 0, revenuePaise: 0 });
      const cane = await addListing(v, { name: 'Kolhapur Sugarcane Setts', pricePaise: 40_00, stock: 30, published: true });
      const low = await addListing(v, { name: 'Kolhapur Groundnut Seeds', pricePaise: 125_25, stock: 12, published: true });
      await addListing(v, { name: 'Kolhapur Draft Listing', stock: 3 });
      const shop = await createProduct(t.db, { name: 'Shop Own Spade', price_paise: 500_00 });

      const first = await buy([{ productId: cane.id, quantity: 4 }, { productId: low.id, quantity: 2 }, { productId: shop.id, quantity: 1 }]);
      await buy([{ productId: cane.id, quantity: 1 }]);
      // The groundnut seeds fell to 10 units: low stock; the draft has 3.
      expect(await overview(v)).toEqual({
        status: 'approved',
        rejectionReason: null,
        listedProducts: 2,
        drafts: 1,
        lowStockProducts: 2,
        orders: 2,
        revenuePaise: 4 * 40_00 + 2 * 125_25 + 40_00,
      });

      const cancelled = await adminCall('PATCH', `/orders/${first.order.id}/status`, { status: 'cancelled' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // Cancelling returned the 2 units: 12 again, not low any more.
      expect(await overview(v)).toMatchObject({ orders: 1, revenuePaise: 40_00, lowStockProducts: 1 });
      // The cancelled line still shows in its list, with its status.
      const lines = (await as(v.cookie, 'GET', '/api/vendor/orders')).json<VendorOrderLineList>().items;
      expect(lines.filter((l) => l.orderId === first.order.id).map((l) => l.status)).toEqual(['cancelled', 'cancelled']);
    });
  });

  describe('cash on delivery', () => {
    it('lets the vendor that delivers a whole order mark its cash collected, once; not an order that also holds others\' goods', async () => {
      const v = await approvedVendor('Shirur Krushi Seva');
      const other = await approvedVendor('Daund Agro');
      const own = await addListing(v, { name: 'Shirur Onion Seeds', pricePaise: 210_00, published: true });
      const theirs = await addListing(other, { name: 'Daund Maize Seeds', pricePaise: 80_00, published: true });
      const { order } = await buy([{ productId: own.id, quantity: 2 }]);
      const read = (await as(v.cookie, 'GET', `/api/vendor/orders/${order.id}`)).json<VendorOrder>();
      expect(read).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod_due', cashToCollectPaise: order.totalPaise });
      expect((await as(other.cookie, 'POST', `/api/vendor/orders/${order.id}/cod-collected`)).statusCode).toBe(404);
      const collected = await as(v.cookie, 'POST', `/api/vendor/orders/${order.id}/cod-collected`);
      expect(collected.statusCode, collected.body).toBe(200);
      expect(collected.json<VendorOrder>().paymentStatus).toBe('cod_collected');
      expect((await as(v.cookie, 'POST', `/api/vendor/orders/${order.id}/cod-collected`)).json().error.code).toBe('payment_not_due');
      const row = await t.db.selectFrom('orders').select(['payment_status', 'payment_settled_by']).where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ payment_status: 'cod_collected', payment_settled_by: v.id });

      const mixed = (await buy([{ productId: own.id, quantity: 1 }, { productId: theirs.id, quantity: 1 }])).order;
      expect((await as(v.cookie, 'GET', `/api/vendor/orders/${mixed.id}`)).json<VendorOrder>().cashToCollectPaise).toBeNull();
      expect((await as(v.cookie, 'POST', `/api/vendor/orders/${mixed.id}/cod-collected`)).statusCode).toBe(409);
      expect((await t.db.selectFrom('orders').select('payment_status').where('id', '=', mixed.id).executeTakeFirstOrThrow()).payment_status).toBe('cod_due');
    });
  });

  describe('listings', () => {
    it('adds, edits, searches and pages its listings, newest first', async () => {
      const v = await signUpVendor('Jalna Sweet Lime Nursery');
      const a = await addListing(v, { name: '  Jalna Mosambi Plants  ', features: ['Grafted', '', '  '], imageUrl: '/images/products/wheat-seeds.svg' });
      expect(a).toMatchObject({ name: 'Jalna Mosambi Plants', features: ['Grafted'], imageUrl: '/images/products/wheat-seeds.svg', stock: 50, published: false, state: 'draft' });
      const b = await addListing(v, { name: 'Jalna Pomegranate Plants', description: 'Bhagwa pomegranate, disease-free tissue culture plants.' });
      const edited = await as(v.cookie, 'PUT', `/api/vendor/products/${a.id}`, listing({ name: 'Jalna Mosambi Saplings', pricePaise: 210_75, category: 'tools', stock: 5 }));
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<VendorProduct>()).toMatchObject({ id: a.id, name: 'Jalna Mosambi Saplings', pricePaise: 210_75, category: 'tools', stock: 5, createdAt: a.createdAt });
      expect((await as(v.cookie, 'GET', `/api/vendor/products/${a.id}`)).json<VendorProduct>().name).toBe('Jalna Mosambi Saplings');

      const list = (await as(v.cookie, 'GET', '/api/vendor/products')).json<VendorProductList>();
      expect(list.items.map((p) => p.id)).toEqual([b.id, a.id]);
      expect((await as(v.cookie, 'GET', '/api/vendor/products?q=BHAGWA')).json<VendorProductList>().items.map((p) => p.id)).toEqual([b.id]);
      expect((await as(v.cookie, 'GET', '/api/vendor/products?q=%25')).json<VendorProductList>().total).toBe(0);
      const page2 = (await as(v.cookie, 'GET', '/api/vendor/products?page=2&pageSize=1')).json<VendorProductList>();
      expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page2.items.map((p) => p.id)).toEqual([a.id]);
    });

    it.each([
      ['a negative price', { pricePaise: -500 }, 'pricePaise', 'Price must be more than ₹0'],
      ['a price in fractions of a paisa', { pricePaise: 100.5 }, 'pricePaise', 'Price must be a whole number of paise'],
      ['a negative stock', { stock: -1 }, 'stock', 'Stock must be a whole number from 0 to 10,00,000'],
      ['an empty name', { name: '  ' }, 'name', 'This field is required'],
      ['a long description', { description: 'x'.repeat(2001) }, 'description', 'Please use at most 2000 characters'],
      ['an unknown category', { category: 'toys' }, 'category', 'Category must be Seeds, Equipment, Fertilizers, Pesticides or Tools'],
      ['a javascript: image', { imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be an https:// address or a site path starting with /'],
      ['21 key features', { features: Array.from({ length: 21 }, (_, i) => `F${i}`) }, 'features', 'Please list at most 20 key features'],
      ['no publish choice', { published: undefined }, 'published', 'Please answer true or false'],
      ['a publish choice as text', { published: 'yes' }, 'published', 'Please answer true or false'],
    ])('refuses %s with 400 on that field, on add and edit alike', async (_, change, field, message) => {
      const v = await signUpVendor('Beed Validation Farm');
      const existing = await addListing(v, { name: 'Beed Unchanged Listing' });
      for (const [method, url] of [['POST', '/api/vendor/products'], ['PUT', `/api/vendor/products/${existing.id}`]] as const) {
        const res = await as(v.cookie, method, url, listing(change));
        expect(res.statusCode, `${method} ${res.body}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: message } });
      }
      expect((await as(v.cookie, 'GET', '/api/vendor/products')).json<VendorProductList>().items.map((p) => p.name)).toEqual(['Beed Unchanged Listing']);
    });

    it('updates stock from 0 to 10,00,000, never below 0', async () => {
      const v = await approvedVendor('Dhule Chilli Traders');
      // Not a seed: a seed's stock is its lots' (issue 16).
      const p = await addListing(v, { name: 'Dhule Chilli Sprayer', category: 'tools', hsnCode: '8201', seedLabel: null, published: true, stock: 7 });
      for (const stock of [-1, 1_000_001, 2.5, '12', null]) {
        const res = await as(v.cookie, 'PATCH', `/api/vendor/products/${p.id}/stock`, { stock });
        expect(res.statusCode, String(stock)).toBe(400);
        expect(res.json().error.fields).toEqual({ stock: 'Stock must be a whole number from 0 to 10,00,000' });
      }
      expect((await productRow(p.id)).stock).toBe(7);
      const zero = await as(v.cookie, 'PATCH', `/api/vendor/products/${p.id}/stock`, { stock: 0 });
      expect(zero.json<VendorProduct>()).toMatchObject({ stock: 0, state: 'in_shop' });
      expect((await storeDetail(p.id)).json<StoreProduct>()).toMatchObject({ stock: 0, inStock: false });
      const cookie = sessionCookie(await http.register(customer()));
      expect((await as(cookie, 'POST', '/api/store/orders', { items: [{ productId: p.id, quantity: 1 }], shipping })).statusCode).toBe(409);
      expect((await as(v.cookie, 'PATCH', `/api/vendor/products/${p.id}/stock`, { stock: 1_000_000 })).json<VendorProduct>().stock).toBe(1_000_000);
      expect((await storeDetail(p.id)).json<StoreProduct>().inStock).toBe(true);
    });

    it('deletes a listing never ordered, and archives one an order holds (the order still reads)', async () => {
      const v = await approvedVendor('Yavatmal Soybean Co');
      const never = await addListing(v, { name: 'Yavatmal Never Sold', published: true });
      const sold = await addListing(v, { name: 'Yavatmal Soybean Seeds', published: true, pricePaise: 90_00 });
      const { cookie: buyer, order } = await buy([{ productId: sold.id, quantity: 2 }]);

      const gone = await as(v.cookie, 'DELETE', `/api/vendor/products/${never.id}`);
      expect(gone.json<VendorProductDeleted>()).toEqual({ id: never.id, outcome: 'deleted' });
      expect(await t.db.selectFrom('products').select('id').where('id', '=', never.id).execute()).toEqual([]);

      const archived = await as(v.cookie, 'DELETE', `/api/vendor/products/${sold.id}`);
      expect(archived.json<VendorProductDeleted>()).toEqual({ id: sold.id, outcome: 'archived' });
      expect(await productRow(sold.id)).toMatchObject({ listing_status: 'archived', is_active: 0 });
      expect(await inShop(sold)).toBe(false);
      expect((await as(v.cookie, 'GET', `/api/vendor/products/${sold.id}`)).statusCode).toBe(404);
      expect((await as(v.cookie, 'DELETE', `/api/vendor/products/${sold.id}`)).statusCode).toBe(404);
      expect((await as(v.cookie, 'GET', '/api/vendor/products')).json<VendorProductList>().total).toBe(0);
      // The buyer's order and the vendor's sale still read; the admin sees what happened.
      expect((await as(buyer, 'GET', `/api/store/orders/${order.id}`)).json<StoreOrder>().items[0]).toMatchObject({ productId: sold.id, name: 'Yavatmal Soybean Seeds' });
      expect((await as(v.cookie, 'GET', `/api/vendor/orders/${order.id}`)).json<VendorOrder>().lines[0]).toMatchObject({ productName: 'Yavatmal Soybean Seeds', quantity: 2 });
      expect(await overview(v)).toMatchObject({ listedProducts: 0, orders: 1, revenuePaise: 180_00 });
      expect((await adminCall('GET', `/products/${sold.id}`)).json<AdminProduct>()).toMatchObject({ listingStatus: 'archived', isActive: false });
    });
  });

  describe('refreshVendorListings', () => {
    it('takes a deactivated vendor account out of the shop, and puts it back when re-activated', async () => {
      const v = await approvedVendor('Osmanabad Millets');
      const p = await addListing(v, { name: 'Osmanabad Jowar Seeds', published: true });
      await t.db.updateTable('users').set({ is_active: 0 }).where('id', '=', v.id).execute();
      expect(await refreshVendorListings(t.db, v.id)).toBe(1);
      expect((await productRow(p.id)).is_active).toBe(0);
      // Nothing left to change: no row is written.
      expect(await refreshVendorListings(t.db, v.id)).toBe(0);
      await t.db.updateTable('users').set({ is_active: 1 }).where('id', '=', v.id).execute();
      expect(await refreshVendorListings(t.db, v.id)).toBe(1);
      expect((await productRow(p.id)).is_active).toBe(1);
    });

    it('never leaves a product on sale when the vendor publishes while an admin suspends it', async () => {
      // Without a per-vendor lock, PostgreSQL let each transaction miss the other's uncommitted
      // change about 4 times in 10 (READ COMMITTED write skew).
      for (let round = 0; round < 12; round++) {
        const v = await approvedVendor(`Race Seeds ${round}`);
        const draft = await addListing(v, { name: `Race Draft ${round}`, published: false });
        const [published, rejected] = await Promise.all([
          as(v.cookie, 'PUT', `/api/vendor/products/${draft.id}`, listing({ name: `Race Draft ${round}`, published: true })),
          adminCall('POST', `/vendors/${v.id}/reject`, { reason: 'Suspended while publishing.' }),
        ]);
        expect(rejected.statusCode, rejected.body).toBe(200);
        expect([200, 409]).toContain(published.statusCode);
        expect((await productRow(draft.id)).is_active, `round ${round}`).toBe(0);
      }
    });

    it("follows the admin's Manage Users: deactivating a vendor hides its products, re-activating shows them, deleting deactivates", async () => {
      const v = await approvedVendor('Beed Cotton Seeds Co');
      const p = await addListing(v, { name: 'Beed Desi Cotton Seeds', published: true });
      expect(await inShop(p)).toBe(true);
      expect((await adminCall('PATCH', `/users/${v.id}/active`, { active: false })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(false);
      expect((await adminCall('PATCH', `/users/${v.id}/active`, { active: true })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(true);
      // A vendor account that still has listings is kept (deactivated), never erased with them.
      const removed = await adminCall('DELETE', `/users/${v.id}`);
      expect(removed.json()).toEqual({ outcome: 'deactivated' });
      expect(await inShop(p)).toBe(false);
      expect((await productRow(p.id)).vendor_id).toBe(v.id);
      // Turning the account into a customer's takes its listings out too.
      expect((await adminCall('PATCH', `/users/${v.id}/active`, { active: true })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(true);
      const user = (await adminCall('GET', `/users/${v.id}`)).json();
      expect((await adminCall('PUT', `/users/${v.id}`, { name: user.name, email: user.email, type: 'user' })).statusCode).toBe(200);
      expect(await inShop(p)).toBe(false);
    });
  });
});
