import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gstinCheckCharacter } from '../../src/shared/gst.ts';
import { SHIPROCKET_KEYS, shiprocketUpdate, startShiprocketStandIn, type ShiprocketStandIn } from '../support/shiprocket-stand-in.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { hi, uniqueEmail, visibleRawKeys } from './helpers.ts';
import { smsShop } from './sms-shop.ts';

// Shipping through the courier from a godown, on phones (docs/product-rules.md 58, 59): the owner
// keeps a godown in Indore; a farmer near Indore orders a sprayer, cash on delivery, so the godown
// serves it under its own GSTIN. The dispatcher books it with Shiprocket on a 390 px phone (the
// stand-in of its documented API, on a shop of this spec's own: the other specs' shop has no
// courier), which registers the godown as a pickup location, and opens the label (a PDF). The
// courier's webhook then reports picked up, in transit, out for delivery and delivered, and the
// farmer reads each scan on his order's page in Hindi, ending Delivered.

const WEBHOOK_TOKEN = 'sr-e2e-webhook-token-7c1d9e2f4a6b';
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/courier-shots';
const run = Math.random().toString(36).slice(2, 8);
const GODOWN = {
  name: `Indore godown ${run}`,
  address: 'Plot 14, Sanwer Road Industrial Area',
  city: 'Indore',
  state: 'Madhya Pradesh',
  pincode: '452015',
  gstin: `23AAPFU0939F1Z${gstinCheckCharacter('23AAPFU0939F1Z')}`,
  contactName: 'Ramesh Patidar',
  contactPhone: '98260 11111',
  active: true,
};
const FARMER = { name: 'Mohan Patel', email: uniqueEmail('mohan'), password: 'kharif-harvest-2026', phone: '98260 22222' };

let shiprocket: ShiprocketStandIn | undefined;
const shop = smsShop({
  offset: 5,
  flows: {},
  standIns: async () => {
    shiprocket = await startShiprocketStandIn({ now: () => Date.now() });
    return { SHIPROCKET_API_URL: shiprocket.url, SHIPROCKET_EMAIL: SHIPROCKET_KEYS.email, SHIPROCKET_PASSWORD: SHIPROCKET_KEYS.password, SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN };
  },
});
test.afterAll(async () => shiprocket?.close());

