import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (prefix: string) => `${prefix}.${Math.random().toString(36).slice(2, 10)}@example.in`;

/** Fills and sends the customer sign-up form from wherever the page is; waits for nothing. */
export async function fillCustomerSignUp(page: Page, { name, email = uniqueEmail('buyer'), password = 'kharif-harvest-2026' }: { name: string; email?: string; password?: string }) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

/** A new customer account, signed in, on its dashboard. */
export async function signUpCustomer(page: Page, name: string, email?: string) {
  await page.goto('/user/register');
  const used = await fillCustomerSignUp(page, { name, email });
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return used;
}
