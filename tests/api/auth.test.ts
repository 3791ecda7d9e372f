import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { UnitOfWork } from '../../src/server/db/unit-of-work.ts';

describeEachDialect('accounts and sessions API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    http = api(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers a customer, signs them in with a safe cookie and answers /me', async () => {
    const body = customer({ email: '  Meena.Kulkarni@Example.IN ' });
    const res = await http.register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Asha Patil', email: 'meena.kulkarni@example.in', type: 'user' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/); // plain HTTP here; Secure over HTTPS
    const me = await http.me(sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: { id: expect.any(String), name: 'Asha Patil', email: 'meena.kulkarni@example.in', mobile: null, type: 'user', language: null, customerGroup: 'retail' } });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it("keeps the account's language, which signing in on another device brings back", async () => {
    const body = customer();
    const cookie = sessionCookie(await http.register(body));
    expect((await http.me(cookie)).json().user.language).toBeNull();
    expect((await http.call('PUT', '/api/auth/language', { body: { language: 'mr' } })).statusCode).toBe(401);
    const bad = await http.call('PUT', '/api/auth/language', { body: { language: 'fr' }, cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.language).toBeTruthy();
    expect((await http.call('PUT', '/api/auth/language', { body: { language: 'mr' }, cookie })).statusCode).toBe(204);
    expect((await http.me(cookie)).json().user.language).toBe('mr');
    expect((await http.login(body.email, body.password)).json().user.language).toBe('mr');
  });

  it('never creates an admin, whatever the request asks for', async () => {
    const asType = await http.register(customer({ type: 'admin' }));
    expect(asType.statusCode).toBe(400);
    expect(asType.json().error.fields.type).toBe('Account type must be user or vendor');
    const asRole = await http.register(customer({ role: 'admin', isAdmin: true }));
    expect(asRole.statusCode).toBe(201);
    expect(asRole.json().user.type).toBe('user');
    const vendorAdmin = await http.register(vendor({ role: 'admin' }));
    expect(vendorAdmin.json().user.type).toBe('vendor');
    const admins = await t.db.selectFrom('users').select('email').where('type', '=', 'admin').execute();
    expect(admins).toEqual([]);
  });

  it('refuses a duplicate email in any letter case with 409, changing nothing', async () => {
    const first = customer({ email: 'kisan.dup@example.in' });
    expect((await http.register(first)).statusCode).toBe(201);
    const before = await t.db.selectFrom('users').selectAll().where('email', '=', 'kisan.dup@example.in').executeTakeFirstOrThrow();
    const again = await http.register(customer({ email: 'KISAN.Dup@Example.in', name: 'Someone Else', password: 'another-pass-99', confirmPassword: 'another-pass-99' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'email_taken', fields: { email: expect.stringContaining('already exists') } });
    const after = await t.db.selectFrom('users').selectAll().where('email', '=', 'kisan.dup@example.in').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const asVendor = await http.register(vendor({ email: 'kisan.dup@example.in' }));
    expect(asVendor.statusCode).toBe(409);
    expect(await t.db.selectFrom('vendor_profiles').selectAll().where('user_id', '=', before.id).execute()).toEqual([]);
  });

  it('checks the sign-up form: required fields, 8+ characters, matching and uncommon passwords', async () => {
    const empty = await http.register({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['confirmPassword', 'email', 'name', 'password', 'phone']);
    const short = await http.register(customer({ password: 'short1', confirmPassword: 'short1' }));
    expect(short.json().error.fields.password).toBe('Password must be at least 8 characters');
    const mismatch = await http.register(customer({ confirmPassword: 'something-else' }));
    expect(mismatch.json().error.fields.confirmPassword).toBe('Passwords do not match');
    const common = await http.register(customer({ password: 'Password123', confirmPassword: 'Password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toMatch(/too common/);
  });

  it('keeps every vendor sign-up field in a pending vendor profile, and checks the GSTIN', async () => {
    const body = vendor({ gstNumber: ' 27aapfu0939f1zv ' });
    const res = await http.register(body);
    expect(res.statusCode).toBe(201);
    const cookie = sessionCookie(res);
    const profile = await http.call('GET', '/api/vendor/profile', { cookie });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      name: 'Ravi Patil',
      type: 'vendor',
      vendor: {
        businessName: 'Patil Agro Traders',
        ownerName: 'Ravi Patil',
        phone: '+91 98230 55555',
        address: 'Market Yard, Latur, Maharashtra 413512',
        gstNumber: '27AAPFU0939F1ZV',
        status: 'pending',
      },
    });
    const noGst = await http.register(vendor({ gstNumber: '' }));
    expect(noGst.statusCode).toBe(201);
    const badGst = await http.register(vendor({ gstNumber: '27AAPFU0939F1Z' }));
    expect(badGst.statusCode).toBe(400);
    expect(badGst.json().error.fields.gstNumber).toMatch(/GSTIN/);
    const missing = await http.register({ type: 'vendor' });
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(
      ['address', 'businessName', 'confirmPassword', 'email', 'ownerName', 'password', 'phone'],
    );
  });

  it('answers an unknown email and a wrong password the same way', async () => {
    const body = customer();
    await http.register(body);
    const wrong = await http.login(body.email as string, 'not-the-password');
    const unknown = await http.login('nobody.here@example.in', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('logs in case-insensitively with a new session id each time; logout ends the session', async () => {
    const body = customer();
    const reg = await http.register(body);
    const first = await http.login(String(body.email).toUpperCase(), body.password as string, { cookie: sessionCookie(reg) });
    expect(first.statusCode).toBe(200);
    const second = await http.login(body.email as string, body.password as string);
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
    expect(sessionCookie(first)).not.toBe(sessionCookie(reg));
    // Logging in again replaced the session the browser had before.
    expect((await http.me(sessionCookie(reg))).statusCode).toBe(401);
    expect((await http.me(sessionCookie(first))).statusCode).toBe(200);

    const out = await http.call('POST', '/api/auth/logout', { cookie: sessionCookie(first) });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/hariyali_session=;/);
    expect((await http.me(sessionCookie(first))).statusCode).toBe(401);
    expect((await http.me(sessionCookie(second))).statusCode).toBe(200);
  });

  it('rejects missing, random and tampered session cookies with 401', async () => {
    const reg = await http.register(customer());
    const cookie = sessionCookie(reg);
    const token = cookie.split('=')[1]!;
    const tampered = `hariyali_session=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const c of [undefined, 'hariyali_session=random', `hariyali_session=${'x'.repeat(43)}`, tampered, 'hariyali_session=%00%ff']) {
      const res = await http.me(c);
      expect(res.statusCode, String(c)).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('stores no password and no session token in clear', async () => {
    const body = customer();
    const reg = await http.register(body);
    const token = sessionCookie(reg).split('=')[1]!;
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', body.email as string).executeTakeFirstOrThrow();
    expect(user.password_hash).not.toContain(body.password as string);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    const sessions = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(token);
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a cookie-authenticated write from a foreign site', async () => {
    const reg = await http.register(customer());
    const cookie = sessionCookie(reg);
    const update = { name: 'Changed Name', phone: '98220 99999' };
    const foreign = await http.call('PUT', '/api/auth/profile', { cookie, body: update, headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('cross_site_request');
    const crossSite = await http.call('PUT', '/api/auth/profile', { cookie, body: update, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    const nullOrigin = await http.call('POST', '/api/auth/logout', { cookie, headers: { origin: 'null' } });
    expect(nullOrigin.statusCode).toBe(403);
    expect((await http.me(cookie)).json().user.name).toBe('Asha Patil');
    const sameSite = await http.call('PUT', '/api/auth/profile', {
      cookie,
      body: update,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect(sameSite.json()).toMatchObject({ name: 'Changed Name', phone: '98220 99999' });
  });

  it('guards /api/admin: 401 signed out, 403 for customers and vendors, open to admins', async () => {
    expect((await http.call('GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    const customerCookie = sessionCookie(await http.register(customer()));
    const vendorCookie = sessionCookie(await http.register(vendor()));
    for (const cookie of [customerCookie, vendorCookie]) {
      const res = await http.call('GET', '/api/admin/contact-messages', { cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Access Denied: You do not have administrative privileges.');
    }
    await upsertAdmin(t.db, { email: 'owner@example.in', password: 'owner-passphrase-1', name: 'Owner' });
    const admin = await http.login('owner@example.in', 'owner-passphrase-1');
    expect(admin.json().user.type).toBe('admin');
    const inbox = await http.call('GET', '/api/admin/contact-messages', { cookie: sessionCookie(admin) });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toMatchObject({ items: [], total: 0, page: 1 });
    // The vendor area is for vendors only.
    expect((await http.call('GET', '/api/vendor/profile', { cookie: customerCookie })).statusCode).toBe(403);
    expect((await http.call('GET', '/api/vendor/profile')).statusCode).toBe(401);
  });

  it('edits name and phone, and changes the password only with the current one', async () => {
    const body = customer();
    const reg = await http.register(body);
    const cookie = sessionCookie(reg);
    const otherDevice = sessionCookie(await http.login(body.email as string, body.password as string));
    const profile = await http.call('GET', '/api/auth/profile', { cookie });
    expect(profile.json()).toMatchObject({ name: 'Asha Patil', phone: '98220 12345', type: 'user', vendor: null });
    const badPhone = await http.call('PUT', '/api/auth/profile', { cookie, body: { name: 'Asha', phone: 'call me' } });
    expect(badPhone.json().error.fields.phone).toEqual(expect.any(String));

    const wrongCurrent = await http.call('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: 'not-it-at-all', password: 'new-harvest-2027', confirmPassword: 'new-harvest-2027' },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().error.fields.currentPassword).toBe('Your current password is not correct.');
    const changed = await http.call('POST', '/api/auth/password', {
      cookie,
      body: { currentPassword: body.password, password: 'new-harvest-2027', confirmPassword: 'new-harvest-2027' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await http.me(cookie)).statusCode).toBe(200);
    expect((await http.me(otherDevice)).statusCode).toBe(401);
    expect((await http.login(body.email as string, body.password as string)).statusCode).toBe(401);
    expect((await http.login(body.email as string, 'new-harvest-2027')).statusCode).toBe(200);
  });

  it('answers malformed and oversized bodies with 400 or 413, never 500', async () => {
    const cases: Array<[string, number]> = [
      ['{"email": ', 400],
      ['[]', 400],
      ['"just a string"', 400],
      ['null', 400],
      [JSON.stringify({ email: { $gt: '' }, password: ['x'] }), 400],
      [JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(1024 * 1024) }), 413],
    ];
    for (const [payload, status] of cases) {
      const res = await http.call('POST', '/api/auth/login', { body: payload });
      expect(res.statusCode, payload.slice(0, 40)).toBe(status);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
    const longPassword = await http.register(customer({ password: 'y'.repeat(129), confirmPassword: 'y'.repeat(129) }));
    expect(longPassword.statusCode).toBe(400);
    const hugeName = await http.register(customer({ name: 'n'.repeat(50_000) }));
    expect(hugeName.statusCode).toBe(400);
  });

  it('locks out the 11th rapid failed login for an email, from any address', async () => {
    const body = customer();
    await http.register(body);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await http.login(body.email as string, `wrong-${i}-password`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const locked = await http.login(body.email as string, body.password as string);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('locks out one address after 10 failures, whatever emails it tries', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 10; i++) expect((await http.login(`guess${i}@example.in`, 'whatever-pass', { address })).statusCode).toBe(401);
    expect((await http.login('another@example.in', 'whatever-pass', { address })).statusCode).toBe(429);
    expect((await http.register(customer(), { address })).statusCode).toBe(429);
    expect((await http.login('another@example.in', 'whatever-pass', { address: '10.77.0.2' })).statusCode).toBe(401);
  });
});

describeEachDialect('session expiry', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('slides the 30-day expiry forward with use, and ends a session unused for 30 days', async () => {
    const { SessionStore } = await import('../../src/server/modules/accounts/sessions.ts');
    await upsertAdmin(t.db, { email: 'expiry@example.in', password: 'expiry-passphrase', name: 'E' });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'expiry@example.in').executeTakeFirstOrThrow();
    const store = new SessionStore(new UnitOfWork(t.db));
    const day = 24 * 60 * 60 * 1000;
    const t0 = new Date('2026-01-01T00:00:00Z');
    const { token } = await store.create(user.id, t0);

    const soon = await store.resolve(token, new Date(t0.getTime() + 10 * 60 * 1000));
    expect(soon).toMatchObject({ extended: false });
    const later = await store.resolve(token, new Date(t0.getTime() + 20 * day));
    expect(later).toMatchObject({ extended: true });
    // Used on day 20, so still alive on day 45 (20 + 30 > 45) ...
    expect(await store.resolve(token, new Date(t0.getTime() + 45 * day))).toBeDefined();
    // ... and gone 30 days after its last use.
    expect(await store.resolve(token, new Date(t0.getTime() + 76 * day))).toBeUndefined();
    await store.purgeExpired(new Date(t0.getTime() + 76 * day));
    expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
