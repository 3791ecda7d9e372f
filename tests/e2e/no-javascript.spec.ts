import { expect, test } from '@playwright/test';

// With JavaScript switched off (a failed script download on 2G, or an old phone's setting), the
// server-rendered catalogue still works through links and GET forms (docs/decisions/0016).
test.use({ javaScriptEnabled: false });

test('without JavaScript a farmer searches, filters, sorts and opens a product', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('note')).toContainText('JavaScript is switched off');
  await expect(page.getByTestId('product-count')).toHaveText('Showing 17 of 17 products');

  // Search: Enter sends the form.
  await page.getByLabel('Search products').fill('wheat');
  await page.getByLabel('Search products').press('Enter');
  await expect(page).toHaveURL(/[?&]q=wheat/);
  await expect(page.getByRole('heading', { level: 3, name: 'Premium Wheat Seeds' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Sunflower Seeds' })).toHaveCount(0);

  // A filter (the catalogue's filters: tests/e2e/catalogue-filters.spec.ts) and sort apply with the form's button.
  await page.getByLabel('Search products').fill('');
  await page.getByRole('checkbox', { name: /^Seeds / }).check();
  await page.getByLabel('Sort by').selectOption('price-low');
  await page.getByRole('button', { name: 'Show Products' }).click();
  await expect(page).toHaveURL(/category=seeds/);
  await expect(page.getByTestId('product-count')).toHaveText('Showing 7 of 17 products');
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Vegetable Seeds Mix');
  await expect(page.getByRole('checkbox', { name: /^Seeds / })).toBeChecked();

  // A product page (paging links: src/client/components/ui/pagination.test.tsx; the seeded shop fits one page).
  await page.getByRole('link', { name: 'View Details: Vegetable Seeds Mix' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vegetable Seeds Mix');
});

test('without JavaScript, a search matching nothing offers Clear Filters as a link', async ({ page }) => {
  await page.goto('/products?q=zzzz');
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText('Showing 17 of 17 products');
});

test('without JavaScript a farmer adds to the cart, sees it, changes a quantity and removes a line', async ({ page }) => {
  await page.goto('/products?q=wheat');
  await page.getByRole('link', { name: 'View Details: Premium Wheat Seeds' }).click();
  // The button sends a form; the server keeps the cart and opens it.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping Cart');
  await expect(page.getByRole('heading', { level: 2, name: 'Premium Wheat Seeds' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByText('Placing an order needs JavaScript. Switch it on')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeHidden();

  await page.getByRole('button', { name: 'Increase quantity of Premium Wheat Seeds' }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveText(/2$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  // A second product, then the first one removed.
  await page.goto('/products?q=sunflower');
  await page.getByRole('link', { name: 'View Details: Sunflower Seeds' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Premium Wheat Seeds from cart' }).click();
  await expect(page.getByTestId('cart-quantity')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Sunflower Seeds' })).toBeVisible();
  // A reload shows the same cart: it is the server's.
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test('without JavaScript the header search of any page opens the results, the seed named so first', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByRole('banner').getByLabel('Search the shop');
  await box.fill('dhan');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=dhan$/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Organic Rice Seeds');

  // The home page's own, in the hero.
  await page.goto('/');
  await page.getByRole('main').getByLabel('Search the shop').fill('tracter');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Modern Tractor');
});
