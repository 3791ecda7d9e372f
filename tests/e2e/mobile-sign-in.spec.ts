import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './e2e-admin.ts';
import { exactly, hi, untilHydrated } from './helpers.ts';
import { smsShop } from './sms-shop.ts';

// A farmer with only a mobile number (docs/product-rules.md 36), on a phone (390 px) and in Hindi:
// he signs up with the code MSG91 sends him, orders wheat seeds with cash on delivery, and gets the
// order's SMS and then the shipped SMS with its tracking number, both in Hindi. The shop here is
// its own server with SMS set up (MSG91's stand-in): the other specs' shop has no provider, so
// their sign-up pages stay e-mail only, as a shop without SMS shows them.

const shop = smsShop({
  offset: 3,
  flows: { 'flow-code-hi': ['sign-in-code', 'hi'], 'flow-code-en': ['sign-in-code', 'en'], 'flow-placed-hi': ['order-placed', 'hi'], 'flow-shipped-hi': ['order-shipped', 'hi'] },
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a farmer signs up with his mobile number in Hindi, orders, and gets his order and shipping SMS in Hindi', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const number = `98${String(Date.now()).slice(-8)}`;
  const smsTo = () => shop.sentTo(number);

  await page.goto(`${shop.url}/products?lang=hi&q=${encodeURIComponent('गेहूं')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('heading', { name: 'प्रीमियम गेहूं के बीज' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  // Clicked before hydration, the button posts its form without JavaScript and opens the cart (helpers.ts untilHydrated):
  // a loaded CI machine hydrated late and the retried clicks never found the button again.
  const addToCart = page.getByRole('button', { name: hi('catalog:cart.addToCart') });
  await untilHydrated(addToCart);
  await addToCart.click();
  await expect(page.getByRole('button', { name: hi('catalog:cart.addedToCart') })).toBeVisible({ timeout: 15_000 });
  await page.goto(`${shop.url}/cart`);
  await page.getByRole('link', { name: hi('cart:proceedToCheckout') }).click();
  await page.getByRole('link', { name: hi('checkout:loginNow') }).click();
  await page.getByRole('link', { name: hi('auth:login.registerUser') }).click();

  // Mobile number first; a landline is refused in Hindi before any SMS.
  await expect(page.getByRole('tab', { name: hi('mobile-sign-in:ways.mobile') })).toHaveAttribute('aria-selected', 'true');
  const phone = page.getByRole('textbox', { name: exactly(hi('mobile-sign-in:phone.label')) });
  await phone.fill('020 2612 3456');
  await page.getByRole('button', { name: hi('mobile-sign-in:send') }).click();
  await expect(page.getByText(hi('validation:mobile'))).toBeVisible();
  expect(smsTo()).toHaveLength(0);
  await phone.fill(`0${number}`);
  await page.getByRole('button', { name: hi('mobile-sign-in:send') }).click();
  await expect(page.getByText(hi('mobile-sign-in:sentSms', { to: `+91 ${number.slice(0, 5)} ${number.slice(5)}` }))).toBeVisible();
  await page.screenshot({ path: path.join(os.tmpdir(), 'mobile-code-step-hi.png'), fullPage: true });
  const sms = smsTo().at(-1)!;
  expect(sms.flowId).toBe('flow-code-hi');
  const code = /\b([0-9]{6})\b/.exec(sms.text)![1]!;

  await page.getByLabel(exactly(hi('mobile-sign-in:code.label'))).fill(code);
  await page.getByRole('button', { name: hi('mobile-sign-in:signIn') }).click();
  await expect(page.getByText(hi('mobile-sign-in:newAccount.intro'))).toBeVisible();
  await page.getByLabel(exactly(hi('mobile-sign-in:newAccount.name'))).fill('रामप्रसाद यादव');
  await page.screenshot({ path: path.join(os.tmpdir(), 'mobile-new-account-hi.png'), fullPage: true });
  await page.getByRole('button', { name: hi('mobile-sign-in:newAccount.submit') }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // No e-mail address: checkout asks none.
  await page.getByLabel(exactly(hi('checkout:fields.phone'))).fill(number);
  await page.getByLabel(exactly(hi('checkout:fields.address'))).fill('ग्राम पोस्ट बिठूर, तहसील सदर');
  await page.getByLabel(exactly(hi('checkout:fields.city'))).fill('कानपुर');
  await page.getByLabel(exactly(hi('checkout:fields.state'))).selectOption('Uttar Pradesh');
  await page.getByLabel(exactly(hi('checkout:fields.pincode'))).fill('208017');
  await page.getByRole('button', { name: hi('checkout:placeOrder') }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  expect(orderNumber).toMatch(/^HY-\d{6,}$/);

  // The server's mail worker sends it within its 10 seconds.
  await expect.poll(() => smsTo().find((m) => m.flowId === 'flow-placed-hi')?.text, { timeout: 30_000 }).toContain(orderNumber);
  expect(smsTo().find((m) => m.flowId === 'flow-placed-hi')!.text).toContain('कैश ऑन डिलीवरी');

  // The owner ships it with a tracking number.
  const owner = await browser.newContext({ baseURL: shop.url });
  try {
    expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).status()).toBe(200);
    const orders = await (await owner.request.get(`/api/admin/orders?q=${encodeURIComponent(orderNumber)}`)).json();
    const orderId = orders.items[0].id as string;
    for (const body of [{ status: 'processing' }, { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK123456789IN' }]) {
      expect((await owner.request.patch(`/api/admin/orders/${orderId}/status`, { data: body })).status()).toBe(200);
    }
  } finally {
    await owner.close();
  }
  await expect.poll(() => smsTo().find((m) => m.flowId === 'flow-shipped-hi')?.text, { timeout: 30_000 }).toContain('EK123456789IN');
  expect(smsTo().find((m) => m.flowId === 'flow-shipped-hi')!.text).toContain(orderNumber);
});
