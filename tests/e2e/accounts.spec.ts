import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { fillCustomerSignUp, signUpVendor } from './helpers.ts';

const unique = () => Math.random().toString(36).slice(2, 10);

async function registerCustomer(page: Page, email: string, name = 'Sunil Jadhav') {
  await page.goto('/user/register');
  await fillCustomerSignUp(page, { name, email });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('a customer registers, stays signed in after a reload, edits the profile and logs out', async ({ page }) => {
  const email = `sunil.${unique()}@example.in`;
  await registerCustomer(page, email);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText('Sunil Jadhav');
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Sunil Jadhav');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Full Name').fill('Sunil R. Jadhav');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Sunil R. Jadhav');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('user-name').click();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Vendor Login' })).toBeVisible();
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/login\?returnTo=%2Fuser%2Fdashboard$/);
});

test('the sign-up form says when passwords do not match, and errors clear on editing', async ({ page }) => {
  await page.goto('/user/register');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Full Name').fill('Kavita More');
  await page.getByLabel('Email Address').fill(`kavita.${unique()}@example.in`);
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Password/).fill('rabi-season-2026');
  await page.getByLabel('Confirm Password').fill('rabi-season-2027');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('rabi-season-2026');
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);

  // A taken email: the server's message appears, and goes when the field is edited.
  const taken = `taken.${unique()}@example.in`;
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await registerCustomer(otherPage, taken);
  await expect(otherPage).toHaveURL(/\/user\/dashboard$/);
  await other.close();
  await page.getByLabel('Email Address').fill(taken);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/already exists/)).toBeVisible();
});

test('a bad login shows the specification text; a vendor lands on the vendor dashboard', async ({ page }) => {
  await page.goto('/user/login');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email Address').fill('nobody@example.in');
  await page.getByLabel('Password').fill('not-a-real-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  const email = `vendor.${unique()}@example.in`;
  await signUpVendor(page, 'Deshmukh Krishi Kendra', email);
  await expect(page.getByTestId('vendor-status')).toHaveText('Pending approval');
  await expect(page.getByText('within 24-48 hours')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A vendor sent to the customer dashboard lands on its own.
  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/vendor/login');
  await page.getByLabel('Email Address').fill(email.toUpperCase());
  await page.getByLabel('Password').fill('kharif-seeds-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText('Anil Deshmukh');
});

test('login and register pages link to each other and to their vendor variants', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByRole('link', { name: 'Register here' }).click();
  await expect(page).toHaveURL(/\/user\/register$/);
  await page.getByRole('link', { name: 'Register as a vendor' }).click();
  await expect(page).toHaveURL(/\/vendor\/register$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Vendor Login' }).last().click();
  await expect(page).toHaveURL(/\/vendor\/login$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Customer Login' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
