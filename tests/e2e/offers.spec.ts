import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addProduct, signInAsAdmin, signUpCustomer, untilHydrated, visibleRawKeys } from './helpers.ts';

/**
 * Automatic offers (docs/product-rules.md 47, docs/decisions/0063): the admin adds a "buy 1 get 1"
 * on a product of its own (made by this run, so no other spec's cart meets the offer), a farmer
 * sees in the cart in Hindi on a phone how near it is and then that it applies; the offer is removed
 * at the end.
 */
async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${where}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the admin adds a buy 1 get 1 offer; a farmer sees it in the cart in Hindi on a phone', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const product = `Neem Cake Offer ${suffix}`;
  const offerName = `नीम खली: एक पर एक मुफ़्त ${suffix.replace(/[a-z]/g, '')}`.trim();
  await signInAsAdmin(page, '/admin/dashboard');
  const productId = await addProduct(page, { name: product, price: '300', stock: '40', category: 'Fertilizers', hindiName: 'नीम खली' });

  await page.goto('/admin/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add an offer' });
  await untilHydrated(add);
  await add.click();
  const form = page.getByRole('form', { name: 'Add an offer' });
  await form.getByLabel(/^Name/).fill(offerName);
  await form.getByRole('radio', { name: 'Buy some, get some free' }).check();
  await form.getByRole('button', { name: 'Add offer' }).click();
  await expect(form.getByLabel(/^Product bought/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('p', { hasText: 'Choose a product' })).toBeVisible();
  await form.getByLabel(/^Product bought/).selectOption(productId);
  await form.getByLabel(/^Units bought/).fill('1');
  await form.getByLabel(/^Units free/).fill('1');
  await form.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByText(`Offer ${offerName} was added.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(offerName) });
  await expect(row).toContainText(`Buy 1 ${product}, get 1 free`);
  await expect(row).toContainText('Running');
  await expectNoSeriousViolations(page, 'the offers');

  const farmerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const farmer = await farmerContext.newPage();
  try {
    await signUpCustomer(farmer, 'Ramesh Yadav');
    await farmer.goto(`/product/${productId}`);
    const addToCart = farmer.getByRole('button', { name: 'Add to Cart' });
    await untilHydrated(addToCart);
    await addToCart.click();
    await expect(farmer.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

    await farmer.goto('/cart?lang=hi');
    await expect(farmer.locator('html')).toHaveAttribute('lang', 'hi');
    const offers = farmer.getByTestId('offers');
    await expect(offers).toContainText('1 और नीम खली जोड़ें, 1 मुफ़्त पाएँ');
    const more = farmer.getByRole('button', { name: 'नीम खली की मात्रा बढ़ाएँ' });
    await untilHydrated(more);
    await more.click();
    await expect(offers).toContainText(`${offerName}: −₹300`);
    await expect(farmer.getByTestId('discount-row')).toContainText('−₹300');
    expect(await farmer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await visibleRawKeys(farmer)).toEqual([]);
    await expectNoSeriousViolations(farmer, 'the cart in Hindi');
  } finally {
    await farmerContext.close();
    // No order took it: the offer goes, so later carts never meet it.
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete offer ${offerName}` }).click();
    await expect(page.getByText(`Offer ${offerName} was deleted.`)).toBeVisible();
  }
});
