import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../src/shared/staff-roles.ts';
import { STAFF_ROUTE_PERMISSIONS } from '../../src/server/http/staff-permissions.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A value for each path parameter: a well-formed one that names nothing, so an allowed call is a 400 or a 404. */
const PARAMS: Record<string, string> = { id: randomUUID(), userId: randomUUID(), documentId: randomUUID(), slug: 'no-such-crop', code: '99999999' };
const urlOf = (url: string) => url.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? 'x');

/**
 * Staff roles (docs/product-rules.md 49, docs/decisions/0067): one account per role walks every
 * route of /api/admin; the guard refuses (403) exactly the routes whose permission the role lacks.
 */
describeEachDialect('staff roles', (dialect) => {
  let t: TestApp;
  const cookies = {} as Record<StaffRole, string>;
  const ids = {} as Record<StaffRole, string>;
  const http = () => api(t.app);

  /** A signed-in staff account with this role. */
  const staff = async (role: StaffRole, name = `Staff ${role}`) => {
    const { cookie, email } = await signInAsAdmin(t, name);
    const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
    return { cookie, id };
  };
  const roleOf = async (id: string) => (await t.db.selectFrom('users').select('staff_role').where('id', '=', id).executeTakeFirstOrThrow()).staff_role;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    for (const role of STAFF_ROLES) ({ cookie: cookies[role], id: ids[role] } = await staff(role));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a permission for every /api/admin route, and no permission for a route that is not there', () => {
    const routes = registeredRoutes(t.app)
      .filter(({ url }) => url.startsWith('/api/admin/'))
      .map(({ method, url }) => `${method} ${url}`);
    expect(routes.sort()).toEqual(Object.keys(STAFF_ROUTE_PERMISSIONS).sort());
    // Every permission is some route's, and the owner has them all.
    expect([...new Set(Object.values(STAFF_ROUTE_PERMISSIONS))].sort()).toEqual([...PERMISSIONS].sort());
    expect(ROLE_PERMISSIONS.owner).toEqual(PERMISSIONS);
  });

  it('refuses each role exactly the routes whose permission it lacks, and lets every other through', async () => {
    const wrong: string[] = [];
    let refusals = 0;
    const refusedEntries = async () => Number((await t.db.selectFrom('audit_log').where('action', '=', 'forbidden').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const loggedBefore = await refusedEntries();
    for (const [key, permission] of Object.entries(STAFF_ROUTE_PERMISSIONS)) {
      const [method, url] = key.split(' ') as [Method, string];
      for (const role of STAFF_ROLES) {
        const res = await http().call(method, urlOf(url), { cookie: cookies[role], body: method === 'GET' || method === 'DELETE' ? undefined : {} });
        const may = ROLE_PERMISSIONS[role].includes(permission);
        const refused = res.statusCode === 403;
        if (refused === may) wrong.push(`${role} ${key}: ${res.statusCode}`);
        if (refused && !may) {
          refusals++;
          expect(res.json().error).toMatchObject({ code: 'forbidden', params: { role, permission } });
          expect(res.json().error.message).toContain(permission);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every refusal is in the audit log, with the role and the route (docs/product-rules.md 50).
    expect(refusals).toBeGreaterThan(100);
    expect((await refusedEntries()) - loggedBefore).toBe(refusals);
  });

  it('tells the client the role and its permissions; a customer has none', async () => {
    const me = (await http().me(cookies.dispatcher)).json().user;
    expect(me).toMatchObject({ type: 'admin', staffRole: 'dispatcher', permissions: [...ROLE_PERMISSIONS.dispatcher] });
    const owner = (await http().me(cookies.owner)).json().user;
    expect(owner.permissions).toEqual([...PERMISSIONS]);
    const buyer = (await http().me(sessionCookie(await http().register(customer())))).json().user;
    expect(buyer.staffRole).toBeUndefined();
    expect(buyer.permissions).toBeUndefined();
  });

  it('lets the owner change a staff account\'s role, which takes effect on its next request', async () => {
    const helper = await staff('support', 'Helper');
    expect((await http().call('GET', '/api/admin/orders', { cookie: helper.cookie })).statusCode).toBe(200);
    const res = await http().call('PUT', `/api/admin/users/${helper.id}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'agronomist' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: helper.id, type: 'admin', staffRole: 'agronomist' });
    expect((await http().call('GET', '/api/admin/orders', { cookie: helper.cookie })).statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/crops', { cookie: helper.cookie })).statusCode).toBe(200);
  });

  it('answers 400 per field for a role that is not one, or for an account that is not staff', async () => {
    const bad = await http().call('PUT', `/api/admin/users/${ids.support}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'king' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['staffRole']);
    const buyer = (await http().me(sessionCookie(await http().register(customer())))).json().user;
    const notStaff = await http().call('PUT', `/api/admin/users/${buyer.id}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'manager' } });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().error.fields).toEqual({ staffRole: 'Only a staff account has a role' });
    expect(await roleOf(buyer.id)).toBeNull();
  });

  it('refuses a role change by anyone but the owner, and changes nothing', async () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) {
      const res = await http().call('PUT', `/api/admin/users/${ids.support}/staff-role`, { cookie: cookies[role], body: { staffRole: 'owner' } });
      expect(res.statusCode).toBe(403);
    }
    expect(await roleOf(ids.support)).toBe('support');
    // Nor through Manage Users: a manager may not make an account staff, nor change or deactivate one.
    const made = await http().call('POST', '/api/admin/users', {
      cookie: cookies.manager,
      body: { name: 'Would-be Owner', email: `would.be.${randomUUID().slice(0, 6)}@example.in`, password: 'monsoon-harvest-2026', type: 'admin', staffRole: 'owner' },
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().error.message).toBe('Only the owner can make an account staff or change a staff account.');
    const ownerRow = await t.db.selectFrom('users').select(['name', 'email']).where('id', '=', ids.owner).executeTakeFirstOrThrow();
    const edit = await http().call('PUT', `/api/admin/users/${ids.owner}`, { cookie: cookies.manager, body: { name: ownerRow.name, email: ownerRow.email, type: 'user' } });
    expect(edit.statusCode).toBe(403);
    expect((await http().call('PATCH', `/api/admin/users/${ids.owner}/active`, { cookie: cookies.manager, body: { active: false } })).statusCode).toBe(403);
    expect((await http().call('DELETE', `/api/admin/users/${ids.owner}`, { cookie: cookies.manager })).statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select(['type', 'staff_role', 'is_active']).where('id', '=', ids.owner).executeTakeFirstOrThrow()).toEqual({ type: 'admin', staff_role: 'owner', is_active: 1 });
  });

  it('refuses the owner a change of his own role (409) while another owner is there, and changes nothing', async () => {
    const second = await staff('owner', 'Second Owner');
    const res = await http().call('PUT', `/api/admin/users/${ids.owner}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'manager' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'own_account', fields: { staffRole: 'You cannot change the role of your own account.' } });
    expect(await roleOf(ids.owner)).toBe('owner');
    // Another owner may be given another role by the owner.
    expect((await http().call('PUT', `/api/admin/users/${second.id}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'accountant' } })).statusCode).toBe(200);
  });

  it('keeps the last owner an owner (409), and changes nothing', async () => {
    // Every other owner the suite made becomes a manager: this one is the shop's last.
    await t.db.updateTable('users').set({ staff_role: 'manager' }).where('staff_role', '=', 'owner').where('id', '!=', ids.owner).execute();
    const res = await http().call('PUT', `/api/admin/users/${ids.owner}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'manager' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('last_owner');
    const row = await t.db.selectFrom('users').select(['name', 'email']).where('id', '=', ids.owner).executeTakeFirstOrThrow();
    const demote = await http().call('PUT', `/api/admin/users/${ids.owner}`, { cookie: cookies.owner, body: { ...row, type: 'admin', staffRole: 'manager' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.code).toBe('last_owner');
    expect(await roleOf(ids.owner)).toBe('owner');
  });

  it('leaves exactly one owner when the last two demote, deactivate or delete each other at the same moment', async () => {
    // docs/decisions/0067: the owners are counted under lock in the change's own transaction; unlocked, both checks saw two owners.
    const owners = async () => t.db.selectFrom('users').select('id').where('staff_role', '=', 'owner').where('is_active', '=', 1).execute();
    const races: Array<(other: string) => [Method, string, unknown?]> = [
      (other) => ['PUT', `/api/admin/users/${other}/staff-role`, { staffRole: 'manager' }],
      (other) => ['PATCH', `/api/admin/users/${other}/active`, { active: false }],
      (other) => ['DELETE', `/api/admin/users/${other}`],
    ];
    for (const race of races) {
      // Two new owners are the shop's only ones: the suite's owner steps aside for the round.
      await t.db.updateTable('users').set({ staff_role: 'manager' }).where('staff_role', '=', 'owner').execute();
      const pair = [await staff('owner', 'Rival One'), await staff('owner', 'Rival Two')];
      const answers = await Promise.all(pair.map((by, i) => {
        const [method, url, body] = race(pair[1 - i]!.id);
        return http().call(method, url, { cookie: by.cookie, body });
      }));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('last_owner');
      expect(await owners()).toHaveLength(1);
      await t.db.updateTable('users').set({ staff_role: 'owner' }).where('id', '=', ids.owner).execute();
    }
  });

  it('makes an account staff with a role only (owner), and a staff account made a customer has none', async () => {
    const body = { name: 'New Agronomist', email: `agro.${randomUUID().slice(0, 6)}@example.in`, password: 'monsoon-harvest-2026', type: 'admin' };
    const noRole = await http().call('POST', '/api/admin/users', { cookie: cookies.owner, body });
    expect(noRole.statusCode).toBe(400);
    expect(Object.keys(noRole.json().error.fields)).toEqual(['staffRole']);
    const made = await http().call('POST', '/api/admin/users', { cookie: cookies.owner, body: { ...body, staffRole: 'agronomist' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ type: 'admin', staffRole: 'agronomist' });
    const back = await http().call('PUT', `/api/admin/users/${made.json().id}`, { cookie: cookies.owner, body: { name: body.name, email: body.email, type: 'user' } });
    expect(back.json()).toMatchObject({ type: 'user', staffRole: null });
    expect(await roleOf(made.json().id)).toBeNull();
  });
});
