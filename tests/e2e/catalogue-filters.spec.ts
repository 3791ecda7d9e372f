import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The catalogue's filters with counts on a 390 px phone (docs/product-rules.md 40): a "Filters"
// sheet, two filters ticked, counts that follow the other filters, the choice in the address and
// the results right, with JavaScript (applied on each tick) and without (applied by the form).
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const box = (page: Page, name: RegExp) => page.getByRole('checkbox', { name });

async function expectSeedsFrom500To2000(page: Page) {
  await expect(page).toHaveURL(/category=seeds/);
  await expect(page).toHaveURL(/price=500-2000/);
  // The seeds from ₹500 to ₹2,000: all but the ₹450 vegetable mix.
  await expect(page.getByTestId('product-count')).toHaveText('Showing 6 of 17 products');
  await expect(page.getByTestId('product-card')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 3, name: 'Vegetable Seeds Mix' })).toHaveCount(0);
  // Each filter counts over the other's choice: Seeds among the ₹500-2,000 products, the seeds' bands.
  await expect(box(page, /^Seeds 6 products$/)).toBeChecked();
  await expect(box(page, /^Under ₹500 1 product$/)).not.toBeChecked();
  await expect(box(page, /^₹500 to ₹2,000 6 products$/)).toBeChecked();
  // No equipment costs ₹500-2,000: not offered.
  await expect(box(page, /^Equipment /)).toHaveCount(0);
}

test('with JavaScript a farmer opens Filters, ticks two and sees the counts, the address and the results follow', async ({ page }) => {
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  const sheet = page.getByTestId('catalogue-filters');
  await expect(sheet.locator('summary')).toHaveText('Filters');
  await expect(box(page, /^Seeds /)).toBeHidden();
  await sheet.locator('summary').click();
  // Counts over the whole shop, server-rendered then kept.
  await expect(box(page, /^Seeds 7 products$/)).toBeVisible();
  await expect(box(page, /^Equipment 8 products$/)).toBeVisible();
  await box(page, /^Seeds /).check();
  await expect(page).toHaveURL(/category=seeds/);
  await expect(page.getByTestId('product-count')).toHaveText('Showing 7 of 17 products');
  await box(page, /^₹500 to ₹2,000 /).check();
  await expectSeedsFrom500To2000(page);
  await expect(sheet.locator('summary')).toHaveText('Filters (2)');

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Clear all keeps nothing ticked and shows the whole shop again.
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByTestId('product-count')).toHaveText('Showing 17 of 17 products');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a farmer opens Filters, ticks two and applies them with the button', async ({ page }) => {
    await page.goto('/products');
    const sheet = page.getByTestId('catalogue-filters');
    await expect(sheet.locator('summary')).toHaveText('Filters');
    await sheet.locator('summary').click();
    await box(page, /^Seeds /).check();
    await box(page, /^₹500 to ₹2,000 /).check();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    // The counts come in the server's first answer.
    await expect(sheet.locator('summary')).toHaveText('Filters (2)');
    await sheet.locator('summary').click();
    await expectSeedsFrom500To2000(page);
    // (axe runs in the page's JavaScript: the test above scans the same markup.)
    // Clear all is a link; the order chosen stays.
    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/products\?sort=name$/);
    await expect(page.getByTestId('product-count')).toHaveText('Showing 17 of 17 products');
  });

  test('a farmer filters by crop: each crop shows its count, and Apply lists that crop\'s products', async ({ page }) => {
    await page.goto('/products');
    const sheet = page.getByTestId('catalogue-filters');
    await sheet.locator('summary').click();
    // The seeded shop's approved uses: its cotton seeds and its wheat seeds (docs/product-rules.md 41).
    await expect(box(page, /^Cotton 1 product$/)).toBeVisible();
    await expect(box(page, /^Wheat 1 product$/)).toBeVisible();
    await box(page, /^Cotton 1 product$/).check();
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/crop=cotton/);
    await expect(page.getByTestId('product-count')).toHaveText('Showing 1 of 17 products');
    await expect(page.getByRole('heading', { level: 3, name: 'Cotton Seeds' })).toBeVisible();
    await sheet.locator('summary').click();
    await expect(box(page, /^Cotton 1 product$/)).toBeChecked();
  });

  test('an unknown filter value is ignored by the page, the rest applied', async ({ page }) => {
    await page.goto('/products?category=seeds&category=toys&price=1-2');
    await expect(page.getByTestId('product-count')).toHaveText('Showing 7 of 17 products');
    // A crop the shop does not have (the API refuses it): left out too.
    await page.goto('/products?category=seeds&crop=banana');
    await expect(page.getByTestId('product-count')).toHaveText('Showing 7 of 17 products');
  });
});
