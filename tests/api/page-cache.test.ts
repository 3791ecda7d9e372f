import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import type { ServerEntry } from '../../src/server/http/page-renderer.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { buildTestApp, createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

// Storefront pages the same for every visitor are rendered once per address, language and
// catalogue version, and kept (docs/decisions/0040-pages-kept-rendered.md). The renderer is the
// client's own server entry, from its sources.
describeEachDialect('pages kept rendered', (dialect) => {
  let t: StoppableTestApp;
  let clientDir: string;
  let pageEntry: ServerEntry;
  let wheatId: string;
  let renders = 0;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-page-cache-'));
    fs.mkdirSync(path.join(clientDir, 'client'));
    fs.copyFileSync(path.resolve('index.html'), path.join(clientDir, 'client', 'index.html'));
    // Every page rendered on the server is counted: a kept page answers without rendering.
    const entry = (await import('../../src/client/entry-server.tsx')) as ServerEntry;
    pageEntry = { pageKind: entry.pageKind, pagePaths: entry.pagePaths, render: (...args) => ((renders += 1), entry.render(...args)) };
    t = await createTestApp(dialect, { clientDir: path.join(clientDir, 'client'), pageEntry, publicUrl: 'https://shop.example.in' });
    wheatId = (await t.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends two visitors the same bytes, and a signed-in visitor\'s name to nobody, not even in the page itself', async () => {
    const http = api(t.app);
    const res = await http.register(customer({ name: 'Sunanda Page Cache', email: 'sunanda.pages@example.in' }));
    expect(res.statusCode).toBe(201);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    // The signed-in visitor asks first: what it gets is what everyone gets.
    const signedIn = await page(t.app, '/products', { cookie });
    const visitor = await page(t.app, '/products');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Premium Wheat Seeds');
    expect(signedIn.body).not.toContain('Sunanda');
    expect(visitor.body).not.toContain('Sunanda');
    expect(visitor.body).toBe(signedIn.body);
    expect(visitor.headers.etag).toBe(signedIn.headers.etag);
    // The header fills in the name once hydrated, from the session: a visitor's answer is a 200 too.
    const session = await http.call('GET', '/api/auth/session', { cookie });
    expect(session.json().user.name).toBe('Sunanda Page Cache');
    expect(session.headers['cache-control']).toBe('no-store');
    const nobody = await http.call('GET', '/api/auth/session');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ user: null });
  });

  it('answers 304 to the ETag it sent, and sends the page compressed as the browser accepts', async () => {
    const first = await page(t.app, '/about');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page(t.app, '/about', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const br = await page(t.app, '/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await page(t.app, '/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    expect(gz.headers.vary).toContain('Accept-Encoding');
    // The compressed page's own tag is honoured too.
    expect((await page(t.app, '/about', { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps each language and each query its own page; the order of the parameters and ?lang= are not a new page', async () => {
    const en = await page(t.app, '/products?q=wheat&sort=price-low');
    const reordered = await page(t.app, '/products?sort=price-low&q=wheat');
    expect(reordered.headers.etag).toBe(en.headers.etag);
    const hi = await page(t.app, '/products?lang=hi&sort=price-low&q=wheat');
    expect(hi.headers.etag).not.toBe(en.headers.etag);
    expect(hi.body).toMatch(/<html lang="hi"[ >]/);
    expect((await page(t.app, '/products?q=wheat&sort=price-low', { cookie: 'hariyali_lang=hi' })).headers.etag).toBe(hi.headers.etag);
    const sunflower = await page(t.app, '/products?q=sunflower');
    expect(sunflower.body).toContain('Sunflower Seeds');
    expect(sunflower.body).not.toContain('Premium Wheat Seeds');
    expect(en.body).toContain('Premium Wheat Seeds');
  });

  it('names the shop by PUBLIC_URL in a kept page, whatever Host a request names (a product page holds its address)', async () => {
    // A forged Host first, so the page is rendered and kept for it: nothing of it may stay.
    const forged = await page(t.app, `/product/${wheatId}`, { host: 'evil.example' });
    const shop = await page(t.app, `/product/${wheatId}`, { host: 'shop.example.in' });
    for (const res of [forged, shop]) {
      expect(res.body).toContain(`https://shop.example.in/product/${wheatId}`);
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('shows a price change on the next request, on this server and on another one on the same database', async () => {
    let other: { app: FastifyInstance; database: Db } | undefined;
    try {
      const database = openDatabase(t.databaseConfig);
      other = { database, app: await buildTestApp(database, { clientDir: path.join(clientDir, 'client'), pageEntry, secretsKey: t.secretsKey }) };
      const url = `/product/${wheatId}`;
      // Both servers keep the page as it is.
      for (const app of [t.app, other.app]) expect((await page(app, url)).body).not.toContain('"pricePaise":987654');
      // The price changes (an admin on a third server, or any write past these two).
      await t.db.updateTable('products').set({ price_paise: 987654 }).where('id', '=', wheatId).execute();
      await t.database.catalogueChanges?.sync();
      await other.database.catalogueChanges?.sync();
      for (const app of [t.app, other.app]) {
        const res = await page(app, url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('"pricePaise":987654');
      }
    } finally {
      await other?.app.close();
      await other?.database.close();
    }
  });

  it('drops every page when a setting pages show is saved (Payment Settings: the contact page names the methods), and keeps 404s apart', async () => {
    const bankWords = 'bank transfer';
    const before = await page(t.app, '/contact');
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(bankWords);
    const { cookie } = await signInAsAdmin(t);
    const saved = await api(t.app).call('PUT', '/api/admin/payment-settings', {
      cookie,
      body: {
        gateway: { keyId: 'rzp_live_8hJk2LmN4pQ', keySecret: 'Sup3rS3cretGatewayKey0042', isActive: false },
        bank: { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', ifscCode: 'SBIN0001234', isActive: true },
        cod: { isActive: true, instructions: null },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page(t.app, '/contact', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain(bankWords);

    const missing = await page(t.app, '/product/not-a-product');
    expect(missing.statusCode).toBe(404);
    expect((await page(t.app, '/product/not-a-product', { 'if-none-match': String(missing.headers.etag) })).statusCode).toBe(404);
  });

  it('keeps the pages when a coupon is saved: no kept page shows one (docs/decisions/0059)', async () => {
    const { cookie } = await signInAsAdmin(t);
    expect((await page(t.app, '/contact')).statusCode).toBe(200);
    const before = renders;
    expect((await page(t.app, '/contact')).statusCode).toBe(200);
    expect(renders).toBe(before);
    const coupon = { code: 'PAGES5', description: 'Five percent off', kind: 'percent', percentBp: 500, flatPaise: null, minOrderPaise: 0, maxDiscountPaise: null, validFrom: '2026-01-01', validTo: '2026-12-31', scope: 'order', targets: [], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, active: true };
    const saved = await api(t.app).call('POST', '/api/admin/coupons', { cookie, body: coupon });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await page(t.app, '/contact')).statusCode).toBe(200);
    expect(renders).toBe(before);
    // A setting a page shows drops it: the next request renders it again.
    const contact = await api(t.app).call('PUT', '/api/admin/site-settings', { cookie, body: { phone: '9876543210', openDays: [] } });
    expect(contact.statusCode, contact.body).toBe(200);
    expect((await page(t.app, '/contact')).statusCode).toBe(200);
    expect(renders).toBe(before + 1);
  });

  it('drops the kept pages when a product\'s quantity prices change: its page shows them to everyone (docs/product-rules.md 46)', async () => {
    const { cookie } = await signInAsAdmin(t);
    const url = `/product/${wheatId}`;
    expect((await page(t.app, url)).statusCode).toBe(200);
    const before = renders;
    const kept = await page(t.app, url);
    expect(renders).toBe(before);
    expect(kept.body).not.toContain('"minQuantity":25');
    const saved = await api(t.app).call('PUT', `/api/admin/products/${wheatId}/prices`, { cookie, body: { rows: [{ group: 'retail', minQuantity: 25, pricePaise: 11_100 }] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page(t.app, url);
    expect(renders).toBe(before + 1);
    expect(after.body).toContain('"minQuantity":25');
    expect(after.body).toContain('"pricePaise":11100');
  });

  it('renders the cart page for its visitor, never from what another visitor was sent', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/store/cart/items', payload: { productId: wheatId, quantity: 2 }, headers: { 'content-type': 'application/json', origin: 'http://localhost:80' } });
    expect(visitor.statusCode).toBe(200);
    const cartCookie = String(visitor.headers['set-cookie']).split(';')[0]!;
    const own = await page(t.app, '/cart', { cookie: cartCookie });
    expect(own.body).toContain('Premium Wheat Seeds');
    const someoneElse = await page(t.app, '/cart');
    expect(someoneElse.body).not.toContain('Premium Wheat Seeds');
  });
});
