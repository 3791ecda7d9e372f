import { signInAsAdmin } from './admin.ts';
import { api, customer, sessionCookie } from './auth.ts';
import type { TestDialect } from './databases.ts';
import { shipping } from './factories.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A delivery address in Pune (Maharashtra, the shop's own state) whose pincode India Post knows. */
export const PUNE = { ...shipping, city: 'Pune', state: 'Maharashtra' as const, pincode: '411001' };

export interface SeededShop {
  t: TestApp;
  http: ReturnType<typeof api>;
  /** A signed-in customer's and an admin's session cookies. */
  buyer: string;
  admin: string;
  /** The seeded products' ids by name. */
  ids: Record<string, string>;
}

/**
 * Lets cash on delivery take orders up to ₹1 crore instead of ₹50,000: the suites that buy a
 * tractor by cash test tax and documents, not the limit (online-payments.test.ts tests that).
 */
export async function allowLargeCashOrders(http: ReturnType<typeof api>, adminCookie: string): Promise<void> {
  const res = await http.call('PUT', '/api/admin/payment-settings', { cookie: adminCookie, body: { cod: { isActive: true, instructions: null, maxOrderPaise: 1_00_00_000_00 } } });
  if (res.statusCode !== 200) throw new Error(`raising the cash-on-delivery limit failed: ${res.statusCode} ${res.body}`);
}

/** The seeded shop with a customer and an admin signed in: what the GST and document suites start from. */
export async function openSeededShop(dialect: TestDialect, options: TestAppOptions = {}): Promise<SeededShop> {
  const t = await createTestApp(dialect, options);
  const http = api(t.app);
  const buyer = sessionCookie(await http.register(customer()));
  const admin = (await signInAsAdmin(t)).cookie;
  await allowLargeCashOrders(http, admin);
  const ids: Record<string, string> = {};
  for (const p of await t.db.selectFrom('products').select(['id', 'name']).execute()) ids[p.name] = p.id;
  return { t, http, buyer, admin, ids };
}
