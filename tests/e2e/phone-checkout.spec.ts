import { expect, test } from '@playwright/test';
import { fillCustomerSignUp } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Login Required at checkout offers sign-up too, and a new account comes back to checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/user/login?returnTo=%2Fcheckout');
  const signUp = page.getByRole('link', { name: 'Create Account' });
  await expect(signUp).toBeVisible();
  const box = (await signUp.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await signUp.click();
  await expect(page).toHaveURL(/\/user\/register\?returnTo=%2Fcheckout$/);
  await fillCustomerSignUp(page, { name: 'Sunita Pawar' });
  // Back at checkout, signed in: an empty cart says so (no Login Required any more).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Login Required' })).toHaveCount(0);
});
