import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, visibleRawKeys } from './helpers.ts';

/**
 * Admin -> Coupons (docs/product-rules.md 43, docs/decisions/0059): the admin adds a coupon, is
 * told at the fields what is wrong (a percentage of 100, a last day before the first), fixes it,
 * edits it, switches it off and deletes it after confirming. Each run makes a code of its own
 * and removes it, so the cart and checkout specs never meet it.
 */
async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const uniqueCode = () => `E2E${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

test('the admin adds a coupon after fixing what the form refuses, edits it, switches it off and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  const code = uniqueCode();
  const row = () => page.getByRole('row', { name: new RegExp(code) });
  await signInAsAdmin(page, '/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add a coupon' }).click();

  const form = page.getByRole('form', { name: 'Add a coupon' });
  // Typed in lower case with a space: the server keeps it as the code without them.
  await form.getByLabel(/^Code/).fill(`${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`);
  await form.getByLabel(/^Description/).fill('E2E test coupon: seeds');
  const percent = form.getByLabel(/^Percentage off/);
  await percent.fill('100');
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The percentage must be more than 0% and less than 100%, with at most 2 decimals')).toBeVisible();

  await percent.fill('12.5');
  const first = await form.getByLabel(/^First day/).inputValue();
  const last = form.getByLabel(/^Last day/);
  const lastDay = await last.inputValue();
  await last.fill(dayBefore(first));
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(last).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The last day cannot be before the first')).toBeVisible();

  await last.fill(lastDay);
  await form.getByRole('radio', { name: 'Categories' }).check();
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(form.getByText('Choose at least one')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Seeds' }).check();
  await form.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText(`Coupon ${code} was added.`)).toBeVisible();
  await expect(row()).toContainText('12.5% off');
  await expect(row()).toContainText('Categories: Seeds');
  await expect(row()).toContainText('0 used (no limit)');
  await expect(row()).toContainText('Running');
  await expectNoSeriousViolations(page, 'the list');

  // Edited: a sum in rupees instead, at most once per customer.
  await row().getByRole('button', { name: `Edit coupon ${code}` }).click();
  const edit = page.getByRole('form', { name: `Edit coupon ${code}` });
  await expect(edit.getByLabel(/^Percentage off/)).toHaveValue('12.5');
  await edit.getByRole('radio', { name: 'A sum in rupees' }).check();
  await edit.getByLabel(/^Rupees off/).fill('200');
  await expectNoSeriousViolations(page, 'the form');
  await edit.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page.getByText(`Coupon ${code} was saved.`)).toBeVisible();
  await expect(row()).toContainText('₹200 off');

  await row().getByRole('button', { name: `Switch off coupon ${code}` }).click();
  await expect(page.getByText(`Coupon ${code} is switched off: buyers can no longer use it.`)).toBeVisible();
  await expect(row()).toContainText('Switched off');

  // Deleting asks first: dismissed, the coupon stays; confirmed, it goes.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await row().getByRole('button', { name: `Delete coupon ${code}` }).click();
  await expect(row()).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(`Delete coupon ${code} for good?`);
    void dialog.accept();
  });
  await row().getByRole('button', { name: `Delete coupon ${code}` }).click();
  await expect(page.getByText(`Coupon ${code} was deleted.`)).toBeVisible();
  await expect(row()).toHaveCount(0);
});

test('on a phone in Hindi the coupons page and its form fit the screen and say what is wrong in Hindi', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const code = uniqueCode();
  await signInAsAdmin(page, '/admin/coupons');
  await page.goto('/admin/coupons?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'कूपन', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  const form = page.getByRole('form', { name: 'कूपन जोड़ें' });
  await form.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  const codeBox = form.getByLabel(/^कोड/);
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('कृपया लाल रंग से चिह्नित फ़ील्ड ठीक करें।')).toBeVisible();
  expect(await visibleRawKeys(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'the Hindi form');

  await codeBox.fill(code);
  await form.getByLabel(/^विवरण/).fill('E2E परीक्षण कूपन');
  await form.getByRole('radio', { name: 'रुपयों में रक़म' }).check();
  await form.getByLabel(/^रुपयों में छूट/).fill('50');
  await form.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  await expect(page.getByText(`कूपन ${code} जोड़ दिया गया।`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('₹50 छूट');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page, 'the Hindi list');

  // The same code again, typed in lower case: the server's refusal is said at the code's box, in Hindi.
  await page.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  const again = page.getByRole('form', { name: 'कूपन जोड़ें' });
  await again.getByLabel(/^कोड/).fill(code.toLowerCase());
  await again.getByLabel(/^विवरण/).fill('E2E परीक्षण कूपन');
  await again.getByLabel(/^प्रतिशत छूट/).fill('5');
  await again.getByRole('button', { name: 'कूपन जोड़ें' }).click();
  await expect(again.getByLabel(/^कोड/)).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByText('यह कोड किसी और कूपन का है: दूसरा चुनें।')).toBeVisible();
  await again.getByRole('button', { name: 'रद्द करें' }).click();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `कूपन ${code} हटाएँ` }).click();
  await expect(page.getByText(`कूपन ${code} हटा दिया गया।`)).toBeVisible();
});
