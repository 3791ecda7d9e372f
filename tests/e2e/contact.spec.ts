import { expect, test } from '@playwright/test';

test('the contact form validates, shows Sending... then Message Sent!, then clears', async ({ page }) => {
  await page.goto('/contact');
  // The contact cards show what the owner set (site-contact.spec.ts); the form is always there.
  await expect(page.locator('details')).toHaveCount(4);

  const send = page.getByRole('button', { name: 'Send Message' });
  // A press before the page's JavaScript has taken over the server's HTML sends nothing: press again.
  await expect(async () => {
    await send.click();
    await expect(page.getByText('This field is required')).toHaveCount(5, { timeout: 1000 });
  }).toPass();
  await page.getByLabel('Full Name').fill('Ramesh Jadhav');
  await page.getByLabel('Email Address').fill('ramesh@');
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel('Subject').fill('Tractor demo');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Can you show the tractor at our village in Nashik?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email Address').fill('ramesh@example.in');
  await page.getByLabel('Inquiry Type').selectOption('product');

  // Hold the real request briefly so the in-flight state can be seen.
  await page.route('**/api/store/contact-messages', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  const response = page.waitForResponse('**/api/store/contact-messages');
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect((await response).status()).toBe(201);
  await expect(page.getByText('Message Sent!').first()).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ramesh Jadhav');
  // After 3 seconds the confirmation goes and the form clears.
  await expect(page.getByLabel('Full Name')).toHaveValue('', { timeout: 5000 });
  await expect(page.getByText('Message Sent!')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
