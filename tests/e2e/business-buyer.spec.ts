import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, signUpCustomer, untilHydrated } from './helpers.ts';

// A business buyer at checkout (docs/product-rules.md 44, docs/decisions/0060): its GSTIN with its
// legal name, the tax for its GSTIN's state wherever the goods go, and its invoice under B2B in
// the owner's GST report.

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('an FPO registered in Karnataka buys a soil testing kit delivered in Pune, pays IGST, and its invoice is reported under B2B', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpCustomer(page, 'Anand Kulkarni');
  await page.goto('/products?q=Soil%20Testing%20Kit');
  await page.getByRole('link', { name: 'Soil Testing Kit', exact: true }).first().click();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await untilHydrated(add);
  await add.click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

  await page.goto('/checkout');
  const place = page.getByRole('button', { name: 'Place Order' });
  await untilHydrated(place);
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Address/).fill('Godown 2, Market Yard');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^Pincode/).fill('411001');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('Place of supply: Maharashtra');

  // The business box: a GSTIN in lower case without its legal name is refused on the name's field.
  await page.getByRole('checkbox', { name: /Buying for a business/ }).check();
  await page.getByLabel(/^GSTIN/).fill('29aagcb7383j1z4');
  // Once the GSTIN checks, the summary is the one for Karnataka: IGST, not CGST + SGST.
  await expect(summary).toContainText('Place of supply: Karnataka');
  await expect(summary.getByTestId('tax-split').first()).toContainText('IGST');
  await place.click();
  await expect(page.getByText('Please enter the legal name registered with this GSTIN')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel(/^Legal name/).fill('Tungabhadra Farmers Producer Company');
  // Registered in Karnataka, delivered in Pune: the shop asks where the business is registered.
  await place.click();
  await expect(page.getByText("Your GSTIN is of another state than the delivery address: please give the business's registered address")).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /registered at the delivery address/ })).not.toBeChecked();
  await page.getByLabel(/^Registered address/).fill('APMC Yard, Ring Road');
  await page.getByLabel(/^City/).last().fill('Hubballi');
  await page.getByLabel(/^Pincode/).last().fill('580029');
  await place.click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  // The owner's GST report lists the invoice under B2B with the buyer's GSTIN and legal name.
  const admin = await adminPage(browser, '/admin/reports');
  const b2b = admin.getByRole('region', { name: 'Invoices to business buyers (B2B)' });
  await expect(b2b).toContainText('Tungabhadra Farmers Producer Company · 29AAGCB7383J1Z4');
  await expect(b2b).toContainText('Karnataka');
  await expectNoSeriousAxeViolations(admin);
});
