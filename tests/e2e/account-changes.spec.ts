import { expect, test } from '@playwright/test';
import { approveAsAdmin, signUpVendor } from './helpers.ts';

/**
 * A signed-in phone alone cannot redirect a vendor's money (docs/decisions/0038): the payout form
 * asks for the vendor's password, refuses a wrong one on its field and saves nothing, and saves
 * with the right one, showing the account masked.
 */
test('the payout bank account form asks for the vendor password and refuses a wrong one', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const businessName = `Kale Beej Bhandar ${Math.random().toString(36).slice(2, 8)}`;
  await signUpVendor(page, businessName);

  await approveAsAdmin(browser, businessName);

  await page.goto('/vendor/dashboard?tab=settings');
  const form = page.getByRole('form', { name: 'Payout bank account' });
  // Settings loads its forms and texts after the page (a shared test machine can take a while).
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel(/^Account holder name/).fill('Anil Deshmukh');
  await form.getByLabel(/^Account number again/).fill('602310045127');
  await form.getByLabel(/^Account number(?! again)/).fill('602310045127');
  await form.getByLabel(/^IFSC code/).fill('SBIN0001234');
  const password = form.getByLabel(/^Your Hariyali password/);
  await expect(password).toHaveAttribute('type', 'password');

  // Without the password the form says so on the field, before anything is sent.
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // A wrong password: the server refuses it on the field, and nothing is saved.
  await password.fill('not-my-password');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/vendor/payout-account') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  expect((await refused).status()).toBe(400);
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
  await expect(page.getByTestId('payout-account')).toHaveCount(0);

  await password.fill('kharif-seeds-2026');
  await form.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('Your bank account was saved.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('payout-account')).toContainText('•••• 5127');
  await expect(page.getByTestId('payout-account')).not.toContainText('602310045127');
});
