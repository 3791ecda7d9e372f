import { expect, test } from '@playwright/test';
import { signUpCustomer } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the mobile menu mirrors the header at 390 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // A tap before the page's JavaScript has taken over the server's HTML does nothing: tap again.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible({ timeout: 500 });
  }).toPass();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  for (const name of ['Home', 'About', 'Products', 'Contact', 'Cart (0)', 'User Login', 'Vendor Login']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(menu).toBeHidden();
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a filled cart fits a 390 px screen and adds up with GST', async ({ page }) => {
  await page.goto('/products?q=cotton');
  // A phone's compact card opens its product by the name (View Details is for wider screens).
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  // A tap before the page's code has run posts the form without it (no "View Cart" link then):
  // the page is let finish loading first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await page.getByRole('button', { name: 'Increase quantity of Cotton Seeds' }).click();
  await expect(page.getByTestId('cart-quantity')).toContainText('2');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // 2 x ₹880 = ₹1,760; cotton seed for sowing is nil-rated (HSN 1207): GST ₹0, total ₹1,760.
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('₹1,760');
  await expect(summary.getByTestId('gst-amount')).toHaveText('₹0');
  await expect(summary.getByTestId('total-amount')).toHaveText('₹1,760');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Remove Cotton Seeds from cart' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('the mobile menu shows the signed-in name with Dashboard and Logout', async ({ page }) => {
  await signUpCustomer(page, 'Mobile Farmer');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(menu.getByText('Mobile Farmer')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'User Login' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile navigation' }).getByRole('link', { name: 'User Login' })).toBeVisible();
});

test('on a phone Add to Cart and its quantity stay in reach at the bottom, and cards say who sells what pack', async ({ page }) => {
  await page.goto('/products?q=cotton');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByTestId('card-sold-by')).toHaveText('Sold by Hariyali');
  await expect(card).toContainText('475 g pack');
  await card.getByRole('heading').getByRole('link').click();
  // The product's page, not the list still showing while it loads (its cards' buttons are "Add to Cart: <name>").
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  // On the first screen, without scrolling: the bar at the bottom with the picker and the button.
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeInViewport();
  await expect(page.getByText(/· 475 g pack/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('product-390.png') });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await add.click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  // The bar never hides the end of the page: the footer's last line scrolls above it.
  const last = page.getByRole('contentinfo').getByText(/All rights reserved/);
  await last.scrollIntoViewIfNeeded();
  const bar = (await add.boundingBox())!;
  const end = (await last.boundingBox())!;
  expect(end.y + end.height).toBeLessThanOrEqual(bar.y);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-quantity')).toContainText('3');
});
