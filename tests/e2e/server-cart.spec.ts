import { expect, test } from '@playwright/test';
import { fillCustomerSignUp, signUpCustomer, uniqueEmail } from './helpers.ts';

// One cart, kept by the server (issue 13): filled without JavaScript, it is the same cart the page
// with JavaScript shows; it joins the account on sign-in and follows it to another device.
test('a cart filled without JavaScript is the cart the JavaScript page shows, joins the account and follows it to another phone', async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto('/products?q=cotton');
  await plain.getByRole('link', { name: 'View Details: Cotton Seeds' }).click();
  await plain.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(plain.getByTestId('cart-badge')).toHaveText('1');

  // The same visitor with JavaScript switched on again (same cookies): the same cart.
  const withJs = await browser.newContext({ storageState: await noJs.storageState() });
  const page = await withJs.newPage();
  await page.goto('/products?q=soybean');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  // The page with JavaScript: wait for it to take over the server's HTML (and its texts) first.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'View Details: Soybean Seeds' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-quantity')).toHaveCount(2);

  // Signing up carries the cart into the account.
  const email = uniqueEmail('cart');
  await page.goto('/user/register');
  await fillCustomerSignUp(page, { name: 'Kavita More', email, password: 'rabi-sowing-2026' });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // Another phone: empty until the farmer signs in, then the same cart.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/cart');
  await expect(other.getByText('Your cart is empty')).toBeVisible();
  await other.goto('/user/login');
  await other.getByLabel(/^Email/).fill(email);
  await other.getByLabel(/^Password/).fill('rabi-sowing-2026');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other.getByTestId('cart-badge')).toHaveText('2');
  await other.goto('/cart');
  await expect(other.getByRole('heading', { level: 2, name: 'Cotton Seeds' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 2, name: 'Soybean Seeds' })).toBeVisible();

  // Signed out, this phone shows no cart: the cart stays with the account.
  await other.getByTestId('user-name').click();
  await other.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(other.getByTestId('cart-badge')).toHaveCount(0);
});

test('signing out and in again on a shared phone never shows the last farmer cart to the next', async ({ page }) => {
  await signUpCustomer(page, 'Ramesh Pawar');
  await page.goto('/products?q=wheat');
  await page.getByRole('link', { name: 'View Details: Premium Wheat Seeds' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('user-name').click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('a cart kept on the phone before the server kept carts moves to the server once', async ({ page, request }) => {
  const wheat = (await (await request.get('/api/store/products?q=wheat')).json()).items.find((p: { name: string }) => p.name === 'Premium Wheat Seeds');
  // The old cart is there before the shop's page starts (this page has settled: it had none).
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.evaluate((product) => localStorage.setItem('hariyali.cart.v1', JSON.stringify([{ product, quantity: 2 }])), wheat);
  await page.goto('/cart');
  // The page moves the old lines once it has taken over the server's HTML, then reads the cart again.
  await expect(page.getByTestId('cart-quantity')).toHaveText(/2$/, { timeout: 15_000 });
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(await page.evaluate(() => localStorage.getItem('hariyali.cart.v1'))).toBeNull();
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
});
