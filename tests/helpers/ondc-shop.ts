import { expect } from 'vitest';
import { generateOndcKeyPairs } from '../../src/server/modules/ondc/index.ts';
import type { TestDialect } from './databases.ts';
import { openSeededShop, type SeededShop } from './shop.ts';
import type { TestAppOptions } from './test-app.ts';
import { startOndcBuyerAppStandIn, type OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';
import { startOndcRegistryStandIn, type OndcRegistryStandIn } from '../support/ondc-registry-stand-in.ts';

export const ONDC_NODE = { subscriberId: 'hariyali.example.in', subscriberUrl: 'https://hariyali.example.in/ondc', uniqueKeyId: 'hariyali-key-1' };
export const ONDC_SETTINGS = { storeGps: '18.5018, 73.8636', storePincode: '411037', storeCity: 'Pune', daysToShip: 2 };

export interface OndcShop extends SeededShop {
  registry: OndcRegistryStandIn;
  buyerApp: OndcBuyerAppStandIn;
  /** The node's address as the network calls it here (http://127.0.0.1:<port>/ondc). */
  node: string;
  /** Gives what the catalogue needs of the owner: the ONDC settings, the legal name and address, the contact phone and e-mail. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A seeded shop set up as an ONDC seller node (docs/decisions/0077), listening, with a registry
 * stand-in holding its key and a buyer app stand-in of its own keys.
 */
export async function openOndcShop(dialect: TestDialect, now: () => number, options: Pick<TestAppOptions, 'shiprocket'> = {}): Promise<OndcShop> {
  const registry = await startOndcRegistryStandIn({ now });
  const keys = generateOndcKeyPairs();
  registry.add({ ...ONDC_NODE, type: 'BPP', domain: 'ONDC:AGR10', signingPublicKey: keys.signingPublicKey, encryptionPublicKey: keys.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' });
  const buyerApp = await startOndcBuyerAppStandIn({ registry, now });
  const shop = await openSeededShop(dialect, {
    ...options,
    clock: now,
    publicUrl: 'https://hariyali.example.in',
    ondc: { ...ONDC_NODE, signingPrivateKey: keys.signingPrivateKey, encryptionPrivateKey: keys.encryptionPrivateKey, registryUrl: registry.url, registryEncryptionPublicKey: registry.encryptionPublicKey, siteRequestId: 'a1b2c3d4-request' },
  });
  await shop.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.t.app.server.address();
  const node = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ondc`;
  return {
    ...shop,
    registry,
    buyerApp,
    node,
    async ready() {
      const saved = await shop.http.call('PUT', '/api/admin/ondc/settings', { cookie: shop.admin, body: ONDC_SETTINGS });
      if (saved.statusCode !== 200) throw new Error(saved.body);
      await shop.t.db.updateTable('business_settings').set({ legal_name: 'Hariyali Agro Private Limited', address: 'Market Yard, Gultekdi', state: 'Maharashtra', gstin: '27AAPFU0939F1ZV' }).execute();
      const site = await shop.http.call('PUT', '/api/admin/site-settings', { cookie: shop.admin, body: { phone: '9822012345', email: 'help@hariyali.example.in', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' } });
      if (site.statusCode !== 200) throw new Error(site.body);
    },
    async close() {
      await shop.t.close();
      await buyerApp.close();
      await registry.close();
    },
  };
}

/** A farmer in Pune as a buyer app sends him: the delivery stop and billing of an order. */
export const PUNE = { gps: '18.5204,73.8567', address: { name: 'Suresh Jadhav', building: 'House 12', street: 'Shivaji Nagar', locality: 'Shivaji Nagar', area_code: '411001', city: 'Pune', state: 'Maharashtra', country: 'IND' } };
export const BILLING = { name: 'Suresh Jadhav', phone: '9876543210', address: PUNE.address, created_at: '2026-12-10T04:29:00.000Z', updated_at: '2026-12-10T04:29:00.000Z' };
export const END = { location: PUNE, contact: { phone: '9876543210' }, person: { name: 'Suresh Jadhav' } };
const PEER = { bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl };

/** Sends one call from `app`, expects its ACK, runs the worker and answers the signed callback it got. */
export async function ondcCall(shop: OndcShop, action: string, message: unknown, context: Record<string, unknown> = {}, app: OndcBuyerAppStandIn = shop.buyerApp) {
  const before = app.callbacks().length;
  const res = await app.send(shop.node, action, { context: app.context(action, { ...PEER, ...context }), message });
  expect(res.json).toEqual({ message: { ack: { status: 'ACK' } } });
  await shop.t.app.sendOndcCallbacks();
  const callback = app.callbacks().slice(before).find((c) => c.action === `on_${action}`);
  expect(callback, `on_${action} was not received`).toBeDefined();
  expect(callback!.signed).toBe(true);
  return callback!.body;
}

/** A cart of `count` Premium Wheat Seeds to the farmer in Pune, paid as `payment` asks. */
export function ondcCart(shop: OndcShop, count: number, payment: Record<string, unknown> = { type: 'ON-FULFILLMENT' }) {
  return {
    provider: { id: ONDC_NODE.subscriberId, locations: [{ id: 'store' }] },
    items: [{ id: shop.ids['Premium Wheat Seeds']!, location_id: 'store', quantity: { count } }],
    billing: BILLING,
    fulfillments: [{ id: 'delivery', type: 'Delivery', end: END }],
    payment,
  };
}

/**
 * A buyer app's order, as a buyer app makes it: init, then confirm in the same transaction with
 * on_init's quote and payment (`change` alters the confirm, to send what a buyer app should not).
 */
export async function confirmOndcOrder(shop: OndcShop, networkId: string, options: { count?: number; payment?: Record<string, unknown>; change?: (order: any) => any; app?: OndcBuyerAppStandIn } = {}) {
  const { count = 1, payment = { type: 'ON-FULFILLMENT' }, change = (o) => o, app = shop.buyerApp } = options;
  const transaction_id = `txn-${networkId}`;
  const init = await ondcCall(shop, 'init', { order: ondcCart(shop, count, payment) }, { transaction_id }, app);
  expect(init.error).toBeUndefined();
  const agreed = init.message.order;
  const paid = payment.type === 'ON-ORDER' ? { status: 'PAID', params: { ...agreed.payment.params, transaction_id: 'upi-8c1d' } } : {};
  const confirm = change({ ...ondcCart(shop, count), id: networkId, state: 'Created', quote: agreed.quote, payment: { ...agreed.payment, ...paid }, created_at: '2026-12-10T04:30:00.000Z', updated_at: '2026-12-10T04:30:00.000Z' });
  return { transaction_id, body: await ondcCall(shop, 'confirm', { order: confirm }, { transaction_id }, app) };
}

/** What the shop pushes to its buyer app, unasked, after `step` (an admin's change): the worker run, the callbacks that arrived. */
export async function pushedAfter(shop: OndcShop, step: () => Promise<unknown>) {
  const before = shop.buyerApp.callbacks().length;
  await step();
  await shop.t.app.sendOndcCallbacks();
  return shop.buyerApp.callbacks().slice(before);
}
