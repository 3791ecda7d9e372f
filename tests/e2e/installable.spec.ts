import { expect, test } from '@playwright/test';

// The shop can be added to a phone's home screen (issue 13): a web app manifest with its name,
// start page and icons, linked from every page.
test('every page links a web app manifest whose icons are there', async ({ request }) => {
  for (const path of ['/', '/products', '/user/login']) {
    expect(await (await request.get(path)).text(), path).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  }
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({ name: 'Hariyali - Seeds and Farm Equipment', short_name: 'Hariyali', start_url: '/', display: 'standalone' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('Chromium finds nothing that keeps the shop from being installed', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // "in-incognito" is the test browser's own state (Playwright's contexts are incognito), not the shop's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
});

test('a Hindi or Marathi page links its language\'s manifest: the home-screen name in Devanagari, the rest as English\'s', async ({ request }) => {
  const english = await (await request.get('/manifest.webmanifest')).json();
  for (const lng of ['hi', 'mr']) {
    expect(await (await request.get(`/products?lang=${lng}`)).text()).toContain(`<link rel="manifest" href="/manifest.${lng}.webmanifest" />`);
    const res = await request.get(`/manifest.${lng}.webmanifest`);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const { name, description, lang, ...rest } = await res.json();
    expect(lang).toBe(`${lng}-IN`);
    expect(name).toMatch(/^Hariyali - [\u0900-\u097F ]+$/);
    expect(description).toMatch(/[\u0900-\u097F]/);
    const { name: _n, description: _d, lang: _l, ...englishRest } = english;
    expect(rest).toEqual(englishRest);
  }
});
