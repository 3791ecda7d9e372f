import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, signUpCustomer, untilHydrated } from './helpers.ts';

// Price lists (docs/product-rules.md 46, docs/decisions/0062): the owner gives the soil testing
// kit an FPO price and puts an FPO's account in that group; the FPO's cart shows its own price.
// Only FPO accounts see it, so the other specs' buyers are untouched.

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('the owner sets an FPO price for the soil testing kit and puts an FPO in its group; the FPO’s cart is at its price', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Sahyadri FPC ${Math.random().toString(36).slice(2, 6)}`;
  const email = await signUpCustomer(page, name);

  const admin = await adminPage(browser, '/admin/products?q=Soil%20Testing%20Kit');
  await admin.getByRole('link', { name: 'Edit Soil Testing Kit' }).click();
  const prices = admin.getByRole('region', { name: 'Quantity prices and price lists' });
  await expect(prices).toContainText('₹2,500 a unit');
  const add = prices.getByRole('button', { name: 'Add a Price' });
  await untilHydrated(add);
  // A retry starts from no rows (the database is shared between specs and tries).
  const removes = prices.getByRole('button', { name: /^Remove price/ });
  while ((await removes.count()) > 0) await removes.first().click();
  // A retail price from 1 unit is refused on its own row.
  await add.click();
  const row = prices.getByRole('group').last();
  await row.getByLabel('From quantity').fill('1');
  await row.getByLabel('Unit price (₹)').fill('2,400');
  await prices.getByRole('button', { name: 'Save Prices' }).click();
  await expect(row.getByText("A retail quantity price starts from 2 units: from 1 unit it is the product's own price")).toBeVisible();
  await row.getByLabel('For').selectOption({ label: 'FPOs' });
  await prices.getByRole('button', { name: 'Save Prices' }).click();
  await expect(prices.getByText('Prices saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  // The FPO's account goes into the FPO group.
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByLabel(`Price list of ${name}`).selectOption({ label: 'FPO' });
  await expect(admin.getByText(`${name} now buys at the FPO prices.`)).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  await page.goto('/products?q=Soil%20Testing%20Kit');
  await page.getByRole('link', { name: 'Soil Testing Kit', exact: true }).first().click();
  const toCart = page.getByRole('button', { name: 'Add to Cart' });
  await untilHydrated(toCart);
  await toCart.click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('₹2,400');
});
