import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminPage, saveGatewaySettings, signUpCustomer } from './helpers.ts';

// Issue 14: a farmer who chose हिन्दी or मराठी reads no English on the storefront. Every storefront
// page, in both languages, is read as the farmer gets it (the visible text, and the placeholder,
// aria-label, title and alt attributes a screen reader or a long press shows); a word in Latin
// letters fails the test unless the allowlist below explains it.


/**
 * Latin-script text a Hindi or Marathi page may show, each for its reason. Matched (and taken out)
 * before the page's text is split into words, so an entry can be a phrase. Every entry must be
 * needed by some page (the test fails on one that is not), so that the list stays small.
 */
const ALLOWED: RegExp[] = [
  // The shop's name: a brand, written in Latin letters in every language (logo, titles, texts).
  /\bHariyali\b/g,
  // Email addresses (the shop's, the signed-in farmer's, the forms' example) are typed in Latin letters.
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  // The language switcher names English in English, so that a reader of English finds it.
  /\bEnglish\b/g,
  // GST terms: Indian tax invoices and the GST portal print them so, in every language.
  /\b(?:GSTIN|GST|HSN|CGST|SGST|IGST)\b/g,
  // Payment words as banks, cards and shopping apps print them: CVV on the card, NEFT/RTGS/IMPS and
  // IFSC on bank slips, COD ("कैश ऑन डिलीवरी (COD)") and INR on every Indian shopping app's page.
  /\b(?:CVV|NEFT|RTGS|IMPS|IFSC|COD|INR)\b/g,
  // Online payment as every Indian payment app and bank names it: UPI, and Razorpay, the gateway
  // whose page the farmer is sent to (checkout says so, so that the page is no surprise).
  /\b(?:UPI|Razorpay)\b/g,
  // An order's number (HY-000123; issue 17), the same on every page and e-mail and quoted as the
  // reference of a bank transfer: written as the shop's systems write it, in every language.
  /\bHY-\d{6,}\b/g,
  // Tax documents: their numbers as GST law has them printed (HYB2627-00000002), and PDF, the
  // kind of file a phone says it downloads.
  /\b[A-Z][A-Z0-9]{2,11}-\d{4,}\b/g,
  /\bPDF\b/g,
  // What the address bar shows: the privacy policy tells the farmer to look for "https".
  /\bhttps\b/g,
  // Official titles, in brackets after their Hindi or Marathi name, as the law or licence is cited.
  /\((?:Consumer Protection Act, 2019|Digital Personal Data Protection Act, 2023|Data Protection Board of India|All India Pincode Directory|Government Open Data Licence – India)\)/g,
  // The channels of the shop's messages as a phone names them: SMS, and WhatsApp (a brand); and STOP,
  // the word a farmer sends on WhatsApp to stop offers (the shop takes रोकें and थांबवा too).
  /\b(?:SMS|WhatsApp|STOP)\b/g,
  // The open-data portal the pincodes come from, by its address (the licence asks for it).
  /\bdata\.gov\.in\b/g,
];

const LANGUAGES = ['hi', 'mr'] as const;

interface Product {
  id: string;
  name: string;
  description: string;
  features: string[];
  inStock: boolean;
}

