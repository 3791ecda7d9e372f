import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './helpers.ts';

// Neem oil was charged HSN 3808's 18%: the table now holds classes of goods within a code with
// their own dated rates (docs/decisions/0035-uqc-and-gst-classes), on a phone's width too.
test.use({ viewport: { width: 390, height: 844 } });

test('the admin sees the neem-based bio-pesticides class within 3808 at 5%, adds a class, and finds the neem oil in its class on its form', async ({ page }) => {
  // Three languages' pages and a product form on a shared 2-core machine.
  test.setTimeout(120_000);
  await signInAsAdmin(page, '/admin/tax');
  const neem = page.getByTestId('gst-class-seed-3808-neem');
  await expect(neem).toContainText('Neem-based bio-pesticides');
  await expect(neem).toContainText('5%');
  await expect(page.getByTestId('hsn-3808')).toContainText('18%');

  const add = page.getByRole('region', { name: 'Add a class of goods' });
  await add.getByLabel(/^HSN code/).selectOption('3808');
  await add.getByLabel(/^Goods in the class/).fill('Trichoderma bio-fungicides');
  await add.getByLabel(/^GST rate/).selectOption({ label: '5%' });
  await add.getByLabel(/^In force from/).fill('2025-09-22');
  await add.getByRole('button', { name: 'Add Class' }).click();
  await expect(add.getByText('The class is in the table.')).toBeVisible();
  await expect(page.getByText('Trichoderma bio-fungicides', { exact: true })).toBeVisible();
  // The same class again is refused on its field.
  await add.getByLabel(/^HSN code/).selectOption('3808');
  await add.getByLabel(/^Goods in the class/).fill('Trichoderma bio-fungicides');
  await add.getByRole('button', { name: 'Add Class' }).click();
  await expect(add.getByText('This HSN code already has a class so described')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  await page.screenshot({ path: '/tmp/tax-shots/tax-en.png', fullPage: true });
  await neem.screenshot({ path: '/tmp/tax-shots/class-row-en.png' });
  await add.screenshot({ path: '/tmp/tax-shots/class-card-en.png' });

  for (const lang of ['hi', 'mr'] as const) {
    await page.goto(`/admin/tax?lang=${lang}`);
    await expect(page.getByTestId('gst-class-seed-3808-neem')).toContainText('5%');
    await page.screenshot({ path: `/tmp/tax-shots/tax-${lang}.png`, fullPage: true });
    await page.getByTestId('hsn-3808').screenshot({ path: `/tmp/tax-shots/row-${lang}.png` });
    await page.locator('#new-class').locator('..').screenshot({ path: `/tmp/tax-shots/class-card-${lang}.png` });
  }

  // The neem oil's form shows its class, chosen.
  await page.goto('/admin/products?lang=en&q=Neem');
  await page.getByRole('link', { name: /Edit/ }).first().click();
  await expect(page.getByLabel('Class of goods within the code')).toHaveValue('seed-3808-neem');
  await page.getByLabel('Class of goods within the code').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/tax-shots/product-form-en.png' });
});
