import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { api, customer, sessionCookie, vendor } from './auth.ts';
import type { TestApp } from './test-app.ts';
import type { StaffRole } from '../../src/shared/staff-roles.ts';

let admins = 0;

/** A new admin account on the test app, signed in; returns its session cookie and email. */
export async function signInAsAdmin(t: TestApp, name = 'Shop Owner'): Promise<{ cookie: string; email: string }> {
  admins += 1;
  const email = `owner.${admins}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'owner-passphrase-1';
  await upsertAdmin(t.db, { email, password, name });
  const res = await api(t.app).login(email, password);
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), email };
}

/**
 * A new staff account of `role` (docs/product-rules.md 49), signed in: an admin account given the
 * role, as the owner's Manage Users gives it (the session reads the role on every request).
 */
export async function signInAsStaff(t: TestApp, role: StaffRole, name = `Staff ${role}`): Promise<{ cookie: string; id: string }> {
  const { cookie, email } = await signInAsAdmin(t, name);
  const { id } = await t.db.updateTable('users').set({ staff_role: role }).where('email', '=', email).returning('id').executeTakeFirstOrThrow();
  return { cookie, id };
}

/**
 * Asserts the guard of an admin endpoint: 401 for a visitor, 403 for a customer and for a vendor.
 * Returns the status codes in that order, for `expect(...).toEqual([401, 403, 403])`.
 */
export async function guardStatuses(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<number[]> {
  const http = api(t.app);
  const customerCookie = sessionCookie(await http.register(customer()));
  const vendorCookie = sessionCookie(await http.register(vendor()));
  const codes: number[] = [];
  for (const cookie of [undefined, customerCookie, vendorCookie]) {
    codes.push((await http.call(method, url, { cookie, body })).statusCode);
  }
  return codes;
}
