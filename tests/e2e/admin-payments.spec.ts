import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminPage, saveGatewaySettings, signUpCustomer, uniqueEmail } from './helpers.ts';

// Issue 15: the admin follows an order's money: filters orders by payment status, marks cash on
// delivery collected and a bank transfer received (with its UTR), records how the money of a
// cancelled order went back, and cancels a paid online order, which Razorpay (the run's stand-in,
// playwright.config.ts) refunds.

/** The account checkout.spec.ts saves too: tests share one server, so every caller saves the same values. */
const BANK = { name: 'State Bank of India', holder: 'Hariyali Agro Pvt Ltd', account: '30123456789012', ifsc: 'SBIN0001234' };
/** A seeded product with plenty of stock that no other spec counts: ₹800, nil-rated seeds. */
const PRODUCT = 'Hybrid Corn Seeds';

async function expectNoSeriousA11yViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Bank transfer switched on in Payment Settings (the admin's page), so customers may choose it. */
async function offerBankTransfer(browser: Browser) {
  const admin = await adminPage(browser, '/admin/payment-settings');
  const bank = admin.getByRole('region', { name: 'Bank Transfer' });
  await bank.getByLabel(/^Bank Name/).fill(BANK.name);
  await bank.getByLabel(/^Account Holder Name/).fill(BANK.holder);
  await bank.getByLabel(/^Account Number/).fill(BANK.account);
  await bank.getByLabel(/^IFSC Code/).fill(BANK.ifsc);
  await bank.getByLabel('Active: offer bank transfer at checkout').check();
  await bank.getByRole('button', { name: 'Save Bank Details' }).click();
  await expect(bank.getByText('Bank transfer settings saved.')).toBeVisible();
  return admin;
}

/** A new customer (signed in on `page`) orders 2 of the product; returns the order's id (the checkout page itself is checkout.spec.ts's). */
async function placeOrder(page: Page, paymentMethod: 'cod' | 'bank_transfer' | 'online') {
  await signUpCustomer(page, 'Sunita Jadhav');
  const products = await (await page.request.get(`/api/store/products?q=${encodeURIComponent(PRODUCT)}`)).json();
  const productId = products.items.find((p: { name: string }) => p.name === PRODUCT).id as string;
  const res = await page.request.post('/api/store/orders', {
    data: {
      items: [{ productId, quantity: 2 }],
      shipping: { fullName: 'Sunita Jadhav', email: uniqueEmail('sunita'), phone: '98220 12345', address: 'Gat No. 12, Khed', city: 'Pune', state: 'Maharashtra', pincode: '410501' },
      paymentMethod,
    },
  });
  expect(res.status()).toBe(201);
  // The id for addresses, the short number (HY-000123) for what the admin reads (issue 17).
  const order = (await res.json()) as { id: string; number: string };
  return { id: order.id, number: order.number };
}

/** Accepts the next confirmation and keeps its message. */
function acceptNextDialog(page: Page) {
  return new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

test('the admin finds a cash-on-delivery order by its payment status, marks its cash collected, cancels it and records the refund', async ({ browser, page }) => {
  const { id: orderId, number: short } = await placeOrder(page, 'cod');
  // Found by the number a customer reads out on the phone.
  const admin = await adminPage(browser, `/admin/orders?q=${short}`);

  // The list shows the payment beside the status, and filters by it; the address keeps the filter.
  const row = admin.getByRole('row').filter({ hasText: short });
  await expect(row).toContainText('Cash due');
  await expect(row).toContainText('Cash on Delivery');
  const paymentFilter = admin.getByLabel('Payment', { exact: true });
  await paymentFilter.selectOption({ label: 'Transfer awaited' });
  await expect(admin).toHaveURL(/paymentStatus=bank_awaiting/);
  await expect(admin.getByText('No orders found.')).toBeVisible();
  await paymentFilter.selectOption({ label: 'Cash due' });
  await expect(admin).toHaveURL(/paymentStatus=cod_due/);
  await expect(row).toBeVisible();
  await admin.reload();
  await expect(paymentFilter).toHaveValue('cod_due');
  await expect(row).toBeVisible();

  // Without a search, every order shown is one whose cash is due.
  await admin.goto('/admin/orders?paymentStatus=cod_due');
  await expect(admin.getByRole('row').nth(1)).toBeVisible();
  for (const cell of await admin.getByRole('row').filter({ has: admin.getByRole('link', { name: /^View order/ }) }).all()) await expect(cell).toContainText('Cash due');

  await admin.goto(`/admin/orders?q=${orderId}&paymentStatus=cod_due`);
  await row.getByRole('link', { name: `View order ${short}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  const payment = admin.getByTestId('order-payment');
  await expect(payment).toContainText('Cash on Delivery');
  await expect(payment).toContainText('Cash due');
  await expectNoSeriousA11yViolations(admin);

  // Marking it asks first, with the amount (2 x ₹800, nil-rated).
  let asked = acceptNextDialog(admin);
  await payment.getByRole('button', { name: 'Mark cash collected' }).click();
  expect(await asked).toContain('₹1,600');
  await expect(payment.getByText('Cash of ₹1,600 recorded as collected.')).toBeVisible();
  await expect(payment).toContainText('Cash collected');
  await expect(payment.getByRole('button', { name: 'Mark cash collected' })).toHaveCount(0);

  // Cancelling an order whose cash came in says the money is to be given back here.
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
  await expect(admin.getByTestId('cancel-note')).toContainText('The cash for this order was collected');
  asked = acceptNextDialog(admin);
  await admin.getByRole('button', { name: 'Update Status' }).click();
  expect(await asked).toContain('record the refund');
  await expect(admin.getByText('Status updated to Cancelled.')).toBeVisible();

  // The refund: in cash, the amount starts at what is left; more than that is refused.
  const refunds = admin.getByRole('region', { name: 'Refunds' });
  await expect(refunds.getByLabel('Cash')).toBeChecked();
  const amount = refunds.getByLabel(/^Amount/);
  await expect(amount).toHaveValue('1600');
  await amount.fill('2000');
  await refunds.getByLabel(/^Reference/).fill('Paid back to Sunita Jadhav at the shop');
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  await expect(refunds.getByText('Please enter an amount in rupees from ₹0.01 to ₹1,600')).toBeVisible();
  await amount.fill('600');
  asked = acceptNextDialog(admin);
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  expect(await asked).toContain('₹600');
  await expect(refunds.getByText('Refund of ₹600 recorded.')).toBeVisible();
  await expect(admin.getByTestId('order-payment')).toContainText('Partly refunded');
  await expect(amount).toHaveValue('1000');
  await refunds.getByLabel(/^Reference/).fill('The rest, paid back at the shop');
  asked = acceptNextDialog(admin);
  await refunds.getByRole('button', { name: 'Record refund' }).click();
  await asked;
  await expect(refunds.getByText('Refund of ₹1,000 recorded.')).toBeVisible();
  await expect(admin.getByTestId('order-refunds').getByRole('listitem')).toHaveCount(2);
  await expect(admin.getByTestId('order-payment')).toContainText('Refunded');
  // Everything is given back: nothing more to record.
  await expect(refunds.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
});

test('the admin marks a bank transfer received with its UTR, and finds it among received transfers', async ({ browser, page }) => {
  const settings = await offerBankTransfer(browser);
  await settings.context().close();
  const { id: orderId, number: short } = await placeOrder(page, 'bank_transfer');

  const admin = await adminPage(browser, `/admin/orders?q=${orderId}&paymentStatus=bank_awaiting`);
  const row = admin.getByRole('row').filter({ hasText: short });
  await expect(row).toContainText('Transfer awaited');
  await expect(row).toContainText('Bank Transfer');
  await row.getByRole('link', { name: `View order ${short}` }).click();

  // The account the customer was told to pay to, with the order number as the reference.
  const payment = admin.getByTestId('order-payment');
  const bank = admin.getByTestId('order-bank-details');
  for (const text of [BANK.name, BANK.holder, BANK.account, BANK.ifsc, short]) await expect(bank).toContainText(text);

  // A UTR is 6 to 30 letters and digits; spaces are dropped and letters made capitals.
  const utr = payment.getByLabel(/^Bank reference \(UTR\)/);
  await utr.fill('12-34');
  await payment.getByRole('button', { name: 'Mark transfer received' }).click();
  await expect(payment.getByText('Please enter the bank reference (UTR): 6 to 30 letters and digits')).toBeVisible();
  await expect(utr).toHaveAttribute('aria-invalid', 'true');
  await utr.fill('sbin 2026 1125 0042');
  const asked = acceptNextDialog(admin);
  await payment.getByRole('button', { name: 'Mark transfer received' }).click();
  expect(await asked).toContain('SBIN202611250042');
  await expect(payment.getByText('Transfer recorded as received (UTR SBIN202611250042).')).toBeVisible();
  await expect(payment).toContainText('Transfer received');
  await expect(payment).toContainText('SBIN202611250042');
  await expect(payment.getByRole('button', { name: 'Mark transfer received' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);

  await admin.goto(`/admin/orders?q=${orderId}`);
  await admin.getByLabel('Payment', { exact: true }).selectOption({ label: 'Transfer received' });
  await expect(admin).toHaveURL(/paymentStatus=bank_received/);
  await expect(admin.getByRole('row').filter({ hasText: short })).toContainText('Transfer received');
});

test('a paid online order: one item refunded with a credit note, then the order cancelled, which refunds the rest through Razorpay', async ({ browser, page }) => {
  const admin = await adminPage(browser, '/admin/payment-settings');
  await saveGatewaySettings(admin);
  const { id: orderId } = await placeOrder(page, 'online');

  // The customer pays by UPI on the gateway's page (the checkout page's own journey is checkout.spec.ts's).
  const checkout = await (await page.request.post(`/api/store/orders/${orderId}/payment`)).json();
  const paid = await page.request.post(`${new URL(checkout.scriptUrl).origin}/v1/checkout/pay`, {
    form: { key: checkout.keyId, order_id: checkout.gatewayOrderId, callback_url: checkout.callbackUrl, method: 'upi', vpa: 'sunita@upi' },
  });
  expect(paid.status()).toBe(200);

  await admin.goto(`/admin/orders/${orderId}`);
  const payment = admin.getByTestId('order-payment');
  // The gateway's webhook confirms the payment (a moment after the page above). The order page is
  // drawn in the browser after the load event (the session, then the order): on a loaded machine
  // that alone took over a second, so each reload waits for the order before reading its status.
  await expect(async () => {
    await admin.reload();
    await expect(payment).toBeVisible();
    await expect(payment).toContainText('Paid', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(payment).toContainText('Online (Razorpay)');
  await expect(payment).toContainText('UPI');

  // One of the two bags came back damaged: refunded alone, with a credit note; the order goes on.
  const items = admin.getByRole('region', { name: 'Refund items' });
  await items.getByLabel(new RegExp(PRODUCT)).fill('1');
  const itemsAsked = acceptNextDialog(admin);
  await items.getByRole('button', { name: 'Refund chosen items' }).click();
  expect(await itemsAsked).toContain(`1 × ${PRODUCT}`);
  await expect(items.getByText('Refund of ₹800 sent through Razorpay, with a credit note.')).toBeVisible();
  await expect(payment).toContainText('Partly refunded');
  await expect(admin.getByRole('link', { name: /^Credit note / })).toHaveCount(1);
  await expectNoSeriousA11yViolations(admin);

  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Cancelled' });
  await expect(admin.getByTestId('cancel-note')).toHaveText(
    'This order was paid online: cancelling it refunds ₹800 to the customer through Razorpay at once. The refund shows under Refunds.',
  );
  const asked = acceptNextDialog(admin);
  await admin.getByRole('button', { name: 'Update Status' }).click();
  expect(await asked).toContain('refunds ₹800 to the customer through Razorpay');
  await expect(admin.getByText('Status updated to Cancelled.')).toBeVisible();

  const refund = admin.getByTestId('order-refunds').getByRole('listitem');
  await expect(refund).toHaveCount(2);
  await expect(refund.nth(1)).toContainText('₹800');
  await expect(refund.nth(1)).toContainText('Through Razorpay');
  await expect(admin.getByRole('button', { name: 'Refund chosen items' })).toHaveCount(0);
  // Pending until the gateway confirms it; no refund is recorded by hand for an online order.
  await expect(async () => {
    await admin.reload();
    await expect(refund).toHaveCount(2);
    await expect(refund.nth(1)).toContainText('Done', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(payment).toContainText('Refunded');
  await expect(admin.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
});
