import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoreProduct } from '../../src/shared/schemas/catalog.ts';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { AdminReview, AdminReviewList, StoreOwnReview, StoreReviewList } from '../../src/shared/schemas/reviews.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

/** Honest ratings (issue 17): only buyers of delivered orders review, once each; the admin hides abuse. */
describeEachDialect('reviews of products by their buyers', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let buyer: string;
  let secondBuyer: string;
  let undelivered: string;
  let stranger: string;
  let vendorCookie: string;
  let sprayer: string;
  let drill: string;

  const place = async (productId: string, cookie: string) => {
    const res = await http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId, quantity: 1 }], shipping, paymentMethod: 'cod' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StoreOrder>().id;
  };
  const setStatus = (id: string, body: Record<string, unknown>) => http.call('PATCH', `/api/admin/orders/${id}/status`, { cookie: admin, body });
  /** Delivers through the admin's status API (by way of shipped where the shop asks for it). */
  const deliver = async (id: string) => {
    let res = await setStatus(id, { status: 'delivered' });
    if (res.statusCode !== 200) {
      expect((await setStatus(id, { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' })).statusCode).toBe(200);
      res = await setStatus(id, { status: 'delivered' });
    }
    expect(res.statusCode, res.body).toBe(200);
  };
  const review = (productId: string, body: unknown, cookie?: string) => http.call('PUT', `/api/store/products/${productId}/review`, { cookie, body });
  const reviews = async (productId: string, cookie?: string, page = 1) => {
    const res = await http.call('GET', `/api/store/products/${productId}/reviews?page=${page}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StoreReviewList>();
  };
  const product = async (id: string) => (await http.call('GET', `/api/store/products/${id}`)).json<StoreProduct>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    buyer = sessionCookie(await http.register(customer({ name: 'Ganesh Shinde' })));
    secondBuyer = sessionCookie(await http.register(customer({ name: 'Sunita Devi Patil' })));
    undelivered = sessionCookie(await http.register(customer({ name: 'Waiting Buyer' })));
    stranger = sessionCookie(await http.register(customer({ name: 'Never Bought' })));
    vendorCookie = sessionCookie(await http.register(vendor()));
    sprayer = (await createProduct(t.db, { name: 'Knapsack Sprayer 16 L', category: 'equipment', hsn_code: '8424', price_paise: 2_500_00, stock: 50 })).id!;
    drill = (await createProduct(t.db, { name: 'Seed Drill', category: 'equipment', hsn_code: '8432', price_paise: 10_000_00, stock: 50 })).id!;
    await deliver(await place(sprayer, buyer));
    await deliver(await place(sprayer, secondBuyer));
    // An order of the sprayer that has not arrived yet, and a delivered order of another product.
    await place(sprayer, undelivered);
    await deliver(await place(drill, undelivered));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows no made-up rating before anyone reviews: null average and zero count', async () => {
    expect((await product(sprayer)).rating).toEqual({ average: null, count: 0 });
    const list = await reviews(sprayer);
    expect(list).toMatchObject({ items: [], rating: { average: null, count: 0 }, canReview: false, own: null });
  });

  it('lets only a buyer with a delivered order of the product review it: visitor 401, others 403', async () => {
    expect((await review(sprayer, { rating: 5 })).statusCode).toBe(401);
    for (const cookie of [stranger, undelivered, vendorCookie, admin]) {
      const res = await review(sprayer, { rating: 5, text: 'Great' }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'review_not_allowed', message: expect.stringContaining('delivered') });
    }
    // A delivered order of another product entitles to nothing here.
    expect((await reviews(sprayer, undelivered)).canReview).toBe(false);
    expect((await reviews(drill, undelivered)).canReview).toBe(true);
    expect((await reviews(sprayer, buyer)).canReview).toBe(true);
    // An unknown product is a 404 either way.
    expect((await review('00000000-0000-4000-8000-000000000000', { rating: 4 }, buyer)).statusCode).toBe(404);
    expect((await http.call('GET', '/api/store/products/not-an-id/reviews')).statusCode).toBe(404);
    expect(await t.db.selectFrom('reviews').select('id').execute()).toHaveLength(0);
  });

  it('refuses a rating of 0 or 6 and a text over 500 characters, per field', async () => {
    for (const rating of [0, 6, 3.5, '4']) {
      const res = await review(sprayer, { rating, text: 'ok' }, buyer);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation_failed', fields: { rating: 'Please choose from 1 to 5 stars' } });
    }
    const long = await review(sprayer, { rating: 4, text: 'x'.repeat(501) }, buyer);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: 'Please use at most 500 characters' });
    expect((await review(sprayer, {}, buyer)).json().error.fields).toHaveProperty('rating');
  });

  it('keeps one review per buyer and product: a second PUT edits the first', async () => {
    const first = await review(sprayer, { rating: 2, text: '  Leaks at the pump.  ' }, buyer);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<StoreOwnReview>();
    expect(created).toMatchObject({ rating: 2, text: 'Leaks at the pump.', reviewerName: 'Ganesh', hidden: false });

    const second = await review(sprayer, { rating: 4, text: 'Seller sent a new seal: works now.' }, buyer);
    expect(second.statusCode).toBe(200);
    expect(second.json<StoreOwnReview>()).toMatchObject({ id: created.id, rating: 4, text: 'Seller sent a new seal: works now.', createdAt: created.createdAt });
    const rows = await t.db.selectFrom('reviews').selectAll().where('product_id', '=', sprayer).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, hidden: 0 });

    // The text may be empty; two quick sends at once make one review.
    const both = await Promise.all([review(drill, { rating: 3 }, undelivered), review(drill, { rating: 3 }, undelivered)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json<StoreOwnReview>()).toMatchObject({ rating: 3, text: '' });
    expect(await t.db.selectFrom('reviews').select('id').where('product_id', '=', drill).execute()).toHaveLength(1);
  });

  it('shows the average (one decimal) and count of visible reviews, first names only, newest first', async () => {
    expect((await review(sprayer, { rating: 5, text: 'Very good sprayer' }, secondBuyer)).statusCode).toBe(200);
    // 4 and 5: 4.5
    expect((await product(sprayer)).rating).toEqual({ average: 4.5, count: 2 });
    const list = await reviews(sprayer);
    expect(list.rating).toEqual({ average: 4.5, count: 2 });
    expect(list.items.map((r) => [r.reviewerName, r.rating])).toEqual([
      ['Sunita', 5],
      ['Ganesh', 4],
    ]);
    expect(JSON.stringify(list)).not.toContain('Patil');
    expect(list).toMatchObject({ canReview: false, own: null, page: 1, pageCount: 1 });
    const mine = await reviews(sprayer, buyer);
    expect(mine).toMatchObject({ canReview: true, own: { rating: 4, reviewerName: 'Ganesh', hidden: false } });
    // The product lists leave the rating out (one-table reads).
    const listed = (await http.call('GET', '/api/store/products?pageSize=100')).json<{ items: StoreProduct[] }>().items.find((p) => p.id === sprayer);
    expect(listed?.rating).toBeUndefined();
  });

  it('lets the admin hide an abusive review (out of the average and the list) and show it again', async () => {
    const page = (await http.call('GET', '/api/admin/reviews?page=1', { cookie: admin })).json<AdminReviewList>();
    expect(page.total).toBe(3);
    const sunita = page.items.find((r) => r.buyerName === 'Sunita Devi Patil')!;
    expect(sunita).toMatchObject({ productId: sprayer, productName: 'Knapsack Sprayer 16 L', rating: 5, hidden: false, hiddenAt: null });

    const hidden = await http.call('POST', `/api/admin/reviews/${sunita.id}/hide`, { cookie: admin });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<AdminReview>()).toMatchObject({ hidden: true, hiddenAt: expect.any(String) });
    expect((await product(sprayer)).rating).toEqual({ average: 4, count: 1 });
    expect((await reviews(sprayer)).items.map((r) => r.reviewerName)).toEqual(['Ganesh']);
    // The author still sees its own review, marked hidden; editing it does not bring it back.
    expect((await reviews(sprayer, secondBuyer)).own).toMatchObject({ rating: 5, hidden: true });
    expect((await review(sprayer, { rating: 1, text: 'Edited' }, secondBuyer)).json<StoreOwnReview>()).toMatchObject({ hidden: true });
    expect((await product(sprayer)).rating).toEqual({ average: 4, count: 1 });

    const shown = await http.call('POST', `/api/admin/reviews/${sunita.id}/show`, { cookie: admin });
    expect(shown.json<AdminReview>()).toMatchObject({ hidden: false, hiddenAt: null, rating: 1 });
    // 4 and 1: 2.5
    expect((await product(sprayer)).rating).toEqual({ average: 2.5, count: 2 });
    expect((await http.call('POST', '/api/admin/reviews/no-such-review/hide', { cookie: admin })).statusCode).toBe(404);
  });

  it('rounds the average to one decimal', async () => {
    // The drill has one review (3 stars): two more buyers receive it and give 4 each.
    const extra = sessionCookie(await http.register(customer({ name: 'Asha Kale' })));
    await deliver(await place(drill, extra));
    expect((await review(drill, { rating: 4 }, extra)).statusCode).toBe(200);
    const third = sessionCookie(await http.register(customer({ name: 'Ravi Kale' })));
    await deliver(await place(drill, third));
    expect((await review(drill, { rating: 4 }, third)).statusCode).toBe(200);
    // 3, 4, 4: 3.666… → 3.7
    expect((await product(drill)).rating).toEqual({ average: 3.7, count: 3 });
  });

  it('guards the admin endpoints: visitor 401, customer and vendor 403', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/reviews')).toEqual([401, 403, 403]);
    const id = (await t.db.selectFrom('reviews').select('id').executeTakeFirstOrThrow()).id;
    expect(await guardStatuses(t, 'POST', `/api/admin/reviews/${id}/hide`)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/reviews/${id}/show`)).toEqual([401, 403, 403]);
    expect((await t.db.selectFrom('reviews').select('hidden').where('id', '=', id).executeTakeFirstOrThrow()).hidden).toBe(0);
    expect((await http.call('GET', '/api/admin/reviews?page=0', { cookie: admin })).json().error.fields).toHaveProperty('page');
  });
});
