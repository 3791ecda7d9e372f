import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminAuditEntry, AdminAuditLog } from '../../src/shared/schemas/audit-log.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';
import { signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const blank = { phone: '', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

/**
 * The audit log (docs/product-rules.md 50, docs/decisions/0065): every staff write is appended in
 * its own transaction with who, role, when, from where and what changed; every refusal of a
 * signed-in account is appended too; the owner alone searches it, and nobody changes it.
 */
describeEachDialect('the audit log', (dialect) => {
  let t: TestApp;
  // 30 November 2026, 10:00 in India; the test moves it.
  let now = Date.parse('2026-11-30T04:30:00Z');
  const http = () => api(t.app);
  const cookies = {} as Record<'owner' | 'manager' | 'dispatcher', string>;
  const ids = {} as Record<'owner' | 'manager' | 'dispatcher', string>;
  const emails = {} as Record<'owner' | 'manager' | 'dispatcher', string>;

  const staff = async (role: StaffRole) => {
    const { cookie, email } = await signInAsAdmin(t, `Staff ${role}`);
    const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
    return { cookie, id, email };
  };
  const search = async (query: string, cookie = cookies.owner) => {
    const res = await http().call('GET', `/api/admin/audit-log?${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminAuditLog>();
  };
  const count = async () => Number((await t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false, clock: () => now });
    for (const role of ['owner', 'manager', 'dispatcher'] as const) ({ cookie: cookies[role], id: ids[role], email: emails[role] } = await staff(role));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("appends a staff write with its actor, role, address, route and the fields' before and after", async () => {
    const first = await http().call('PUT', '/api/admin/site-settings', { cookie: cookies.manager, body: { ...blank, email: 'help@hariyali.example' } });
    expect(first.statusCode).toBe(200);
    now += 60_000;
    const second = await http().call('PUT', '/api/admin/site-settings', { cookie: cookies.manager, body: { ...blank, email: 'sahayata@hariyali.example', phone: '9822012345' } });
    expect(second.statusCode).toBe(200);

    const { items } = await search('entity=site_settings');
    expect(items).toHaveLength(2);
    const [latest, earlier] = items as [AdminAuditEntry, AdminAuditEntry];
    expect(latest).toMatchObject({
      actor: { id: ids.manager, label: emails.manager, role: 'manager' },
      // The client's address as the server saw it (each test call comes from its own).
      ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      route: 'PUT /api/admin/site-settings',
      outcome: 'done',
      action: 'site_settings.update',
      at: new Date(now).toISOString(),
    });
    // Only what changed, from what to what; the entry's own time and actor are not repeated as fields.
    expect(latest.changes).toEqual([
      { field: 'phone', from: null, to: '+919822012345' },
      { field: 'email', from: 'help@hariyali.example', to: 'sahayata@hariyali.example' },
    ]);
    // The first save created the row: every field it was made with, no "from".
    expect(earlier.changes).toContainEqual({ field: 'email', to: 'help@hariyali.example' });
    expect(earlier.changes.every((c) => !('from' in c))).toBe(true);
  });

  it('appends a refusal by the guard, and changes nothing', async () => {
    const before = await http().call('GET', '/api/admin/site-settings', { cookie: cookies.owner });
    const res = await http().call('PUT', '/api/admin/site-settings', { cookie: cookies.dispatcher, body: { ...blank, email: 'x@example.com' } });
    expect(res.statusCode).toBe(403);
    expect((await http().call('GET', '/api/admin/site-settings', { cookie: cookies.owner })).json()).toEqual(before.json());
    const { items } = await search(`outcome=refused&q=${encodeURIComponent(emails.dispatcher)}`);
    expect(items[0]).toMatchObject({ actor: { id: ids.dispatcher, role: 'dispatcher' }, outcome: 'refused', action: 'forbidden', route: 'PUT /api/admin/site-settings' });
    expect(items[0]!.reason).toContain('site.settings');
  });

  it("appends a refusal by a service's rule, whose own transaction rolled back: a role change by a non-owner, one's own role", async () => {
    const byManager = await http().call('PUT', `/api/admin/users/${ids.dispatcher}/staff-role`, { cookie: cookies.manager, body: { staffRole: 'owner' } });
    expect(byManager.statusCode).toBe(403);
    const own = await http().call('PUT', `/api/admin/users/${ids.owner}/staff-role`, { cookie: cookies.owner, body: { staffRole: 'manager' } });
    expect(own.statusCode).toBe(409);
    const { items } = await search('outcome=refused&q=staff-role');
    expect(items.map((e) => [e.actor.role, e.action])).toEqual([
      ['owner', own.json().error.code],
      ['manager', 'forbidden'],
    ]);
    expect((await t.db.selectFrom('users').select('staff_role').where('id', '=', ids.dispatcher).executeTakeFirstOrThrow()).staff_role).toBe('dispatcher');
  });

  it("records a customer's call on a staff route, but no anonymous one (it names nobody)", async () => {
    const buyer = sessionCookie(await http().register(customer()));
    const before = await count();
    expect((await http().call('DELETE', '/api/admin/products/00000000-0000-4000-8000-000000000000', { cookie: buyer })).statusCode).toBe(403);
    expect((await http().call('DELETE', '/api/admin/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect(await count()).toBe(before + 1);
    const { items } = await search('outcome=refused&q=products');
    expect(items[0]).toMatchObject({ actor: { role: null }, action: 'forbidden', route: 'DELETE /api/admin/products/:id' });
  });

  it('is searched by the owner alone, by words, thing and days in India', async () => {
    expect((await http().call('GET', '/api/admin/audit-log', { cookie: cookies.manager })).statusCode).toBe(403);
    // "from 30 November to 30 November" is that whole day in India; 1 December finds nothing yet.
    expect((await search('from=2026-11-30&to=2026-11-30&entity=site_settings')).total).toBe(2);
    expect((await search('from=2026-12-01&entity=site_settings')).total).toBe(0);
    expect((await search('q=SITE_SETTINGS.update')).total).toBe(2);
    const page = await search('pageSize=1&page=2');
    expect(page.items).toHaveLength(1);
    const bad = await http().call('GET', '/api/admin/audit-log?from=2026-02-31&to=2026-01-01&outcome=maybe', { cookie: cookies.owner });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'outcome']);
  });

  it('cannot be changed or deleted: the API has no such route, answers a delete 405 and records it, the database refuses', async () => {
    const { items } = await search('pageSize=1');
    const target = items[0]!;
    const res = await http().call('DELETE', `/api/admin/audit-log/${target.id}`, { cookie: cookies.owner });
    expect(res.statusCode).toBe(405);
    expect(res.json().error.code).toBe('audit_append_only');
    // No route changes an entry.
    expect((await http().call('PUT', `/api/admin/audit-log/${target.id}`, { cookie: cookies.owner, body: { action: 'forged' } })).statusCode).toBe(404);
    const attempts = await search('outcome=refused&q=audit_append_only');
    expect(attempts.items.map((e) => e.route)).toEqual(['DELETE /api/admin/audit-log/:id']);
    expect((await http().call('DELETE', `/api/admin/audit-log/${target.id}`, { cookie: cookies.manager })).statusCode).toBe(403);

    // Below the application too: an UPDATE or DELETE of a row is refused by the database's own trigger.
    await expect(t.db.deleteFrom('audit_log').where('id', '=', target.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.updateTable('audit_log').set({ action: 'forged' }).where('id', '=', target.id).execute()).rejects.toThrow(/append-only/);
    if (dialect === 'postgres') await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await search(`q=${target.action}`)).items.some((e) => e.id === target.id && e.action === target.action)).toBe(true);
  });
});
