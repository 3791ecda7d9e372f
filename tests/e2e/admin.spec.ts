import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addProduct, adminPage, saveGatewaySettings, signUpCustomer, signUpVendor, uniqueEmail } from './helpers.ts';
import { E2E_RAZORPAY } from './razorpay.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function expectNoSeriousA11yViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test('the admin adds a product, the shop sells it at once, and a price edit shows in the shop', async ({ browser, page }) => {
  const admin = await adminPage(browser, '/admin/products');
  await expect(admin.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  const name = `Neem Cake Fertilizer ${unique()}`;
  const hindiName = `नीम की खली खाद ${unique()}`;
  const id = await addProduct(admin, { name, hindiName, price: '349', stock: '40', category: 'Fertilizers' });

  // A shopper finds it by search, with its price, and the new category is offered as a filter.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('₹349');
  // A Hindi reader finds it by its Hindi name, and reads it (issue 14).
  await page.goto(`/products?lang=hi&q=${encodeURIComponent(hindiName)}`);
  await expect(page.getByRole('article').filter({ hasText: hindiName })).toContainText('₹349');
  await page.goto('/products?lang=en');
  await page.goto('/products');
  await expect(page.getByRole('checkbox', { name: /^Fertilizers/ })).toHaveCount(1);

  await admin.goto(`/admin/products/${id}/edit`);
  await expect(admin.getByLabel(/^Price/)).toHaveValue('349');
  await admin.getByLabel(/^Price/).fill('420.50');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText(`${name} was saved. The shop shows the change now.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('₹420.50');

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Paise show where a price has them, so the cart's lines and total add up.
  await expect(page.getByText('Price: ₹420.50')).toBeVisible();
  // What its pack declares (docs/product-rules.md 38): the MRP, and the unit sale price of its 1 kg pack.
  const label = page.getByTestId('product-label');
  await expect(label).toContainText('₹524 (inclusive of all taxes)');
  await expect(label).toContainText('₹524 per kg');
  await expect(label).toContainText('Manufactured by');
});

test('the admin ships one order (the customer sees In Transit) and cancels another (its stock comes back)', async ({ browser, page }) => {
  const admin = await adminPage(browser, '/admin/products');
  const name = `Bio Compost ${unique()}`;
  const productId = await addProduct(admin, { name, price: '250', stock: '9', category: 'Fertilizers' });

  // A customer places two orders for it (the checkout page itself is covered by checkout.spec.ts).
  await signUpCustomer(page, 'Sunita Jadhav');
  // Each order's short number (HY-000123), as My Orders shows it (issue 17).
  const numbers = new Map<string, string>();
  const place = async (quantity: number) => {
    const res = await page.request.post('/api/store/orders', {
      data: {
        items: [{ productId, quantity }],
        shipping: { fullName: 'Sunita Jadhav', email: uniqueEmail('sunita'), phone: '98220 12345', address: 'Gat No. 12, Khed', city: 'Pune', state: 'Maharashtra', pincode: '410501' },
        paymentMethod: 'cod',
      },
    });
    expect(res.status()).toBe(201);
    const order = (await res.json()) as { id: string; number: string };
    numbers.set(order.id, order.number);
    return order.id;
  };
  const toShip = await place(2);
  const toCancel = await place(3);

  await admin.goto(`/admin/orders/${toShip}`);
  await expect(admin.getByText(name)).toBeVisible();
  await expect(admin.getByText('Sunita Jadhav').first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  // Shipping asks how the order goes (issue 16): a carrier and tracking number, or own delivery.
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Please enter the carrier (courier) name, or choose own delivery')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Carrier' }).fill('India Post');
  await admin.getByRole('textbox', { name: 'Tracking number' }).fill('EK123456789IN');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Shipped.')).toBeVisible();
  await expect(admin.locator('section', { hasText: 'Status History' })).toContainText('Shipped');
  await expect(admin.getByTestId('shipment-summary')).toContainText('EK123456789IN');

  await page.goto('/user/dashboard');
  await expect(page.getByTestId('order-row').filter({ hasText: numbers.get(toShip)! })).toContainText('In Transit');
  // The buyer's order page: the timeline with the carrier and tracking number.
  await page.goto(`/user/orders/${toShip}`);
  await expect(page.getByTestId('order-timeline')).toContainText('Sent with India Post, tracking number EK123456789IN');

  // Cancelling asks first, because it returns the stock; then the selector is locked.
  await admin.goto(`/admin/orders/${toCancel}`);
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
  admin.once('dialog', (dialog) => void dialog.accept());
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Cancelled.')).toBeVisible();
  await expect(admin.getByLabel('Status', { exact: true })).toBeDisabled();

  // 9 in stock, 2 shipped, 3 ordered then cancelled: 7 left.
  await admin.goto(`/admin/products/${productId}/edit`);
  await expect(admin.getByLabel(/^Stock/)).toHaveValue('7');
});

test('payment settings are saved and the masked summary is there after a reload', async ({ browser, baseURL }) => {
  const admin = await adminPage(browser, '/admin/payment-settings');
  const gateway = admin.getByRole('region', { name: 'Payment Gateway' });
  // The webhook to set up in Razorpay's dashboard is this shop's own address, with its events.
  await expect(gateway.getByTestId('webhook-address')).toHaveText(`${baseURL}/api/payments/razorpay/webhook`);
  await expect(gateway).toContainText('payment.captured');
  await expect(gateway).toContainText('refund.failed');
  await saveGatewaySettings(admin);

  // Cash on delivery's limit is typed in rupees (and kept in paise).
  const cod = admin.getByRole('region', { name: 'Cash on Delivery' });
  const limit = cod.getByLabel(/^Largest order for cash on delivery/);
  await limit.fill('0');
  await cod.getByRole('button', { name: 'Save COD Settings' }).click();
  await expect(cod.getByText('Please enter an amount in rupees from ₹1 to ₹1,00,00,000')).toBeVisible();
  await expect(limit).toBeFocused();
  // The default, so that the other specs' orders are offered cash on delivery as before.
  await limit.fill('50,000');
  await cod.getByRole('button', { name: 'Save COD Settings' }).click();
  await expect(cod.getByText('Cash on delivery settings saved.')).toBeVisible();

  await admin.reload();
  const summary = admin.getByTestId('payment-summary');
  await expect(summary).toContainText('Online payment (Razorpay)');
  await expect(summary).toContainText('rzp_test…');
  await expect(summary).toContainText('Key secret: Set');
  await expect(summary).toContainText('Webhook secret: Set');
  await expect(summary).toContainText('Orders up to ₹50,000');
  await expect(summary).not.toContainText(E2E_RAZORPAY.keySecret);
  await expect(summary).not.toContainText(E2E_RAZORPAY.webhookSecret);
  await expect(gateway.getByLabel(/^Key Secret/)).toHaveValue('');
  await expect(gateway.getByLabel(/^Webhook Secret/)).toHaveValue('');
  await expect(gateway.getByText('A webhook secret is set: leave blank to keep it.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Cash on Delivery' }).getByLabel(/^Largest order/)).toHaveValue('50000');
  await expectNoSeriousA11yViolations(admin);
});

test('the admin approves a pending vendor from the dashboard notice', async ({ browser, page }) => {
  const business = `Shinde Beej Bhandar ${unique()}`;
  await signUpVendor(page, business);

  const admin = await adminPage(browser, '/admin/dashboard');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: /waiting for approval/ }).click();
  await expect(admin).toHaveURL(/\/admin\/vendors\?status=pending$/);
  await admin.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(admin.getByText(`${business} was approved.`)).toBeVisible();

  const profile = await page.request.get('/api/vendor/profile');
  expect((await profile.json()).vendor.status).toBe('approved');
});
