import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpCustomer } from './helpers.ts';

// My farm (docs/product-rules.md 42), on a farmer's phone in Marathi: he records his cotton, 3
// acres sown 5 days ago, sees it at sowing with the seed his 3 acres need (one 475 g packet an
// acre, ICAR-CICR, seeded with the shop: 3 packets), adds them to his cart in one tap, changes his
// acres and removes the crop after its confirmation step. With JavaScript and without; the sowing
// day counts back from today in India, so it holds on any date.
test.use({ viewport: { width: 390, height: 844 } });

const daysAgoInIndia = (days: number) => new Date(Date.now() + 5.5 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

async function farmToCart(page: Page, { javaScript }: { javaScript: boolean }) {
  await page.goto('/account/farm?lang=mr');
  // With JavaScript, the server-rendered form is typed into once the page's scripts have taken it over.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('माझे शेत');
  await expect(page.getByTestId('farm-empty')).toHaveText('अजून एकही पीक नाही. खाली तुमचे पहिले पीक जोडा.');

  const form = page.getByRole('form', { name: 'पीक जोडा' });
  await form.getByLabel('पीक', { exact: true }).selectOption('cotton');
  // A mistyped acreage comes back refused at its field, with what he typed.
  await form.getByLabel('जमीन (एकर)').fill('-3');
  await form.getByLabel('पेरणीची तारीख').fill(daysAgoInIndia(5));
  await form.getByLabel('राज्य').selectOption('Maharashtra');
  await form.getByLabel('जिल्हा').fill('यवतमाळ');
  await form.getByRole('button', { name: 'पीक जोडा' }).click();
  const refused = page.getByRole('form', { name: 'पीक जोडा' });
  await expect(refused.getByText('तुमची जमीन एकरमध्ये लिहा, 0 पेक्षा जास्त आणि 1000 पर्यंत, उदा. 3 किंवा 2.5')).toBeVisible();
  await expect(refused.getByLabel('जिल्हा')).toHaveValue('यवतमाळ');
  await refused.getByLabel('जमीन (एकर)').fill('3');
  await refused.getByRole('button', { name: 'पीक जोडा' }).click();

  const card = page.getByTestId('farm-crop');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('कापूस');
  await expect(card).toContainText('3 एकर');
  await expect(card.getByTestId('farm-stage')).toHaveText('दिवस 5: पेरणी आणि उगवण');
  await expect(card.getByRole('heading', { level: 3, name: /^या आठवड्यात/ })).toBeVisible();
  const quantity = card.getByTestId('farm-quantity').first();
  await expect(quantity).toHaveText('3 एकर × 475 ग्रॅम/एकर = 1.425 किलो → 3 × 475 ग्रॅम');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // axe runs in the page: with its scripts only.
  const axe = javaScript ? await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze() : { violations: [] };
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await card.getByRole('button', { name: '3 कार्टमध्ये टाका' }).first().click();

  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole('link', { name: 'कापूस बियाणे' })).toBeVisible();
  await expect(page.getByTestId('cart-quantity')).toHaveText('कापूस बियाणे ची संख्या: 3');

  // He sowed 4 acres after all: the form comes with his crop, and the quantity follows.
  await page.goto('/account/farm?lang=mr');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('farm-crop').getByRole('link', { name: 'बदला' }).click();
  const edit = page.getByRole('form', { name: 'कापूस बदला' });
  await expect(edit.getByLabel('जिल्हा')).toHaveValue('यवतमाळ');
  await edit.getByLabel('जमीन (एकर)').fill('4');
  await edit.getByRole('button', { name: 'पीक जतन करा' }).click();
  await expect(page.getByTestId('farm-quantity').first()).toHaveText('4 एकर × 475 ग्रॅम/एकर = 1.9 किलो → 4 × 475 ग्रॅम');

  // Removing asks first.
  await page.getByTestId('farm-crop').getByRole('link', { name: 'काढा' }).click();
  await expect(page.getByRole('heading', { name: 'कापूस तुमच्या शेतातून काढायचे?' })).toBeVisible();
  await page.getByRole('button', { name: 'होय, काढा' }).click();
  await expect(page.getByTestId('farm-empty')).toBeVisible();
}

test('with JavaScript, a farmer records his cotton and adds the 3 packets his 3 acres need to the cart, in Marathi', async ({ page }) => {
  await signUpCustomer(page, 'Ramesh Patil');
  // The server-rendered page hydrates without a complaint (a text or date rendered differently).
  const errors: string[] = [];
  // (The refused acreage's 400 is the browser's own line about the request, not the page's.)
  page.on('console', (m) => void (m.type() === 'error' && !m.text().includes('status of 400') && errors.push(m.text())));
  await farmToCart(page, { javaScript: true });
  expect(errors).toEqual([]);
});

test('without JavaScript, the page and its forms are the server\'s: the same crop and the same 3 packets', async ({ browser }) => {
  const signUp = await browser.newContext();
  await signUpCustomer(await signUp.newPage(), 'Suresh Jadhav');
  const storageState = await signUp.storageState();
  await signUp.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState, viewport: { width: 390, height: 844 } });
  await farmToCart(await context.newPage(), { javaScript: false });
  await context.close();
});
