import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { shipping } from '../helpers/factories.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { generateOndcKeyPairs } from '../../src/server/modules/ondc/index.ts';
import { ONDC_NODE } from '../helpers/ondc-shop.ts';
import { startOndcBuyerAppStandIn } from '../support/ondc-buyer-app-stand-in.ts';
import { startOndcRegistryStandIn } from '../support/ondc-registry-stand-in.ts';

// The server confirms a write only once the database says it is on disk (group commit on SQLite,
// docs/decisions/0009). Here the disk is held back by hand to show that an order's answer waits.
describe('writes are confirmed only when durable', () => {
  let scratch: TestDatabase;
  let database: Db;
  // Set by the held-back durable() below.
  const disk: { release?: () => void } = {};
  /** Waits until a write is held at the disk, then lets it through. */
  const waitForDisk = async () => {
    while (!disk.release) await new Promise((r) => setTimeout(r, 5));
  };
  const releaseDisk = () => {
    const release = disk.release;
    disk.release = undefined;
    release?.();
  };
  let waits = 0;

  beforeAll(async () => {
    scratch = await createTestDatabase('sqlite');
    const real = openDatabase(scratch.config);
    await migrateToLatest(real.db);
    await seedCatalogIfEmpty(real.db);
    database = {
      ...real,
      durable: async () => {
        waits++;
        await real.durable();
        await new Promise<void>((resolve) => (disk.release = resolve));
      },
    };
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('holds back the answer to an order until the commit is synced, and never a read', async () => {
    const app = await buildTestApp(database, { secretsKey: randomBytes(32) });
    const http = api(app);
    const signUp = http.register(customer());
    await waitForDisk();
    releaseDisk();
    const cookie = sessionCookie(await signUp);

    const product = (await http.call('GET', '/api/store/products')).json().items.find((p: { inStock: boolean }) => p.inStock);
    expect(waits).toBe(1); // reads do not wait

    let answered = false;
    const order = http.call('POST', '/api/store/orders', { cookie, body: { items: [{ productId: product.id, quantity: 1 }], shipping, paymentMethod: 'cod' } }).then((res) => {
      answered = true;
      return res;
    });
    await waitForDisk();
    // The order is committed (it is in the database) but not yet confirmed to the buyer.
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    expect(Number((await database.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
    releaseDisk();
    expect((await order).statusCode).toBe(201);
    expect(waits).toBe(2);
    await app.close();
  });

  it('answers an ONDC search before the disk, and a cancel, which the buyer app commits to, only after it (docs/decisions/0081)', async () => {
    const now = () => Date.parse('2026-12-10T04:30:00Z');
    const registry = await startOndcRegistryStandIn({ now });
    const keys = generateOndcKeyPairs();
    registry.add({ ...ONDC_NODE, type: 'BPP', domain: 'ONDC:AGR10', signingPublicKey: keys.signingPublicKey, encryptionPublicKey: keys.encryptionPublicKey, validFrom: '2026-01-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' });
    const buyer = await startOndcBuyerAppStandIn({ registry, now });
    const app = await buildTestApp(database, {
      secretsKey: randomBytes(32),
      clock: now,
      publicUrl: 'https://hariyali.example.in',
      ondc: { ...ONDC_NODE, signingPrivateKey: keys.signingPrivateKey, encryptionPrivateKey: keys.encryptionPrivateKey, registryUrl: registry.url, registryEncryptionPublicKey: registry.encryptionPublicKey },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const node = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ondc`;
      const ack = { message: { ack: { status: 'ACK' } } };
      const before = waits;

      const search = await buyer.send(node, 'search', { context: buyer.context('search'), message: { intent: { item: { descriptor: { name: 'wheat' } } } } });
      expect(search.json).toEqual(ack);
      expect(waits).toBe(before);
      // The search's row is written all the same: its on_search is owed.
      expect(await database.db.selectFrom('ondc_messages').select('action').where('direction', '=', 'in').execute()).toEqual([{ action: 'search' }]);

      let answered = false;
      const peer = { bpp_id: ONDC_NODE.subscriberId, bpp_uri: ONDC_NODE.subscriberUrl };
      const cancel = buyer.send(node, 'cancel', { context: buyer.context('cancel', peer), message: { order_id: 'NET-1', cancellation_reason_id: '010' } }).then((res) => {
        answered = true;
        return res;
      });
      await waitForDisk();
      await new Promise((r) => setTimeout(r, 50));
      expect(answered).toBe(false);
      releaseDisk();
      expect((await cancel).json).toEqual(ack);
      expect(waits).toBe(before + 1);
    } finally {
      await app.close();
      await buyer.close();
      await registry.close();
    }
  });
});
