import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatRupees } from '../../src/shared/money.ts';

// Storefront pages arrive rendered (docs/decisions/0016): the first HTML response already holds
// what the page shows, before any JavaScript runs, and the browser takes it over without a
// hydration error.

interface ListedProduct {
  id: string;
  name: string;
  pricePaise: number;
  description: string;
}

/** Text as it appears in the raw HTML (React escapes these characters). */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function listed(request: APIRequestContext, query: string): Promise<ListedProduct[]> {
  const res = await request.get(`/api/store/products?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).items;
}

test('the raw HTML of /products?category=seeds&sort=price-low lists the seeds with their prices, cheapest first', async ({ request }) => {
  const seeds = await listed(request, 'category=seeds&sort=price-low');
  expect(seeds.length).toBeGreaterThan(1);
  const res = await request.get('/products?category=seeds&sort=price-low');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  const html = await res.text();
  let from = 0;
  for (const seed of seeds) {
    const at = html.indexOf(inHtml(seed.name), from);
    expect(at, `${seed.name} after the previous seed`).toBeGreaterThan(from === 0 ? -1 : from);
    // Its price follows its name, before the next product.
    expect(html.indexOf(formatRupees(seed.pricePaise), at)).toBeGreaterThan(at);
    from = at;
  }
  // No equipment in the seeds category.
  const [tractor] = await listed(request, 'q=tractor');
  expect(html).not.toContain(inHtml(tractor!.name));
});

test('the raw HTML of a product page holds its name, price and description; an unknown id or path is a 404', async ({ request }) => {
  const [product] = await listed(request, 'sort=price-high');
  const res = await request.get(`/product/${product!.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(inHtml(product!.name));
  expect(html).toContain(formatRupees(product!.pricePaise));
  expect(html).toContain(inHtml(product!.description));

  const missing = await request.get('/product/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Product Not Found');
  const unknown = await request.get('/no-such-page');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page Not Found');
});

test("the cart page arrives with the visitor's cart, kept by the server", async ({ request, playwright, baseURL }) => {
  expect(await (await request.get('/cart')).text()).toContain('Your cart is empty');
  const [seeds] = await listed(request, 'category=seeds&sort=price-low');
  expect((await request.post('/api/store/cart/items', { data: { productId: seeds!.id, quantity: 2 } })).status()).toBe(200);
  const html = await (await request.get('/cart')).text();
  expect(html).toContain(inHtml(seeds!.name));
  expect(html).toContain(formatRupees(seeds!.pricePaise * 2));
  expect(html).not.toContain('Your cart is empty');
  // Another visitor (no cookie) has none.
  const stranger = await playwright.request.newContext({ baseURL });
  expect(await (await stranger.get('/cart')).text()).toContain('Your cart is empty');
  await stranger.dispose();
});

test('a product page carries its title, description, Open Graph tags and schema.org Product data with an INR offer', async ({ request, baseURL }) => {
  const [product] = await listed(request, 'sort=price-high');
  const html = await (await request.get(`/product/${product!.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(`<title>${inHtml(product!.name)} | Hariyali</title>`);
  expect(head.match(/<title>/g)).toHaveLength(1);
  // Attributes in <head> are written by the server (page-head.ts), which escapes & " < > only.
  const inAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(product!.description.length).toBeLessThanOrEqual(160);
  expect(head).toContain(`<meta name="description" content="${inAttr(product!.description)}" />`);
  expect(head).toContain(`<meta property="og:title" content="${inAttr(product!.name)}">`);
  expect(head).toContain(`<meta property="og:url" content="${baseURL}/product/${product!.id}">`);
  expect(head).toMatch(/<meta property="og:image" content="http[^"]+">/);

  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)![1]!);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product!.name,
    offers: { '@type': 'Offer', priceCurrency: 'INR', price: (product!.pricePaise / 100).toFixed(2), availability: 'https://schema.org/InStock' },
  });
});

test('robots.txt and the sitemap are served at the root', async ({ request, baseURL }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${baseURL}/sitemap-products-1.xml`);
});

test('every storefront page hydrates without an error or a warning in the console', async ({ page, request }) => {
  const [product] = await listed(request, '');
  const messages: string[] = [];
  page.on('console', (m) => {
    // A 404 page's own status is reported by the browser as a failed resource: that is the point.
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of 404/.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  // The server's header search and footer are taken over as they are: a boundary React throws
  // away and paints again blinks on a phone and loses what was typed (public-layout.tsx).
  await page.addInitScript(() => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.removedNodes) {
          if (node instanceof Element && node.matches('footer, footer *, #header-search, header form')) console.warn(`removed after the server's render: ${node.tagName} ${node.className}`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/about', '/contact', '/products', '/products?category=seeds&sort=price-low&page=1', `/product/${product!.id}`, '/cart', '/terms', '/privacy-policy', '/refund-policy', '/no-such-page', '/product/unknown']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();
    expect(messages, path).toEqual([]);
  }
  // Every page again with something in the cart (the header's count, the cart's lines).
  const inStock = ((await listed(request, 'sort=price-low')) as Array<ListedProduct & { inStock: boolean }>).find((p) => p.inStock);
  expect((await page.request.post('/api/store/cart/items', { data: { productId: inStock!.id } })).status()).toBe(200);
  for (const path of ['/', '/products', '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    expect(messages, `${path} with a cart`).toEqual([]);
  }
});

test('a server-rendered page works as an app once hydrated: search and a link stay in the page', async ({ page }) => {
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Search products').fill('wheat');
  await expect(page).toHaveURL(/q=wheat/);
  await expect(page.getByRole('heading', { level: 3, name: 'Premium Wheat Seeds' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Sunflower Seeds' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View Details: Premium Wheat Seeds' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Wheat Seeds');
  await expect(page).toHaveTitle('Premium Wheat Seeds | Hariyali');
  // The product's title leaves with its page.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products');
  await expect(page).toHaveTitle('Hariyali - Seeds and Farm Equipment');
});

test('what a farmer types and chooses before the JavaScript has arrived is taken over by it', async ({ page }) => {
  // A slow link: the page's scripts arrive two seconds after its HTML.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Search products').fill('seeds');
  await page.getByLabel('Sort by').selectOption('price-high');
  await expect(page).toHaveURL(/q=seeds/, { timeout: 15_000 });
  await expect(page).toHaveURL(/sort=price-high/);
  await expect(page.getByTestId('product-card').first()).toContainText('Organic Rice Seeds');
  await expect(page.getByLabel('Search products')).toHaveValue('seeds');
});
