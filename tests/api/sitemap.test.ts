import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Search engines find the shop through robots.txt and the sitemaps (issue 13): the storefront's
// pages and every product on sale, nothing hidden, on the shop's address (PUBLIC_URL): never on
// the Host header a request names, which a cache would then serve to everyone.
describeEachDialect('robots.txt and sitemaps', (dialect) => {
  let t: TestApp;
  let hiddenId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { publicUrl: 'https://shop.example.in' });
    hiddenId = (await createProduct(t.db, { is_active: 0 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'attacker.example' } });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('robots.txt closes accounts, checkout, admin and the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/admin', '/user/', '/vendor/', '/checkout', '/cart']) expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(res.body).not.toContain('attacker.example');
  });

  it('the sitemap index lists the pages and one file of products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex');
    expect(locs(res.body)).toEqual(['https://shop.example.in/sitemap-pages.xml', 'https://shop.example.in/sitemap-products-1.xml']);
    expect(locs((await get('/sitemap-pages.xml')).body)).toContain('https://shop.example.in/products');
  });

  it('the products file lists every product on sale with its last change, and no hidden one', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/store/products?pageSize=100' })).json().items as Array<{ id: string }>;
    const res = await get('/sitemap-products-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls.sort()).toEqual(listed.map((p) => `https://shop.example.in/product/${p.id}`).sort());
    expect(res.body).not.toContain(hiddenId);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('a products file past the last, or not a number, is a 404 in the API error format', async () => {
    for (const url of ['/sitemap-products-2.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });
});
