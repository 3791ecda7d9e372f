import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers.ts';

// One journey: the footer before the owner sets anything, then after. Serial, as the second
// test changes what the first checks; no other spec sets the contact details.
test.describe.configure({ mode: 'serial' });

const PHONE_390 = { width: 390, height: 844 };

async function footerContacts(page: Page) {
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Send us a message' })).toBeVisible();
  return footer;
}

test('the footer shows no made-up phone or e-mail before the owner sets them, on a 390 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await page.goto('/');
  const footer = await footerContacts(page);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(footer).not.toContainText('0000');
  await expect(footer).not.toContainText('example');
  await page.goto('/contact');
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Need Immediate Help?' })).toHaveCount(0);
});

test('the owner sets them in Tax & Business; the footer and contact page show them, in Marathi too', async ({ page }) => {
  await page.setViewportSize(PHONE_390);
  await signInAsAdmin(page, '/admin/tax');
  const card = page.getByRole('region', { name: 'Shop contact details' });
  await card.getByLabel('Phone', { exact: true }).fill('+91 20 0000 0000');
  await card.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(card.getByText(/real Indian phone number/)).toBeVisible();
  await card.getByLabel('Phone', { exact: true }).fill('98220 12345');
  await card.getByLabel('E-mail', { exact: true }).fill('madad@hariyali.in');
  await card.getByLabel('Address (English)').fill('Market Yard, Pune 411037');
  await card.getByLabel('Address in Marathi (optional)').fill('मार्केट यार्ड, पुणे 411037');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await card.getByLabel(day, { exact: true }).check();
  await card.getByLabel('Opens at').fill('09:00');
  await card.getByLabel('Closes at').fill('18:00');
  await card.getByRole('button', { name: 'Save Contact Details' }).click();
  await expect(card.getByText("Contact details saved. The shop's pages show them now.")).toBeVisible();

  await page.goto('/contact?lang=mr');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: '+91 98220 12345' })).toHaveAttribute('href', 'tel:+919822012345');
  await expect(footer.getByRole('link', { name: 'madad@hariyali.in' })).toBeVisible();
  await expect(footer.getByText('मार्केट यार्ड, पुणे 411037')).toBeVisible();
  await expect(page.getByText('सोमवार – शनिवार')).toBeVisible();
  await expect(page.getByText('9:00 – 18:00')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});
