import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, signUpCustomer, uniqueEmail } from './helpers.ts';

// A cash-on-delivery order the farmer cancels has nothing left to pay: its payment no longer says
// "Pay on delivery" (डिलीवरी पर भुगतान) on the order page or in My Orders, nor "Cash due" in the
// admin's list and order page (docs/product-rules.md 15). The texts come from the catalogues.

type Texts = Record<string, unknown>;
/** The text at `ns:key` in a language's catalogue. */
function text(language: 'en' | 'hi', key: string): string {
  const [ns, dotted] = key.split(':') as [string, string];
  const catalogue = JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales', language, `${ns}.json`), 'utf8')) as Texts;
  const found = dotted.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`no ${language} text at ${key}`);
  return found;
}
const hi = (key: string) => text('hi', key);

const PRODUCT = 'Premium Wheat Seeds';

async function placeCashOrder(page: Page) {
  const products = await (await page.request.get(`/api/store/products?q=${encodeURIComponent(PRODUCT)}`)).json();
  const productId = products.items.find((p: { name: string }) => p.name === PRODUCT).id as string;
  const res = await page.request.post('/api/store/orders', {
    data: {
      items: [{ productId, quantity: 1 }],
      shipping: { fullName: 'रामप्रसाद यादव', email: uniqueEmail('ramprasad'), phone: '94150 12345', address: 'ग्राम पोस्ट बिठूर', city: 'कानपुर', state: 'Uttar Pradesh', pincode: '208017' },
      paymentMethod: 'cod',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; number: string };
}

test('a farmer who cancels a cash-on-delivery order in Hindi is no longer told to pay on delivery, nor the admin that cash is due', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCustomer(page, 'Ramprasad Yadav');
  const order = await placeCashOrder(page);

  await page.goto(`/user/orders/${order.id}?lang=hi`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveText(hi('orders:payment.status.cod_due'));

  await page.getByRole('button', { name: hi('order-cancel:button') }).click();
  await page.getByRole('button', { name: hi('order-cancel:confirm') }).click();
  // No mail server is set up here, so the page does not say an e-mail was sent.
  await expect(page.getByRole('status').filter({ hasText: hi('order-cancel:doneNoMail') })).toHaveText(hi('order-cancel:doneNoMail'));
  await expect(status).toHaveText(hi('orders:payment.status.nothing_due'));
  await expect(page.getByText(hi('orders:payment.status.cod_due'))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/cancelled-cod-detail-hi-390.png', fullPage: true });

  // My Orders says the same.
  await page.goto('/user/dashboard?lang=hi');
  const row = page.getByTestId('order-row').filter({ hasText: order.number });
  await expect(row.getByTestId('payment-status')).toHaveText(hi('orders:payment.status.nothing_due'));
  await expect(row.getByText(hi('orders:payment.status.cod_due'))).toHaveCount(0);
  await page.screenshot({ path: 'test-results/cancelled-cod-list-hi-390.png', fullPage: true });

  // The admin's list and order page: nothing due, not "Cash due".
  const admin = await adminPage(browser, `/admin/orders?q=${encodeURIComponent(order.number)}`);
  const adminRow = admin.getByRole('row').filter({ hasText: order.number });
  await expect(adminRow).toContainText(text('en', 'admin-orders:paymentStatus.nothing_due'));
  await expect(adminRow.getByText(text('en', 'admin-orders:paymentStatus.cod_due'), { exact: true })).toHaveCount(0);
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(admin.getByTestId('order-payment')).toContainText(text('en', 'admin-orders:paymentStatus.nothing_due'));
  await expect(admin.getByText(text('en', 'admin-orders:paymentStatus.cod_due'), { exact: true })).toHaveCount(0);
  await admin.screenshot({ path: 'test-results/cancelled-cod-admin.png', fullPage: true });
  await admin.context().close();
});
