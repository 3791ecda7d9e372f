import { expect, test } from '@playwright/test';
import { signUpCustomer, uniqueEmail } from './helpers.ts';

// A storefront page is rendered once for every visitor and kept (docs/decisions/0040): the
// visitor's own parts, the cart's count and the signed-in name, come after hydration, never in
// the kept HTML.
test('a kept page shows the signed-in farmer her name and her cart, and shows them to nobody else', async ({ browser }) => {
  // A visitor asks first: the page is rendered and kept for this address and language.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/products?q=wheat');
  await expect(visitor.getByRole('heading', { level: 3, name: 'Premium Wheat Seeds' })).toBeVisible();

  const farmerContext = await browser.newContext();
  const farmer = await farmerContext.newPage();
  await signUpCustomer(farmer, 'Meera Kulkarni', uniqueEmail('kept'));
  await farmer.goto('/products?q=sunflower');
  await farmer.waitForLoadState('networkidle');
  await farmer.getByRole('link', { name: 'View Details: Sunflower Seeds' }).click();
  await farmer.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(farmer.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

  // The kept page, opened afresh: her name and her count fill in.
  await farmer.goto('/products?q=wheat');
  await expect(farmer.getByTestId('user-name')).toHaveText('Meera Kulkarni');
  await expect(farmer.getByTestId('cart-badge')).toHaveText('1');
  // The HTML she was sent holds neither: it is the visitor's page.
  const html = await (await farmer.request.get('/products?q=wheat')).text();
  expect(html).not.toContain('Meera');
  expect(html).toBe(await (await visitor.request.get('/products?q=wheat')).text());

  // In Hindi too, as she switches by a link.
  await farmer.goto('/products?q=wheat&lang=hi');
  await expect(farmer.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(farmer.getByTestId('user-name')).toHaveText('Meera Kulkarni');
  await expect(farmer.getByTestId('cart-badge')).toHaveText('1');

  // The visitor, reloading the same page, sees no name and no count.
  await visitor.reload();
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(visitor.getByTestId('user-name')).toHaveCount(0);
  await expect(visitor.getByTestId('cart-badge')).toHaveCount(0);
  await visitorContext.close();
  await farmerContext.close();
});
