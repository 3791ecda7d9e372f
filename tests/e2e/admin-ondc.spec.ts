import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, exactly, hi, visibleRawKeys } from './helpers.ts';

// Admin -> ONDC (docs/product-rules.md 62, docs/decisions/0077): the end-to-end server runs
// without ONDC_* set, so the page says the node is not set up on the server and what the
// catalogue still lacks. The owner saves the store's place (a map point the wrong way round is
// refused on its field first), keeps a product off the network and offers it again; axe finds
// nothing serious in English and Hindi; on a 390 px phone in each language the page fits the
// screen. ONDC's settings and offers are read by nothing the other specs check, so it runs with
// the chromium project.

const SHOTS = '/tmp/ondc-shots';

async function noSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('the owner sees the node not set up, saves the store on ONDC and keeps a product off and on (1280 and 390 px, en/hi/mr)', async ({ browser }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await adminPage(browser, '/admin/dashboard');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'ONDC' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'ONDC' })).toBeVisible();

  // No ONDC_* on this server: said plainly, with where to read how.
  const status = admin.getByRole('region', { name: 'Can buyer apps find the shop?' });
  await expect(status).toContainText('Not set up on the server yet: the ONDC_* settings are not set');
  await expect(status).toContainText('see docs/operating.md, Selling on ONDC');
  await expect(status).not.toContainText('Buyer apps can find the shop.');

  // A map point with longitude first is not in India: refused on its field, nothing saved.
  const form = admin.getByRole('region', { name: 'The store on ONDC' });
  const gps = form.getByLabel(/^Map point of the store/);
  await gps.fill('73.8567,18.5204');
  await form.getByLabel(/^PIN code of the store/).fill('411037');
  await form.getByLabel(/^Town or city/).fill('Pune');
  await form.getByLabel(/^Days to hand an order to the courier/).fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(gps).toHaveAttribute('aria-invalid', 'true');
  await expect(gps).toHaveAccessibleDescription(/Please enter the store's map point as latitude,longitude in India/);
  await admin.screenshot({ path: `${SHOTS}/refused-en-1280.png`, fullPage: true });
  await noSeriousAxe(admin);

  await gps.fill('18.5204, 73.8567');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. Buyer apps get these with the next search.');
  await expect(gps).not.toHaveAttribute('aria-invalid', 'true');
  const saved = (await (await admin.request.get('/api/admin/ondc')).json()) as { settings: { storeGps: string; storePincode: string; daysToShip: number } | null; missing: string[] };
  expect(saved.settings).toMatchObject({ storeGps: '18.5204,73.8567', storePincode: '411037', daysToShip: 2 });
  // The store's settings are no longer missing (other specs may or may not have set the business's details).
  await expect(status).not.toContainText("The store's map point, PIN code, town and days to ship");
  expect(saved.missing).not.toContain('settings');

  // The first of the shop's own products kept off the network, then offered again.
  const products = admin.getByRole('region', { name: 'Products on ONDC' });
  await expect(products).toContainText("Vendors' products are never offered on ONDC");
  const first = products.getByRole('checkbox').first();
  await expect(first).toBeChecked();
  const name = (await first.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/^Offered on ONDC: /, '');
  await first.uncheck();
  await expect(products.getByRole('status')).toHaveText(`${name} is kept off ONDC now.`);
  await expect(first).not.toBeChecked();
  await expect(first).toHaveAccessibleDescription('Kept off ONDC');
  const withheld = async () => ((await (await admin.request.get('/api/admin/ondc')).json()) as { withheldProductIds: string[] }).withheldProductIds;
  expect(await withheld()).toHaveLength(1);
  // With the keyboard: Space on the focused box offers it again.
  await first.focus();
  await admin.keyboard.press('Space');
  await expect(products.getByRole('status')).toHaveText(`${name} is offered on ONDC again.`);
  await expect(first).toBeChecked();
  expect(await withheld()).toEqual([]);

  // The latest calls: none, on a server not set up.
  await expect(admin.getByRole('region', { name: 'Latest calls' })).toContainText('No calls yet');
  await admin.screenshot({ path: `${SHOTS}/ondc-en-1280.png`, fullPage: true });
  await noSeriousAxe(admin);

  // Hindi: the same page, every text translated, axe again.
  await admin.goto('/admin/ondc?lang=hi');
  await expect(admin.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(admin.getByRole('heading', { level: 2, name: hi('admin-ondc:status.title') })).toBeVisible();
  await expect(admin.getByLabel(exactly(hi('admin-ondc:settings.gps')))).toHaveValue('18.5204,73.8567');
  await expect(admin.getByRole('checkbox').first()).toBeChecked();
  expect(await visibleRawKeys(admin)).toEqual([]);
  await noSeriousAxe(admin);
  await admin.screenshot({ path: `${SHOTS}/ondc-hi-1280.png`, fullPage: true });

  // On a phone, in each language: whole on the screen, the settings' field error too.
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await admin.goto(`/admin/ondc?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    await expect(admin.getByRole('checkbox').first()).toBeVisible();
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/ondc-${lang}-390.png`, fullPage: true });
  }
  await admin.context().close();
});

