import { expect, test } from '@playwright/test';
import { signUpCustomer } from './helpers.ts';

// The shop in English, हिन्दी and मराठी (issue 14): chosen by the browser's languages on a first
// visit, by ?lang= in a shared link, or by the switcher; the choice lasts.

test('a first visit with Accept-Language hi-IN gets the page in Hindi, <html lang="hi">', async ({ playwright, baseURL }) => {
  const hindi = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
  const html = await (await hindi.get('/products')).text();
  expect(html).toContain('<html lang="hi" ');
  expect(html).toContain('हमारा सामान');
  await hindi.dispose();
  const english = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
  expect(await (await english.get('/products')).text()).toContain('<html lang="en" ');
  await english.dispose();
});

test('a shared ?lang=mr link opens in Marathi and the choice stays', async ({ page }) => {
  await page.goto('/products?lang=mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आमची उत्पादने');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
});

test('switching to Marathi, signing in and reloading keeps Marathi; the account brings it to another phone; back to English', async ({ page, browser }) => {
  const email = await signUpCustomer(page, 'Sunita Shinde');
  await page.goto('/');
  // Before hydration the link is a plain one (?lang=mr, the no-JavaScript path) that tells the account nothing.
  await page.waitForLoadState('networkidle');
  const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  // The account keeps the choice: wait for the server to have it before the other phone asks.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/language') && r.request().method() === 'PUT');
  await switcher.getByRole('link', { name: 'मराठी' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('बियाणे');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('बियाणे');
  await page.goto('/user/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  // Another phone, in English until the farmer signs in: then the account's Marathi.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/user/login');
  await other.getByLabel(/^Email/).fill(email);
  await other.getByLabel(/^Password/).fill('kharif-harvest-2026');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'mr');
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('lang', 'mr');
  await other.context().close();

  await page.getByRole('contentinfo').getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality seeds and farm equipment, delivered to your farm');
});

for (const lng of ['hi', 'mr']) {
  test(`axe finds no serious or critical violations on the ${lng} pages`, async ({ page }) => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    for (const path of ['/', '/products', '/cart', '/contact']) {
      await page.goto(`${path}?lang=${lng}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
  });
}
