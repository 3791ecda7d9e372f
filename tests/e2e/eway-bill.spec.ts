import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, signUpCustomer, uniqueEmail, visibleRawKeys } from './helpers.ts';

// E-way bills (docs/product-rules.md 57, docs/decisions/0073) on a phone: the owner opens a
// tractor's order (₹8,92,500 with tax, to another state), the e-way bill card says it needs one
// and shipping is refused; the owner downloads the portal's bulk file, enters the number the
// portal gave, and the order ships. No GSP is set up on this server, so the card offers the file
// and the typed number only. The card has its texts in Hindi and Marathi, no raw keys.

const SHOTS = '/tmp/ewb-shots';
// The shop's business details as gst.spec.ts saves them (the same values: specs run in parallel on one server).
const BUSINESS = { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' };
// Bank transfer as checkout.spec.ts offers it: a tractor is above the cash-on-delivery limit.
const BANK = { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', ifscCode: 'SBIN0001234', isActive: true };
/** Now in India as a datetime-local value, to the minute (the portal's time is to the minute). */
const indiaNow = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);

async function placeTractorOrder(page: Page) {
  const products = await (await page.request.get('/api/store/products?q=tractor')).json();
  const productId = products.items.find((p: { name: string }) => p.name === 'Modern Tractor').id as string;
  const res = await page.request.post('/api/store/orders', {
    data: {
      items: [{ productId, quantity: 1 }],
      shipping: { fullName: 'Harjeet Singh Patidar', email: uniqueEmail('harjeet'), phone: '98260 12345', address: 'Gram Panchayat Bhawan, Rau', city: 'Indore', state: 'Madhya Pradesh', pincode: '452001' },
      paymentMethod: 'bank_transfer',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; number: string; documents: Array<{ kind: string; number: string }> };
}

test('a tractor is refused shipping without its e-way bill; with the portal file downloaded and its number entered, it ships (390 px, en/hi/mr)', async ({ page, browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const admin = await adminPage(browser, '/admin/dashboard');
  expect((await admin.request.put('/api/admin/business-settings', { data: BUSINESS })).status()).toBe(200);
  expect((await admin.request.put('/api/admin/payment-settings', { data: { bank: BANK } })).status()).toBe(200);

  await signUpCustomer(page, 'Harjeet Singh Patidar');
  const order = await placeTractorOrder(page);
  const invoice = order.documents.find((d) => d.kind === 'tax_invoice')!;

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/admin/orders/${order.id}`);
  const card = admin.getByTestId('eway-bill-card');
  await expect(card).toContainText('This consignment to another state is worth ₹8,92,500 with tax, above ₹50,000');
  await expect(card.getByRole('button', { name: 'Generate e-way bill' })).toHaveCount(0);

  // Shipping is refused, nothing changed.
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await admin.getByRole('textbox', { name: 'Carrier' }).fill('Patidar Roadways');
  await admin.getByRole('textbox', { name: 'Tracking number' }).fill('LR-2026-0412');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'it ships only with a valid e-way bill' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SHOTS}/refused-en-390.png`, fullPage: true });

  // The portal's bulk file, with Part B.
  await card.getByLabel(/^Distance/).fill('600');
  await card.getByLabel(/^Vehicle number/).fill('MP 09 HG 4521');
  const [download] = await Promise.all([admin.waitForEvent('download'), card.getByRole('link', { name: 'Download the file for the e-way bill portal' }).click()]);
  expect(download.suggestedFilename()).toBe(`eway-bill-${invoice.number}.json`);
  const file = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as { billLists: Array<Record<string, unknown>> };
  expect(file.billLists[0]).toMatchObject({ docNo: invoice.number, fromGstin: BUSINESS.gstin, toGstin: 'URP', totInvValue: 892500, transDistance: 600, vehicleNo: 'MP09HG4521' });

  // The number the portal gave.
  await card.getByLabel(/^E-way bill number/).fill('3310 0412 7788');
  await card.getByLabel(/^Generated on/).fill(indiaNow());
  await card.getByRole('button', { name: 'Save e-way bill' }).click();
  await expect(card.getByText('E-way bill saved: the order can ship.')).toBeVisible();
  await expect(card.getByTestId('eway-bill-current')).toContainText('E-way bill 331004127788');
  await expect(card.getByTestId('eway-bill-current')).toContainText('Valid until');
  await admin.screenshot({ path: `${SHOTS}/entered-en-390.png`, fullPage: true });

  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Shipped.')).toBeVisible();

  // The card in Hindi and Marathi, on another big order that still needs its bill.
  const second = await placeTractorOrder(page);
  for (const lang of ['hi', 'mr'] as const) {
    await admin.goto(`/admin/orders/${second.id}?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    const shown = admin.getByTestId('eway-bill-card');
    await expect(shown).toContainText('₹8,92,500');
    await shown.scrollIntoViewIfNeeded();
    expect(await visibleRawKeys(admin)).toEqual([]);
    await shown.screenshot({ path: `${SHOTS}/card-${lang}-390.png` });
    await admin.screenshot({ path: `${SHOTS}/order-${lang}-390.png`, fullPage: true });
  }
  await admin.context().close();
});
