import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { signUpCustomer, untilHydrated } from './helpers.ts';

// Coupons in the storefront (docs/product-rules.md 43, docs/decisions/0059): a code typed in any case and with
// spaces in the cart, refused with its reason, carried to checkout, where the GST is on the discounted prices.

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

/** A calendar day in India (the coupon's days are India's), `offset` days from today. */
function indianDay(offset: number): string {
  const now = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 10% off the whole order, running from yesterday for a month; a code of its own per run (the database is shared between specs). */
async function createCoupon(request: APIRequestContext): Promise<string> {
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase().replace(/[^A-Z0-9]/g, 'X');
  const code = `KHARIF10${suffix}`;
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const created = await request.post('/api/admin/coupons', {
    data: {
      code,
      description: 'Kharif sowing offer: 10% off',
      kind: 'percent',
      percentBp: 1000,
      flatPaise: null,
      minOrderPaise: 0,
      maxDiscountPaise: null,
      validFrom: indianDay(-1),
      validTo: indianDay(30),
      scope: 'order',
      targets: [],
      totalUses: null,
      usesPerCustomer: null,
      firstOrderOnly: false,
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  return code;
}

/** The code as a farmer might type it: lower case, with spaces ("kharif 10 ab3cd"). */
const typed = (code: string) => ` ${code.slice(0, 6).toLowerCase()} ${code.slice(6, 8)} ${code.slice(8).toLowerCase()} `;

async function addToCart(page: Page, name: string) {
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await untilHydrated(add);
  await add.click();
}

type Texts = Record<string, unknown>;
/** A Hindi text of the coupons namespace, with {{placeholders}} filled in. */
function hi(key: string, values: Record<string, string> = {}): string {
  const texts = JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales/hi', 'coupons.json'), 'utf8')) as Texts;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof text !== 'string') throw new Error(`no Hindi text at coupons:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? `{{${name}}}`);
}

let code = '';
test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL });
  code = await createCoupon(admin);
  await admin.dispose();
});

test('a farmer applies a coupon in the cart, is told why another does not apply, and pays GST on the discounted prices', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpCustomer(page, 'Ganesh Shinde');
  // Wheat seed for sowing is nil-rated (₹1,200); the soil testing kit is 18% (₹2,500).
  await addToCart(page, 'Premium Wheat Seeds');
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
  await addToCart(page, 'Soil Testing Kit');
  await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

  await page.goto('/cart');
  const summary = page.getByRole('complementary');
  const field = summary.getByLabel('Have a coupon code?');
  await untilHydrated(field);
  await field.fill(typed(code));
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByTestId('coupon-applied')).toContainText(`${code} applied: Kharif sowing offer: 10% off`);
  await expect(summary.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹370`);
  // The cart's GST is the one before the discount; it says checkout works it out on the discounted prices.
  await expect(summary.getByText('GST is charged on the discounted prices')).toBeVisible();

  // A quantity changed: the code is judged again for the new lines.
  await page.getByRole('button', { name: 'Increase quantity of Premium Wheat Seeds' }).click();
  await expect(summary.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹490`);

  // Another code: not valid, said under the field; the discount goes.
  await summary.getByRole('button', { name: `Remove coupon ${code}` }).click();
  await expect(summary.getByTestId('discount-row')).toHaveCount(0);
  await field.fill('NOSUCHCODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  const refusal = summary.getByRole('alert');
  await expect(refusal).toHaveText('This code is not valid. Please check it and try again.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await field.fill(typed(code));
  await field.press('Enter');
  await expect(summary.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹490`);

  // Checkout brings the cart's code; with the address the quote taxes the kit on ₹2,250: GST ₹405.
  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Have a coupon code?')).toHaveValue(code);
  await page.getByLabel('Phone Number').fill('98220 12345');
  await page.getByLabel(/^Address/).fill('At post Khed, near the bus stand');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^Pincode/).fill('411001');
  await page.getByLabel(/^State/).selectOption('Maharashtra');
  const checkoutSummary = page.getByRole('complementary');
  await expect(checkoutSummary.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹490`);
  await expect(checkoutSummary.getByTestId('gst-amount')).toHaveText('₹405');
  await expect(checkoutSummary.getByTestId('total-amount')).toHaveText('₹4,815');
  await expect(page.getByTestId('coupon-applied')).toContainText('You save ₹490');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹490`);
  await expect(page.getByTestId('gst-amount')).toHaveText('₹405');
  await expect(page.getByTestId('total-amount')).toHaveText('₹4,815');
  await expectNoSeriousAxeViolations(page);

  // My Orders keeps the discount, and each line's share of it.
  const orders = (await (await page.request.get('/api/store/orders')).json()) as { items: Array<{ id: string }> };
  await page.goto(`/user/orders/${orders.items[0]!.id}`);
  await expect(page.getByTestId('discount-row')).toHaveText(`Discount (coupon ${code})−₹490`);
  await expect(page.getByText('Discount −₹250')).toBeVisible();
});

test.describe('in Hindi on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the coupon field, its refusal and the discount are in Hindi', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpCustomer(page, 'Ramesh Yadav');
    await addToCart(page, 'Soil Testing Kit');
    await expect(page.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();

    await page.goto('/cart?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const field = page.getByLabel(hi('label'));
    await untilHydrated(field);
    await field.fill('xx');
    await page.getByRole('button', { name: hi('apply') }).click();
    await expect(page.getByRole('alert')).toHaveText(hi('invalid'));
    await field.fill(typed(code));
    await page.getByRole('button', { name: hi('apply') }).click();
    await expect(page.getByTestId('discount-row')).toHaveText(`${hi('row', { code })}−₹250`);
    await expect(page.getByTestId('coupon-applied')).toContainText(hi('saves', { amount: '₹250' }));
    const box = (await field.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/checkout');
    await page.getByLabel(/^फ़ोन नंबर/).fill('94150 12345');
    await page.getByLabel(/^पता/).fill('ग्राम पोस्ट बिठूर');
    await page.getByLabel(/^शहर/).fill('कानपुर');
    await page.getByLabel(/^पिनकोड/).fill('208017');
    await page.getByLabel(/^राज्य/).selectOption('Uttar Pradesh');
    // On a phone the glance above the button is the summary: its total has the discount and 18% GST on ₹2,250.
    await expect(page.getByTestId('order-glance')).toContainText('₹2,655');
    await expect(page.getByTestId('coupon-applied')).toContainText(hi('saves', { amount: '₹250' }));
    await page.getByRole('button', { name: 'ऑर्डर दें' }).click();
    await expect(page.getByTestId('discount-row')).toHaveText(`${hi('row', { code })}−₹250`);
    await expect(page.getByTestId('total-amount')).toHaveText('₹2,655');
    await expectNoSeriousAxeViolations(page);
  });
});
