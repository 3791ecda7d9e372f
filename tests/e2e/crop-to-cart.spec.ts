import { expect, test, type Page } from '@playwright/test';

// From a crop to the packs in the cart (docs/product-rules.md 41), on a farmer's phone in
// Marathi: he opens the cotton guide, gives the day he sowed, sees his crop at sowing, picks the
// seed the guide names for that stage, asks for his 3 acres and finds 3 packets in his cart. The
// server works out the packs (one 475 g packet an acre, ICAR-CICR, seeded with the shop). With
// JavaScript and without; the sowing day counts back from today in India, so it holds on any date.
test.use({ viewport: { width: 390, height: 844 } });

const daysAgoInIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

async function cropToCart(page: Page) {
  await page.goto('/crops/cotton?lang=mr');
  await page.getByLabel('राज्य').selectOption('Maharashtra');
  await page.getByLabel('पेरणीची तारीख (ऐच्छिक)').fill(daysAgoInIndia(3));
  await page.getByRole('button', { name: 'माझी दिनदर्शिका दाखवा' }).click();
  const now = page.locator('li[aria-current="step"]');
  await expect(now).toHaveAttribute('data-stage', 'sowing');
  await expect(now.getByRole('heading', { level: 4, name: 'आता काय घ्यावे' })).toBeVisible();
  await expect(now).toContainText('475 ग्रॅम प्रति एकर');
  await now.getByRole('link', { name: 'कापूस बियाणे' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('कापूस बियाणे');
  const uses = page.getByTestId('product-uses');
  await expect(uses).toContainText('कापूस: पेरणी आणि उगवण');
  // A mistyped acreage is refused at the field, in his language.
  await uses.getByLabel('तुमची जमीन (एकरमध्ये)').fill('-3');
  await uses.getByRole('button', { name: 'हिशोब करा' }).click();
  await expect(uses.getByText('तुमची जमीन एकरमध्ये लिहा, 0 पेक्षा जास्त आणि 1000 पर्यंत, उदा. 3 किंवा 2.5')).toBeVisible();
  await uses.getByLabel('तुमची जमीन (एकरमध्ये)').fill('3');
  await uses.getByRole('button', { name: 'हिशोब करा' }).click();
  const packs = page.getByTestId('packs-for-acres');
  await expect(packs).toContainText('3 एकर × 475 ग्रॅम प्रति एकर = 1.425 किलो');
  await expect(packs).toContainText('475 ग्रॅम चे 3 पॅक: ₹2,640');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await packs.getByRole('button', { name: '3 पॅक कार्टमध्ये टाका' }).click();

  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तुमची कार्ट');
  await expect(page.getByRole('link', { name: 'कापूस बियाणे' })).toBeVisible();
  await expect(page.getByTestId('cart-quantity')).toHaveText('कापूस बियाणे ची संख्या: 3');
}

test('with JavaScript, a farmer goes from his cotton\'s stage to 3 packets for his 3 acres in the cart, in Marathi', async ({ page }) => {
  await cropToCart(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the guide, the acres and the cart are forms the server answers: the same 3 packets', async ({ page }) => {
    await cropToCart(page);
  });
});
