import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_FAILURE_LIMIT } from '../../src/server/modules/accounts/failure-limiter.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const VENDOR_PASSWORD = 'seed-drill-2026';
const CUSTOMER_PASSWORD = 'green-fields-2026';
const NUMBER = '602310045127';
const ACCOUNT = { accountHolderName: 'Ravi Patil', accountNumber: NUMBER, confirmAccountNumber: NUMBER, ifscCode: 'SBIN0001234', bankName: 'State Bank of India', upiId: '' };
const WRONG = 'Your current password is not correct.';
const START = Date.parse('2026-11-28T04:30:00.000Z');

/**
 * A session alone cannot take an account or its money (docs/decisions/0038-account-changes.md):
 * changing the payout bank account, the e-mail address or the password asks for the current
 * password again, counted with the login's wrong passwords, and tells the owner by e-mail in the
 * change's own transaction.
 */
describeEachDialect('changes that need the current password', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  // A clock of the test's own, a second further on each reading: every change has its own time.
  let now = START;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, clock: () => (now += 1000) });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailsTo = (email: string) => t.db.selectFrom('message_outbox').selectAll().where('recipient', '=', email).orderBy('created_at').execute();
  const payoutRow = (id: string) => t.db.selectFrom('vendor_payout_accounts').selectAll().where('vendor_id', '=', id).executeTakeFirst();
  const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function approvedVendor() {
    const form = vendor();
    const res = await http.register(form);
    const id = res.json().user.id as string;
    expect((await http.call('POST', `/api/admin/vendors/${id}/approve`, { cookie: admin })).statusCode).toBe(200);
    return { id, email: form.email, cookie: sessionCookie(res) };
  }
  async function buyer() {
    const form = customer();
    const res = await http.register(form);
    return { id: res.json().user.id as string, email: form.email as string, cookie: sessionCookie(res) };
  }
  const savePayout = (cookie: string, body: Record<string, unknown>, headers?: Record<string, string>) => http.call('PUT', '/api/vendor/payout-account', { cookie, body, headers });

  it('refuses a payout account without the password (400), and with a wrong one, changing nothing and telling no one', async () => {
    const ravi = await approvedVendor();
    const approvalMails = (await mailsTo(ravi.email)).length;

    const none = await savePayout(ravi.cookie, ACCOUNT);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('validation_failed');
    expect(Object.keys(none.json().error.fields)).toEqual(['currentPassword']);

    const wrong = await savePayout(ravi.cookie, { ...ACCOUNT, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: WRONG });

    expect(await payoutRow(ravi.id)).toBeUndefined();
    expect(await mailsTo(ravi.email)).toHaveLength(approvalMails);
  });

  it('saves the account with the right password and queues one message to the vendor, in its language, the number masked', async () => {
    const ravi = await approvedVendor();
    const before = (await mailsTo(ravi.email)).length;
    const res = await savePayout(ravi.cookie, { ...ACCOUNT, currentPassword: VENDOR_PASSWORD }, { 'accept-language': 'mr' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await payoutRow(ravi.id))?.account_number_last4).toBe('5127');

    const mails = (await mailsTo(ravi.email)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'payout-account-changed', language: 'mr', subject: 'तुमचे हरियाली पेमेंट बँक खाते बदलले गेले' });
    expect(mail!.text_body).toContain('•••• 5127');
    // When (India's time, 4:30 UTC is 10:00 IST), and what to do if it was not them.
    expect(mail!.text_body).toMatch(/10:0\d/);
    expect(mail!.text_body).toContain('"संपर्क" पानावरून');
    for (const body of [mail!.text_body, mail!.html_body, mail!.subject]) {
      expect(body).not.toContain(NUMBER);
      expect(body).not.toContain(NUMBER.slice(0, 8));
      expect(body).not.toContain(VENDOR_PASSWORD);
    }

    // Replacing it asks again and tells again.
    const replaced = await savePayout(ravi.cookie, { ...ACCOUNT, accountNumber: '998877665544', confirmAccountNumber: '998877665544', currentPassword: VENDOR_PASSWORD });
    expect(replaced.statusCode).toBe(200);
    const after = (await mailsTo(ravi.email)).slice(before);
    expect(after).toHaveLength(2);
    expect(after[1]!.text_body).toContain('•••• 5544');
  });

  it('counts wrong passwords with the login: past the limit both the change and the login are refused (429)', async () => {
    const ravi = await approvedVendor();
    for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) {
      // Each try from another address: the account's own count is what stops them.
      expect((await savePayout(ravi.cookie, { ...ACCOUNT, currentPassword: `guess-${i}-password` })).statusCode).toBe(400);
    }
    const locked = await savePayout(ravi.cookie, { ...ACCOUNT, currentPassword: VENDOR_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('rate_limited');
    expect(await payoutRow(ravi.id)).toBeUndefined();
    expect((await http.login(ravi.email, VENDOR_PASSWORD)).statusCode).toBe(429);
    expect((await http.call('POST', '/api/auth/password', { cookie: ravi.cookie, body: { currentPassword: VENDOR_PASSWORD, password: 'new-harvest-2027', confirmPassword: 'new-harvest-2027' } })).statusCode).toBe(429);
  });

  it('changes the e-mail address only with the password, and tells both the old and the new address', async () => {
    const asha = await buyer();
    const newEmail = `asha.new.${asha.id.slice(0, 8)}@example.in`;
    const change = (body: Record<string, unknown>) => http.call('PUT', '/api/auth/email', { cookie: asha.cookie, body });

    expect((await change({ email: newEmail })).json().error.fields).toHaveProperty('currentPassword');
    const wrong = await change({ email: newEmail, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: WRONG });
    expect((await userRow(asha.id)).email).toBe(asha.email);
    expect(await mailsTo(newEmail)).toHaveLength(0);

    // Another account's address: refused on the field, nothing changes.
    const other = await buyer();
    const taken = await change({ email: other.email.toUpperCase(), currentPassword: CUSTOMER_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'An account with this email already exists.' });
    expect((await userRow(asha.id)).email).toBe(asha.email);

    const res = await change({ email: ` ${newEmail.toUpperCase()} `, currentPassword: CUSTOMER_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().email).toBe(newEmail);
    expect((await http.login(newEmail, CUSTOMER_PASSWORD)).statusCode).toBe(200);

    const [toOld, toNew] = [await mailsTo(asha.email), await mailsTo(newEmail)];
    expect(toOld).toHaveLength(1);
    expect(toNew).toHaveLength(1);
    for (const mail of [toOld[0]!, toNew[0]!]) {
      expect(mail).toMatchObject({ kind: 'email-changed', language: 'en', subject: 'The e-mail address of your Hariyali account was changed' });
      expect(mail.text_body).toContain(`Old address: ${asha.email}`);
      expect(mail.text_body).toContain(`New address: ${newEmail}`);
      expect(mail.text_body).not.toContain(CUSTOMER_PASSWORD);
    }

    // The same address again changes nothing and tells no one.
    expect((await change({ email: newEmail, currentPassword: CUSTOMER_PASSWORD })).statusCode).toBe(200);
    expect(await mailsTo(newEmail)).toHaveLength(1);
  });

  it('tells the owner when the password changes, without the password', async () => {
    const asha = await buyer();
    const body = { currentPassword: CUSTOMER_PASSWORD, password: 'new-harvest-2027', confirmPassword: 'new-harvest-2027' };
    expect((await http.call('POST', '/api/auth/password', { cookie: asha.cookie, body: { ...body, currentPassword: 'wrong-password' } })).statusCode).toBe(400);
    expect(await mailsTo(asha.email)).toHaveLength(0);
    expect((await http.call('POST', '/api/auth/password', { cookie: asha.cookie, body, headers: { 'accept-language': 'hi' } })).statusCode).toBe(204);
    const mails = await mailsTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'password-changed', language: 'hi', subject: 'आपका हरियाली पासवर्ड बदल दिया गया' });
    expect(mails[0]!.text_body).not.toContain('new-harvest-2027');
    expect(mails[0]!.text_body).not.toContain(CUSTOMER_PASSWORD);
  });

  it('tells the owner at both addresses when an admin changes its e-mail in Manage Users', async () => {
    const asha = await buyer();
    const newEmail = `asha.staff.${asha.id.slice(0, 8)}@example.in`;
    const res = await http.call('PUT', `/api/admin/users/${asha.id}`, { cookie: admin, body: { name: 'Asha Patil', email: newEmail, type: 'user' } });
    expect(res.statusCode, res.body).toBe(200);
    for (const to of [asha.email, newEmail]) {
      const mails = await mailsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'email-changed' });
      expect(mails[0]!.text_body).toContain('Our staff changed the e-mail address of your Hariyali account.');
    }
    // A rename alone tells no one.
    expect((await http.call('PUT', `/api/admin/users/${asha.id}`, { cookie: admin, body: { name: 'Asha P.', email: newEmail, type: 'user' } })).statusCode).toBe(200);
    expect(await mailsTo(newEmail)).toHaveLength(1);
  });

  it('refuses the changes to visitors (401)', async () => {
    expect((await http.call('PUT', '/api/auth/email', { body: { email: 'x@example.in', currentPassword: CUSTOMER_PASSWORD } })).statusCode).toBe(401);
    expect((await savePayout('', { ...ACCOUNT, currentPassword: VENDOR_PASSWORD })).statusCode).toBe(401);
  });
});
