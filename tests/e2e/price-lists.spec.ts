import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, fillCustomerSignUp, untilHydrated } from './helpers.ts';

// Price lists (docs/product-rules.md 46, docs/decisions/0062): the owner gives the soil testing
// kit an FPO price; an FPO signs up for business prices and the owner approves it; the FPO's
// catalogue, product page and cart show its own price.
// Only FPO accounts see it, so the other specs' buyers are untouched.

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

test('the owner sets an FPO price for the soil testing kit; an FPO signs up for business prices, the owner approves it, and its pages and cart are at its price', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Sahyadri FPC ${Math.random().toString(36).slice(2, 6)}`;
  // Sign-up's way for a business lands on the request's page once the account is made.
  await page.goto('/user/register');
  await page.getByRole('link', { name: 'Sign up for business prices' }).click();
  await expect(page).toHaveURL(/\/user\/register\?returnTo=%2Faccount%2Fbusiness$/);
  await fillCustomerSignUp(page, { name });
  await expect(page).toHaveURL(/\/account\/business$/);
  const ask = page.getByRole('button', { name: 'Ask for business prices' });
  await untilHydrated(ask);
  await ask.click();
  await expect(page.getByText('Please choose what the business is: a dealer, an FPO or an institution')).toBeVisible();
  await page.getByLabel('Your business is').selectOption({ label: 'A farmer producer organisation (FPO)' });
  await page.getByLabel('Name of the business').fill(name);
  await page.getByLabel(/^GSTIN/).fill('27AAPFU0939F1ZA');
  await ask.click();
  await expect(page.getByText('This GSTIN has a wrong last character (check digit): please check it for a typo')).toBeVisible();
  await page.getByLabel(/^GSTIN/).fill('27aapfu0939f1zv');
  await ask.click();
  await expect(page.getByText('Request sent.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'waiting for the shop' })).toContainText(`Your request for FPO prices for ${name}`);
  await expectNoSeriousAxeViolations(page);

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

  // The owner approves the request in Manage Users: the FPO's account goes into the FPO group.
  await admin.goto('/admin/users');
  const request = admin.getByRole('listitem').filter({ hasText: `${name} asks for FPO prices` });
  await expect(request).toContainText('27AAPFU0939F1ZV');
  await expectNoSeriousAxeViolations(admin);
  admin.once('dialog', (dialog) => void dialog.accept());
  await request.getByRole('button', { name: `Approve the request of ${name}` }).click();
  await expect(admin.getByText(`${name} now buys at FPO prices.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status')).toContainText('your account buys at FPO prices');

  // The catalogue and the product's page show the FPO its own price, once its session is known.
  await page.goto('/products?q=Soil%20Testing%20Kit');
  const card = page.getByTestId('product-card').filter({ hasText: 'Soil Testing Kit' }).first();
  await expect(card).toContainText('₹2,400');
  await page.getByRole('link', { name: 'Soil Testing Kit', exact: true }).first().click();
  await expect(page.getByTestId('price-tiers')).toContainText('Your FPO price: ₹2,400 each');
  const toCart = page.getByRole('button', { name: 'Add to Cart' });
  await untilHydrated(toCart);
  await toCart.click();
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('₹2,400');
});

test('the product editor in Hindi shows the product form once, whatever loads after it', async ({ browser }) => {
  const admin = await adminPage(browser, '/admin/dashboard');
  await admin.goto('/admin/products?q=Soil%20Testing%20Kit&lang=hi');
  const edit = admin.locator('a[href$="/edit"]').first();
  await untilHydrated(edit);
  await edit.click();
  await expect(admin.locator('h1')).toHaveText('सामान बदलें');
  // The Hindi texts of the price lists and kit parts arrive after the form: it must stay one form.
  await admin.waitForLoadState('networkidle');
  await expect(admin.locator('input[name="name"]')).toHaveCount(1);
  await admin.context().close();
});