async function expectNoSeriousAxe(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id}`)).toEqual([]);
}

test('a godown order booked with the courier on a phone, its label opened, and its scans on the farmer\'s Hindi order page up to Delivered', async ({ browser, playwright }) => {
  test.setTimeout(150_000);
  // The owner: the business, the shop's e-mail (the courier registers the godown with it), the godown and a sprayer's units there.
  const owner = await playwright.request.newContext({ baseURL: shop.url });
  expect((await owner.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  expect((await owner.put('/api/admin/business-settings', { data: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } })).status()).toBe(200);
  expect((await owner.put('/api/admin/site-settings', { data: { phone: '', email: 'dispatch@hariyali.example.in', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' } })).status()).toBe(200);
  const saved = await owner.post('/api/admin/stock-locations', { data: GODOWN });
  expect(saved.status(), await saved.text()).toBe(200);
  const godown = ((await saved.json()) as { locations: Array<{ id: string | null; name: string }> }).locations.find((l) => l.name === GODOWN.name)!;
  const made = await owner.post('/api/admin/products', {
    data: { name: `Knapsack Sprayer 16 L ${run}`, description: 'A 16 litre knapsack sprayer with a brass lance, for field crops.', pricePaise: 2_450_00, category: 'equipment', stock: 4, hsnCode: '8424', features: ['16 litre tank'], translations: { hi: { name: 'नैपसैक स्प्रेयर 16 लीटर' } } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const sprayer = (await made.json()) as { id: string };
  expect((await owner.put(`/api/admin/products/${sprayer.id}/location-stock`, { data: { locationId: godown.id, units: 3, expected: 0 } })).status()).toBe(200);
  await owner.dispose();

  // The farmer near Indore orders one, cash on delivery, in Hindi.
  const farmer = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: shop.url });
  expect((await farmer.request.post('/api/auth/register', { data: { name: FARMER.name, email: FARMER.email, phone: FARMER.phone, password: FARMER.password, confirmPassword: FARMER.password } })).status()).toBe(201);
  const placed = await farmer.request.post('/api/store/orders', {
    headers: { 'Idempotency-Key': `courier-${run}` },
    data: { items: [{ productId: sprayer.id, quantity: 1 }], shipping: { fullName: FARMER.name, email: FARMER.email, phone: FARMER.phone, address: 'Gram Panchayat Bhawan, Rau', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' }, paymentMethod: 'cod' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };

  // The dispatcher (the owner here) books it on a phone: the godown's line, its parcel, the courier.
  const staff = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: shop.url });
  expect((await staff.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  const page = await staff.newPage();
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByText(`Ships from ${GODOWN.name}`)).toBeVisible();
  const card = page.getByRole('region', { name: 'Courier' });
  await card.getByLabel('Weight (grams)').fill('4200');
  await card.getByLabel('Length (cm)').fill('55');
  await card.getByLabel('Breadth (cm)').fill('35');
  await card.getByLabel('Height (cm)').fill('25');
  await card.getByRole('button', { name: 'Book with Shiprocket' }).click();
  await expect.poll(() => shiprocket!.orders.get(order.number)?.awb).toBeTruthy();
  const awb = shiprocket!.orders.get(order.number)!.awb!;
  await expect(card.getByText(awb)).toBeVisible();
  // Picked up at the godown, registered with the courier under its name, from its pincode.
  expect(shiprocket!.orders.get(order.number)!.order.pickup_location).toBe(GODOWN.name);
  expect(shiprocket!.pickupLocations.get(GODOWN.name)).toMatchObject({ pin_code: '452015', email: 'dispatch@hariyali.example.in' });
  const label = card.getByRole('link', { name: 'Open the label (PDF)' });
  await expect(label).toHaveAttribute('target', '_blank');
  const pdf = await page.request.get((await label.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxe(page, 'the booked order');
  await page.screenshot({ path: `${SHOTS}/booked-en-390.png`, fullPage: true });

  // The courier's webhook, as Shiprocket calls it, moves the parcel along to Delivered.
  const start = Date.now();
  const statuses = [['PICKED UP', 'Indore_Sanwer_Hub'], ['IN TRANSIT', 'Indore_Hub'], ['OUT FOR DELIVERY', 'Rau_DC'], ['DELIVERED', 'Rau_DC']] as const;
  for (const [i, [status, place]] of statuses.entries()) {
    const res = await page.request.post('/api/webhooks/courier-tracking', { headers: { 'x-api-key': WEBHOOK_TOKEN }, data: { ...shiprocketUpdate(awb, status, start + i * 3_600_000, place), order_id: order.number } });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(card.getByText('Delivered')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delivered-en-390.png`, fullPage: true });

  // The farmer reads it on his phone, in Hindi: every scan with its place, the order Delivered.
  expect((await farmer.request.post('/api/auth/login', { data: { email: FARMER.email, password: FARMER.password } })).status()).toBe(200);
  const mine = await farmer.newPage();
  await mine.goto(`/user/orders/${order.id}?lang=hi`);
  const scans = mine.getByTestId('courier-scan');
  await expect(scans).toHaveCount(4);
  await expect(scans.nth(0)).toContainText(hi('tracking:scan.picked_up'));
  await expect(scans.nth(0)).toContainText('Indore Sanwer Hub');
  await expect(scans.nth(2)).toContainText(hi('tracking:scan.out_for_delivery'));
  await expect(scans.nth(3)).toContainText(hi('tracking:scan.delivered'));
  await expect(mine.getByTestId('order-timeline')).toContainText(hi('orders:status.delivered'));
  expect(await visibleRawKeys(mine)).toEqual([]);
  expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousAxe(mine, "the farmer's order");
  await mine.screenshot({ path: `${SHOTS}/farmer-hi-390.png`, fullPage: true });
  await farmer.close();
  await staff.close();
});
