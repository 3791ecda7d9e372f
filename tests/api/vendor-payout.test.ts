import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminVendorPayoutAccount, VendorPayoutAccountState } from '../../src/shared/schemas/vendor-payout.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { restartTestApp } from '../helpers/restart-payments.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const URL = '/api/vendor/payout-account';
const NUMBER = '602310045127';
const ACCOUNT = {
  accountHolderName: 'Ravi Patil',
  accountNumber: '6023 1004 5127',
  confirmAccountNumber: '602310045127',
  ifscCode: ' sbin0001234 ',
  bankName: 'State Bank of India',
  upiId: ' Ravi.Patil@OKSBI ',
  // The vendor's password, asked again on every save (docs/decisions/0038); the vendor() helper's.
  currentPassword: 'seed-drill-2026',
};

/** Log lines of an app, kept in memory. */
function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

/** A vendor's payout bank account (issue 17): entered by the vendor, shown masked, sealed in the database, revealed only to an admin. */
describeEachDialect('vendor payout bank account', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let ravi: { id: string; cookie: string };
  let other: { id: string; cookie: string };
  let pending: { id: string; cookie: string };
  let buyer: string;
  const logs = logCapture();
  // Every answer the vendors' side got, to search for the full number.
  const answers: string[] = [];

  const call = async (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie: string | undefined, body?: unknown) => {
    const res = await http.call(method, url, { cookie, body });
    if (!url.startsWith('/api/admin/')) answers.push(res.body);
    return res;
  };
  const save = (cookie: string, body: unknown) => call('PUT', URL, cookie, body);
  const row = (id: string) => t.db.selectFrom('vendor_payout_accounts').selectAll().where('vendor_id', '=', id).executeTakeFirst();
  const signUpVendor = async (businessName: string, approved: boolean) => {
    const res = await http.register(vendor({ businessName }));
    const id = res.json().user.id as string;
    if (approved) expect((await http.call('POST', `/api/admin/vendors/${id}/approve`, { cookie: admin })).statusCode).toBe(200);
    return { id, cookie: sessionCookie(res) };
  };

  beforeAll(async () => {
    // Logging at its most talkative, to show the number stays out of it even so.
    t = await createTestApp(dialect, { seed: false, log: { level: 'trace', stream: logs.stream } });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
    ravi = await signUpVendor('Patil Agro Traders', true);
    other = await signUpVendor('Shinde Krishi Kendra', true);
    pending = await signUpVendor('Waiting Seeds', false);
    buyer = sessionCookie(await http.register(customer()));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no account until one is saved', async () => {
    const res = await call('GET', URL, ravi.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<VendorPayoutAccountState>()).toEqual({ account: null });
  });

  it('saves the account and reads it back masked: the number only by its last 4 digits, IFSC uppercased, UPI ID lowercased', async () => {
    const res = await save(ravi.cookie, ACCOUNT);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      accountHolderName: 'Ravi Patil',
      accountNumberLast4: '5127',
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
      upiId: 'ravi.patil@oksbi',
      updatedAt: expect.any(String),
    };
    expect(res.json<VendorPayoutAccountState>().account).toEqual(expected);
    expect((await call('GET', URL, ravi.cookie)).json<VendorPayoutAccountState>().account).toEqual(expected);
    // Another vendor sees only its own (none).
    expect((await call('GET', URL, other.cookie)).json<VendorPayoutAccountState>()).toEqual({ account: null });
  });

  it('keeps the number sealed in the database: not in the clear in any column', async () => {
    const stored = (await row(ravi.id))!;
    expect(stored.account_number_last4).toBe('5127');
    expect(stored.account_number_enc).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(NUMBER);
    expect(JSON.stringify(stored)).not.toContain(NUMBER.slice(0, 8));
  });

  it('takes optional fields blank, and replaces the account on a second save (one row per vendor)', async () => {
    const res = await save(ravi.cookie, { ...ACCOUNT, accountNumber: '00112233445566', confirmAccountNumber: '0011 2233 4455 66', bankName: '', upiId: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VendorPayoutAccountState>().account).toMatchObject({ accountNumberLast4: '5566', bankName: null, upiId: null });
    expect(await t.db.selectFrom('vendor_payout_accounts').select('vendor_id').where('vendor_id', '=', ravi.id).execute()).toHaveLength(1);
    expect((await save(ravi.cookie, ACCOUNT)).statusCode).toBe(200);
  });

  it('refuses a wrong form with a message per field (400) and keeps the account as it was', async () => {
    const before = await row(ravi.id);
    const fields = async (body: unknown) => {
      const res = await save(ravi.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fields({ ...ACCOUNT, confirmAccountNumber: '602310045128' })).toEqual({ confirmAccountNumber: 'The two account numbers do not match' });
    expect(await fields({ ...ACCOUNT, ifscCode: 'SBIN1001234' })).toEqual({ ifscCode: 'Please enter a valid 11-character IFSC code, for example SBIN0001234' });
    expect(await fields({ ...ACCOUNT, ifscCode: 'SBIN000123' })).toHaveProperty('ifscCode');
    expect(await fields({ ...ACCOUNT, accountNumber: '6023100451AB', confirmAccountNumber: '6023100451AB' })).toEqual({ accountNumber: 'Account number must be 9 to 18 digits' });
    expect(await fields({ ...ACCOUNT, accountNumber: '12345678', confirmAccountNumber: '12345678' })).toEqual({ accountNumber: 'Account number must be 9 to 18 digits' });
    expect(await fields({ ...ACCOUNT, accountNumber: '1234567890123456789', confirmAccountNumber: '1234567890123456789' })).toEqual({ accountNumber: 'Account number must be 9 to 18 digits' });
    expect(await fields({ ...ACCOUNT, upiId: 'ravi patil' })).toEqual({ upiId: 'Please enter a valid UPI ID, for example 9822012345@ybl or name@oksbi' });
    expect(await fields({ ...ACCOUNT, accountHolderName: ' ', bankName: 'x'.repeat(101) })).toEqual({ accountHolderName: 'This field is required', bankName: 'Please use at most 100 characters' });
    // Every mistake at once.
    expect(Object.keys(await fields({ ...ACCOUNT, ifscCode: 'X', confirmAccountNumber: '1' })).sort()).toEqual(['confirmAccountNumber', 'ifscCode']);
    expect(Object.keys(await fields({})).sort()).toEqual(['accountHolderName', 'accountNumber', 'confirmAccountNumber', 'currentPassword', 'ifscCode']);
    expect(await row(ravi.id)).toEqual(before);
  });

  it('refuses visitors (401), customers and admins (403) on the vendor routes, and a vendor not yet approved (409)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? ACCOUNT : undefined;
      expect((await call(method, URL, undefined, body)).statusCode).toBe(401);
      expect((await call(method, URL, buyer, body)).statusCode).toBe(403);
      expect((await call(method, URL, admin, body)).statusCode).toBe(403);
    }
    const res = await save(pending.cookie, ACCOUNT);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('vendor_not_approved');
    expect(await row(pending.id)).toBeUndefined();
    // A vendor reaches only its own account: there is no address that names another vendor's.
    expect((await call('GET', `${URL}/${ravi.id}`, other.cookie)).statusCode).toBe(404);
  });

  it('shows the admin the account masked, and the full number only when asked, recording who asked', async () => {
    const masked = await http.call('GET', `/api/admin/vendors/${ravi.id}/payout-account`, { cookie: admin });
    expect(masked.statusCode).toBe(200);
    expect(masked.json<VendorPayoutAccountState>().account).toMatchObject({ accountHolderName: 'Ravi Patil', accountNumberLast4: '5127', ifscCode: 'SBIN0001234' });
    expect(masked.body).not.toContain(NUMBER);

    const adminId = (await http.me(admin)).json().user.id as string;
    const revealed = await http.call('POST', `/api/admin/vendors/${ravi.id}/payout-account/reveal`, { cookie: admin });
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json<AdminVendorPayoutAccount>()).toMatchObject({ accountNumber: NUMBER, accountNumberLast4: '5127', ifscCode: 'SBIN0001234' });
    expect(revealed.headers['cache-control']).toBe('no-store');
    const audit = logs.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'vendor payout account number shown to an admin');
    expect(audit).toMatchObject({ adminId, vendorId: ravi.id });

    // Not a vendor, or no account yet: 404.
    const customerId = (await http.me(buyer)).json().user.id as string;
    expect((await http.call('GET', `/api/admin/vendors/${customerId}/payout-account`, { cookie: admin })).statusCode).toBe(404);
    expect((await http.call('POST', `/api/admin/vendors/${customerId}/payout-account/reveal`, { cookie: admin })).statusCode).toBe(404);
    expect((await http.call('POST', `/api/admin/vendors/${other.id}/payout-account/reveal`, { cookie: admin })).statusCode).toBe(404);
  });

  it('refuses the admin routes to visitors (401), customers and vendors (403), the account owner included', async () => {
    expect(await guardStatuses(t, 'GET', `/api/admin/vendors/${ravi.id}/payout-account`)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/vendors/${ravi.id}/payout-account/reveal`)).toEqual([401, 403, 403]);
    expect((await http.call('POST', `/api/admin/vendors/${ravi.id}/payout-account/reveal`, { cookie: ravi.cookie })).statusCode).toBe(403);
  });

  it('never gives the full number to a vendor, nor writes it to the log', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const body of answers) expect(body).not.toContain(NUMBER);
    expect(logs.lines.length).toBeGreaterThan(20);
    expect(logs.lines.join('\n')).toContain('vendor payout account saved');
    expect(logs.lines.join('\n')).not.toContain(NUMBER);
    expect(logs.lines.join('\n')).not.toContain('6023 1004 5127');
    // Should a log line ever carry an account number, the logger blanks it (app.ts, redact).
    t.app.log.info({ accountNumber: NUMBER, account: { accountNumber: NUMBER, confirmAccountNumber: NUMBER } }, 'redaction check');
    const check = logs.lines.find((l) => l.includes('redaction check'))!;
    expect(check).not.toContain(NUMBER);
    expect(check).toContain('[Redacted]');
  });

  it('lets the vendor remove its account', async () => {
    const res = await call('DELETE', URL, ravi.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json<VendorPayoutAccountState>()).toEqual({ account: null });
    expect(await row(ravi.id)).toBeUndefined();
    expect((await http.call('GET', `/api/admin/vendors/${ravi.id}/payout-account`, { cookie: admin })).json<VendorPayoutAccountState>()).toEqual({ account: null });
  });

  it('says why, without the number, when this server cannot open it (another secrets key)', async () => {
    expect((await save(other.cookie, { ...ACCOUNT, accountNumber: '998877665544', confirmAccountNumber: '998877665544' })).statusCode).toBe(200);
    t = await restartTestApp(t, { secretsKey: randomBytes(32), log: { level: 'info', stream: logs.stream } });
    http = api(t.app);
    // Masked, it still shows: only the number is sealed.
    const masked = await http.call('GET', `/api/admin/vendors/${other.id}/payout-account`, { cookie: admin });
    expect(masked.json<VendorPayoutAccountState>().account).toMatchObject({ accountNumberLast4: '5544' });
    const res = await http.call('POST', `/api/admin/vendors/${other.id}/payout-account/reveal`, { cookie: admin });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toMatch(/cannot be decrypted with this server's secrets key/);
    expect(res.body).not.toContain('998877665544');
    expect(logs.lines.join('\n')).toMatch(/cannot be decrypted/);
    expect(logs.lines.join('\n')).not.toContain('998877665544');
  });
});
