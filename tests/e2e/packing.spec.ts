import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { hi, signInAsAdmin, uniqueEmail, visibleRawKeys } from './helpers.ts';

// Packing per place (docs/product-rules.md 61, docs/decisions/0076) on a 390 px phone: the owner
// keeps a godown in Karnataka holding a hoe of the shop's own (added here: this spec is one of the
// catalogue changes); a farmer near Bengaluru orders two, cash on delivery, so the godown serves
// them (rule 59). The dispatcher opens Packing, chooses the godown, sees the order as a card with
// its suggested parcel, opens its packing slip (a PDF), reads the pick list; every text is in
// Hindi and Marathi, and axe finds nothing serious.

const SHOTS = '/tmp/pack-shots';
const PHONE = { width: 390, height: 844 };
// The shop's business details as gst.spec.ts saves them (the same values: specs run in parallel on one server).
const BUSINESS = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
const run = Math.random().toString(36).slice(2, 8);
const GODOWN = { name: `Bengaluru godown ${run}`, address: 'Plot 22, Peenya Industrial Area', city: 'Bengaluru', state: 'Karnataka', pincode: '560058', gstin: '29AAPFU0939F1ZR', contactName: 'Manjunath Gowda', contactPhone: '98450 11111', active: true };
// A second godown in Karnataka, under the same registration: the dispatcher may move the line there (rule 59).
const MYSURU = { ...GODOWN, name: `Mysuru godown ${run}`, address: 'Hebbal Industrial Area', city: 'Mysuru', pincode: '570016', contactName: 'Shivakumar' };
const HOE = {
  name: `Forged Hand Hoe ${run}`,
  description: 'A forged steel hand hoe with a seasoned wooden handle, for weeding between rows.',
  pricePaise: 349_00,
  category: 'tools',
  stock: 10,
  hsnCode: '8201',
  features: ['Forged steel blade'],
  translations: { hi: { name: 'खुरपी' }, mr: { name: 'खुरपे' } },
  packSize: 1,
  packUnit: 'piece',
  shipping: { weightGrams: 650, lengthCm: 40, breadthCm: 12, heightCm: 6 },
};
const PASSWORD = 'dispatch-passphrase-2026';