// The node set up and calls listed: this server has no ONDC_*, so the overview is answered in the
// browser with what a set-up node's would be (its schema, src/shared/schemas/ondc.ts), to see the
// calls as cards on a phone and the "found" state in each language.
test('a set-up node: the latest calls fit a 390 px phone in en, hi and mr', async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await adminPage(browser, '/admin/dashboard');
  const call = { buyerApp: 'buyer-app.preprod.ondc.org', transactionId: 't-1', errorCode: null, errorMessage: null, attempts: 1, sentAt: null };
  const overview = {
    configured: true, subscriberId: 'hariyali.example.in', subscriberUrl: 'https://hariyali.example.in/ondc',
    settings: { storeGps: '18.5204,73.8567', storePincode: '411037', storeCity: 'Pune', daysToShip: 2, updatedAt: '2026-11-30T06:00:00.000Z' }, missing: [], withheldProductIds: [],
    calls: [
      { ...call, id: 'c4', direction: 'out', action: 'on_search', status: 'failed', errorCode: '20001', errorMessage: 'The buyer app did not take the callback before the request\'s ttl', attempts: 6, createdAt: '2026-11-30T06:31:00.000Z' },
      { ...call, id: 'c3', direction: 'in', action: 'select', status: 'nack', errorCode: '10002', errorMessage: 'Orders through the network come next', createdAt: '2026-11-30T06:31:00.000Z' },
      { ...call, id: 'c2', direction: 'out', action: 'on_search', status: 'sent', attempts: 2, createdAt: '2026-11-30T06:30:01.000Z', sentAt: '2026-11-30T06:30:03.000Z' },
      { ...call, id: 'c1', direction: 'in', action: 'search', status: 'ack', createdAt: '2026-11-30T06:30:00.000Z' },
    ],
  };
  await admin.route('**/api/admin/ondc', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: overview }) : route.continue()));
  await admin.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await admin.goto(`/admin/ondc?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    const calls = admin.locator('section[aria-labelledby="ondc-calls-title"]');
    await expect(calls.getByRole('row')).toHaveCount(5);
    if (lang === 'en') {
      await expect(admin.getByText('Buyer apps can find the shop.')).toBeVisible();
      await expect(calls.getByRole('row').nth(1)).toContainText('Not delivered');
      await expect(calls.getByRole('row').nth(4)).toContainText('Accepted (ACK)');
      await expect(calls.getByRole('row').nth(4)).toContainText('30 Nov 2026, 12:00 pm');
    }
    await noWiderThan(admin, 390);
    // The subscriber id is a domain, which looks like a key to the check.
    expect((await visibleRawKeys(admin)).filter((text) => text !== overview.subscriberId)).toEqual([]);
    if (lang !== 'mr') await noSeriousAxe(admin);
    await admin.locator('section[aria-labelledby="ondc-status-title"]').screenshot({ path: `${SHOTS}/status-set-up-${lang}-390.png` });
    await calls.screenshot({ path: `${SHOTS}/calls-${lang}-390.png` });
  }
  await admin.context().close();
});
