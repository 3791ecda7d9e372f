import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_RAZORPAY } from './razorpay.ts';
import { fillCustomerSignUp, saveGatewaySettings, signInAsAdmin, signUpCustomer, uniqueEmail, untilHydrated } from './helpers.ts';

const BANK = { name: 'State Bank of India', holder: 'Hariyali Agro Pvt Ltd', account: '30123456789012', ifsc: 'SBIN0001234' };

/**
 * The shop owner switches on online payment (the gateway) and bank transfer in Payment Settings,
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
  await expect(summary).toContainText('•••• 9012');
  await expect(summary).not.toContainText(BANK.account);
  await expect(summary).not.toContainText(E2E_RAZORPAY.keySecret);
  await context.close();
}

// The payment status says plainly when the money comes (docs/product-rules.md 15): nothing reads "Confirmed" before it is paid.
const PAYMENT = {
  cod: { label: 'Cash on Delivery', detail: 'Cash on Delivery', status: 'Pay on delivery' },
  bank_transfer: { label: 'Bank Transfer', detail: 'Bank Transfer', status: 'Awaiting bank transfer' },
} as const;
const ONLINE = 'Pay online: UPI, cards, netbanking';

async function addToCart(page: Page, search: string, times = 1) {
  await page.goto(`/products?q=${encodeURIComponent(search)}`);
  await page.getByRole('link', { name: /View Details/ }).first().click();
  await untilHydrated(page.getByRole('button', { name: 'Add to Cart' }));
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

for (const payment of ['cod', 'bank_transfer'] as const) {
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
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Pincode must be exactly 6 digits')).toBeVisible();
    await page.getByLabel(/^Pincode/).fill('412210');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(PAYMENT[payment].status);
    // The day the order was promised by, from the delivery settings (the product page's "Delivery by" rule).
    await expect(page.getByTestId('expected-delivery')).toHaveText(/^By \w+day, \d{1,2} \w+$/);
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
    // The short order number (HY-000123), never the internal id (issue 17).
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    expect(orderNumber).toMatch(/^HY-\d{6,}$/);
    const bankPanel = page.getByTestId('bank-transfer');
    if (payment === 'bank_transfer') {
      // Where to pay, with the order number as the reference.
      for (const text of [BANK.name, BANK.holder, BANK.account, BANK.ifsc, orderNumber]) await expect(bankPanel).toContainText(text);
    } else {
      await expect(bankPanel).toHaveCount(0);
    }
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    await page.getByRole('link', { name: 'Track Order' }).click();
    const row = page.getByTestId('order-row').first();
    await expect(row).toContainText(orderNumber);
    await expect(row.getByTestId('order-status')).toHaveText('Pending');
    await expect(row.getByTestId('payment-status')).toHaveText(PAYMENT[payment].status);
    await expect(row).toContainText('₹3,850');
    await row.getByRole('link', { name: /View order/ }).click();
    await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
    await expect(page.getByTestId('payment-method')).toHaveText(PAYMENT[payment].detail);
    await expect(page.getByTestId('payment-status')).toHaveText(PAYMENT[payment].status);
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

async function expectNoSeriousA11yViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs up a customer, fills the cart with `search` (`times` units) and opens checkout with a Pune address. */
async function checkoutWith(page: Page, name: string, search: string, times = 1) {
  await signUpCustomer(page, name);
  await addToCart(page, search, times);
  await page.goto('/checkout');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(name);
  await fillShipping(page, '411001');
}

test('a farmer pays online on the gateway\'s own page and comes back to a paid order', async ({ page, browser }) => {
  await offerEveryPaymentMethod(browser);
  await checkoutWith(page, 'Sunita Pawar', 'vegetable seeds mix', 2);
  // The shop's page asks for no card: the gateway's page takes the payment.
  await page.getByLabel(ONLINE).check();
  await expect(page.getByText("You pay on Razorpay's secure page.")).toBeVisible();
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  // Razorpay's hosted checkout (the stand-in), on another site, for the order's total; UPI is chosen.
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/v1\/checkout\/pay\?/);
  await expect(page.getByRole('heading', { name: 'Hariyali' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay ₹900.00' }).click();

  // Back on the shop, which checked the payment with the gateway before saying so.
  await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+&payment=paid$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByTestId('paid-with')).toHaveText('UPI');
  await expect(page.getByTestId('total-amount')).toHaveText('₹900');
  await expect(page.getByTestId('pay-now')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;

  await page.getByRole('link', { name: 'Track Order' }).click();
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(orderNumber);
  await expect(row.getByTestId('order-status')).toHaveText('Pending');
  await expect(row.getByTestId('payment-status')).toHaveText('Paid');
  await row.getByRole('link', { name: /View order/ }).click();
  await expect(page.getByTestId('payment-method')).toHaveText('Online payment');
  await expect(page.getByTestId('paid-with')).toHaveText('UPI');
});

test('a farmer who cancels on the gateway\'s page is told nothing was paid, and pays with Try Again', async ({ page, browser }) => {
  await offerEveryPaymentMethod(browser);
  await checkoutWith(page, 'Ramesh Jadhav', 'soil testing kit');
  await page.getByLabel(ONLINE).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/v1\/checkout\/pay\?/);
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+&payment=failed$/);
  await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText('No money was taken. Your order is kept: please try again.')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Payment failed');
  // The order is kept for 30 minutes: the page says until when.
  await expect(page.getByTestId('pay-now')).toContainText(/Pay by .+ or the order is cancelled\./);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  // The internal id is only in the address (the gateway's return names it).
  const orderId = new URL(page.url()).searchParams.get('order')!;

  // My Orders says the same, with the way to pay.
  await page.goto('/user/dashboard');
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(orderNumber);
  await expect(row.getByTestId('payment-status')).toHaveText('Payment failed');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: /View order/ }).click();
  await expect(page.getByTestId('payment-status')).toHaveText('Payment failed');
  await expect(page.getByTestId('pay-now')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/v1\/checkout\/pay\?/);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${orderId}&payment=paid$`));
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});

test('cash on delivery is not offered above its largest order, and checkout says why', async ({ page }) => {
  // 2 x Water Pump (₹25,000 + 18% GST each): ₹59,000, over the ₹50,000 cash-on-delivery limit.
  await checkoutWith(page, 'Vijay Patil', 'water pump', 2);
  await expect(page.getByTestId('total-amount')).toHaveText('₹59,000');
  await expect(page.getByLabel('Cash on Delivery')).toBeDisabled();
  await expect(page.getByText('Cash on delivery is available for orders up to ₹50,000. Please choose another payment method.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
