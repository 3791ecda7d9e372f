import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminContactMessage, AdminContactMessageList } from '../../src/shared/schemas/admin-contact.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createRestartableTestApp, type RestartableTestApp } from '../helpers/restart.ts';

const message = (n: number) => ({
  name: `Farmer ${n}`,
  email: `farmer.${n}@example.in`,
  phone: '+91 98220 12345',
  subject: `Question ${n}`,
  message: `Do you deliver seed number ${n} to Latur?`,
  inquiryType: 'product',
});

describeEachDialect('admin: contact messages API', (dialect) => {
  let t: RestartableTestApp;
  let admin: { cookie: string; email: string };
  const call = (method: 'GET' | 'PATCH', url: string, body?: unknown) => api(t.app).call(method, url, { cookie: admin.cookie, body });
  const list = async (qs = '') => {
    const res = await call('GET', `/api/admin/contact-messages${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json<AdminContactMessageList>();
  };
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createRestartableTestApp(dialect);
    admin = await signInAsAdmin(t, 'Inbox Keeper');
    // Seven messages through the Contact page's own endpoint, oldest first.
    for (let n = 1; n <= 7; n++) {
      const res = await api(t.app).call('POST', '/api/store/contact-messages', { body: message(n) });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    // Three of them in the same millisecond, so the order needs its tie-break.
    await t.db.updateTable('contact_messages').set({ created_at: '2030-01-01T00:00:00.000Z' }).where('id', 'in', ids.slice(4)).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401), customers and vendors (403) on both routes', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/contact-messages')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'PATCH', `/api/admin/contact-messages/${ids[0]}`, { handled: true })).toEqual([401, 403, 403]);
    expect((await list()).items.find((m) => m.id === ids[0])?.handledAt).toBeNull();
  });

  it('lists every field of the messages, newest first, in complete and stable pages', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(7);
    const tied = [...ids.slice(4)].sort().reverse();
    expect(all.items.map((m) => m.id)).toEqual([...tied, ids[3], ids[2], ids[1], ids[0]]);
    expect(all.items.at(-1)).toEqual({ id: ids[0], ...message(1), createdAt: expect.any(String), handledAt: null, handledBy: null });

    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await list(`?pageSize=3&page=${page}`);
      expect(body).toMatchObject({ total: 7, page, pageSize: 3 });
      expect(await list(`?pageSize=3&page=${page}`)).toEqual(body);
      paged.push(...body.items.map((m) => m.id));
    }
    expect(paged).toEqual(all.items.map((m) => m.id));
  });

  it('marks a message handled and not handled again, persisting across a restart, with a not-handled filter', async () => {
    const res = await call('PATCH', `/api/admin/contact-messages/${ids[1]}`, { handled: true });
    expect(res.statusCode).toBe(200);
    const handled = res.json<AdminContactMessage>();
    expect(handled.handledAt).toEqual(expect.any(String));
    expect(handled.handledBy).toEqual({ id: expect.any(String), name: 'Inbox Keeper' });
    // Marking it again keeps the first mark.
    expect((await call('PATCH', `/api/admin/contact-messages/${ids[1]}`, { handled: true })).json()).toEqual(handled);

    await t.restart();
    admin = { ...admin, cookie: (await signInAsAdmin(t, 'Second Keeper')).cookie };

    const unhandled = await list('?show=unhandled');
    expect(unhandled.total).toBe(6);
    expect(unhandled.items.map((m) => m.id)).not.toContain(ids[1]);
    expect((await list()).items.find((m) => m.id === ids[1])).toEqual(handled);

    const cleared = await call('PATCH', `/api/admin/contact-messages/${ids[1]}`, { handled: false });
    expect(cleared.json()).toMatchObject({ id: ids[1], handledAt: null, handledBy: null });
    expect((await list('?show=unhandled')).total).toBe(7);
    const row = await t.db.selectFrom('contact_messages').select(['handled_at', 'handled_by']).where('id', '=', ids[1]!).executeTakeFirstOrThrow();
    expect(row).toEqual({ handled_at: null, handled_by: null });
  });

  it('answers 400 per field for bad input and 404 for an unknown message', async () => {
    const bad = await call('PATCH', `/api/admin/contact-messages/${ids[2]}`, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ handled: 'Please answer true or false' });
    expect((await call('PATCH', `/api/admin/contact-messages/${ids[2]}`, {})).json().error.fields).toEqual({ handled: 'Please answer true or false' });
    const query = await call('GET', '/api/admin/contact-messages?show=some&page=-1');
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toEqual({ page: 'Page must be a whole number from 1', show: 'Show must be all or unhandled' });
    expect((await call('PATCH', `/api/admin/contact-messages/${randomUUID()}`, { handled: true })).statusCode).toBe(404);
    expect((await list()).items.find((m) => m.id === ids[2])?.handledAt).toBeNull();
  });
});
