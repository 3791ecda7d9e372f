import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminUser, AdminUserList } from '../../src/shared/schemas/admin-users.ts';
import { insertUser } from '../../src/server/modules/accounts/users.repository.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { createRestartableTestApp, type RestartableTestApp } from '../helpers/restart.ts';

const PASSWORD = 'monsoon-harvest-2026';

let counter = 0;
const newUser = (over: Record<string, unknown> = {}) => {
  counter += 1;
  return { name: `Kisan ${counter}`, email: `kisan.${counter}.${randomUUID().slice(0, 6)}@example.in`, password: PASSWORD, type: 'user', ...over };
};

describeEachDialect('admin: manage users API', (dialect) => {
  let t: RestartableTestApp;
  let admin: { cookie: string; email: string };
  const http = () => api(t.app);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, cookie = admin.cookie) =>
    http().call(method, url, { cookie, body });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/admin/users', newUser(over));
    expect(res.statusCode).toBe(201);
    // The admin makes accounts with an e-mail address.
    return res.json<AdminUser & { email: string }>();
  };
  const signIn = async (email: string, password = PASSWORD) => {
    const res = await http().login(email, password);
    return res.statusCode === 200 ? sessionCookie(res) : undefined;
  };
  const sessionsOf = async (userId: string) =>
    Number((await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
  const restartAndSignIn = async () => {
    await t.restart();
    admin = { ...admin, cookie: (await signIn(admin.email, 'owner-passphrase-1'))! };
  };

  beforeAll(async () => {
    t = await createRestartableTestApp(dialect);
    admin = await signInAsAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every route to visitors (401), customers and vendors (403), and changes nothing', async () => {
    const target = await create({ name: 'Guarded Farmer' });
    const url = `/api/admin/users/${target.id}`;
    expect(await guardStatuses(t, 'GET', '/api/admin/users')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'GET', url)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', '/api/admin/users', newUser())).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PUT', url, { name: 'Hacked', email: 'hacked@example.in', type: 'admin' })).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PATCH', `${url}/active`, { active: false })).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'DELETE', url)).toEqual([401, 403, 403]);
    const res = await call('GET', url);
    expect(res.json()).toMatchObject({ name: 'Guarded Farmer', type: 'user', active: true });
  });

  it('adds users of every type, which persist across a restart and can sign in', async () => {
    const customerUser = await create({ name: 'Sunita Pawar', email: '  Sunita.Pawar@Example.IN ', type: 'user' });
    const vendorUser = await create({ name: 'Ravi Agro', type: 'vendor' });
    const adminUser = await create({ name: 'Second Owner', type: 'admin', staffRole: 'owner' });
    expect(customerUser).toEqual({ id: expect.any(String), name: 'Sunita Pawar', email: 'sunita.pawar@example.in', type: 'user', staffRole: null, joinedAt: expect.any(String), active: true, customerGroup: 'retail', orderCount: 0, mobile: null });

    await restartAndSignIn();

    for (const u of [customerUser, vendorUser, adminUser]) {
      const res = await call('GET', `/api/admin/users/${u.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(u);
    }
    // The password was stored as a scrypt hash that really signs the new account in.
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', customerUser.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const cookie = await signIn('sunita.pawar@example.in');
    expect((await http().me(cookie)).json().user).toMatchObject({ id: customerUser.id, type: 'user' });
    // An admin-made vendor is approved, named after the account; it fills in phone and address later.
    const profile = await t.db.selectFrom('vendor_profiles').selectAll().where('user_id', '=', vendorUser.id).executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ business_name: 'Ravi Agro', address: '', status: 'approved' });
    // The new admin can use the admin area.
    const adminCookie = await signIn(adminUser.email);
    expect((await call('GET', '/api/admin/users', undefined, adminCookie)).statusCode).toBe(200);
  });

  it('edits name, email and type, which persist across a restart; an email change ends the sessions', async () => {
    const user = await create({ name: 'Old Name' });
    const oldCookie = await signIn(user.email);
    const email = `renamed.${randomUUID().slice(0, 6)}@example.in`;
    const res = await call('PUT', `/api/admin/users/${user.id}`, { name: '  New Name ', email: email.toUpperCase(), type: 'vendor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'New Name', email, type: 'vendor', joinedAt: user.joinedAt });
    expect((await http().me(oldCookie)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);

    await restartAndSignIn();

    expect((await call('GET', `/api/admin/users/${user.id}`)).json()).toMatchObject({ name: 'New Name', email, type: 'vendor' });
    expect(await signIn(user.email)).toBeUndefined();
    expect(await signIn(email)).toBeDefined();
    // Becoming a vendor made an approved profile; becoming a customer again leaves it alone.
    const profile = await t.db.selectFrom('vendor_profiles').select(['status', 'business_name']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(profile).toEqual({ status: 'approved', business_name: 'New Name' });
    expect((await call('PUT', `/api/admin/users/${user.id}`, { name: 'New Name', email, type: 'user' })).statusCode).toBe(200);
    expect(await t.db.selectFrom('vendor_profiles').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeDefined();
  });

  it('keeps the account signed in when only its name changes', async () => {
    const user = await create();
    const cookie = await signIn(user.email);
    expect((await call('PUT', `/api/admin/users/${user.id}`, { name: 'Only Renamed', email: user.email, type: 'user' })).statusCode).toBe(200);
    expect((await http().me(cookie)).json().user.name).toBe('Only Renamed');
  });

  it('erases a user without orders, with its sessions and vendor profile, for good', async () => {
    const user = await create({ type: 'vendor' });
    const cookie = await signIn(user.email);
    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect((await http().me(cookie)).statusCode).toBe(401);

    await restartAndSignIn();

    expect((await call('GET', `/api/admin/users/${user.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('vendor_profiles').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await signIn(user.email)).toBeUndefined();
    // The email is free again.
    expect((await call('POST', '/api/admin/users', newUser({ email: user.email }))).statusCode).toBe(201);
  });

  it('deactivates a user with orders instead of erasing it: signed out at once, orders kept, can be activated again', async () => {
    const product = await createProduct(t.db, { stock: 5 });
    const user = await create({ name: 'Buyer With Orders' });
    const cookie = await signIn(user.email);
    const order = await http().call('POST', '/api/store/orders', { cookie, body: { items: [{ productId: product.id, quantity: 1 }], shipping } });
    expect(order.statusCode).toBe(201);

    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deactivated' });
    expect((await http().me(cookie)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await signIn(user.email)).toBeUndefined();

    await restartAndSignIn();

    expect((await call('GET', `/api/admin/users/${user.id}`)).json()).toMatchObject({ active: false, orderCount: 1 });
    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', user.id).execute();
    expect(orders).toEqual([{ id: order.json().id }]);

    const activated = await call('PATCH', `/api/admin/users/${user.id}/active`, { active: true });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ active: true });
    expect(await signIn(user.email)).toBeDefined();
  });

  it('deactivates and activates an account on request, ending its sessions when deactivated', async () => {
    const user = await create();
    const cookie = await signIn(user.email);
    const res = await call('PATCH', `/api/admin/users/${user.id}/active`, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, active: false });
    expect((await http().me(cookie)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await signIn(user.email)).toBeUndefined();
    expect((await call('PATCH', `/api/admin/users/${user.id}/active`, { active: true })).json()).toMatchObject({ active: true });
    // Activating again does not bring the old sessions back: the user signs in anew.
    expect((await http().me(cookie)).statusCode).toBe(401);
    expect(await signIn(user.email)).toBeDefined();
  });

  it('does not let an admin delete, deactivate or change the type of its own account', async () => {
    const me = (await http().me(admin.cookie)).json().user as { id: string; email: string };
    const url = `/api/admin/users/${me.id}`;
    const del = await call('DELETE', url);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('You cannot delete your own account.');
    const off = await call('PATCH', `${url}/active`, { active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('You cannot deactivate your own account.');
    const demote = await call('PUT', url, { name: 'Shop Owner', email: me.email, type: 'user' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.fields).toEqual({ type: 'You cannot change the type of your own account.' });
    expect((await call('GET', url)).json()).toMatchObject({ type: 'admin', active: true });

    // Renaming itself and changing its own email is fine, and keeps this session.
    const email = `owner.moved.${randomUUID().slice(0, 6)}@example.in`;
    expect((await call('PUT', url, { name: 'Owner Renamed', email, type: 'admin' })).statusCode).toBe(200);
    expect((await http().me(admin.cookie)).json().user).toMatchObject({ name: 'Owner Renamed', email });
    admin = { ...admin, email };
  });

  it('answers 400 with a message per invalid field, and stores nothing', async () => {
    const before = (await call('GET', '/api/admin/users')).json<AdminUserList>().total;
    const empty = await call('POST', '/api/admin/users', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['email', 'name', 'password', 'type']);
    expect(empty.json().error.fields.type).toBe('Type must be user, vendor or admin');
    const bad = await call('POST', '/api/admin/users', { name: '  ', email: 'not-an-email', password: 'short', type: 'ider' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      type: 'Type must be user, vendor or admin',
    });
    const long = await call('POST', '/api/admin/users', newUser({ name: 'x'.repeat(101), password: 'p'.repeat(129) }));
    expect(long.json().error.fields).toEqual({ name: 'Please use at most 100 characters', password: 'Password can be at most 128 characters' });
    const common = await call('POST', '/api/admin/users', newUser({ password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toBe('This password is too common. Please choose one that is harder to guess.');
    expect((await call('GET', '/api/admin/users')).json<AdminUserList>().total).toBe(before);

    const user = await create();
    const put = await call('PUT', `/api/admin/users/${user.id}`, { name: '', email: 'x@', type: 'admin' });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.fields).toEqual({ name: 'This field is required', email: 'Please enter a valid email address' });
    const patch = await call('PATCH', `/api/admin/users/${user.id}/active`, { active: 'yes' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.fields).toEqual({ active: 'Please answer true or false' });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json()).toEqual({ ...user, orderCount: 0 });

    const query = await call('GET', '/api/admin/users?page=0&pageSize=500&type=ider');
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toEqual({
      page: 'Page must be a whole number from 1',
      pageSize: 'Page size must be from 1 to 100',
      type: 'Type must be user, vendor or admin',
    });
  });

  it('refuses a second account with the same email (any letter case) with 409 on the email field', async () => {
    const first = await create();
    const again = await call('POST', '/api/admin/users', newUser({ email: ` ${first.email!.toUpperCase()} ` }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ email: 'An account with this email already exists.' });
    const other = await create();
    const clash = await call('PUT', `/api/admin/users/${other.id}`, { name: other.name, email: first.email, type: 'user' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ email: 'An account with this email already exists.' });
    // A taken email and a common password are reported together.
    const both = await call('POST', '/api/admin/users', newUser({ email: first.email, password: 'password123' }));
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({
      email: 'An account with this email already exists.',
      password: 'This password is too common. Please choose one that is harder to guess.',
    });
    expect((await call('GET', `/api/admin/users/${other.id}`)).json().email).toBe(other.email);
  });

  it('answers 404 for an unknown user on every route', async () => {
    const url = `/api/admin/users/${randomUUID()}`;
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('PUT', url, { name: 'Nobody', email: 'nobody@example.in', type: 'user' })).statusCode).toBe(404);
    expect((await call('PATCH', `${url}/active`, { active: true })).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });

  it('pages newest first with a stable tie-break: complete pages, no row twice, exact totals', async () => {
    // Eleven accounts sharing a search word, seven of them created in the same millisecond.
    const sameTime = '2020-01-01T00:00:00.000Z';
    for (let i = 0; i < 11; i++) {
      await insertUser(t.db, {
        id: randomUUID(),
        email: `pagetest.${i}@example.in`,
        name: `Pagetest Farmer ${i}`,
        type: i % 3 === 0 ? 'vendor' : 'user',
        password_hash: 'scrypt$unused',
        phone: null,
        created_at: i < 7 ? sameTime : `2020-01-0${i - 5}T00:00:00.000Z`,
        updated_at: sameTime,
      });
    }
    const expected = (await t.db.selectFrom('users').select(['id', 'created_at']).where('email', 'like', 'pagetest.%').execute())
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((u) => u.id);

    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await call('GET', `/api/admin/users?q=PAGETEST&pageSize=3&page=${page}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<AdminUserList>();
      expect(body).toMatchObject({ total: 11, page, pageSize: 3 });
      expect(body.items).toHaveLength(page < 4 ? 3 : 2);
      // Asking again gives the same page.
      expect((await call('GET', `/api/admin/users?q=PAGETEST&pageSize=3&page=${page}`)).json()).toEqual(body);
      seen.push(...body.items.map((u) => u.id));
    }
    expect(seen).toEqual(expected);
    expect((await call('GET', '/api/admin/users?q=pagetest&pageSize=3&page=5')).json()).toMatchObject({ items: [], total: 11 });
    // No password hashes in the list.
    expect(JSON.stringify((await call('GET', '/api/admin/users')).json())).not.toMatch(/scrypt|password/);
  });

  it('searches name or email in any letter case, filters by type, and takes % and _ literally', async () => {
    const a = await create({ name: 'Meena Kulkarni', email: `meena_k.${randomUUID().slice(0, 6)}@example.in`, type: 'vendor' });
    const b = await create({ name: 'Suresh Kulkarni', type: 'user' });
    const ids = async (qs: string) => (await call('GET', `/api/admin/users?${qs}`)).json<AdminUserList>().items.map((u) => u.id);
    expect(await ids('q=kulKARNI')).toEqual([b.id, a.id]);
    expect(await ids('q=kulkarni&type=vendor')).toEqual([a.id]);
    expect(await ids('q=MEENA_K')).toEqual([a.id]);
    expect(await ids('q=meena%25k')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(b.email!.toUpperCase())}`)).toEqual([b.id]);
    expect(await ids('q=no-such-farmer')).toEqual([]);
    expect((await call('GET', '/api/admin/users?type=admin')).json<AdminUserList>().items.every((u) => u.type === 'admin')).toBe(true);
  });

  it('a customer signed up on the shop shows in the list with its joined date', async () => {
    const body = customer({ name: 'Shop Sign-up' });
    const res = await http().register(body);
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(body.email)}`)).json<AdminUserList>().items;
    expect(listed).toEqual([{ id: res.json().user.id, name: 'Shop Sign-up', email: body.email, type: 'user', staffRole: null, joinedAt: expect.any(String), active: true, customerGroup: 'retail', orderCount: 0, mobile: null }]);
  });
});
