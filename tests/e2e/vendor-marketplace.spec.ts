import { expect, test, type Browser, type Page } from '@playwright/test';
import { approveAsAdmin, fillPackLabel, signUpCustomer, signUpVendor } from './helpers.ts';

/** A new customer finds the product, checks who sells it, and buys 3 by cash on delivery. */
async function buyAsCustomer(browser: Browser, productName: string, businessName: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpCustomer(page, 'Ganesh Shinde');
  await page.goto(`/products?q=${encodeURIComponent(productName)}`);
  await page.getByRole('link', { name: /View Details/ }).first().click();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await expect(page.getByText(`Sold by ${businessName}`)).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled({ timeout: 4000 });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  }
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Ganesh Shinde');
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Address/).fill('At post Wadgaon, Taluka Shirur');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).selectOption('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('412210');
  await expect(page.getByLabel('Cash on Delivery')).toBeChecked();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  // The short order number (HY-000123) the vendor's screens show too (issue 17).
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await context.close();
  return orderNumber;
}

test('a vendor signs up, is approved, lists a product that a customer buys, and sees the order line', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const businessName = `Deshmukh Krishi Kendra ${tag}`;
  const productName = `Akola Desi Cotton Seeds ${tag}`;

  // 1. Sign up: pending, with the 24-48 hour promise; publishing waits for approval.
  await signUpVendor(page, businessName);
  await expect(page.getByTestId('vendor-status')).toHaveText('Pending approval');
  await expect(page.getByText('within 24-48 hours')).toBeVisible();
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByText('Your account is waiting for approval.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByLabel('Publish in the shop')).toBeDisabled();
  await page.getByRole('button', { name: 'Back to my products' }).click();

  // 2. The admin approves the vendor.
  await approveAsAdmin(browser, businessName);
  await page.reload();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('vendor-status')).toHaveText('Approved');

  // 3. Seeds need the vendor's seed dealer licence (issue 16), entered in Settings.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const seedLicence = page.getByTestId('licence-seed');
  await seedLicence.getByLabel(/^Licence number/).fill('MH/PUNE/SD/2026/0412');
  await seedLicence.getByLabel(/^Issuing state/).selectOption('Maharashtra');
  await seedLicence.getByLabel(/^Valid until/).fill(`${new Date().getFullYear() + 2}-03-31`);
  await seedLicence.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText('Licence saved.')).toBeVisible();

  // The vendor adds the seeds with their label and first lot, and publishes them.
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await page.getByLabel(/^Name/).first().fill(productName);
  await page.getByLabel(/^Description/).first().fill('Desi cotton seeds from Akola, cleaned and graded for the kharif sowing.');
  await page.getByLabel(/^Price/).fill('850');
  // Cotton seed for sowing: HSN 1207, nil-rated.
  await page.getByLabel(/^HSN code/).selectOption('1207');
  const label = page.getByTestId('seed-label-fields');
  await label.getByLabel(/^Crop/).fill('Cotton');
  await label.getByLabel(/^Variety/).fill('AKA 7 (desi)');
  await label.getByLabel(/^Net quantity/).fill('450');
  await label.getByLabel(/^Unit/).selectOption('g');
  await label.getByLabel(/^Seed treatment/).selectOption('no');
  await label.getByLabel(/^Lot number/).fill('AKL-2611-007');
  await label.getByLabel(/^Date of test/).fill(new Date().toISOString().slice(0, 10));
  await label.getByLabel(/^Valid until/).fill(`${new Date().getFullYear() + 1}-06-30`);
  await label.getByLabel(/^Germination/).fill('72');
  await label.getByLabel(/^Physical purity/).fill('98');
  await label.getByLabel(/^Stock/).fill('25');
  await page.getByLabel(/^Key features/).first().fill('Graded\nTreated for pests');
  // The pack's label (docs/product-rules.md 38): a seed's best-before is its lot's valid-until day.
  await fillPackLabel(page, { mrp: '900', genericName: 'Cotton seed', seed: true });
  await page.getByLabel('Publish in the shop').check();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(`${productName} was added.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row.getByTestId('listing-state')).toHaveText('In shop');

  // 4. A customer buys 3.
  const orderNumber = await buyAsCustomer(browser, productName, businessName);

  // 5. The vendor sees the order line, and its details on View; the stock went down by 3.
  await page.getByRole('tab', { name: 'Orders' }).click();
  const line = page.getByRole('row', { name: new RegExp(productName) });
  await expect(line).toContainText(orderNumber);
  await expect(line).toContainText('₹2,550');
  await expect(line).toContainText('Ganesh Shinde');
  await expect(line).toContainText('Pune');
  await expect(line).toContainText('Pending');
  await line.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const details = page.getByTestId('vendor-order-details');
  await expect(details.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(details).toContainText(productName);
  await expect(details).toContainText('Ganesh Shinde, Pune');
  await expect(details).not.toContainText('98220 12345');
  // The order holds only this vendor's goods: it delivers them and collects the cash.
  const cash = details.getByTestId('vendor-order-payment');
  await expect(cash).toContainText('Cash due on delivery');
  await expect(cash).toContainText(/collect ₹[\d,]+ in cash \(GST included\)/);
  page.once('dialog', (dialog) => void dialog.accept());
  await cash.getByRole('button', { name: 'Mark cash collected' }).click();
  await expect(cash.getByRole('status')).toHaveText('Cash marked collected.');
  await expect(cash).toContainText('Cash collected');
  await expect(cash.getByRole('button', { name: 'Mark cash collected' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Products' }).click();
  // A seed's stock is its lots': 25 in the lot, 3 sold.
  // In the Products panel: until it replaces the Orders panel, the order's own lines match the name too.
  await expect(page.getByRole('tabpanel', { name: 'Products' }).getByRole('row', { name: new RegExp(productName) })).toContainText('22 (from its lots)');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('vendor-figure-orders')).toContainText('1');
  await expect(page.getByTestId('vendor-figure-revenue')).toContainText('₹2,550');
});