async function catalogue(request: APIRequestContext, lng: string): Promise<Product[]> {
  const response = await request.get(`/api/store/products?pageSize=100&lang=${lng}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  expect(items.length).toBeGreaterThan(0);
  return items;
}

/**
 * The text a visitor meets on the page: body text, then the attributes read out or shown on hover.
 * Text marked translate="no" is left out: names the page shows as they are printed elsewhere and
 * never translates (a seed's variety, lot number and treatment chemical as its test report and
 * packet give them, issue 16), each marked lang="en" when in Latin letters.
 */
async function pageText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden = [...document.body.querySelectorAll<HTMLElement>('[translate="no"]')].map((el) => [el, el.style.display] as const);
    for (const [el] of hidden) el.style.display = 'none';
    const texts = [document.body.innerText];
    for (const [el, display] of hidden) el.style.display = display;
    for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
      for (const el of document.body.querySelectorAll(`[${attribute}]`)) texts.push(el.getAttribute(attribute) ?? '');
    }
    return texts;
  });
}

/** Reads pages and keeps what it finds: Latin words left after the allowlist, and which entries were needed. */
class LatinWords {
  readonly problems: string[] = [];
  readonly used = new Set<RegExp>();

  async check(page: Page, lng: string, label: string) {
    for (const raw of await pageText(page)) {
      let text = raw;
      for (const pattern of ALLOWED) {
        text = text.replace(pattern, () => {
          this.used.add(pattern);
          return ' ';
        });
      }
      for (const m of text.matchAll(/\p{Script=Latin}+/gu)) {
        const context = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ').trim();
        this.problems.push(`${lng} ${label}: "${m[0]}" in "…${context}…"`);
      }
    }
  }
}

/** Opens `path` in `lng` and waits until the page is the browser's (hydrated, its texts and form code loaded). */
async function open(page: Page, path: string, lng: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lng}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page.locator('main')).not.toBeEmpty();
}

/**
 * Online payment and bank transfer on, so that checkout shows every method's texts. Tests share one
 * server: the same values as checkout.spec.ts, and nobody switches a method off.
 */
async function offerEveryPaymentMethod(browser: Browser) {
  const admin = await adminPage(browser, '/admin/payment-settings');
  await saveGatewaySettings(admin);
  const bank = admin.getByRole('region', { name: 'Bank Transfer' });
  await bank.getByLabel(/^Bank Name/).fill('State Bank of India');
  await bank.getByLabel(/^Account Holder Name/).fill('Hariyali Agro Pvt Ltd');
  await bank.getByLabel(/^Account Number/).fill('30123456789012');
  await bank.getByLabel(/^IFSC Code/).fill('sbin0001234');
  await bank.getByLabel('Active: offer bank transfer at checkout').check();
  await bank.getByRole('button', { name: 'Save Bank Details' }).click();
  await expect(bank.getByText('Bank transfer settings saved.')).toBeVisible();
  await admin.context().close();
}

test('the hi and mr storefront pages show no word in Latin letters outside the allowlist', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await offerEveryPaymentMethod(browser);
  // A signed-in farmer (her name in Devanagari, as she would type it) with one product in the cart.
  await signUpCustomer(page, 'सुनीता शिंदे');
  const products = await catalogue(page.request, 'en');
  const inCart = products.find((p) => p.inStock)!;
  expect((await page.request.post('/api/store/cart/items', { data: { productId: inCart.id } })).status()).toBe(200);
  // Every product's page: their Hindi and Marathi texts (seed/catalog-translations.ts) are read too.
  const productPages = products.map((p) => `/product/${p.id}`);

  const found = new LatinWords();
  for (const lng of LANGUAGES) {
    for (const path of ['/', '/products', ...productPages, '/cart', '/about', '/contact', '/terms', '/privacy-policy', '/refund-policy', '/crops', '/crops/cotton', '/no-such-page']) {
      await open(page, path, lng);
      await found.check(page, lng, path);
    }
    // Checkout with a delivery state (the GST split and the place of supply show), then with each
    // payment method chosen (each shows its own texts and fields).
    await open(page, '/checkout', lng);
    await page.locator('#checkout-state').selectOption('Maharashtra');
    await page.locator('input[autocomplete="postal-code"]').fill('411001');
    // The order summary names the place of supply, by its Hindi or Marathi name.
    await expect(page.getByRole('complementary')).toContainText('महाराष्ट्र');
    const methods = page.locator('input[type="radio"][name="paymentMethod"]');
    await expect(methods).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await methods.nth(i).check();
      await found.check(page, lng, `/checkout (${await methods.nth(i).getAttribute('value')})`);
    }
    // The dashboard, its saved addresses with the address form open, and its profile tab.
    await open(page, '/user/dashboard', lng);
    await found.check(page, lng, '/user/dashboard');
    await page.getByRole('tab').nth(1).click();
    await page.waitForLoadState('networkidle');
    await page.getByRole('tabpanel').getByRole('button').first().click();
    await expect(page.getByRole('tabpanel').locator('form').first()).toBeVisible();
    await found.check(page, lng, '/user/dashboard (addresses)');
    await page.getByRole('tab').nth(2).click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tabpanel').locator('form').first()).toBeVisible();
    await found.check(page, lng, '/user/dashboard (profile)');
  }

  // An online order not paid yet, whose payment failed: its confirmation (back from the gateway),
  // My Orders and its details show the payment's status, its deadline and the way to pay again.
  const placed = await page.request.post('/api/store/orders', {
    headers: { 'Idempotency-Key': `latin-words-${Date.now()}` },
    data: {
      items: [{ productId: inCart.id, quantity: 1 }],
      shipping: { fullName: 'सुनीता शिंदे', email: 'sunita@example.in', phone: '98220 12345', address: 'मु. पो. वडगाव', city: 'पुणे', state: 'Maharashtra', pincode: '411001' },
      paymentMethod: 'online',
    },
  });
  expect(placed.status()).toBe(201);
  const orderId = ((await placed.json()) as { id: string }).id;
  for (const lng of LANGUAGES) {
    await open(page, `/order-confirmation?order=${orderId}&payment=failed`, lng);
    await expect(page.getByTestId('pay-now')).toBeVisible();
    await found.check(page, lng, '/order-confirmation (payment failed)');
    await open(page, '/user/dashboard', lng);
    await expect(page.getByTestId('pay-now')).toBeVisible();
    await found.check(page, lng, '/user/dashboard (an order to pay)');
    await open(page, `/user/orders/${orderId}`, lng);
    await expect(page.getByTestId('pay-now')).toBeVisible();
    await found.check(page, lng, '/user/orders/:id (an order to pay)');
  }

  // The sign-in and sign-up pages, signed out.
  const visitor = await (await browser.newContext()).newPage();
  for (const lng of LANGUAGES) {
    for (const path of ['/user/login', '/user/register']) {
      await open(visitor, path, lng);
      await expect(visitor.locator('main form')).toBeVisible();
      await found.check(visitor, lng, path);
    }
  }
  await visitor.context().close();

  expect(found.problems).toEqual([]);
  expect(ALLOWED.filter((pattern) => !found.used.has(pattern)).map(String), 'allowlist entries no page needed: remove them').toEqual([]);
});
