import { expect, test } from '@playwright/test';
import { exactly, hi, uniqueEmail, untilHydrated } from './helpers.ts';

// A whole purchase in Hindi (issue 14): the farmer finds the wheat seeds by typing गेहूं, signs up,
// mistypes the pincode and is told so in Hindi, orders, reads the confirmation in Hindi and finds
// the order, with the product's Hindi name, in My Orders. The texts come from the Hindi catalogue
// itself, so the test fails if a page shows English where Hindi exists.

test('a farmer buys wheat seeds entirely in Hindi and finds the order in My Orders', async ({ page }) => {
  await page.goto(`/products?lang=hi&q=${encodeURIComponent('गेहूं')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const wheat = page.getByRole('heading', { name: 'प्रीमियम गेहूं के बीज' });
  await expect(wheat).toBeVisible();
  await page.getByRole('link', { name: hi('catalog:product.viewDetailsOf', { name: 'प्रीमियम गेहूं के बीज' }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम गेहूं के बीज');
  const add = page.getByRole('button', { name: hi('catalog:cart.addToCart') });
  await untilHydrated(add);
  await add.click();
  await expect(page.getByRole('button', { name: hi('catalog:cart.addedToCart') })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'प्रीमियम गेहूं के बीज' })).toBeVisible();
  await page.getByRole('link', { name: hi('cart:proceedToCheckout') }).click();
  await expect(page.getByRole('heading', { name: hi('checkout:loginRequired') })).toBeVisible();
  await page.getByRole('link', { name: hi('checkout:loginNow') }).click();
  await page.getByRole('link', { name: hi('auth:login.registerUser') }).click();
  await page.getByLabel(exactly(hi('auth:register.name'))).fill('रामप्रसाद यादव');
  await page.getByLabel(exactly(hi('auth:register.email'))).fill(uniqueEmail('ramprasad'));
  await page.getByLabel(exactly(hi('auth:register.phone'))).fill('94150 12345');
  await page.getByLabel(exactly(hi('auth:register.password'))).fill('kharif-harvest-2026');
  await page.getByLabel(exactly(hi('auth:register.confirmPassword'))).fill('kharif-harvest-2026');
  await page.getByRole('button', { name: hi('auth:register.submit') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByLabel(exactly(hi('checkout:fields.phone'))).fill('94150 12345');
  await page.getByLabel(exactly(hi('checkout:fields.address'))).fill('ग्राम पोस्ट बिठूर, तहसील सदर');
  await page.getByLabel(exactly(hi('checkout:fields.city'))).fill('कानपुर');
  await page.getByLabel(exactly(hi('checkout:fields.state'))).selectOption('Uttar Pradesh');
  await page.getByLabel(exactly(hi('checkout:fields.pincode'))).fill('2082');
  await page.getByRole('button', { name: hi('checkout:placeOrder') }).click();
  // The validation message in Hindi, not the English schema text.
  await expect(page.getByText(hi('validation:pincode'))).toBeVisible();
  await expect(page.getByText('Pincode must be exactly 6 digits')).toHaveCount(0);
  await page.getByLabel(exactly(hi('checkout:fields.pincode'))).fill('208017');
  await page.getByRole('button', { name: hi('checkout:placeOrder') }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: hi('confirmation:title') })).toBeVisible();
  await expect(page.getByText('₹1,200').first()).toBeVisible();
  // Cash on delivery: the order says it is paid on delivery, in Hindi.
  await expect(page.getByTestId('payment-status')).toHaveText(hi('orders:payment.status.cod_due'));
  // The short order number (HY-000123), the same on My Orders (issue 17).
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  expect(orderNumber).toMatch(/^HY-\d{6,}$/);

  await page.getByRole('link', { name: hi('confirmation:trackOrder') }).click();
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText(orderNumber);
  await expect(row.getByTestId('order-status')).toHaveText(hi('orders:status.pending'));
  await expect(row).toContainText('प्रीमियम गेहूं के बीज × 1');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: hi('orders:detail.title') })).toBeVisible();
  await expect(page.getByText('प्रीमियम गेहूं के बीज')).toBeVisible();
  await expect(page.getByText(hi('orders:payment.method.cod'), { exact: true })).toBeVisible();
});
