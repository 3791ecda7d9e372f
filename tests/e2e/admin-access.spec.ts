import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { signUpCustomer } from './helpers.ts';

test('a logged-out visit to /admin/orders goes to the admin login and, after signing in, back to /admin/orders', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Forders$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('wrong admin password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');

  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Orders' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const name of ['Dashboard', 'Manage Users', 'Manage Products', 'Manage Orders', 'Payment Settings']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // An admin opening the login page again goes straight in.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('a customer visiting /admin/users sees the access-denied alert and lands on /', async ({ page }) => {
  await signUpCustomer(page, 'Curious Customer');

  const alert = page.waitForEvent('dialog');
  await page.goto('/admin/users');
  const dialog = await alert;
  expect(dialog.message()).toBe('Access Denied: You do not have administrative privileges.');
  await dialog.accept();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
