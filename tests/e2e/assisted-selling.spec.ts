import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { formatRupees } from '../../src/shared/money.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { exactly, hi, untilHydrated } from './helpers.ts';
import { smsShop } from './sms-shop.ts';

// Assisted selling (docs/product-rules.md 50, 51, 53): a farmer's missed call reaches the shop
// through Exotel's Passthru webhook; a call-centre agent takes it from the call-back desk, orders
// for the new farmer in Hindi; the farmer's code, read back, places it; the order names the agent;
// the owner's audit log shows each step. Field agents (docs/product-rules.md 55, docs/decisions/0070):
// an agent adds his farmer with her code, orders for her, earns his commission when the order is
// delivered and gives back what a returned pack earned. Its own server, with SMS (MSG91's
// stand-in) and the telephony token set: the other specs' shop has neither.

const TOKEN = 'exotel-e2e-token-5f2c9a8b7e6d4c3b';
const sms = smsShop({
  offset: 4,
  flows: {
    'flow-consent-hi': ['order-consent', 'hi'],
    'flow-placed-hi': ['order-placed', 'hi'],
    'flow-agent-link-hi': ['agent-link', 'hi'],
    'flow-code-en': ['sign-in-code', 'en'],
    'flow-code-hi': ['sign-in-code', 'hi'],
  },
  env: { TELEPHONY_WEBHOOK_TOKEN: TOKEN },
});
const shop = sms.url;
const AGENT = { name: 'Asha Agent', email: `asha.${Date.now().toString(36)}@hariyali.test`, password: 'call-centre-2026' };
const FARMER = '9822055501';

// The file's tests share its one shop, so they run one after the other in one worker.
test.describe.configure({ mode: 'default' });

async function signIn(browser: Browser, email: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${shop}/admin/login?returnTo=${encodeURIComponent(path)}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${shop}${path}`);
  return page;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id}`)).toEqual([]);
}

