import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { StoreOrder } from '../../src/shared/schemas/orders.ts';
import type { OnlineCheckout } from '../../src/shared/schemas/payments.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../support/razorpay-stand-in.ts';
import { signInAsAdmin } from './admin.ts';
import { api } from './auth.ts';
import type { TestDialect } from './databases.ts';
import { shipping } from './factories.ts';
import { createTestApp, type StoppableTestApp, type TestAppOptions } from './test-app.ts';

export interface GatewayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** A seeded shop whose admin has switched on online payments through a Razorpay stand-in with `keys`. */
export interface GatewayShop {
  t: StoppableTestApp;
  gateway: RazorpayStandIn;
  http: ReturnType<typeof api>;
  admin: string;
  /** The seeded wheat seed's id. */
  wheat: string;
  close(): Promise<void>;
}

export async function openGatewayShop(dialect: TestDialect, keys: GatewayKeys, options: Omit<TestAppOptions, 'paymentGateway'> = {}): Promise<GatewayShop> {
  const gateway = await startRazorpayStandIn(keys);
  const t = await createTestApp(dialect, { ...options, paymentGateway: { apiUrl: gateway.url, checkoutScriptUrl: gateway.checkoutScriptUrl } });
  const http = api(t.app);
  const admin = (await signInAsAdmin(t)).cookie;
  expect((await http.call('PUT', '/api/admin/payment-settings', { cookie: admin, body: { gateway: { ...keys, isActive: true } } })).statusCode).toBe(200);
  const wheat = (await t.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow()).id;
  return {
    t,
    gateway,
    http,
    admin,
    wheat,
    async close() {
      await t.close();
      await gateway.close();
    },
  };
}

/** An online order of `quantity` packs of `productId` by `cookie`, with its gateway order opened. */
export async function placeWithGatewayOrder(shop: GatewayShop, cookie: string, productId: string, quantity = 1): Promise<{ order: StoreOrder; gatewayOrderId: string }> {
  const placed = await shop.http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId, quantity }], shipping, paymentMethod: 'online' } });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<StoreOrder>();
  const { gatewayOrderId } = (await shop.http.call('POST', `/api/store/orders/${order.id}/payment`, { cookie })).json<OnlineCheckout>();
  return { order, gatewayOrderId };
}

/**
 * Pays an order online as its buyer would: its checkout opened at the gateway, paid there (UPI
 * unless said; no webhooks, so the return alone records it), and the gateway's page posting the
 * buyer back to the shop (form-encoded, from another site). Answers the gateway's payment and the
 * shop's reply to that return.
 */
export async function payOnline(app: FastifyInstance, gateway: RazorpayStandIn, orderId: string, cookie: string, method?: 'upi' | 'card') {
  const { gatewayOrderId } = (await api(app).call('POST', `/api/store/orders/${orderId}/payment`, { cookie })).json<OnlineCheckout>();
  const paid = await gateway.pay(gatewayOrderId, { method, deliverWebhooks: false });
  const back = await app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/return',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: gateway.url },
    payload: new URLSearchParams({ razorpay_payment_id: paid.paymentId, razorpay_order_id: gatewayOrderId, razorpay_signature: paid.signature }).toString(),
  });
  return { paid, back };
}
