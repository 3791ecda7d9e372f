import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminVendor, AdminVendorList } from '../../src/shared/schemas/admin-vendors.ts';
import { guardStatuses, signInAsAdmin } from '../helpers/admin.ts';
import { api, customer, sessionCookie, vendor } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describeEachDialect('admin vendors API', (dialect) => {
  let t: TestApp;
  let http: ReturnType<typeof api>;
  let admin: string;
  let adminId: string;
  // Three vendors, signed up in this order: Asha (oldest), Bharat, Chitra (newest).
  const v: Record<'asha' | 'bharat' | 'chitra', { id: string; cookie: string }> = {} as never;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
    const signedIn = await signInAsAdmin(t);
    admin = signedIn.cookie;
    adminId = (await http.me(admin)).json().user.id;
    await http.register(customer());
    for (const [key, businessName] of [['asha', 'Asha Seeds'], ['bharat', 'Bharat Tools'], ['chitra', 'Chitra Agro']] as const) {
      const res = await http.register(vendor({ businessName, ownerName: `${businessName} Owner`, gstNumber: key === 'bharat' ? '' : '27AAPFU0939F1ZV' }));
      v[key] = { id: res.json().user.id, cookie: sessionCookie(res) };
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query = '') => {
    const res = await http.call('GET', `/api/admin/vendors${query}`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    return res.json<AdminVendorList>();
  };
  const approve = (id: string) => http.call('POST', `/api/admin/vendors/${id}/approve`, { cookie: admin });
  const reject = (id: string, body: unknown) => http.call('POST', `/api/admin/vendors/${id}/reject`, { cookie: admin, body });
  const profileRow = (id: string) => t.db.selectFrom('vendor_profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
  const ownProfile = async (cookie: string) => (await http.call('GET', '/api/vendor/profile', { cookie })).json().vendor;

  it('refuses visitors (401), customers and vendors (403) on every vendor route', async () => {
    expect(await guardStatuses(t, 'GET', '/api/admin/vendors')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'GET', '/api/admin/vendors?status=pending')).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/vendors/${v.asha.id}/approve`)).toEqual([401, 403, 403]);
    expect(await guardStatuses(t, 'POST', `/api/admin/vendors/${v.asha.id}/reject`, { reason: 'No' })).toEqual([401, 403, 403]);
    // Nobody but the admin changed anything.
    expect((await profileRow(v.asha.id)).status).toBe('pending');
  });

  it('lists vendor accounts with their business details, newest first, without customers', async () => {
    const page = await list();
    // guardStatuses signed up more vendors; ours are the three oldest.
    const ours = page.items.filter((i) => Object.values(v).some((x) => x.id === i.userId));
    expect(ours.map((i) => i.businessName)).toEqual(['Chitra Agro', 'Bharat Tools', 'Asha Seeds']);
    const asha = ours.find((i) => i.businessName === 'Asha Seeds')!;
    expect(asha).toMatchObject({
      userId: v.asha.id,
      ownerName: 'Asha Seeds Owner',
      phone: '+91 98230 55555',
      address: 'Market Yard, Latur, Maharashtra 413512',
      gstNumber: '27AAPFU0939F1ZV',
      status: 'pending',
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(asha.email).toMatch(/@example\.in$/);
    expect(Date.parse(asha.registeredAt)).not.toBeNaN();
    expect(ours.find((i) => i.businessName === 'Bharat Tools')!.gstNumber).toBeNull();
    const vendorCount = Number(
      (await t.db.selectFrom('users').where('type', '=', 'vendor').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    expect(page.total).toBe(vendorCount);
    expect(page.items).toHaveLength(vendorCount);
    const dates = page.items.map((i) => i.registeredAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('approves a vendor: stored with who and when, and the vendor sees it', async () => {
    const res = await approve(v.asha.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminVendor>()).toMatchObject({ userId: v.asha.id, status: 'approved', rejectionReason: null });
    const row = await profileRow(v.asha.id);
    expect(row).toMatchObject({ status: 'approved', reviewed_by: adminId, rejection_reason: null });
    expect(Date.now() - Date.parse(row.reviewed_at!)).toBeLessThan(60_000);
    expect(await ownProfile(v.asha.cookie)).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('needs a reason to reject, per field, and changes nothing without one', async () => {
    for (const [body, message] of [
      [{}, 'This field is required'],
      [{ reason: '   ' }, 'This field is required'],
      [{ reason: 42 }, 'This field is required'],
      [{ reason: 'x'.repeat(501) }, 'Please use at most 500 characters'],
    ] as const) {
      const res = await reject(v.bharat.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ reason: message });
    }
    expect(await profileRow(v.bharat.id)).toMatchObject({ status: 'pending', rejection_reason: null, reviewed_at: null });
  });

  it('rejects with a trimmed reason that the vendor reads on its own profile', async () => {
    const res = await reject(v.bharat.id, { reason: '  Please add your GST number and a shop photo.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminVendor>()).toMatchObject({ status: 'rejected', rejectionReason: 'Please add your GST number and a shop photo.' });
    expect(await profileRow(v.bharat.id)).toMatchObject({ status: 'rejected', reviewed_by: adminId, rejection_reason: 'Please add your GST number and a shop photo.' });
    expect(await ownProfile(v.bharat.cookie)).toMatchObject({ status: 'rejected', rejectionReason: 'Please add your GST number and a shop photo.' });
    expect(await ownProfile(v.chitra.cookie)).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('filters by status: the pending filter lists only pending vendors', async () => {
    const pending = await list('?status=pending');
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((i) => i.status === 'pending')).toBe(true);
    expect(pending.items.map((i) => i.userId)).toContain(v.chitra.id);
    expect(pending.items.map((i) => i.userId)).not.toContain(v.asha.id);
    expect(pending.items.map((i) => i.userId)).not.toContain(v.bharat.id);
    expect(pending.total).toBe(pending.items.length);
    expect((await list('?status=approved')).items.map((i) => i.userId)).toEqual([v.asha.id]);
    expect((await list('?status=rejected')).items.map((i) => i.userId)).toEqual([v.bharat.id]);
    // A blank filter is "all".
    expect((await list('?status=')).total).toBe((await list()).total);
    const bad = await http.call('GET', '/api/admin/vendors?status=banned', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toBe('Status must be pending, approved or rejected');
  });

  it('answers the same decision twice with 409, and allows changing one', async () => {
    const again = await approve(v.asha.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This vendor is already approved.');
    const rejectAgain = await reject(v.bharat.id, { reason: 'Another reason' });
    expect(rejectAgain.statusCode).toBe(409);
    expect((await profileRow(v.bharat.id)).rejection_reason).toBe('Please add your GST number and a shop photo.');

    // A rejected vendor can be approved later: the old reason goes away.
    expect((await approve(v.bharat.id)).statusCode).toBe(200);
    expect(await ownProfile(v.bharat.cookie)).toMatchObject({ status: 'approved', rejectionReason: null });
    expect((await profileRow(v.bharat.id)).rejection_reason).toBeNull();
    // An approved vendor can be suspended (rejected) with a reason.
    expect((await reject(v.asha.id, { reason: 'Suspended: complaints about seed quality.' })).statusCode).toBe(200);
    expect(await ownProfile(v.asha.cookie)).toMatchObject({ status: 'rejected', rejectionReason: 'Suspended: complaints about seed quality.' });
  });

  it('answers 404 for an unknown vendor or an account that is not a vendor', async () => {
    const customerId = (await http.register(customer())).json().user.id;
    for (const id of ['00000000-0000-4000-8000-000000000000', customerId, 'x'.repeat(100)]) {
      expect((await approve(id)).statusCode).toBe(404);
      expect((await reject(id, { reason: 'No' })).statusCode).toBe(404);
    }
  });

  it('pages through every vendor exactly once', async () => {
    const all = await list('?pageSize=100');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
      const p = await list(`?page=${page}&pageSize=2`);
      expect(p).toMatchObject({ page, pageSize: 2, total: all.total });
      seen.push(...p.items.map((i) => i.userId));
    }
    expect(seen).toEqual(all.items.map((i) => i.userId));
    const bad = await http.call('GET', '/api/admin/vendors?pageSize=1000', { cookie: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.pageSize).toEqual(expect.any(String));
  });
});
