import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { msg91FlowBody } from '../../src/server/modules/messaging/text-templates.ts';
import { startMsg91StandIn, type Msg91StandIn } from '../support/msg91-stand-in.ts';
import { E2E_ADMIN } from './e2e-admin.ts';

// Assisted selling (docs/product-rules.md 50, 51, 53): a farmer's missed call reaches the shop
// through Exotel's Passthru webhook; a call-centre agent takes it from the call-back desk, orders
// for the new farmer in Hindi; the farmer's code, read back, places it; the order names the agent;
// the owner's audit log shows each step. Its own server, with SMS (MSG91's stand-in) and the
// telephony token set: the other specs' shop has neither.

const SMS = { authKey: 'msg91-e2e-assisted-key', senderId: 'HRYALI' };
const FLOWS = { 'flow-consent-hi': ['order-consent', 'hi'], 'flow-placed-hi': ['order-placed', 'hi'] } as const;
const TOKEN = 'exotel-e2e-token-5f2c9a8b7e6d4c3b';
const port = Number(process.env.E2E_PORT ?? 4173) + 4;
const shop = `http://127.0.0.1:${port}`;
const AGENT = { name: 'Asha Agent', email: `asha.${Date.now().toString(36)}@hariyali.test`, password: 'call-centre-2026' };
const FARMER = '9822055501';

let msg91: Msg91StandIn;
let server: ChildProcess;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  msg91 = await startMsg91StandIn({ ...SMS, flows: Object.fromEntries(Object.entries(FLOWS).map(([id, [kind, language]]) => [id, { text: msg91FlowBody(kind, language) }])) });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-e2e-assisted-'));
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
      TELEPHONY_WEBHOOK_TOKEN: TOKEN,
    },
  });
  await expect.poll(async () => (await fetch(`${shop}/api/health`).catch(() => undefined))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await msg91?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

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
  const consent = msg91.sent.filter((m) => m.to === `+91${FARMER}`).at(-1)!;
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
  await expect.poll(() => msg91.sent.filter((m) => m.to === `+91${FARMER}` && m.flowId === 'flow-placed-hi').length, { timeout: 30_000 }).toBe(1);
  expect(msg91.sent.find((m) => m.flowId === 'flow-placed-hi')!.text).toContain(number);

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
