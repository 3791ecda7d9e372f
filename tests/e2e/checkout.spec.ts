import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillCustomerSignUp, saveGatewaySettings, signInAsAdmin, signUpCustomer, uniqueEmail } from './helpers.ts';

const BANK = { name: 'State Bank of India', holder: 'Hariyali Agro Pvt Ltd', account: '30123456789012', ifsc: 'SBIN0001234' };

/**
 * The shop owner switches on card payment (the gateway) and bank transfer in Payment Settings,
 * in a browser of their own. Tests run in parallel on one server: every caller saves the same
 * values and nobody switches a method off, so they cannot undo each other's set-up.
 */
async function offerEveryPaymentMethod(browser: Browser) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin, '/admin/payment-settings');

  await saveGatewaySettings(admin);

  const bank = admin.getByRole('region', { name: 'Bank Transfer' });
  await bank.getByLabel(/^Bank Name/).fill(BANK.name);
  await bank.getByLabel(/^Account Holder Name/).fill(BANK.holder);
  await bank.getByLabel(/^Account Number/).fill(BANK.account);
  await bank.getByLabel(/^IFSC Code/).fill(BANK.ifsc.toLowerCase());
  await bank.getByLabel('Active: offer bank transfer at checkout').check();
  await bank.getByRole('button', { name: 'Save Bank Details' }).click();
  await expect(bank.getByText('Bank transfer settings saved.')).toBeVisible();

  // The summary shows only the first 8 characters of the key id and the last 4 of the account.
  const summary = admin.getByTestId('payment-summary');
  await expect(summary).toContainText('rzp_test…');
  await expect(summary).toContainText('Secret set');
  await expect(summary).toContainText('•••• 9012');
  await expect(summary).not.toContainText(BANK.account);
  await context.close();
}

const PAYMENT = {
  cod: { label: 'Cash on Delivery', detail: 'Cash on Delivery', status: 'Confirmed' },
  card: { label: 'Credit / Debit Card', detail: 'Card ending in 1111', status: 'Confirmed' },
  bank_transfer: { label: 'Bank Transfer', detail: 'Bank Transfer', status: 'Awaiting your bank transfer' },
} as const;

async function addToCart(page: Page, search: string, times = 1) {
  await page.goto(`/products?q=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name: /View Details/ }).first().click();
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
    if (i < times - 1) await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 4000 });
  }
}

async function fillShipping(page: Page, pincode: string) {
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Address/).fill('At post Wadgaon, Taluka Shirur');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).selectOption('Maharashtra');
  await page.getByLabel(/^Pincode/).fill(pincode);
}

for (const payment of ['cod', 'card', 'bank_transfer'] as const) {
  test(`a new customer buys with ${PAYMENT[payment].label} and finds the order in My Orders`, async ({ page, browser }) => {
    // Cash on delivery is on from the start; the other methods only once the admin switches them on.
    if (payment !== 'cod') await offerEveryPaymentMethod(browser);
    // Two products, one of them twice: 2 x Vegetable Seeds Mix (₹450) + 1 x Soil Testing Kit (₹2,500).
    await addToCart(page, 'vegetable seeds mix', 2);
    await addToCart(page, 'soil testing kit');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await page.goto('/cart');
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('₹3,400'); // subtotal
    // Seeds for sowing are nil-rated; the kit is 18%: GST ₹450.
    await expect(summary.getByTestId('gst-amount')).toHaveText('₹450');
    await expect(summary.getByTestId('total-amount')).toHaveText('₹3,850');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await page.getByRole('link', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(/\/user\/login\?returnTo=%2Fcheckout$/);
    // A new customer signs up from the login page and still comes back to checkout.
    await page.getByRole('link', { name: 'Register here' }).click();
    await expect(page).toHaveURL(/\/user\/register\?returnTo=%2Fcheckout$/);
    await fillCustomerSignUp(page, { name: 'Ganesh Shinde', email: uniqueEmail(`ganesh.${payment}`) });
    await expect(page).toHaveURL(/\/checkout$/);

    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Ganesh Shinde');
    await fillShipping(page, '4122');
    // Cash on delivery is the default whenever it is offered.
    await expect(page.getByLabel('Cash on Delivery')).toBeChecked();
    if (payment !== 'cod') await page.getByLabel(PAYMENT[payment].label).check();
    if (payment === 'card') {
      await page.getByLabel(/^Card Number/).fill('4111 1111 1111 1111');
      await page.getByLabel(/^Expiry Date/).fill('12/39');
      await page.getByLabel(/^CVV/).fill('123');
    }
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Pincode must be exactly 6 digits')).toBeVisible();
    await page.getByLabel(/^Pincode/).fill('412210');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByText(PAYMENT[payment].status, { exact: true })).toBeVisible();
    await expect(page.getByText('5-7 business days', { exact: true })).toBeVisible();
    await expect(page.getByText('₹3,400')).toBeVisible();
    await expect(page.getByTestId('gst-amount')).toHaveText('₹450');
    // Delivered in the shop's own state (Pune, Maharashtra): CGST + SGST, 9% each.
    await expect(page.getByTestId('tax-split').filter({ hasText: 'CGST 9%' })).toContainText('₹225');
    await expect(page.getByTestId('tax-split').filter({ hasText: 'SGST 9%' })).toContainText('₹225');
    await expect(page.getByText('Place of supply: Maharashtra')).toBeVisible();
    await expect(page.getByTestId('total-amount')).toHaveText('₹3,850');
    // Seeds and the kit from the shop to an unregistered buyer: one invoice-cum-bill of supply, as a PDF.
    const documentLink = page.getByTestId('order-documents').getByRole('link');
    await expect(documentLink).toContainText('Invoice-cum-bill of supply');
    const pdf = await page.request.get((await documentLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const orderId = (await page.getByTestId('order-id').textContent())!;
    const bankPanel = page.getByTestId('bank-transfer');
    if (payment === 'bank_transfer') {
      // Where to pay, with the order id as the reference.
      for (const text of [BANK.name, BANK.holder, BANK.account, BANK.ifsc, orderId]) await expect(bankPanel).toContainText(text);
    } else {
      await expect(bankPanel).toHaveCount(0);
    }
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    await page.getByRole('link', { name: 'Track Order' }).click();
    const row = page.getByTestId('order-row').first();
    await expect(row).toContainText(orderId.slice(0, 8));
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
    await expect(row).toContainText('₹3,850');
    await row.getByRole('link', { name: /View order/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByText(PAYMENT[payment].detail, { exact: true })).toBeVisible();
    if (payment === 'bank_transfer') await expect(page.getByTestId('bank-transfer')).toContainText(BANK.account);

    // A reload of the confirmation page has no order to show: it goes home.
    await page.goto('/order-confirmation');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
}

test('an empty cart at checkout says so', async ({ page }) => {
  await signUpCustomer(page, 'Empty Cart');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});
