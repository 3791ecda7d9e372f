import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { msg91FlowBody } from '../../src/server/modules/messaging/text-templates.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

// A farmer with only a mobile number (docs/product-rules.md 36), on a phone (390 px) and in Hindi:
// he signs up with the code MSG91 sends him, orders wheat seeds with cash on delivery, and gets the
// order's SMS and then the shipped SMS with its tracking number, both in Hindi. The shop here is
// its own server with SMS set up (MSG91's stand-in): the other specs' shop has no provider, so
// their sign-up pages stay e-mail only, as a shop without SMS shows them.

type Texts = Record<string, unknown>;
const catalogues = new Map<string, Texts>();
/** The Hindi text at `namespace:key`, with {{placeholders}} filled in. */
function hi(key: string, values: Record<string, string> = {}): string {
  const [ns, dotted] = key.split(':') as [string, string];
  if (!catalogues.has(ns)) catalogues.set(ns, JSON.parse(fs.readFileSync(path.join('src/client/i18n/locales/hi', `${ns}.json`), 'utf8')) as Texts);
  const text = dotted.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], catalogues.get(ns));
  if (typeof text !== 'string') throw new Error(`no Hindi text at ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? `{{${name}}}`);
}
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

const SMS = { authKey: 'msg91-e2e-auth-key', senderId: 'HRYALI' };
const FLOWS = { 'flow-code-hi': ['sign-in-code', 'hi'], 'flow-code-en': ['sign-in-code', 'en'], 'flow-placed-hi': ['order-placed', 'hi'], 'flow-shipped-hi': ['order-shipped', 'hi'] } as const;
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
const shop = `http://127.0.0.1:${port}`;

let msg91: Msg91StandIn;
let server: ChildProcess;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  msg91 = await startMsg91StandIn({ ...SMS, flows: Object.fromEntries(Object.entries(FLOWS).map(([id, [kind, language]]) => [id, { text: msg91FlowBody(kind, language) }])) });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-e2e-sms-'));
  const sms: Record<string, Record<string, string>> = {};
  for (const [id, [kind, language]] of Object.entries(FLOWS)) (sms[kind] ??= {})[language] = id;
  fs.writeFileSync(path.join(dir, 'text-templates.json'), JSON.stringify({ sms }));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: shop,
      SMS_API_URL: msg91.url,
      SMS_AUTH_KEY: SMS.authKey,
      SMS_SENDER_ID: SMS.senderId,
      TEXT_TEMPLATES_FILE: path.join(dir, 'text-templates.json'),
    },
  });
  await expect.poll(async () => (await fetch(`${shop}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await msg91?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a farmer signs up with his mobile number in Hindi, orders, and gets his order and shipping SMS in Hindi', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const number = `98${String(Date.now()).slice(-8)}`;
  const smsTo = () => msg91.sent.filter((m) => m.to === `+91${number}`);

  await page.goto(`${shop}/products?lang=hi&q=${encodeURIComponent('गेहूं')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('heading', { name: 'प्रीमियम गेहूं के बीज' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(async () => {
    await page.getByRole('button', { name: hi('catalog:cart.addToCart') }).click();
    await expect(page.getByRole('button', { name: hi('catalog:cart.addedToCart') })).toBeVisible({ timeout: 2000 });
  }).toPass();
  await page.goto(`${shop}/cart`);
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
  const owner = await browser.newContext({ baseURL: shop });
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