async function expectNoSeriousAxe(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id}`)).toEqual([]);
}

test('the dispatcher packs a godown\'s order on a phone: its card, its packing slip (PDF) and the pick list, in English, Hindi and Marathi', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  // The owner: the business, the godown, the hoe and its units there, and the dispatcher's account.
  const owner = await playwright.request.newContext({ baseURL });
  expect((await owner.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  expect((await owner.put('/api/admin/business-settings', { data: BUSINESS })).status()).toBe(200);
  const saved = await owner.post('/api/admin/stock-locations', { data: GODOWN });
  expect(saved.status(), await saved.text()).toBe(200);
  const godown = ((await saved.json()) as { locations: Array<{ id: string | null; name: string }> }).locations.find((l) => l.name === GODOWN.name)!;
  const made = await owner.post('/api/admin/products', { data: HOE });
  expect(made.status(), await made.text()).toBe(201);
  const hoe = (await made.json()) as { id: string };
  expect((await owner.put(`/api/admin/products/${hoe.id}/location-stock`, { data: { locationId: godown.id, units: 6, expected: 0 } })).status()).toBe(200);
  const mysuru = ((await (await owner.post('/api/admin/stock-locations', { data: MYSURU })).json()) as { locations: Array<{ id: string | null; name: string }> }).locations.find((l) => l.name === MYSURU.name)!;
  expect((await owner.put(`/api/admin/products/${hoe.id}/location-stock`, { data: { locationId: mysuru.id, units: 4, expected: 0 } })).status()).toBe(200);
  const dispatcherEmail = uniqueEmail('dispatcher');
  expect((await owner.post('/api/admin/users', { data: { name: 'Kiran Dispatcher', email: dispatcherEmail, type: 'admin', staffRole: 'dispatcher', password: PASSWORD } })).status()).toBe(201);
  await owner.dispose();

  // The farmer near Bengaluru: two hoes, cash on delivery.
  const farmer = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('basavaraj');
  expect((await farmer.post('/api/auth/register', { data: { name: 'Basavaraj Patil', email, phone: '98450 22222', password: 'kharif-harvest-2026', confirmPassword: 'kharif-harvest-2026' } })).status()).toBe(201);
  const placed = await farmer.post('/api/store/orders', {
    headers: { 'Idempotency-Key': `packing-${run}` },
    data: { items: [{ productId: hoe.id, quantity: 2 }], shipping: { fullName: 'Basavaraj Patil', email, phone: '98450 22222', address: 'Near Hanuman temple, Dasanapura', city: 'Bengaluru', state: 'Karnataka', pincode: '562123' }, paymentMethod: 'cod' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string; totalPaise: number };
  await farmer.dispose();

  // The dispatcher, on a phone.
  const page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await page.goto('/admin/login?returnTo=%2Fadmin%2Fpacking');
  await page.getByLabel(/^Email/).fill(dispatcherEmail);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/packing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Packing' })).toBeVisible();
  await page.getByLabel('Place').selectOption({ label: GODOWN.name });
  await expect(page).toHaveURL(new RegExp(`place=${godown.id}`));
  const card = page.getByTestId('packing-order').filter({ hasText: order.number });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Basavaraj Patil');
  await expect(card).toContainText(`Forged Hand Hoe ${run}`);
  await expect(card).toContainText('Cash on delivery: collect');
  // Two hoes of 650 g in a 40 x 12 x 6 cm box each.
  await expect(card).toContainText('About 1.3 kg');
  await expect(card).toContainText('Box 40 × 12 × 6 cm');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxe(page, 'the queue');
  await page.screenshot({ path: `${SHOTS}/queue-en-390.png`, fullPage: true });

  // The packing slip: a PDF, for the dispatcher's session.
  const slip = card.getByRole('link', { name: `Packing slip of order ${order.number} (PDF, opens in a new tab)` });
  await expect(slip).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await slip.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(card.getByRole('link', { name: `Open order ${order.number} to book the courier` })).toHaveAttribute('href', `/admin/orders/${order.id}`);

  // The pick list.
  const pickList = page.getByRole('button', { name: 'Pick list' });
  await pickList.click();
  // The pressed button's colours change with a short transition: axe reads them once it has ended.
  await expect(pickList).toHaveCSS('color', 'rgb(255, 255, 255)');
  const line = page.getByTestId('pick-line').filter({ hasText: `Forged Hand Hoe ${run}` });
  await expect(line).toContainText('2');
  await expectNoSeriousAxe(page, 'the pick list');
  await page.screenshot({ path: `${SHOTS}/pick-en-390.png`, fullPage: true });

  // Hindi and Marathi: every text translated, the product by its name in the language.
  for (const lang of ['hi', 'mr'] as const) {
    await page.goto(`/admin/packing?place=${godown.id}&lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const shown = page.getByTestId('packing-order').filter({ hasText: order.number });
    await expect(shown).toContainText(lang === 'hi' ? 'खुरपी' : 'खुरपे');
    if (lang === 'hi') await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('admin-packing:title'));
    expect(await visibleRawKeys(page)).toEqual([]);
    await expectNoSeriousAxe(page, `the queue in ${lang}`);
    await page.screenshot({ path: `${SHOTS}/queue-${lang}-390.png`, fullPage: true });
  }

  // A wide screen: a table.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await page.goto(`/admin/packing?place=${godown.id}&lang=${lang}`);
    await expect(page.getByTestId('packing-order').filter({ hasText: order.number })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/queue-${lang}-1280.png`, fullPage: true });
  }
  // In Marathi, as the page was left.
  await page.getByRole('button', { name: 'पिक यादी' }).click();
  await expect(page.getByTestId('pick-line').filter({ hasText: 'खुरपे' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pick-mr-1280.png`, fullPage: true });

  // The order's page on the phone, in Hindi: where the hoes leave from, and the other godown of
  // Karnataka's registration to choose before packing (Pune's would need another invoice).
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/orders/${order.id}?lang=hi`);
  const from = page.getByRole('combobox', { name: hi('admin-orders:place.label') });
  await expect(from).toHaveValue(godown.id!);
  await expect(from.locator('option')).toHaveText([GODOWN.name, MYSURU.name]);
  expect(await visibleRawKeys(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: `${SHOTS}/order-place-hi-390.png`, fullPage: true });
  await from.selectOption(mysuru.id!);
  await expect(from).toHaveValue(mysuru.id!);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(`/admin/packing?place=${mysuru.id}&lang=mr`);
  await expect(page.getByTestId('packing-order').filter({ hasText: order.number })).toBeVisible();
  await page.context().close();
});

test('the product form asks the shop its product\'s shipping weight and box', async ({ page }) => {
  await signInAsAdmin(page, '/admin/products/new');
  await expect(page.getByTestId('product-shipping-fields')).toBeVisible();
  const fields = page.getByTestId('product-shipping-fields');
  await expect(fields.getByLabel('Weight (g)')).toBeVisible();
  // A box with one side only: the other two are asked for, as the server would.
  await fields.getByLabel('Length (cm)').fill('30');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(fields.getByText('This field is required')).toHaveCount(2);
  await fields.scrollIntoViewIfNeeded();
  await fields.screenshot({ path: `${SHOTS}/product-shipping-en-1280.png` });
});
