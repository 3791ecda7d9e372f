import { afterAll, beforeAll, beforeEach } from 'vitest';
import { customer, sessionCookie } from './auth.ts';
import type { TestDialect } from './databases.ts';
import { openGatewayShop, type GatewayKeys, type GatewayShop } from './gateway-shop.ts';

/** 20 June 2026, 11:30 in India: the day a discount suite's tests start on. */
const START = Date.parse('2026-06-20T06:00:00Z');

/** The shop a discount suite tests against: see discountShop. */
export interface DiscountShop extends GatewayShop {
  /** A signed-in buyer's session cookie (Sunita Jadhav). */
  buyer: string;
  /** The seeded products' ids by name. */
  ids: Record<string, string>;
  /** The app's clock (epoch milliseconds): 20 June 2026 in India at the start of each test, which may set it to move the day. */
  now: number;
}

/**
 * For a suite on discounts (coupons, offers: docs/product-rules.md 43, 47), inside its describe:
 * before its tests, the seeded shop taking online payments through a Razorpay stand-in with
 * `keys` (openGatewayShop), its legal name, address and GSTIN in Maharashtra set for its tax
 * invoices, and a buyer signed in; closed after them. Its fields are there once the suite's tests
 * run (read them inside the tests, not when the describe is written).
 */
export function discountShop(dialect: TestDialect, keys: GatewayKeys): DiscountShop {
  const shop = { now: START } as DiscountShop;
  beforeAll(async () => {
    Object.assign(shop, await openGatewayShop(dialect, keys, { clock: () => shop.now, signupRateLimit: 1000 }));
    await shop.t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi, Pune 411037', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' }).execute();
    shop.buyer = sessionCookie(await shop.http.register(customer({ name: 'Sunita Jadhav' })));
    shop.ids = {};
    for (const p of await shop.t.db.selectFrom('products').select(['id', 'name']).execute()) shop.ids[p.name] = p.id;
  });
  afterAll(async () => shop.close?.());
  beforeEach(() => {
    shop.now = START;
  });
  return shop;
}
