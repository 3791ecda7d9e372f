import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPaymentSettings, StorePaymentMethods } from '../../src/shared/schemas/payment-settings.ts';
import { SecretBox } from '../../src/server/modules/payments/secret-box.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { restartTestApp } from '../helpers/restart-payments.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const URL = '/api/admin/payment-settings';
const KEY_ID = 'rzp_live_8hJk2LmN4pQ';
const SECRET = 'Sup3rS3cretGatewayKey0042';
const gateway = (over: Record<string, unknown> = {}) => ({ keyId: KEY_ID, keySecret: SECRET, isActive: true, ...over });
const bank = (over: Record<string, unknown> = {}) => ({
  bankName: 'State Bank of India',
  accountHolderName: 'Hariyali Agro Pvt Ltd',
  accountNumber: '30123456789012',
  ifscCode: 'SBIN0001234',
  isActive: true,
  ...over,
});
const cod = (over: Record<string, unknown> = {}) => ({ isActive: true, instructions: 'Keep exact change ready.', ...over });

/** Log lines of an app, kept in memory. */
function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/** Every row of every table, as one text to search. */
async function databaseDump(t: StoppableTestApp): Promise<string> {
  const tables = ['users', 'sessions', 'products', 'orders', 'order_items', 'order_status_changes', 'payment_settings', 'vendor_profiles', 'contact_messages'] as const;
  const rows = await Promise.all(tables.map((table) => t.db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
}

describeEachDialect('admin: payment settings API', (dialect) => {
  let t: StoppableTestApp;
  let cookie: string;
  const logs = logCapture();
  const call = (method: 'GET' | 'PUT', url: string, body?: unknown) => api(t.app).call(method, url, { cookie, body });
  const save = (body: unknown) => call('PUT', URL, body);
  const settingsRow = () => t.db.selectFrom('payment_settings').selectAll().executeTakeFirst();
  const storeMethods = async () => (await api(t.app).call('GET', '/api/store/payment-methods')).json<StorePaymentMethods>();

  beforeAll(async () => {
    // Logging at its most talkative, to show the secret stays out of it even so.
    t = await createTestApp(dialect, { seed: false, log: { level: 'trace', stream: logs.stream } });
    cookie = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401), customers and vendors (403), and changes nothing', async () => {
    expect(await guardStatuses(t, 'GET', URL)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PUT', URL, { gateway: gateway(), bank: bank(), cod: cod() })).toEqual([401, 403, 403]);
    expect(await settingsRow()).toBeUndefined();
  });

  it('starts with cash on delivery only, which is all checkout offers', async () => {
    const res = await call('GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPaymentSettings>()).toEqual({
      gateway: { keyId: null, keyIdPreview: null, hasKeySecret: false, hasWebhookSecret: false, isActive: false },
      bank: { bankName: null, accountHolderName: null, accountNumber: null, accountNumberLast4: null, ifscCode: null, isActive: false },
      cod: { isActive: true, instructions: null, maxOrderPaise: 50_000_00 },
      updatedAt: null,
    });
    expect(await storeMethods()).toEqual({ methods: ['cod'], codInstructions: null, codMaxPaise: 50_000_00 });
  });

  it('refuses a first gateway save without a key secret, per field, writing nothing', async () => {
    const res = await save({ gateway: gateway({ keySecret: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'gateway.keySecret': 'This field is required' });
    const missing = await save({ gateway: { keyId: '', isActive: true } });
    expect(missing.json().error.fields).toMatchObject({ 'gateway.keyId': 'This field is required' });
    expect((await save({ gateway: gateway({ keyId: 'rzp live key' }) })).json().error.fields).toEqual({ 'gateway.keyId': 'Please remove the spaces' });
    expect(await settingsRow()).toBeUndefined();
  });

  it('checks the bank details per field: IFSC format, 9-18 digit account number, all required', async () => {
    const res = await save({ bank: bank({ ifscCode: 'SBIN1234567', accountNumber: '12-34', bankName: '  ' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'bank.ifscCode': 'Please enter a valid 11-character IFSC code, for example SBIN0001234',
      'bank.accountNumber': 'Account number must be 9 to 18 digits',
      'bank.bankName': 'This field is required',
    });
    for (const ifsc of ['SBI00001234', 'SBIN000123', 'SBIN00012345', 'SBIN0-01234']) {
      expect((await save({ bank: bank({ ifscCode: ifsc }) })).json().error.fields, ifsc).toEqual({
        'bank.ifscCode': 'Please enter a valid 11-character IFSC code, for example SBIN0001234',
      });
    }
    const empty = await save({ bank: {} });
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['bank.accountHolderName', 'bank.accountNumber', 'bank.bankName', 'bank.ifscCode', 'bank.isActive']);
    expect((await save({})).statusCode).toBe(400);
    expect(await settingsRow()).toBeUndefined();
  });

  it('saves all three sections and answers with the summary, never the key secret', async () => {
    const res = await save({ gateway: gateway(), bank: bank({ ifscCode: ' sbin0001234 ', accountNumber: '3012 3456 7890 12' }), cod: cod() });
    expect(res.statusCode).toBe(200);
    const saved = res.json<AdminPaymentSettings>();
    expect(saved).toMatchObject({
      gateway: { keyId: KEY_ID, keyIdPreview: 'rzp_live', hasKeySecret: true, hasWebhookSecret: false, isActive: true },
      bank: { bankName: 'State Bank of India', accountHolderName: 'Hariyali Agro Pvt Ltd', accountNumber: '30123456789012', accountNumberLast4: '9012', ifscCode: 'SBIN0001234', isActive: true },
      cod: { isActive: true, instructions: 'Keep exact change ready.', maxOrderPaise: 50_000_00 },
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
    const read = await call('GET', URL);
    expect(read.json()).toEqual(saved);
    for (const body of [res.body, read.body]) expect(body).not.toContain(SECRET);
    expect(await storeMethods()).toEqual({ methods: ['cod', 'online', 'bank_transfer'], codInstructions: 'Keep exact change ready.', codMaxPaise: 50_000_00 });
  });

  it('keeps the key secret only as AES-256-GCM ciphertext: not in any row, answer or log line', async () => {
    const row = (await settingsRow())!;
    expect(row.gateway_key_secret_enc).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    // It is the secret, sealed under this app's key (not a hash or a placeholder).
    expect(new SecretBox(t.secretsKey).open(row.gateway_key_secret_enc!)).toBe(SECRET);
    const dump = await databaseDump(t);
    expect(dump).not.toContain(SECRET);
    expect(dump).not.toContain(SECRET.slice(0, 12));
    expect(dump).not.toContain(Buffer.from(SECRET).toString('base64').slice(0, 16));
    expect(logs.lines.join('\n')).toContain('payment settings saved');
    expect(logs.lines.length).toBeGreaterThan(10);
    expect(logs.lines.join('\n')).not.toContain(SECRET);
    expect(logs.lines.join('\n')).not.toContain(SECRET.slice(0, 12));
  });

  it('keeps the webhook secret write-only and sealed, like the key secret', async () => {
    const res = await save({ gateway: gateway({ webhookSecret: 'Hook-Secret-9911' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPaymentSettings>().gateway.hasWebhookSecret).toBe(true);
    expect(res.body).not.toContain('Hook-Secret-9911');
    const row = (await settingsRow())!;
    expect(new SecretBox(t.secretsKey).open(row.gateway_webhook_secret_enc!)).toBe('Hook-Secret-9911');
    expect(await databaseDump(t)).not.toContain('Hook-Secret-9911');
    // Left blank, it is kept.
    expect((await save({ gateway: gateway() })).json<AdminPaymentSettings>().gateway.hasWebhookSecret).toBe(true);
    expect((await settingsRow())!.gateway_webhook_secret_enc).toBe(row.gateway_webhook_secret_enc);
    expect(logs.lines.join('\n')).not.toContain('Hook-Secret-9911');
  });

  it('keeps the old key secret when the field is left blank or left out, and replaces it when a new one is given', async () => {
    const before = (await settingsRow())!.gateway_key_secret_enc;
    const blank = await save({ gateway: gateway({ keyId: 'rzp_live_NEWKEY99', keySecret: '   ' }) });
    expect(blank.statusCode).toBe(200);
    expect(blank.json<AdminPaymentSettings>().gateway).toEqual({ keyId: 'rzp_live_NEWKEY99', keyIdPreview: 'rzp_live', hasKeySecret: true, hasWebhookSecret: true, isActive: true });
    expect((await save({ gateway: { keyId: 'rzp_live_NEWKEY99', isActive: true } })).statusCode).toBe(200);
    expect((await settingsRow())!.gateway_key_secret_enc).toBe(before);
    expect(await storeMethods()).toMatchObject({ methods: ['cod', 'online', 'bank_transfer'] });

    const replaced = await save({ gateway: gateway({ keyId: 'rzp_live_NEWKEY99', keySecret: 'AnotherSecret777' }) });
    expect(replaced.statusCode).toBe(200);
    const after = (await settingsRow())!.gateway_key_secret_enc!;
    expect(after).not.toBe(before);
    expect(new SecretBox(t.secretsKey).open(after)).toBe('AnotherSecret777');
    expect(replaced.body).not.toContain('AnotherSecret777');
    expect(logs.lines.join('\n')).not.toContain('AnotherSecret777');
  });

  it('saves one section without touching the others', async () => {
    const before = (await call('GET', URL)).json<AdminPaymentSettings>();
    const res = await save({ cod: { isActive: true, instructions: '' } });
    expect(res.statusCode).toBe(200);
    const after = res.json<AdminPaymentSettings>();
    expect(after.cod).toEqual({ isActive: true, instructions: null, maxOrderPaise: 50_000_00 });
    expect(after.gateway).toEqual(before.gateway);
    expect(after.bank).toEqual(before.bank);
  });

  it('refuses to switch off every payment method, with a clear message, changing nothing', async () => {
    expect((await save({ gateway: gateway({ keySecret: '', isActive: false }), bank: bank({ isActive: false }) })).statusCode).toBe(200);
    const before = await settingsRow();
    const res = await save({ cod: cod({ isActive: false }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'no_active_payment_method',
      message: 'At least one payment method must stay active, or customers cannot check out.',
      fields: { 'cod.isActive': 'At least one payment method must stay active, or customers cannot check out.' },
    });
    expect(await settingsRow()).toEqual(before);
    expect(await storeMethods()).toEqual({ methods: ['cod'], codInstructions: null, codMaxPaise: 50_000_00 });
    // Switching one on while switching another off is fine.
    const swap = await save({ bank: bank(), cod: cod({ isActive: false }) });
    expect(swap.statusCode).toBe(200);
    expect(await storeMethods()).toEqual({ methods: ['bank_transfer'], codInstructions: null, codMaxPaise: 50_000_00 });
  });

  it('refuses input of the wrong shape with 400, never a 500', async () => {
    const res = await save({ gateway: { keyId: 42, keySecret: ['x'], isActive: 'yes' }, cod: { isActive: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'gateway.keyId': expect.any(String),
      'gateway.keySecret': expect.any(String),
      'gateway.isActive': 'Please answer true or false',
      'cod.isActive': 'Please answer true or false',
    });
    expect((await save({ cod: cod({ instructions: 'x'.repeat(501) }) })).json().error.fields).toEqual({ 'cod.instructions': 'Please use at most 500 characters' });
  });
});

describeEachDialect('payment settings across a restart', (dialect) => {
  let t: StoppableTestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    cookie = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });
  it('keeps every setting and a readable key secret after the server restarts with the same key', async () => {
    const body = { gateway: gateway(), bank: bank(), cod: cod() };
    const saved = await api(t.app).call('PUT', URL, { cookie, body });
    expect(saved.statusCode).toBe(200);
    t = await restartTestApp(t);
    const read = await api(t.app).call('GET', URL, { cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved.json());
    // Online payment is offered only while this server can open the key secret.
    expect((await api(t.app).call('GET', '/api/store/payment-methods')).json<StorePaymentMethods>().methods).toEqual(['cod', 'online', 'bank_transfer']);
  });

  it('stops offering online payment, and says why in the log, when restarted with another secrets key', async () => {
    const logs = logCapture();
    t = await restartTestApp(t, { secretsKey: randomBytes(32), log: { level: 'warn', stream: logs.stream } });
    const methods = (await api(t.app).call('GET', '/api/store/payment-methods')).json<StorePaymentMethods>();
    expect(methods.methods).toEqual(['cod', 'bank_transfer']);
    expect(logs.lines.join('\n')).toMatch(/key secret cannot be decrypted with this server's secrets key/);
    // The admin still sees that a secret is set and can save a new one, which works at once.
    expect((await api(t.app).call('GET', URL, { cookie })).json<AdminPaymentSettings>().gateway.hasKeySecret).toBe(true);
    expect((await api(t.app).call('PUT', URL, { cookie, body: { gateway: gateway({ keySecret: 'ReSavedSecret1' }) } })).statusCode).toBe(200);
    expect((await api(t.app).call('GET', '/api/store/payment-methods')).json<StorePaymentMethods>().methods).toEqual(['cod', 'online', 'bank_transfer']);
    expect(logs.lines.join('\n')).not.toContain('ReSavedSecret1');
  });
});