test('a missed call becomes a Hindi order the farmer confirms with his code, placed by the agent, every step in the audit log', async ({ browser }) => {
  test.setTimeout(180_000);
  // The owner makes the call-centre agent's account.
  const owner = await signIn(browser, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/dashboard');
  const made = await owner.request.post(`${shop}/api/admin/users`, { data: { ...AGENT, type: 'admin', staffRole: 'call_centre' } });
  expect(made.status(), await made.text()).toBe(201);
  const found = await (await owner.request.get(`${shop}/api/admin/products?q=${encodeURIComponent('Soil Testing Kit')}&pageSize=1`)).json();
  const product = found.items[0] as { name: string };
  expect(product).toBeDefined();

  // The farmer's missed call, as Exotel's Passthru applet sends it; without the token it is refused.
  const call = { CallSid: `e2e-${Date.now()}`, CallFrom: `0${FARMER}`, CallTo: '02041234567', Direction: 'incoming', StartTime: '2026-12-04 09:58:12', CurrentTime: '2026-12-04 09:58:20' };
  expect((await fetch(`${shop}/api/telephony/exotel/passthru/wrong-token?${new URLSearchParams(call)}`)).status).toBe(403);
  expect((await fetch(`${shop}/api/telephony/exotel/passthru/${TOKEN}?${new URLSearchParams(call)}`)).status).toBe(200);

  // The agent's area opens on the desk; Take next gives him the farmer's number, a new caller.
  const agent = await signIn(browser, AGENT.email, AGENT.password, '/admin/call-backs');
  await agent.getByRole('button', { name: 'Take next' }).click();
  await expect(agent.getByTestId('held-mobile')).toHaveAttribute('href', `tel:+91${FARMER}`);
  await expectNoSeriousViolations(agent, 'the desk');
  await agent.getByRole('link', { name: 'Order for this farmer' }).click();

  // His order: a new number, so his name and language; two soil testing kits; his village.
  const form = agent.getByRole('form', { name: 'Order for a farmer' });
  await expect(form.getByLabel(/^Mobile number/)).toHaveValue(`+91${FARMER}`);
  await form.getByRole('button', { name: 'Send the code to the farmer' }).click();
  await expect(form.getByText('Add at least one product.')).toBeVisible();
  await form.getByLabel(/^Name/).fill('रमेश पाटील');
  await form.getByLabel(/^His language/).selectOption('hi');
  await form.getByLabel('Find a product').fill(product.name.split(' ').slice(0, 2).join(' '));
  await form.getByRole('button', { name: `Add ${product.name} to the order` }).click();
  await form.getByLabel(/^Quantity of/).fill('2');
  await form.getByLabel(/^Full name/).fill('रमेश पाटील');
  await form.getByLabel(/^Address/).fill('मु. पो. वडगाव, ता. शिरूर');
  await form.getByLabel(/^City or town/).fill('Shirur');
  await form.getByLabel(/^PIN code/).fill('412210');
  await expectNoSeriousViolations(agent, 'the order form');
  await form.getByRole('button', { name: 'Send the code to the farmer' }).click();
  await expect(agent.getByRole('heading', { name: "Waiting for the farmer's yes" })).toBeVisible();

  // Nothing is placed yet: the farmer has a Hindi SMS with his code and link.
  const consent = sms.sentTo(FARMER).at(-1)!;
  expect(consent.flowId).toBe('flow-consent-hi');
  const code = /\b([0-9]{6})\b/.exec(consent.text)![1]!;
  expect(consent.text).toContain(`${shop}/c/`);
  const wrong = code === '000000' ? '111111' : '000000';
  await agent.getByLabel(/^Code he reads out/).fill(wrong);
  await agent.getByRole('button', { name: 'Place the order' }).click();
  await expect(agent.getByText('That code is not the one sent to the farmer. Tries left: 4.')).toBeVisible();
  await agent.getByLabel(/^Code he reads out/).fill(code);
  await agent.getByRole('button', { name: 'Place the order' }).click();
  const placed = agent.getByRole('status').filter({ hasText: 'is placed for him' });
  await expect(placed).toBeVisible();
  const number = /HY-\d{6}/.exec((await placed.textContent()) ?? '')![0];
  await agent.screenshot({ path: path.join(os.tmpdir(), 'assisted-order-placed.png'), fullPage: true });

  // The order is the farmer's, and says who placed it; he gets his "order placed" SMS in Hindi.
  await agent.getByRole('link', { name: 'Open the order' }).click();
  await expect(agent.getByTestId('placed-by')).toHaveText(`Placed for the customer by ${AGENT.name}, with the customer's code or link.`);
  await expect(agent.getByText('रमेश पाटील').first()).toBeVisible();
  await expect.poll(() => sms.sentTo(FARMER).filter((m) => m.flowId === 'flow-placed-hi').length, { timeout: 30_000 }).toBe(1);
  expect(sms.sentTo(FARMER).find((m) => m.flowId === 'flow-placed-hi')!.text).toContain(number);

  // The owner's audit log: the agent took the call, asked, was refused one wrong code, and the farmer's code placed it.
  await owner.goto(`${shop}/admin/audit-log`);
  await owner.getByRole('search').getByLabel('Search').fill(AGENT.email);
  await owner.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const entries = owner.getByRole('article');
  await expect(entries.getByRole('heading')).toHaveText([
    /^Farmer confirmed the order/,
    /^Request refused/,
    /^Order asked for a farmer/,
    /^Call-back request taken/,
  ]);
  await expect(entries.first()).toContainText(`${AGENT.email} (Call-centre agent)`);
  await expect(entries.first()).toContainText(number);
  await expectNoSeriousViolations(owner, 'the audit log');
  // Nobody deletes an entry, the owner neither.
  expect((await owner.request.delete(`${shop}/api/admin/audit-log/1`)).status()).toBe(405);
});

/**
 * A code went to this number less than 30 seconds ago (docs/decisions/0050): the page says how many
 * seconds to wait (`wait`); one waits that long and sends again, as a person would.
 */
async function sendOnceAllowed(page: Page, send: () => Promise<void>, sent: Locator, wait: Locator) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await send();
    await expect(sent.or(wait)).toBeVisible();
    if (await sent.isVisible()) return;
    const seconds = Number(/(\d+)/.exec((await wait.textContent()) ?? '')?.[1] ?? 30);
    await page.waitForTimeout(seconds * 1000 + 500);
  }
  await expect(sent).toBeVisible();
}

