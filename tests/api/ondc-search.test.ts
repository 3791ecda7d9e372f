import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminOndcOverview } from '../../src/shared/schemas/ondc.ts';
import { onSearchSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';
import { generateOndcKeyPairs } from '../../src/server/modules/ondc/index.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { ONDC_NODE, ONDC_SETTINGS, openOndcShop, type OndcShop } from '../helpers/ondc-shop.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { signedHeader } from '../support/ondc-http-signature.ts';
import type { OndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';
import type { OndcRegistryStandIn } from '../support/ondc-registry-stand-in.ts';


// The shop as an ONDC seller node (docs/product-rules.md 62, docs/decisions/0077): a buyer app's
// search, signed and verified through a registry, answered ACK, and its on_search sent back signed.
describeEachDialect('an ONDC buyer app searches the shop', (dialect) => {
  let shop: OndcShop;
  let t: TestApp;
  let http: OndcShop['http'];
  let admin: string;
  let ids: Record<string, string>;
  let registry: OndcRegistryStandIn;
  let buyer: OndcBuyerAppStandIn;
  let node: string;
  let now = Date.parse('2026-12-10T04:30:00Z');

  beforeAll(async () => {
    shop = await openOndcShop(dialect, () => now);
    ({ t, http, admin, ids, registry, buyerApp: buyer, node } = shop);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const search = (intent: unknown, context: Record<string, unknown> = {}) => ({ context: buyer.context('search', context), message: { intent } });
  const onSearches = () => buyer.callbacks().filter((c) => c.action === 'on_search');
  const lastCatalog = () => onSearches().at(-1)!.body.message.catalog;
  const itemNames = () => (lastCatalog()['bpp/providers'][0].items as Array<{ descriptor: { name: string } }>).map((i) => i.descriptor.name);

  it('before the owner gives the store\'s place, a search is answered with ONDC\'s "merchant unavailable"', async () => {
    const res = await buyer.send(node, 'search', search({ item: { descriptor: { name: 'wheat' } } }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: { ack: { status: 'ACK' } } });
    await t.app.sendOndcCallbacks();
    expect(onSearches().at(-1)).toMatchObject({ signed: true, body: { error: { code: '30017' } } });
    const overview = (await http.call('GET', '/api/admin/ondc', { cookie: admin })).json<AdminOndcOverview>();
    expect(overview).toMatchObject({ configured: true, subscriberId: ONDC_NODE.subscriberId, settings: null });
    expect(overview.missing).toEqual(expect.arrayContaining(['settings', 'legalName', 'address', 'phone', 'email']));
  });

  it('the owner sets it; a search by name gets the catalogue, signed, with AGR10 attributes and prices with GST', async () => {
    const bad = await http.call('PUT', '/api/admin/ondc/settings', { cookie: admin, body: { ...ONDC_SETTINGS, storeGps: '51.5, -0.12', daysToShip: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['daysToShip', 'storeGps']);
    await shop.ready();
    expect((await http.call('GET', '/api/admin/ondc', { cookie: admin })).json<AdminOndcOverview>()).toMatchObject({ settings: { storeGps: '18.5018,73.8636', daysToShip: 2 }, missing: [] });

    const request = search({ item: { descriptor: { name: 'wheat' } } });
    expect((await buyer.send(node, 'search', request)).json).toEqual({ message: { ack: { status: 'ACK' } } });
    await t.app.sendOndcCallbacks();
    const callback = onSearches().at(-1)!;
    expect(callback.signed).toBe(true);
    expect(onSearchSchema.safeParse(callback.body).success).toBe(true);
    expect(callback.body.context).toMatchObject({ action: 'on_search', bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl, transaction_id: request.context.transaction_id, message_id: request.context.message_id });
    const provider = lastCatalog()['bpp/providers'][0];
    expect(provider).toMatchObject({ id: ONDC_NODE.subscriberId, descriptor: { name: 'Hariyali Agro Private Limited' }, locations: [{ gps: '18.5018,73.8636', address: { area_code: '411037', city: 'Pune', state: 'Maharashtra' } }] });
    // The shop's own search, as its storefront's: the seed named so first, then what mentions wheat (the harvester).
    expect(itemNames()[0]).toBe('Premium Wheat Seeds');
    const wheat = provider.items[0];
    expect(wheat).toMatchObject({
      id: ids['Premium Wheat Seeds'],
      category_id: 'Seed',
      price: { currency: 'INR', value: '1200.00', maximum_value: '1290.00' },
      '@ondc/org/time_to_ship': 'P2D',
      '@ondc/org/return_window': 'P14D',
      '@ondc/org/available_on_cod': true,
      '@ondc/org/contact_details_consumer_care': 'Hariyali Agro Private Limited,help@hariyali.example.in,9822012345',
    });
    const attributes = Object.fromEntries((wheat.tags as Array<{ code: string; list: Array<{ code: string; value: string }> }>).find((g) => g.code === 'attribute')!.list.map((a) => [a.code, a.value]));
    expect(attributes).toMatchObject({ minimum_germination: '88%', pack_quantity: '40 kg' });
    expect(attributes['seed_treatment/coatings']).toContain('Carboxin');
    // The node's answer came to the buyer app's own address, not to an address the request named elsewhere.
    expect(buyer.requests.at(-1)!.path).toBe('/on_search');
  });

  it('stock sold since the last search is seen at the next: a product sold out is offered with 0 available', async () => {
    const wheat = () => (lastCatalog()['bpp/providers'][0].items as Array<{ id: string; quantity: { available: { count: string }; maximum: { count: string } } }>).find((i) => i.id === ids['Premium Wheat Seeds'])!;
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', ids['Premium Wheat Seeds']!).execute();
    // Written behind the app's back: its servers hear of the new catalogue version as they would of any other writer's.
    await t.database.catalogueChanges?.sync();
    await buyer.send(node, 'search', search({ item: { descriptor: { name: 'wheat' } } }));
    await t.app.sendOndcCallbacks();
    expect(wheat().quantity).toMatchObject({ available: { count: '0' }, maximum: { count: '0' } });
    await t.db.updateTable('products').set({ stock: 150 }).where('id', '=', ids['Premium Wheat Seeds']!).execute();
    await t.database.catalogueChanges?.sync();
    await buyer.send(node, 'search', search({ item: { descriptor: { name: 'wheat' } } }));
    await t.app.sendOndcCallbacks();
    expect(wheat().quantity).toMatchObject({ available: { count: '99' }, maximum: { count: '150' } });
  });

  it('a search by AGR10 category lists that category only; one the shop does not sell is an empty catalogue', async () => {
    await buyer.send(node, 'search', search({ category: { id: 'Fertilizer' } }));
    await t.app.sendOndcCallbacks();
    expect(itemNames()).toEqual(['NPK 19:19:19 Water Soluble Fertilizer']);
    await buyer.send(node, 'search', search({ category: { id: 'Organic Crop Nutrition' } }));
    await t.app.sendOndcCallbacks();
    expect(itemNames()).toEqual([]);
  });

  it('a search that names where the goods are to go is answered 30009 where the shop does not deliver', async () => {
    const to = (pincode: string) => ({ category: { id: 'Seed' }, fulfillment: { type: 'Delivery', end: { location: { gps: '18.52,73.85', address: { area_code: pincode } } } } });
    await buyer.send(node, 'search', search(to('411001')));
    await t.app.sendOndcCallbacks();
    expect(itemNames()).toContain('Premium Wheat Seeds');
    await buyer.send(node, 'search', search(to('999999')));
    await t.app.sendOndcCallbacks();
    expect(onSearches().at(-1)).toMatchObject({ signed: true, body: { error: { code: '30009' } } });
  });

  it('a product the owner keeps off the network is not offered; offered again, it is', async () => {
    const off = await http.call('PUT', `/api/admin/ondc/products/${ids['Premium Wheat Seeds']}`, { cookie: admin, body: { offered: false } });
    expect(off.json()).toEqual({ offered: false });
    await buyer.send(node, 'search', search({ item: { descriptor: { name: 'wheat' } } }));
    await t.app.sendOndcCallbacks();
    expect(itemNames()).not.toContain('Premium Wheat Seeds');
    expect(itemNames().length).toBeGreaterThan(0);
    expect((await http.call('GET', '/api/admin/ondc', { cookie: admin })).json<AdminOndcOverview>().withheldProductIds).toEqual([ids['Premium Wheat Seeds']]);
    await http.call('PUT', `/api/admin/ondc/products/${ids['Premium Wheat Seeds']}`, { cookie: admin, body: { offered: true } });
    expect((await http.call('PUT', '/api/admin/ondc/products/no-such-product', { cookie: admin, body: { offered: false } })).statusCode).toBe(404);
  });

  it('the searches asking the same are sent the catalogue built for the first while it stands; a setting saved is seen at the next, and a minute on it is built again', async () => {
    const ask = async () => {
      await buyer.send(node, 'search', search({ category: { id: 'Fertilizer' } }));
      await t.app.sendOndcCallbacks();
      return lastCatalog()['bpp/providers'][0] as { time: { timestamp: string }; items: Array<Record<string, unknown>> };
    };
    const first = await ask();
    now += 10_000;
    const second = await ask();
    expect(second.time.timestamp).toBe(first.time.timestamp);
    // The answer's own context is this search's, sent now.
    expect(onSearches().at(-1)!.body.context.timestamp).toBe(new Date(now).toISOString());
    expect(onSearches().at(-1)!.signed).toBe(true);

    expect((await http.call('PUT', '/api/admin/ondc/settings', { cookie: admin, body: { ...ONDC_SETTINGS, daysToShip: 5 } })).statusCode).toBe(200);
    const third = await ask();
    expect(third.items[0]).toMatchObject({ '@ondc/org/time_to_ship': 'P5D' });
    expect(third.time.timestamp).toBe(new Date(now).toISOString());
    await http.call('PUT', '/api/admin/ondc/settings', { cookie: admin, body: ONDC_SETTINGS });

    const built = now;
    expect((await ask()).items[0]).toMatchObject({ '@ondc/org/time_to_ship': 'P2D' });
    now += 30_000;
    expect((await ask()).time.timestamp).toBe(new Date(built).toISOString());
    now += 31_000;
    expect((await ask()).time.timestamp).toBe(new Date(now).toISOString());
  });

  it('a search a gateway forwarded is taken with both signatures good, and refused when the gateway\'s is not', async () => {
    const gateway = generateOndcKeyPairs();
    registry.add({ subscriberId: 'gateway.example.in', uniqueKeyId: 'bg-1', subscriberUrl: 'https://gateway.example.in', type: 'BG', domain: 'ONDC:AGR10', signingPublicKey: gateway.signingPublicKey, encryptionPublicKey: gateway.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' });
    const text = JSON.stringify(search({ item: { descriptor: { name: 'soybean' } } }));
    const created = Math.floor(now / 1000);
    const sign = (seed: string, subscriberId: string, uniqueKeyId: string) => signedHeader({ subscriberId, uniqueKeyId, seed, body: text, createdSeconds: created, expiresSeconds: created + 300 });
    const post = (gatewayHeader: string) =>
      fetch(`${node}/search`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: sign(buyer.seed, buyer.subscriberId, buyer.uniqueKeyId), 'x-gateway-authorization': gatewayHeader }, body: text });
    const forged = await post(sign(generateOndcKeyPairs().signingPrivateKey, 'gateway.example.in', 'bg-1'));
    expect(forged.status).toBe(401);
    const forwarded = await post(sign(gateway.signingPrivateKey, 'gateway.example.in', 'bg-1'));
    expect(forwarded.status).toBe(200);
    await t.app.sendOndcCallbacks();
    expect(itemNames()[0]).toBe('Soybean Seeds');
  });

  it('a repeated search (same sender and message id) is answered ACK and owed nothing more', async () => {
    const request = search({ item: { descriptor: { name: 'cotton' } } });
    await buyer.send(node, 'search', request);
    await t.app.sendOndcCallbacks();
    const before = onSearches().length;
    expect((await buyer.send(node, 'search', request)).json).toEqual({ message: { ack: { status: 'ACK' } } });
    await t.app.sendOndcCallbacks();
    expect(onSearches()).toHaveLength(before);
  });

  it('a tampered body, another key, an expired or missing signature are refused 401 with a NACK, and nothing is owed', async () => {
    const count = async () => Number((await t.db.selectFrom('ondc_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const request = search({ item: { descriptor: { name: 'wheat' } } });
    const text = JSON.stringify(request);
    const created = Math.floor(now / 1000);
    const header = signedHeader({ subscriberId: buyer.subscriberId, uniqueKeyId: buyer.uniqueKeyId, seed: buyer.seed, body: text, createdSeconds: created, expiresSeconds: created + 300 });
    const tampered = await buyer.send(node, 'search', text.replace('wheat', 'tractor'), { header });
    expect(tampered.status).toBe(401);
    expect(tampered.json).toMatchObject({ message: { ack: { status: 'NACK' } }, error: { code: '30016' } });
    expect(tampered.headers.get('www-authenticate')).toBe(`Signature realm="${ONDC_NODE.subscriberId}",headers="(created) (expires) digest"`);

    const stranger = generateOndcKeyPairs().signingPrivateKey;
    const otherKey = await buyer.send(node, 'search', text, { header: signedHeader({ subscriberId: buyer.subscriberId, uniqueKeyId: buyer.uniqueKeyId, seed: stranger, body: text, createdSeconds: created, expiresSeconds: created + 300 }) });
    expect(otherKey.status).toBe(401);
    const unknown = await buyer.send(node, 'search', text, { header: signedHeader({ subscriberId: 'nobody.example.in', uniqueKeyId: 'k1', seed: stranger, body: text, createdSeconds: created, expiresSeconds: created + 300 }) });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error.message).toContain('No subscribed key');
    const expired = await buyer.send(node, 'search', text, { createdSeconds: created - 600, expiresSeconds: created - 300 });
    expect(expired.status).toBe(401);
    expect(expired.json.error.message).toContain('expired');
    expect((await buyer.send(node, 'search', text, { header: null })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('a signed call the shop cannot take is a NACK with ONDC\'s code: not JSON, another domain, another node, stale, another sender\'s context', async () => {
    const garbage = await buyer.send(node, 'search', '{"context": ');
    expect(garbage).toMatchObject({ status: 400, json: { message: { ack: { status: 'NACK' } }, error: { code: '30000' } } });
    const retail = await buyer.send(node, 'search', search({}, { domain: 'ONDC:RET10' }));
    expect(retail).toMatchObject({ status: 400, json: { error: { code: '30000', path: 'context.domain' } } });
    const otherNode = await buyer.send(node, 'search', search({}, { bpp_id: 'other.example.in', bpp_uri: 'https://other.example.in/ondc' }));
    expect(otherNode).toMatchObject({ status: 400, json: { error: { code: '30000', path: 'context.bpp_id' } } });
    const stale = await buyer.send(node, 'search', search({}, { timestamp: new Date(now - 60_000).toISOString() }));
    expect(stale).toMatchObject({ status: 400, json: { error: { code: '30022' } } });
    const elsewhere = await buyer.send(node, 'search', search({}, { bap_uri: 'http://169.254.169.254/latest' }));
    expect(elsewhere).toMatchObject({ status: 400, json: { error: { code: '30000', path: 'context.bap_uri' } } });
    const impostor = await buyer.send(node, 'search', search({}, { bap_id: 'paytm.example.in' }));
    expect(impostor).toMatchObject({ status: 401, json: { error: { code: '30016' } } });
    // Each is in the owner's log as refused; none is owed a callback.
    const calls = (await http.call('GET', '/api/admin/ondc', { cookie: admin })).json<AdminOndcOverview>().calls;
    expect(calls.filter((c) => c.status === 'nack').map((c) => c.errorCode).slice(0, 6).sort()).toEqual(['30000', '30000', '30000', '30000', '30016', '30022']);
    // A callback is what the node sends, never a call it takes.
    expect((await buyer.send(node, 'on_confirm', { context: buyer.context('on_confirm') })).status).toBe(404);
  });

  it('a callback the buyer app fails is tried again with backoff until it takes it, and given up once its ttl is over', async () => {
    buyer.failNext(503);
    let request = search({ item: { descriptor: { name: 'sunflower' } } });
    await buyer.send(node, 'search', request);
    await t.app.sendOndcCallbacks();
    const row = () => t.db.selectFrom('ondc_messages').selectAll().where('direction', '=', 'out').where('transaction_id', '=', request.context.transaction_id as string).executeTakeFirstOrThrow();
    // A catalogue is not kept in the log (30-40 KB a search): the retry sends the catalogue standing then.
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, http_status: 503, body: null });
    now += 1000;
    await t.app.sendOndcCallbacks();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, body: null });
    expect(itemNames()[0]).toBe('Sunflower Seeds');

    buyer.failNext(503, 20);
    request = search({ item: { descriptor: { name: 'corn' } } });
    await buyer.send(node, 'search', request);
    for (let i = 0; i < 6; i++) {
      await t.app.sendOndcCallbacks();
      now += 8000;
    }
    expect(await row()).toMatchObject({ status: 'failed' });
    expect((await row()).error_message).toContain('ttl');
  });

  it('searches and their answers are deleted after two days; nothing younger, nothing still owed', async () => {
    const searches = () => t.db.selectFrom('ondc_messages').select(['action', 'status']).where('action', 'in', ['search', 'on_search']).execute();
    const before = (await searches()).length;
    expect(before).toBeGreaterThan(10);
    expect(await t.app.pruneOndcLog()).toBe(0);
    now += 2 * 86_400_000 + 60_000;
    expect(await t.app.pruneOndcLog()).toBe(before);
    expect(await searches()).toEqual([]);
  });

  it('the registry\'s on_subscribe challenge is answered, and the site verification page signs the request id', async () => {
    expect(await registry.challenge({ onSubscribeUrl: `${node}/on_subscribe`, subscriberId: ONDC_NODE.subscriberId, uniqueKeyId: ONDC_NODE.uniqueKeyId })).toEqual({ passed: true, status: 200 });
    const page = await fetch(node.replace('/ondc', '/ondc-site-verification.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<meta name="ondc-site-verification" content="[A-Za-z0-9+/]+={0,2}" \/>/);
  });
});
