import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminSiteSettings, StoreSiteSettings } from '../../src/shared/schemas/site-settings.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The form with nothing filled in: every contact detail left out. */
const blank = { phone: '', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };

describeEachDialect('site settings API (the shop\'s contact details)', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { seed: false });
    http = api(t.app);
    admin = (await signInAsAdmin(t)).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const store = async () => {
    const res = await http.call('GET', '/api/store/site-settings');
    expect(res.statusCode).toBe(200);
    return res.json<StoreSiteSettings>();
  };
  const save = (body: unknown, cookie = admin) => http.call('PUT', '/api/admin/site-settings', { cookie, body });

  it('shows no contact details until the owner sets them: no placeholder phone or e-mail', async () => {
    expect(await store()).toEqual({ phone: null, email: null, address: null, hours: null, grievanceOfficer: null });
    const res = await http.call('GET', '/api/admin/site-settings', { cookie: admin });
    expect(res.json<AdminSiteSettings>()).toMatchObject({ phone: null, email: null, addressEn: null, openDays: [], updatedAt: '' });
  });

  it('lets only admins read or change them: a visitor 401, a customer or vendor 403, and nothing is written', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/site-settings')).toEqual([401, 403, 403]);
    const body = { ...blank, phone: '9822012345' };
    expect(await guardStatuses(t, 'PUT', '/api/admin/site-settings', body)).toEqual([401, 403, 403]);
    const vendorCookie = sessionCookie(await http.register(vendor()));
    expect((await save(body, vendorCookie)).statusCode).toBe(403);
    const customerCookie = sessionCookie(await http.register(customer()));
    expect((await save(body, customerCookie)).statusCode).toBe(403);
    expect((await store()).phone).toBeNull();
  });

  it('refuses a phone that is not a real Indian number, and a bad e-mail, with a message on each field', async () => {
    for (const phone of ['+91 20 0000 0000', '12345', '+44 20 7946 0958', '98220-1234', 'call us']) {
      const res = await save({ ...blank, phone, email: 'support@' });
      expect(res.statusCode, phone).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('validation_failed');
      expect(error.fields.phone).toMatch(/real Indian phone number/);
      expect(error.fields.email).toMatch(/valid email/);
    }
    expect(await store()).toEqual({ phone: null, email: null, address: null, hours: null, grievanceOfficer: null });
  });

  it('refuses hours without days, closing before opening, and a Hindi address without the English one', async () => {
    const res = await save({ ...blank, addressHi: 'पुणे', opensAt: '18:00', closesAt: '09:00' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['addressEn', 'closesAt', 'openDays']);
  });

  it('saves real ones, and the storefront shows them as set: mobile, landline or toll-free', async () => {
    const res = await save({
      phone: '020-2612 3456',
      email: 'Help@Hariyali.in',
      addressEn: 'Shop 4, Market Yard, Pune 411037',
      addressHi: 'दुकान 4, मार्केट यार्ड, पुणे 411037',
      addressMr: '',
      openDays: ['sat', 'mon', 'tue', 'wed', 'thu', 'fri'],
      opensAt: '09:30',
      closesAt: '18:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSiteSettings>()).toMatchObject({ phone: '+91 20 2612 3456', openDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] });
    expect(await store()).toEqual({
      phone: { dial: '+912026123456', display: '+91 20 2612 3456' },
      email: 'Help@Hariyali.in',
      address: { en: 'Shop 4, Market Yard, Pune 411037', hi: 'दुकान 4, मार्केट यार्ड, पुणे 411037', mr: null },
      hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opensAt: '09:30', closesAt: '18:00' },
      grievanceOfficer: null,
    });
    expect((await save({ ...blank, phone: '+91 98220 12345' })).statusCode).toBe(200);
    expect((await store()).phone).toEqual({ dial: '+919822012345', display: '+91 98220 12345' });
    expect((await save({ ...blank, phone: '1800 123 4567' })).statusCode).toBe(200);
    expect((await store()).phone).toEqual({ dial: '18001234567', display: '1800 123 4567' });
  });

  // The grievance officer (docs/product-rules.md 52): each detail optional, checked like the shop's own.
  it('refuses an officer\'s phone that is not a real Indian number, a bad e-mail, a name too long, and details without a name', async () => {
    const res = await save({ ...blank, grievanceName: 'x'.repeat(101), grievanceDesignation: 'y'.repeat(101), grievancePhone: '+44 20 7946 0958', grievanceEmail: 'grievance@' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.keys(fields).sort()).toEqual(['grievanceDesignation', 'grievanceEmail', 'grievanceName', 'grievancePhone']);
    expect(fields.grievancePhone).toMatch(/real Indian phone number/);
    expect(fields.grievanceEmail).toMatch(/valid email/);
    expect(fields.grievanceName).toMatch(/at most 100/);
    const nameless = await save({ ...blank, grievanceEmail: 'grievance@hariyali.in' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().error.fields).toEqual({ grievanceName: expect.stringMatching(/required/) });
    expect((await store()).grievanceOfficer).toBeNull();
  });

  it('saves the grievance officer, shown by name with the details given; the shop\'s own contacts stay optional', async () => {
    const res = await save({ ...blank, grievanceName: '  Sunita Kulkarni ', grievanceDesignation: 'Grievance Officer', grievancePhone: '98220 54321', grievanceEmail: 'grievance@hariyali.in' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSiteSettings>()).toMatchObject({ grievanceName: 'Sunita Kulkarni', grievanceDesignation: 'Grievance Officer', grievancePhone: '+91 98220 54321', grievanceEmail: 'grievance@hariyali.in' });
    expect(await store()).toEqual({
      phone: null,
      email: null,
      address: null,
      hours: null,
      grievanceOfficer: { name: 'Sunita Kulkarni', designation: 'Grievance Officer', phone: { dial: '+919822054321', display: '+91 98220 54321' }, email: 'grievance@hariyali.in' },
    });
    // A name alone: the rest left out, never a placeholder.
    expect((await save({ ...blank, grievanceName: 'Sunita Kulkarni' })).statusCode).toBe(200);
    expect((await store()).grievanceOfficer).toEqual({ name: 'Sunita Kulkarni', designation: null, phone: null, email: null });
  });

  it('clears what the owner blanks: the storefront then omits it again', async () => {
    expect((await save(blank)).statusCode).toBe(200);
    expect(await store()).toEqual({ phone: null, email: null, address: null, hours: null, grievanceOfficer: null });
  });
});
