import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequest, type Page } from '@playwright/test';
import { generateOndcKeyPairs } from '../../src/server/modules/ondc/index.ts';
import { startOndcBuyerAppStandIn, type OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';
import { startOndcRegistryStandIn, type OndcRegistryStandIn } from '../support/ondc-registry-stand-in.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { visibleRawKeys } from './helpers.ts';
import { smsShop } from './sms-shop.ts';

// A farmer orders in an ONDC buyer app (docs/product-rules.md 62, docs/decisions/0078), on a shop
// of this spec's own set up as a seller node: the registry's and a buyer app's stand-ins, with keys
// of their own, signing and verifying as the network does. The buyer app selects, inits and
// confirms a cash-on-delivery order; the owner finds it in Admin -> Orders marked ONDC (on a
// 390 px phone, in English, Hindi and Marathi), ships it there, and the buyer app receives the
// change, signed, unasked; Admin -> ONDC counts it under its buyer app.

const OFFSET = 6;
const PORT = Number(process.env.E2E_PORT ?? 4173) + OFFSET;
const SHOP_URL = `http://127.0.0.1:${PORT}`;
const NODE = { subscriberId: 'hariyali-e2e.example.in', subscriberUrl: `${SHOP_URL}/ondc`, uniqueKeyId: 'hariyali-e2e-key' };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/ondc-order-shots';
const run = Math.random().toString(36).slice(2, 8);
const PUNE = { gps: '18.5204,73.8567', address: { name: 'Suresh Jadhav', building: 'House 12', street: 'Shivaji Nagar', locality: 'Shivaji Nagar', area_code: '411005', city: 'Pune', state: 'Maharashtra', country: 'IND' } };
/** A farmer in Pune as a buyer app sends him: the order's billing and its delivery stop. */
const farmer = (name: string) => ({
  billing: { name, phone: '9876543210', address: { ...PUNE.address, name }, created_at: '2026-11-30T04:29:00.000Z', updated_at: '2026-11-30T04:29:00.000Z' },
  end: { location: { ...PUNE, address: { ...PUNE.address, name } }, contact: { phone: '9876543210' }, person: { name } },
});

let registry: OndcRegistryStandIn | undefined;
let buyerApp: OndcBuyerAppStandIn | undefined;
const shop = smsShop({
  offset: OFFSET,
  flows: {},
  standIns: async () => {
    registry = await startOndcRegistryStandIn({ now: () => Date.now() });
    const keys = generateOndcKeyPairs();
    registry.add({ ...NODE, type: 'BPP', domain: 'ONDC:AGR10', signingPublicKey: keys.signingPublicKey, encryptionPublicKey: keys.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2099-12-31T00:00:00.000Z' });
    buyerApp = await startOndcBuyerAppStandIn({ registry, now: () => Date.now() });
    return {
      ONDC_SUBSCRIBER_ID: NODE.subscriberId,
      ONDC_SUBSCRIBER_URL: NODE.subscriberUrl,
      ONDC_UNIQUE_KEY_ID: NODE.uniqueKeyId,
      ONDC_SIGNING_PRIVATE_KEY: keys.signingPrivateKey,
      ONDC_ENCRYPTION_PRIVATE_KEY: keys.encryptionPrivateKey,
      ONDC_REGISTRY_URL: registry.url,
      ONDC_REGISTRY_ENCRYPTION_PUBLIC_KEY: registry.encryptionPublicKey,
    };
  },
});
// The file's tests share its one shop and stand-ins, so they run one after the other in one worker.
test.describe.configure({ mode: 'default' });
test.afterAll(async () => {
  await buyerApp?.close();
  await registry?.close();
});

async function noSeriousAxe(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id}`)).toEqual([]);
}
const noWiderThan = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** One call of the buyer app, ACKed, and the callback the node then sends it (signed). */
async function call(action: string, message: unknown, transactionId: string) {
  const app = buyerApp!;
  const before = app.callbacks().length;
  const res = await app.send(`${SHOP_URL}/ondc`, action, { context: app.context(action, { bpp_id: NODE.subscriberId, bpp_uri: NODE.subscriberUrl, transaction_id: transactionId }), message });
  expect(res.json, JSON.stringify(res.json)).toEqual({ message: { ack: { status: 'ACK' } } });
  await expect.poll(() => app.callbacks().slice(before).find((c) => c.action === `on_${action}`), { timeout: 15_000 }).toBeTruthy();
  const callback = app.callbacks().slice(before).find((c) => c.action === `on_${action}`)!;
  expect(callback.signed).toBe(true);
  expect(callback.body.error, JSON.stringify(callback.body.error)).toBeUndefined();
  return callback.body;
}

/** The owner's part: the business and contacts every catalogue item repeats, the store on ONDC, and a product of the shop's own. */
async function ownerSetsUp(request: APIRequest, name: string) {
  const owner = await request.newContext({ baseURL: shop.url });
  expect((await owner.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  expect((await owner.put('/api/admin/business-settings', { data: { legalName: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' } })).status()).toBe(200);
  expect((await owner.put('/api/admin/site-settings', { data: { phone: '9822012345', email: 'help@hariyali.example.in', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' } })).status()).toBe(200);
  const settings = await owner.put('/api/admin/ondc/settings', { data: { storeGps: '18.5018,73.8636', storePincode: '411037', storeCity: 'Pune', daysToShip: 2 } });
  expect(settings.status(), await settings.text()).toBe(200);
  const made = await owner.post('/api/admin/products', {
    data: { name: `${name} ${run}`, description: 'A 16 litre knapsack sprayer with a brass lance, for field crops.', pricePaise: 2_450_00, category: 'equipment', stock: 6, hsnCode: '8424', features: ['16 litre tank'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { owner, product: (await made.json()) as { id: string } };
}

/** The buyer app's order of `count` of the product: its cart quoted, its terms, then the order confirmed as on_init agreed it. */
async function networkOrder(productId: string, networkId: string, count: number, name: string) {
  const transaction = `txn-${networkId}`;
  const { billing, end } = farmer(name);
  const cart = { provider: { id: NODE.subscriberId, locations: [{ id: 'store' }] }, items: [{ id: productId, location_id: 'store', quantity: { count } }], fulfillments: [{ id: 'delivery', type: 'Delivery', end }] };
  const selected = await call('select', { order: { ...cart, fulfillments: [{ end: { location: PUNE } }] } }, transaction);
  expect(selected.message.order.quote.price.value).toMatch(/^\d+\.\d{2}$/);
  const init = await call('init', { order: { ...cart, billing, payment: { type: 'ON-FULFILLMENT' } } }, transaction);
  const agreed = init.message.order;
  const confirmed = await call('confirm', { order: { ...cart, billing, id: networkId, state: 'Created', quote: agreed.quote, payment: agreed.payment, created_at: '2026-11-30T04:30:00.000Z', updated_at: '2026-11-30T04:30:00.000Z' } }, transaction);
  expect(confirmed.message.order).toMatchObject({ id: networkId, state: 'Accepted', quote: { price: agreed.quote.price } });
  return transaction;
}

test('a buyer app\'s order is a real order of the shop, marked ONDC in the admin area, and shipping it there reaches the buyer app signed (390 px, en/hi/mr)', async ({ browser, playwright }) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const { owner, product: sprayer } = await ownerSetsUp(playwright.request, 'Knapsack Sprayer 16 L');
  await owner.dispose();
  const networkId = `NET-${run}`;
  await networkOrder(sprayer.id, networkId, 2, 'Suresh Jadhav');

  // The owner finds it in Admin -> Orders on a phone, marked with its buyer app, the farmer's name and the total agreed.
  const admin = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: shop.url })).newPage();
  expect((await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  await admin.goto('/admin/orders?placedThrough=ondc');
  const row = admin.getByRole('row').filter({ hasText: 'Suresh Jadhav' });
  // The customer is the farmer it goes to: the account is the buyer app's, which the badge names.
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('network-app')).toHaveText(`ONDC · ${buyerApp!.subscriberId}`);
  await noWiderThan(admin, 390);
  await noSeriousAxe(admin, 'orders');
  await admin.screenshot({ path: `${SHOTS}/orders-en-390.png`, fullPage: true });
  await row.getByRole('link', { name: /^View order/ }).click();
  await expect(admin.getByTestId('network-app')).toHaveText(`ONDC · ${buyerApp!.subscriberId}`);
  await expect(admin.getByText('9876543210').first()).toBeVisible();

  // Shipped there, by the shop's own delivery: the buyer app hears it, signed, without asking.
  const before = buyerApp!.callbacks().length;
  await admin.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await admin.getByLabel(/own delivery/i).check();
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Status updated to Shipped.')).toBeVisible();
  await expect.poll(() => buyerApp!.callbacks().slice(before).map((c) => c.action), { timeout: 15_000 }).toEqual(['on_status']);
  const pushed = buyerApp!.callbacks().slice(before)[0]!;
  expect(pushed.signed).toBe(true);
  expect(pushed.body.message.order).toMatchObject({ id: networkId, state: 'In-progress', fulfillments: [{ state: { descriptor: { code: 'Order-picked-up' } } }] });
  await noSeriousAxe(admin, 'order');
  await admin.screenshot({ path: `${SHOTS}/order-en-390.png`, fullPage: true });

  // Admin -> ONDC counts it under its buyer app; every text in Hindi and Marathi too.
  for (const lang of ['en', 'hi', 'mr'] as const) {
    await admin.goto(`/admin/ondc?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    const byApp = admin.locator('section[aria-labelledby="ondc-orders-title"]');
    await expect(byApp).toContainText(buyerApp!.subscriberId);
    await noWiderThan(admin, 390);
    expect((await visibleRawKeys(admin)).filter((text) => ![buyerApp!.subscriberId, NODE.subscriberId].includes(text))).toEqual([]);
    await byApp.screenshot({ path: `${SHOTS}/orders-by-app-${lang}-390.png` });
    await admin.goto(`/admin/orders?placedThrough=ondc&lang=${lang}`);
    await expect(admin.getByTestId('network-app').first()).toHaveText(`ONDC · ${buyerApp!.subscriberId}`);
    await noWiderThan(admin, 390);
    expect(await visibleRawKeys(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/orders-${lang}-390.png`, fullPage: true });
  }
  await admin.context().close();
});

test('a buyer app\'s return is decided, received and refunded in the admin area, each step reaching the buyer app (390 px, en/hi/mr)', async ({ browser, playwright }) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const { owner, product } = await ownerSetsUp(playwright.request, 'Battery Sprayer 12 L');
  const networkId = `NET-R-${run}`;
  const transaction = await networkOrder(product.id, networkId, 2, 'Lata Shinde');
  // Delivered by the shop's own van and the cash collected (the owner's part, as on any order).
  const found = await owner.get('/api/admin/orders?placedThrough=ondc');
  const orderId = ((await found.json()) as { items: Array<{ id: string; customerName: string }> }).items.find((o) => o.customerName === 'Lata Shinde')!.id;
  expect((await owner.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'shipped', ownDelivery: true } })).status()).toBe(200);
  expect((await owner.patch(`/api/admin/orders/${orderId}/status`, { data: { status: 'delivered' } })).status()).toBe(200);
  expect((await owner.post(`/api/admin/orders/${orderId}/payment`, { data: { action: 'cod_collected' } })).status()).toBe(200);
  await owner.dispose();

  // The farmer asks his buyer app to take one sprayer back: a return of the shop, Return_Initiated.
  const request = { type: 'Return', tags: [{ code: 'return_request', list: [{ code: 'id', value: `RET-${run}` }, { code: 'item_id', value: product.id }, { code: 'item_quantity', value: '1' }, { code: 'reason_id', value: '003' }, { code: 'reason_desc', value: 'The pump leaks at the lance' }] }] };
  const asked = await call('update', { update_target: 'item', order: { id: networkId, fulfillments: [request] } }, transaction);
  const stateOf = (body: any) => body.message.order.fulfillments.find((f: { id: string }) => f.id === `RET-${run}`)?.state.descriptor.code;
  expect(stateOf(asked)).toBe('Return_Initiated');

  // The owner, on a phone, sees it with its buyer app named, and takes each step there.
  const admin = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: shop.url })).newPage();
  expect((await admin.request.post('/api/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })).status()).toBe(200);
  admin.on('dialog', (dialog) => void dialog.accept());
  const pushedAfter = async (before: number, state: string) => {
    await expect.poll(() => buyerApp!.callbacks().slice(before).filter((c) => c.action === 'on_update').map((c) => stateOf(c.body)), { timeout: 15_000 }).toContain(state);
    const pushed = buyerApp!.callbacks().slice(before).find((c) => c.action === 'on_update' && stateOf(c.body) === state)!;
    expect(pushed.signed).toBe(true);
    return pushed.body;
  };
  await admin.goto(`/admin/orders/${orderId}`);
  const returned = admin.getByTestId('admin-return');
  await expect(returned).toContainText('The pump leaks at the lance');
  await expect(returned).toContainText(`Asked for through ${buyerApp!.subscriberId}`);
  await noWiderThan(admin, 390);
  await noSeriousAxe(admin, 'order with a network return');
  await returned.screenshot({ path: `${SHOTS}/return-requested-en-390.png` });
  let before = buyerApp!.callbacks().length;
  await returned.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Return approved. ${buyerApp!.subscriberId} was told.`)).toBeVisible();
  await pushedAfter(before, 'Return_Approved');
  before = buyerApp!.callbacks().length;
  await returned.getByRole('button', { name: 'Mark goods received' }).click();
  await expect(admin.getByText('Goods received: stock updated, credit note issued, refund started.')).toBeVisible();
  const back = await pushedAfter(before, 'Return_Delivered');
  expect(back.message.order.items).toEqual([
    { id: product.id, fulfillment_id: 'delivery', quantity: { count: 1 } },
    { id: product.id, fulfillment_id: `RET-${run}`, quantity: { count: 1 } },
  ]);
  // The credit note's amount (the price with its GST) goes to the buyer app, which refunds its buyer.
  const trail = back.message.order.fulfillments.find((f: { id: string }) => f.id === `RET-${run}`).tags.filter((t: { code: string }) => t.code === 'quote_trail');
  const credited = -trail.reduce((sum: number, t: { list: Array<{ code: string; value: string }> }) => sum + Math.round(Number(t.list.find((l) => l.code === 'value')!.value) * 100), 0);
  expect(credited).toBeGreaterThanOrEqual(2_450_00);
  await expect(returned).toContainText(`Send ₹${(credited / 100).toLocaleString('en-IN', { minimumFractionDigits: credited % 100 ? 2 : 0 })} to ${buyerApp!.subscriberId}`);
  for (const lang of ['hi', 'mr'] as const) {
    await admin.goto(`/admin/orders/${orderId}?lang=${lang}`);
    await expect(admin.locator('html')).toHaveAttribute('lang', lang);
    await expect(returned).toContainText(buyerApp!.subscriberId);
    await noWiderThan(admin, 390);
    expect((await visibleRawKeys(admin)).filter((text) => text !== buyerApp!.subscriberId)).toEqual([]);
    await returned.screenshot({ path: `${SHOTS}/return-received-${lang}-390.png` });
  }
  await admin.goto(`/admin/orders/${orderId}?lang=en`);
  await returned.screenshot({ path: `${SHOTS}/return-received-en-390.png` });
  before = buyerApp!.callbacks().length;
  await returned.getByLabel('Bank reference (UTR)').fill('SBIN126000654321');
  await returned.getByRole('button', { name: 'Record the refund' }).click();
  await expect(admin.getByText('Bank refund recorded.')).toBeVisible();
  await expect.poll(() => buyerApp!.callbacks().slice(before).filter((c) => c.action === 'on_update').length, { timeout: 15_000 }).toBeGreaterThan(0);
  const settled = buyerApp!.callbacks().slice(before).find((c) => c.action === 'on_update')!.body;
  expect(settled.message.order.payment['@ondc/org/settlement_details']).toContainEqual(expect.objectContaining({ settlement_phase: 'refund', settlement_amount: (credited / 100).toFixed(2), settlement_reference: 'SBIN126000654321' }));
  await admin.context().close();
});
