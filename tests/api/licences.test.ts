import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminVendorList } from '../../src/shared/schemas/admin-vendors.ts';
import type { StoreProductList } from '../../src/shared/schemas/catalog.ts';
import type { VendorLicences } from '../../src/shared/schemas/seed-lots.ts';
import type { VendorProduct } from '../../src/shared/schemas/vendor-products.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { indiaDay, licence, seedLabel, shipping, packLabel } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const DAY = 86_400_000;

const listing = (over: Record<string, unknown> = {}) => ({
  name: `Tur Seeds ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Pigeon pea seed for kharif, wilt tolerant.',
  pricePaise: 320_00,
  category: 'seeds',
  hsnCode: '1209',
  stock: 0,
  imageUrl: '',
  features: [],
  published: true,
  seedLabel: seedLabel(30),
  label: packLabel({ genericName: 'Pigeon pea seed' }),
  ...over,
});
const neemOil = (over: Record<string, unknown> = {}) =>
  listing({ name: `Neem Oil ${Math.random().toString(36).slice(2, 8)}`, category: 'pesticides', hsnCode: '3808', stock: 12, seedLabel: null, packSize: 1, packUnit: 'l', ...over });

/**
 * Dealer licences (issue 16, docs/product-rules.md 28): a vendor publishes seeds only with a valid
 * seed dealer licence and pesticides only with an insecticide licence; the admin sees them when
 * reviewing; an expired licence takes the listings it covers out of the shop, and the vendor's
 * dashboard says which and why.
 */
describeEachDialect('dealer licences', (dialect) => {
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
  const day = (days = 0) => indiaDay(days, now);

  async function approvedVendor(businessName: string) {
    const res = await http.register(vendor({ businessName }));
    const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    expect((await as(admin, 'POST', `/api/admin/vendors/${v.id}/approve`)).statusCode).toBe(200);
    return v;
  }
  const inShop = async (p: { id: string; name: string }) => {
    const detail = (await as(undefined, 'GET', `/api/store/products/${p.id}`)).statusCode === 200;
    const found = (await as(undefined, 'GET', `/api/store/products?q=${encodeURIComponent(p.name)}`)).json<StoreProductList>().items.some((i) => i.id === p.id);
    expect(found, 'search agrees with the page').toBe(detail);
    return detail;
  };
  const total = async () => (await as(undefined, 'GET', '/api/store/products')).json<StoreProductList>().catalogueTotal;

  it('refuses to publish seeds without a seed licence, or pesticides without an insecticide licence; drafts may wait', async () => {
    const v = await approvedVendor('Jalna Krishi Kendra');
    const seeds = await as(v.cookie, 'POST', '/api/vendor/products', listing());
    expect(seeds.statusCode).toBe(409);
    expect(seeds.json().error).toMatchObject({ code: 'licence_required', params: { licence: 'seed' } });
    expect(seeds.json().error.message).toMatch(/seed dealer licence/);
    const pesticide = await as(v.cookie, 'POST', '/api/vendor/products', neemOil());
    expect(pesticide.json().error).toMatchObject({ code: 'licence_required', params: { licence: 'insecticide' } });
    const draft = await as(v.cookie, 'POST', '/api/vendor/products', listing({ published: false }));
    expect(draft.statusCode, draft.body).toBe(201);
    // Tools need none.
    expect((await as(v.cookie, 'POST', '/api/vendor/products', neemOil({ category: 'tools', hsnCode: '8201' }))).statusCode).toBe(201);

    // The dashboard says what the listings need.
    const overview = (await as(v.cookie, 'GET', '/api/vendor/licences')).json<VendorLicences>();
    expect(overview).toEqual({ items: [], needed: ['seed'], hiddenListings: [] });

    const saved = await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence({ number: ' MH/JLN/SD/2291 ', validUntil: day(400) }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<VendorLicences>().items).toEqual([
      { kind: 'seed', number: 'MH/JLN/SD/2291', issuingState: 'Maharashtra', validUntil: day(400), expired: false, updatedAt: expect.any(String) },
    ]);
    const published = await as(v.cookie, 'PUT', `/api/vendor/products/${draft.json<VendorProduct>().id}`, listing({ name: draft.json<VendorProduct>().name }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<VendorProduct>().state).toBe('in_shop');
    // Still no insecticide licence.
    expect((await as(v.cookie, 'POST', '/api/vendor/products', neemOil())).statusCode).toBe(409);
  });

  it('checks a licence field by field, and answers only the vendor itself', async () => {
    const v = await approvedVendor('Parbhani Agro');
    const bad = await as(v.cookie, 'PUT', '/api/vendor/licences/seed', { number: '', issuingState: 'Atlantis', validUntil: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ number: 'This field is required', issuingState: 'Please choose a state or union territory', validUntil: 'Please enter a date as YYYY-MM-DD' });
    expect((await as(v.cookie, 'PUT', '/api/vendor/licences/tractor', licence())).statusCode).toBe(400);
    expect((await as(v.cookie, 'DELETE', '/api/vendor/licences/seed')).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/api/vendor/licences')).statusCode).toBe(401);
    const buyer = sessionCookie(await http.register(customer()));
    expect((await as(buyer, 'PUT', '/api/vendor/licences/seed', licence())).statusCode).toBe(403);
    const other = await approvedVendor('Hingoli Agro');
    await as(other.cookie, 'PUT', '/api/vendor/licences/insecticide', licence());
    expect((await as(v.cookie, 'GET', '/api/vendor/licences')).json<VendorLicences>().items).toEqual([]);
  });

  // Found by the fuzzer (tests/fuzz): on PostgreSQL the refused delete still bumped the catalogue's
  // version (the listings' refresh fires its statement trigger with no row changed) and committed.
  it('writes nothing when the licence to delete is not there', async () => {
    const v = await approvedVendor('Washim Agro');
    const version = async () => Number((await t.db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
    const before = await version();
    expect((await as(v.cookie, 'DELETE', '/api/vendor/licences/seed')).statusCode).toBe(404);
    expect(await version()).toBe(before);
  });

  it('shows the admin each vendor\'s licences when reviewing, with an expired one flagged', async () => {
    const res = await http.register(vendor({ businessName: 'Review Me Seeds' }));
    const v = { id: res.json().user.id as string, cookie: sessionCookie(res) };
    await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence({ number: 'SD-1', issuingState: 'Karnataka', validUntil: day(30) }));
    await as(v.cookie, 'PUT', '/api/vendor/licences/insecticide', licence({ number: 'IL-7', validUntil: day(-1) }));
    const pending = (await as(admin, 'GET', '/api/admin/vendors?status=pending&pageSize=100')).json<AdminVendorList>().items.find((i) => i.userId === v.id)!;
    expect(pending.licences).toEqual([
      { kind: 'insecticide', number: 'IL-7', issuingState: 'Maharashtra', validUntil: day(-1), expired: true, updatedAt: expect.any(String) },
      { kind: 'seed', number: 'SD-1', issuingState: 'Karnataka', validUntil: day(30), expired: false, updatedAt: expect.any(String) },
    ]);
    const approved = await as(admin, 'POST', `/api/admin/vendors/${v.id}/approve`);
    expect(approved.json().licences).toHaveLength(2);
  });

  it('takes the listings of an expired licence out of the shop, says why on the dashboard, and a renewal brings them back', async () => {
    const v = await approvedVendor('Nanded Seed Traders');
    await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence({ validUntil: day(5) }));
    await as(v.cookie, 'PUT', '/api/vendor/licences/insecticide', licence({ validUntil: day(400) }));
    const seed = (await as(v.cookie, 'POST', '/api/vendor/products', listing({ name: 'Nanded Tur Seeds' }))).json<VendorProduct>();
    const oil = (await as(v.cookie, 'POST', '/api/vendor/products', neemOil({ name: 'Nanded Neem Oil' }))).json<VendorProduct>();
    expect(await inShop(seed)).toBe(true);
    expect(await inShop(oil)).toBe(true);
    const before = await total();

    now += 6 * DAY;
    // Checkout refuses it at once; the pass takes it out of every list and count.
    await t.app.seedLotSweep();
    expect(await inShop(seed)).toBe(false);
    expect(await inShop(oil)).toBe(true);
    expect(await total()).toBe(before - 1);
    const buyer = sessionCookie(await http.register(customer()));
    expect((await as(buyer, 'POST', '/api/store/orders', { items: [{ productId: seed.id, quantity: 1 }], shipping })).statusCode).toBe(400);

    const why = (await as(v.cookie, 'GET', '/api/vendor/licences')).json<VendorLicences>();
    expect(why.items.find((l) => l.kind === 'seed')).toMatchObject({ expired: true, validUntil: indiaDay(5, now - 6 * DAY) });
    expect(why.hiddenListings).toEqual([{ id: seed.id, name: 'Nanded Tur Seeds', licence: 'seed' }]);
    expect((await as(v.cookie, 'GET', `/api/vendor/products/${seed.id}`)).json<VendorProduct>().state).toBe('licence_missing');
    // Publishing another seed listing is refused, naming the expiry.
    const another = await as(v.cookie, 'POST', '/api/vendor/products', listing());
    expect(another.json().error).toMatchObject({ code: 'licence_required', params: { licence: 'seed' } });
    expect(another.json().error.message).toMatch(/expired on/);

    const renewed = await as(v.cookie, 'PUT', '/api/vendor/licences/seed', licence({ number: 'MH/SDL/2027/0042', validUntil: day(365) }));
    expect(renewed.json<VendorLicences>().hiddenListings).toEqual([]);
    expect(await inShop(seed)).toBe(true);
    expect(await total()).toBe(before);

    // Deleting the licence takes them out at once.
    expect((await as(v.cookie, 'DELETE', '/api/vendor/licences/seed')).statusCode).toBe(200);
    expect(await inShop(seed)).toBe(false);
  });
});