test("a field agent's commission is earned when his order for his farmer is delivered, what came back is taken back, and she collects her next order at his village point", async ({ browser }) => {
  test.setTimeout(240_000);
  // Field agents (docs/product-rules.md 55, docs/decisions/0070).
  const fieldAgent = { name: 'Ravi Patil', email: `ravi.${Date.now().toString(36)}@hariyali.test`, password: 'field-agent-2026' };
  const farmer = { mobile: '9822055502', name: 'सुनीता जाधव' };

  // The owner makes Ravi a field agent in Manage Users.
  const owner = await signIn(browser, E2E_ADMIN.email, E2E_ADMIN.password, '/admin/users');
  owner.on('dialog', (dialog) => void dialog.accept());
  await owner.getByRole('link', { name: 'Add User' }).click();
  await owner.getByLabel(/^Name/).fill(fieldAgent.name);
  await owner.getByLabel(/^Email/).fill(fieldAgent.email);
  await owner.getByLabel(/^Password/).fill(fieldAgent.password);
  await owner.getByLabel(/^Type/).selectOption({ label: 'Admin' });
  await owner.getByLabel(/^Staff role/).selectOption({ label: 'Field agent (orders for his own farmers)' });
  await owner.getByRole('button', { name: 'Add User' }).click();
  await expect(owner.getByText('User added.')).toBeVisible();

  // Commissions: 3.33 % on fertilisers; equipment keeps no rate.
  await owner.getByRole('link', { name: 'Commissions' }).click();
  await owner.getByLabel('Fertilizers (percent)').fill('3.33');
  await owner.getByRole('button', { name: 'Save rates' }).click();
  await expect(owner.getByText('The rates are saved.')).toBeVisible();
  const rateBp = 333;

  // The catalogue's prices (without GST): three packs of NPK fertiliser, one soil testing kit.
  const priceOf = async (q: string) => {
    const found = await (await owner.request.get(`${shop}/api/admin/products?q=${encodeURIComponent(q)}&pageSize=1`)).json();
    const product = found.items[0] as { name: string; pricePaise: number; category: string; translations: { hi?: { name: string } } };
    return { ...product, hindiName: product.translations.hi?.name ?? '' };
  };
  const npk = await priceOf('NPK 19:19:19');
  const kit = await priceOf('Soil Testing Kit');
  expect([npk.category, kit.category]).toEqual(['fertilizers', 'equipment']);
  expect(npk.hindiName).not.toBe('');
  const npkTaxable = npk.pricePaise * 3;
  // Each line's taxable value times its category's rate, in paise, half rounded up; the kit's category has no rate.
  const earned = Math.round((npkTaxable * rateBp) / 10_000);
  // One pack of three comes back: what that unit earned. (At ₹180 a pack: 3.33 % of ₹540 is
  // ₹17.982, so ₹17.98 earned; one pack's ₹5.994 is ₹5.99 taken back, ₹11.99 left.)
  const reversed = Math.round((npkTaxable * rateBp) / 10_000 / 3);
  expect(earned).toBeGreaterThan(0);

  // Ravi signs in; his area opens on My farmers. He adds Sunita with the code she reads out.
  const agent = await signIn(browser, fieldAgent.email, fieldAgent.password, '/admin/my-farmers');
  const ledger = agent.getByRole('region', { name: 'My commission' });
  await expect(ledger.getByText('No commission yet.', { exact: false })).toBeVisible();
  await agent.getByLabel(/^Farmer's mobile number/).fill(farmer.mobile);
  await agent.getByLabel(/^Farmer's name/).fill(farmer.name);
  await agent.getByLabel(/^His language/).selectOption('hi');
  await agent.getByRole('button', { name: 'Send him the code' }).click();
  await expect(agent.getByText(`The code was sent to ${farmer.name}`)).toBeVisible();
  const link = sms.sentTo(farmer.mobile).at(-1)!;
  expect(link.flowId).toBe('flow-agent-link-hi');
  expect(link.text).toContain(fieldAgent.name);
  await agent.getByLabel(/^Code the farmer read out/).fill(/\b([0-9]{6})\b/.exec(link.text)![1]!);
  await agent.getByRole('button', { name: 'Add him' }).click();
  await expect(agent.getByText(`${farmer.name} is now one of your farmers.`)).toBeVisible();
  const farmers = agent.getByRole('region', { name: 'Your farmers' });
  await expect(farmers.getByRole('listitem').filter({ hasText: farmer.name })).toContainText('No orders yet.');

  // He orders for her: three packs of NPK and a soil testing kit, cash on delivery.
  await agent.getByRole('link', { name: 'Order for a farmer' }).click();
  const form = agent.getByRole('form', { name: 'Order for a farmer' });
  await form.getByLabel(/^Mobile number/).fill(farmer.mobile);
  for (const [product, quantity] of [[npk, '3'], [kit, '1']] as const) {
    await form.getByLabel('Find a product').fill(product.name.split(' ').slice(0, 2).join(' '));
    await form.getByRole('button', { name: `Add ${product.name} to the order` }).click();
    await form.getByLabel(`Quantity of ${product.name}`).fill(quantity);
  }
  await form.getByLabel(/^Full name/).fill(farmer.name);
  await form.getByLabel(/^Phone/).fill(farmer.mobile);
  await form.getByLabel(/^Address/).fill('मु. पो. पिंपळगाव, ता. निफाड');
  await form.getByLabel(/^City or town/).fill('Niphad');
  await form.getByLabel(/^PIN code/).fill('422209');
  await sendOnceAllowed(
    agent,
    () => form.getByRole('button', { name: 'Send the code to the farmer' }).click(),
    agent.getByRole('heading', { name: "Waiting for the farmer's yes" }),
    form.getByRole('alert').filter({ hasText: /^A code was sent to this number a moment ago/ }),
  );
  const consent = sms.sentTo(farmer.mobile).at(-1)!;
  expect(consent.flowId).toBe('flow-consent-hi');
  await agent.getByLabel(/^Code he reads out/).fill(/\b([0-9]{6})\b/.exec(consent.text)![1]!);
  await agent.getByRole('button', { name: 'Place the order' }).click();
  const placed = agent.getByRole('status').filter({ hasText: 'is placed for him' });
  await expect(placed).toBeVisible();
  const number = /HY-\d{6}/.exec((await placed.textContent()) ?? '')![0];

  // Placed is not delivered: nothing earned yet.
  await agent.getByRole('link', { name: 'My farmers' }).click();
  const herOrder = farmers.getByRole('listitem').filter({ hasText: farmer.name }).getByRole('listitem').filter({ hasText: number });
  await expect(herOrder).toContainText('Pending');
  await expect(ledger).toContainText('Due to you: ₹0');
  await expect(ledger.getByText('No commission yet.', { exact: false })).toBeVisible();

  // The owner finds the order, checks its lines' taxable values, ships it and marks it delivered, the cash collected.
  await owner.getByRole('link', { name: 'Manage Orders' }).click();
  await owner.getByRole('search').getByLabel('Search orders').fill(number);
  await owner.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await owner.getByRole('link', { name: `View order ${number}` }).click();
  await expect(owner.getByTestId('placed-by')).toContainText(fieldAgent.name);
  await expect(owner.getByRole('row').filter({ hasText: npk.name })).toContainText(formatRupees(npkTaxable, { maxDecimals: 2 }));
  await owner.getByLabel('Status', { exact: true }).selectOption({ label: 'Shipped' });
  await owner.getByRole('textbox', { name: 'Carrier' }).fill('India Post');
  await owner.getByRole('textbox', { name: 'Tracking number' }).fill('EK555000111IN');
  await owner.getByRole('button', { name: 'Update Status' }).click();
  await expect(owner.getByText('Status updated to Shipped.')).toBeVisible();
  await agent.reload();
  await expect(ledger).toContainText('Due to you: ₹0');
  await owner.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
  await owner.getByRole('button', { name: 'Update Status' }).click();
  await expect(owner.getByText('Status updated to Delivered.')).toBeVisible();
  await owner.getByRole('button', { name: 'Mark cash collected' }).click();
  await expect(owner.getByText('Cash collected', { exact: true }).first()).toBeVisible();

  // Delivered: Ravi's ledger has the commission, to the paisa.
  await agent.reload();
  await expect(herOrder).toContainText('Delivered');
  const earnedRow = ledger.getByRole('row').filter({ hasText: `Earned on order ${number}` });
  await expect(earnedRow.getByRole('cell').last()).toHaveText(formatRupees(earned));
  await expect(ledger).toContainText(`Due to you: ${formatRupees(earned)}`);
  await expectNoSeriousViolations(agent, 'My farmers');

  // Sunita signs in with her mobile's code, in Hindi, and asks to return one pack of NPK.
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`${shop}/user/login?lang=hi`);
  await buyer.getByRole('textbox', { name: exactly(hi('mobile-sign-in:phone.label')) }).fill(farmer.mobile);
  const codeField = buyer.getByLabel(exactly(hi('mobile-sign-in:code.label')));
  const tooSoon = buyer.getByText(hi('mobile-errors:code_too_soon').split('{{seconds}}')[0]!.trim());
  await sendOnceAllowed(buyer, () => buyer.getByRole('button', { name: hi('mobile-sign-in:send') }).click(), codeField, tooSoon);
  const signInCode = sms.sentTo(farmer.mobile).at(-1)!;
  expect(signInCode.flowId).toBe('flow-code-hi');
  await codeField.fill(/\b([0-9]{6})\b/.exec(signInCode.text)![1]!);
  await buyer.getByRole('button', { name: hi('mobile-sign-in:signIn') }).click();
  await expect(buyer).toHaveURL(/\/user\/dashboard/);
  await buyer.getByRole('link', { name: hi('orders:list.viewOrderLabel', { id: number }) }).click();
  await buyer.getByRole('button', { name: hi('returns:start') }).click();
  await buyer.getByRole('button', { name: hi('returns:form.increase', { name: npk.hindiName }) }).click();
  await buyer.getByLabel(hi('returns:reason.no_longer_needed')).check();
  await buyer.getByLabel(exactly(hi('returns:form.accountHolderName'))).fill('सुनीता जाधव');
  await buyer.getByLabel(exactly(hi('returns:form.accountNumber'))).fill('30123456789012');
  await buyer.getByLabel(exactly(hi('returns:form.ifscCode'))).fill('SBIN0001234');
  await buyer.getByRole('button', { name: hi('returns:form.submit') }).click();
  await expect(buyer.getByTestId('return-status')).toHaveText(hi('returns:status.requested'));

  // The owner approves it and receives the pack.
  await owner.reload();
  const asked = owner.getByTestId('admin-return');
  await asked.getByRole('button', { name: 'Approve' }).click();
  await expect(owner.getByText('Return approved.', { exact: false })).toBeVisible();
  // Approved is not yet back: the commission stands.
  await agent.reload();
  await expect(ledger).toContainText(`Due to you: ${formatRupees(earned)}`);
  await asked.getByRole('button', { name: 'Mark goods received' }).click();
  await expect(owner.getByText('Goods received: stock updated, credit note issued, refund started.')).toBeVisible();

  // Received: what the pack earned is taken back; the other two packs' commission stays.
  await agent.reload();
  const reversedRow = ledger.getByRole('row').filter({ hasText: `Returned goods, order ${number}` });
  await expect(reversedRow.getByRole('cell').last()).toHaveText(formatRupees(-reversed));
  await expect(earnedRow.getByRole('cell').last()).toHaveText(formatRupees(earned));
  await expect(ledger).toContainText(`Due to you: ${formatRupees(earned - reversed)}`);
  await expectNoSeriousViolations(agent, 'My farmers after the return');

  // Ravi's village pickup point (docs/product-rules.md 56): Sunita collects her next order there,
  // choosing it at checkout in Hindi; it ships to the point's address.
  const point = { name: 'Ravi Krishi Seva Kendra', address: 'पंचायत समिती जवळ, पिंपळगाव', city: 'Niphad', pincode: '422209', phone: '98220 77777' };
  const pickupCard = agent.getByRole('region', { name: 'My village pickup point' });
  await pickupCard.getByLabel(/^Name of the point/).fill(point.name);
  await pickupCard.getByLabel(/^Address/).fill(point.address);
  await pickupCard.getByLabel(/^Village or town/).fill(point.city);
  await pickupCard.getByLabel(/^Pincode/).fill(point.pincode);
  await pickupCard.getByLabel(/^State/).selectOption('Maharashtra');
  await pickupCard.getByLabel(/^Phone/).fill(point.phone);
  await pickupCard.getByRole('button', { name: 'Save pickup point' }).click();
  await expect(pickupCard.getByText('Saved. Your farmers can choose it at checkout.')).toBeVisible();
  await buyer.goto(`${shop}/products?lang=hi&q=${encodeURIComponent(kit.name)}`);
  await buyer.getByRole('link', { name: hi('catalog:product.viewDetailsOf', { name: kit.hindiName }) }).click();
  const add = buyer.getByRole('button', { name: hi('catalog:cart.addToCart') });
  await untilHydrated(add);
  await add.click();
  await expect(buyer.getByRole('button', { name: hi('catalog:cart.addedToCart') })).toBeVisible();
  await buyer.goto(`${shop}/checkout`);
  await buyer.getByRole('radio', { name: hi('pickup:checkout.pickup', { name: point.name }) }).check();
  await expect(buyer.getByText(hi('pickup:checkout.note'))).toBeVisible();
  await expectNoSeriousViolations(buyer, 'checkout with a pickup point');
  await buyer.getByRole('button', { name: hi('checkout:placeOrder') }).click();
  await expect(buyer).toHaveURL(/\/order-confirmation$/);
  await expect(buyer.getByTestId('pickup-at')).toContainText(point.name);
  await expect(buyer.getByTestId('order-summary')).toContainText(`${point.name}, ${point.address}`);

  // The owner's Commissions page says the same of Ravi.
  await owner.getByRole('link', { name: 'Commissions' }).click();
  const balance = owner.getByRole('region', { name: "Field agents' balances" }).getByRole('listitem').filter({ hasText: fieldAgent.name });
  await expect(balance).toContainText(`Earned ${formatRupees(earned)}, taken back ${formatRupees(reversed)}, paid ₹0`);
  await expect(balance).toContainText(`Due: ${formatRupees(earned - reversed)}`);
});
