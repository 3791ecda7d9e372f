import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PASSWORD_RESET_LIMITS } from '../../src/server/modules/accounts/password-reset.routes.ts';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { api, customer, freshAddress, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createMailTestApp, PUBLIC_URL, type MailTestApp } from '../helpers/mail-app.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp-test-server.ts';

const NEW_PASSWORD = 'monsoon-sowing-2027';

/** Forgotten passwords (issue 16): a single-use link by e-mail, valid 30 minutes, that ends every session. */
describeEachDialect('password reset', (dialect) => {
  let smtp: SmtpTestServer;
  let t: MailTestApp;
  const logs: string[] = [];
  const http = () => api(t.app);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createMailTestApp(dialect, { smtpUrl: smtp.url, logStream: { write: (line) => void logs.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** A new customer account, signed in on two devices. */
  async function account(over: Record<string, unknown> = {}) {
    const form = customer(over);
    const phone = sessionCookie(await http().register(form));
    const laptop = sessionCookie(await http().login(form.email as string, form.password as string));
    return { email: form.email as string, password: form.password as string, phone, laptop };
  }
  const ask = (email: string, options: { address?: string; headers?: Record<string, string> } = {}) =>
    http().call('POST', '/api/auth/password-reset', { body: { email }, ...options });
  const confirm = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    http().call('POST', '/api/auth/password-reset/confirm', { body: { token, password, confirmPassword } });
  const mailsTo = async (email: string) => t.db.selectFrom('message_outbox').selectAll().where('recipient', '=', email).orderBy('created_at').execute();

  /** Asks for a link and reads it from the mail the SMTP server received. */
  async function linkFor(email: string, options: Parameters<typeof ask>[1] = {}): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await ask(email, options)).statusCode).toBe(202);
    // The answer comes before the work (so its timing tells nothing): wait for the queued mail.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(before + 1);
    await t.app.sendMail();
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
    const token = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();
    return token!;
  }

  it('resets the password through the mailed link, ends every session, and the new password signs in', async () => {
    const a = await account();
    const res = await ask(a.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ expiresInMinutes: 30 });
    await expect.poll(async () => (await mailsTo(a.email)).length).toBe(1);
    await t.app.sendMail();
    const mail = smtp.received.find((m) => m.to.includes(a.email))!;
    expect(mail.subject).toBe('Reset your Hariyali password');
    expect(mail.text).toContain('It works once, for 30 minutes.');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);

    // Only the token's SHA-256 is stored.
    const rows = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    // The mail's texts held the link only while it waited: erased once it was sent.
    expect(await mailsTo(a.email)).toMatchObject([{ status: 'sent', text_body: '', html_body: '' }]);

    expect((await confirm(token)).statusCode).toBe(204);
    // Both devices are signed out.
    expect((await http().me(a.phone)).statusCode).toBe(401);
    expect((await http().me(a.laptop)).statusCode).toBe(401);
    expect((await http().login(a.email, a.password)).statusCode).toBe(401);
    expect((await http().login(a.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link used twice', async () => {
    const a = await account();
    const token = await linkFor(a.email);
    expect((await confirm(token)).statusCode).toBe(204);
    const again = await confirm(token, 'another-good-passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'reset_link_invalid' } });
    expect((await http().login(a.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const a = await account();
    const token = await linkFor(a.email);
    t.clock.advance(30 * 60_000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'reset_link_invalid' } });
    expect((await http().me(a.phone)).statusCode).toBe(200);
    expect((await http().login(a.email, a.password)).statusCode).toBe(200);
  });

  it('refuses a tampered link, a made-up one and a malformed one, with no change', async () => {
    const a = await account();
    const token = await linkFor(a.email);
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const bad of [tampered, 'x'.repeat(43), 'not-a-token', `${token}x`]) {
      const res = await confirm(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'reset_link_invalid' } });
    }
    expect((await confirm('')).json()).toMatchObject({ error: { code: 'validation_failed', fields: { token: expect.any(String) } } });
    expect((await http().me(a.phone)).statusCode).toBe(200);
    // The real link still works.
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('checks the new password as sign-up does, and keeps the link usable after a refused password', async () => {
    const a = await account();
    const token = await linkFor(a.email);
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ error: { code: 'validation_failed', fields: { password: expect.stringContaining('too common') } } });
    expect((await confirm(token, 'short')).json()).toMatchObject({ error: { code: 'validation_failed', fields: { password: expect.any(String) } } });
    expect((await confirm(token, NEW_PASSWORD, 'something-else-2027')).json()).toMatchObject({ error: { code: 'validation_failed', fields: { confirmPassword: expect.any(String) } } });
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('makes an earlier link useless once a newer one is sent', async () => {
    const a = await account();
    const first = await linkFor(a.email);
    const second = await linkFor(a.email);
    expect(first).not.toBe(second);
    expect((await confirm(first)).json()).toMatchObject({ error: { code: 'reset_link_invalid' } });
    expect((await confirm(second)).statusCode).toBe(204);
  });

  it('answers an unknown e-mail exactly as a known one, and queues no mail for it', async () => {
    const a = await account();
    const unknown = `nobody.${Math.random().toString(36).slice(2, 8)}@example.in`;
    const [forUnknown, forKnown] = [await ask(unknown), await ask(a.email)];
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    // Requests are worked through in order: once the known one's mail is queued, the unknown one is done.
    await expect.poll(async () => (await mailsTo(a.email)).length).toBe(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('writes in the account\'s language, else in the language of the page that asked', async () => {
    const a = await account();
    await linkFor(a.email, { headers: { 'accept-language': 'mr' } });
    expect(smtp.received.filter((m) => m.to.includes(a.email)).at(-1)!.subject).toBe('तुमचा हरियाली पासवर्ड बदला');
    expect((await http().call('PUT', '/api/auth/language', { cookie: a.phone, body: { language: 'hi' } })).statusCode).toBe(204);
    await linkFor(a.email, { headers: { 'accept-language': 'mr' } });
    expect(smtp.received.filter((m) => m.to.includes(a.email)).at(-1)!.subject).toBe('अपना हरियाली पासवर्ड बदलें');
  });

  it('does not send a link that could only arrive dead, and the admin cannot send it again', async () => {
    const a = await account();
    expect((await ask(a.email)).statusCode).toBe(202);
    await expect.poll(async () => (await mailsTo(a.email)).length).toBe(1);
    t.clock.advance(30 * 60_000);
    expect(await t.app.sendMail()).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await mailsTo(a.email);
    expect(row).toMatchObject({ status: 'failed', last_error: expect.stringContaining('Expired'), text_body: '', html_body: '' });
    const adminEmail = `owner.${Math.random().toString(36).slice(2, 8)}@example.in`;
    await upsertAdmin(t.db, { email: adminEmail, password: 'owner-passphrase-1', name: 'Owner' });
    const admin = sessionCookie(await http().login(adminEmail, 'owner-passphrase-1'));
    const retry = await http().call('POST', `/api/admin/mail/${row!.id}/retry`, { cookie: admin });
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ error: { code: 'mail_not_retriable' } });
  });

  it('limits requests per e-mail and per client address, whether the account exists or not', async () => {
    for (const email of [(await account()).email, `ghost.${Math.random().toString(36).slice(2, 8)}@example.in`]) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail; i++) expect((await ask(email)).statusCode).toBe(202);
      const limited = await ask(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: 'rate_limited', params: { minutes: 15 } } });
    }
    const address = freshAddress();
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress; i++) expect((await ask(`someone.${i}.${Math.random().toString(36).slice(2, 6)}@example.in`, { address })).statusCode).toBe(202);
    expect((await ask('one.more@example.in', { address })).statusCode).toBe(429);
    // Let the queued requests finish before the next test looks at the outbox.
    await expect.poll(async () => (await t.db.selectFrom('password_resets').select('token_hash').execute()).length).toBeGreaterThan(0);
  });

  it('keeps the link\'s token out of the request log', async () => {
    const token = 'A'.repeat(43);
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}&lang=hi` });
    const lines = logs.join('\n');
    expect(lines).toContain('/reset-password?token=[redacted]&lang=hi');
    expect(lines).not.toContain(token);
  });
});
