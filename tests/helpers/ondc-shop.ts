import { generateOndcKeyPairs } from '../../src/server/modules/ondc/index.ts';
import type { TestDialect } from './databases.ts';
import { openSeededShop, type SeededShop } from './shop.ts';
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
export async function openOndcShop(dialect: TestDialect, now: () => number): Promise<OndcShop> {
  const registry = await startOndcRegistryStandIn({ now });
  const keys = generateOndcKeyPairs();
  registry.add({ ...ONDC_NODE, type: 'BPP', domain: 'ONDC:AGR10', signingPublicKey: keys.signingPublicKey, encryptionPublicKey: keys.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' });
  const buyerApp = await startOndcBuyerAppStandIn({ registry, now });
  const shop = await openSeededShop(dialect, {
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
