import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/shared/schemas/cart.ts';
import { MAX_CART_LINES } from '../../src/shared/schemas/cart.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The cart cookie a response set, as a Cookie header value. */
function cartCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const found = (Array.isArray(raw) ? raw : [raw]).find((c): c is string => typeof c === 'string' && c.startsWith('hariyali_cart='));
  if (!found) throw new Error('no cart cookie was set');
  return found.split(';')[0]!;
}
const lines = (cart: Cart) => cart.items.map((i) => [i.product.name, i.quantity]);

// The cart the server keeps (issue 13): one per visitor by cookie, one per account, the same for
// the page's JavaScript and for forms without it.
describeEachDialect('cart API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    for (const p of await t.db.selectFrom('products').select(['id', 'name']).execute()) ids[p.name] = p.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const add = (productId: string, cookie?: string, quantity?: number) => http.call('POST', '/api/store/cart/items', { body: { productId, quantity }, cookie });
  const read = async (cookie?: string) => {
    const res = await http.call('GET', '/api/store/cart', { cookie });
    expect(res.statusCode).toBe(200);
    return res.json<Cart>();
  };

  it('keeps a visitor cart by an HttpOnly cookie, and nobody else sees it', async () => {
    expect(await read()).toEqual({ items: [], updatedAt: null, offers: { applied: [], close: [] } });
    const first = await add(ids['Premium Wheat Seeds']!);
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cartCookie(first);
    await add(ids['Premium Wheat Seeds']!, cookie);
    await add(ids['Hybrid Corn Seeds']!, cookie, 3);
    const cart = await read(cookie);
    expect(lines(cart)).toEqual([['Premium Wheat Seeds', 2], ['Hybrid Corn Seeds', 3]]);
    expect(cart.items[0]).toMatchObject({ available: true, seenPricePaise: cart.items[0]!.product.pricePaise });
    expect(cart.updatedAt).toEqual(expect.any(String));
    // Another visitor, and a made-up token, see an empty cart.
    expect((await read()).items).toEqual([]);
    expect((await read('hariyali_cart=' + 'A'.repeat(43))).items).toEqual([]);
    // Never kept by a shared cache.
    expect((await http.call('GET', '/api/store/cart', { cookie })).headers['cache-control']).toBe('no-store');
    // Only a digest of the token is stored.
    const stored = await t.db.selectFrom('carts').select('id').execute();
    expect(stored.map((r) => r.id)).not.toContain(cookie.split('=')[1]);
  });

  it('sets and removes quantities, capped at the stock; refuses what cannot be sold', async () => {
    const p = await createProduct(t.db, { name: 'Drip Kit', stock: 3 });
    const res = await add(p.id!);
    const cookie = cartCookie(res);
    const set = (quantity: unknown) => http.call('PUT', `/api/store/cart/items/${p.id}`, { body: { quantity }, cookie });
    expect(lines((await set(2)).json())).toEqual([['Drip Kit', 2]]);
    expect(lines((await set(50)).json())).toEqual([['Drip Kit', 3]]);
    const tooMany = await add(p.id!, cookie);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('stock_limit');
    const bad = await set('two');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.quantity).toBeTruthy();
    expect((await set(-1)).statusCode).toBe(400);
    expect((await set(0)).json().items).toEqual([]);
    expect((await http.call('DELETE', `/api/store/cart/items/${p.id}`, { cookie })).statusCode).toBe(404);

    const soldOut = await createProduct(t.db, { name: 'Sold Out Sprayer', stock: 0 });
    expect((await add(soldOut.id!, cookie)).json().error.code).toBe('out_of_stock');
    const hidden = await createProduct(t.db, { name: 'Hidden Hoe', is_active: 0 });
    expect((await add(hidden.id!, cookie)).statusCode).toBe(404);
    expect((await add('not-a-product', cookie)).statusCode).toBe(404);
    expect((await http.call('POST', '/api/store/cart/items', { body: {}, cookie })).json().error.fields.productId).toBeTruthy();
  });

  it('shows a product taken off sale or repriced since it was added, and a line above the new stock at the stock', async () => {
    const p = await createProduct(t.db, { name: 'Seed Drill', stock: 10, price_paise: 10_000_00 });
    const cookie = cartCookie(await add(p.id!, undefined, 5));
    await t.db.updateTable('products').set({ price_paise: 12_000_00, stock: 4 }).where('id', '=', p.id!).execute();
    expect((await read(cookie)).items[0]).toMatchObject({ quantity: 4, seenPricePaise: 10_000_00, available: true, product: { pricePaise: 12_000_00 } });
    // Changing the line takes the new price as seen.
    const after = (await http.call('PUT', `/api/store/cart/items/${p.id}`, { body: { quantity: 2 }, cookie })).json<Cart>();
    expect(after.items[0]).toMatchObject({ quantity: 2, seenPricePaise: 12_000_00 });
    await t.db.updateTable('products').set({ is_active: 0 }).where('id', '=', p.id!).execute();
    expect((await read(cookie)).items[0]).toMatchObject({ available: false });
    // Only removal is possible now.
    expect((await http.call('PUT', `/api/store/cart/items/${p.id}`, { body: { quantity: 1 }, cookie })).statusCode).toBe(404);
    expect((await http.call('DELETE', `/api/store/cart/items/${p.id}`, { cookie })).json().items).toEqual([]);
  });

  it(`holds at most ${MAX_CART_LINES} different products`, async () => {
    let cookie: string | undefined;
    for (let i = 0; i < MAX_CART_LINES; i++) {
      const p = await createProduct(t.db, { name: `Bulk ${i}` });
      const res = await add(p.id!, cookie);
      expect(res.statusCode).toBe(200);
      cookie ??= cartCookie(res);
    }
    const extra = await createProduct(t.db, { name: 'One Too Many' });
    const res = await add(extra.id!, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('cart_full');
  });

  it('takes forms sent without JavaScript and sends the browser on to /cart (303)', async () => {
    const form = (url: string, body: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
    const res = await form('/api/store/cart/items', `productId=${ids['Premium Wheat Seeds']}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart');
    const cookie = cartCookie(res);
    const more = await form(`/api/store/cart/items/${ids['Premium Wheat Seeds']}`, 'quantity=4', cookie);
    expect(more.headers.location).toBe('/cart');
    expect(lines(await read(cookie))).toEqual([['Premium Wheat Seeds', 4]]);
    // What went wrong comes back to the cart page to be shown there.
    const soldOut = await createProduct(t.db, { name: 'Gone Seeds', stock: 0 });
    expect((await form('/api/store/cart/items', `productId=${soldOut.id}`, cookie)).headers.location).toBe('/cart?problem=out_of_stock');
    expect((await form(`/api/store/cart/items/${ids['Premium Wheat Seeds']}`, 'quantity=0', cookie)).statusCode).toBe(303);
    expect((await read(cookie)).items).toEqual([]);
    // A form from another site is refused before anything is written.
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/store/cart/items',
      payload: `productId=${ids['Premium Wheat Seeds']}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(cross.statusCode).toBe(403);
    expect((await read(cookie)).items).toEqual([]);
    // Under the shop's no-referrer policy a browser's own form says "Origin: null"; its
    // Sec-Fetch-Site vouches for it. Without that header, "null" is not enough.
    const ownForm = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/store/cart/items', payload: `productId=${ids['Premium Wheat Seeds']}`, headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'null', ...headers } });
    expect((await ownForm({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect((await ownForm({})).statusCode).toBe(403);
    expect(lines(await read(cookie))).toEqual([['Premium Wheat Seeds', 1]]);
  });

  describe('signing in', () => {
    it('carries the visitor cart into the account, adding up quantities, and it follows the account to another device', async () => {
      const body = customer();
      const signedUp = await http.register(body);
      const account = sessionCookie(signedUp);
      await add(ids['Premium Wheat Seeds']!, account, 2);
      await http.call('POST', '/api/auth/logout', { cookie: account });

      // Signed out, on a phone: a visitor cart.
      const visitor = cartCookie(await add(ids['Premium Wheat Seeds']!));
      await add(ids['Hybrid Corn Seeds']!, visitor);
      const login = await http.login(body.email, body.password, { cookie: visitor });
      expect(login.statusCode).toBe(200);
      expect(String(login.headers['set-cookie'])).toMatch(/hariyali_cart=;/);
      const session = sessionCookie(login);
      expect(lines(await read(session))).toEqual([['Premium Wheat Seeds', 3], ['Hybrid Corn Seeds', 1]]);
      // The visitor's token names no cart any more; signed out, the phone shows none.
      expect((await read(visitor)).items).toEqual([]);
      // Another device, after signing in.
      const other = sessionCookie(await http.login(body.email, body.password));
      expect(lines(await read(other))).toEqual([['Premium Wheat Seeds', 3], ['Hybrid Corn Seeds', 1]]);
    });

    it('a new account takes the visitor cart as it is', async () => {
      const visitor = cartCookie(await add(ids['Premium Wheat Seeds']!));
      const res = await http.call('POST', '/api/auth/register', { body: customer(), cookie: visitor });
      expect(res.statusCode).toBe(201);
      expect(lines(await read(sessionCookie(res)))).toEqual([['Premium Wheat Seeds', 1]]);
    });

    it('placing an order takes the ordered products out of the cart, in the same transaction', async () => {
      const cookie = sessionCookie(await http.register(customer()));
      await add(ids['Premium Wheat Seeds']!, cookie, 2);
      await add(ids['Hybrid Corn Seeds']!, cookie);
      const placed = await http.call('POST', '/api/store/orders', {
        cookie,
        body: { items: [{ productId: ids['Premium Wheat Seeds'], quantity: 2 }], shipping, paymentMethod: 'cod' },
      });
      expect(placed.statusCode).toBe(201);
      expect(lines(await read(cookie))).toEqual([['Hybrid Corn Seeds', 1]]);
      // A refused order leaves the cart as it was.
      const refused = await http.call('POST', '/api/store/orders', {
        cookie,
        body: { items: [{ productId: ids['Hybrid Corn Seeds'], quantity: 999 }], shipping, paymentMethod: 'cod' },
      });
      expect(refused.statusCode).toBe(409);
      expect(lines(await read(cookie))).toEqual([['Hybrid Corn Seeds', 1]]);
    });
  });
});
