import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.ts';
import { shipping } from '../helpers/factories.ts';
import { buildTestApp } from '../helpers/test-app.ts';

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
});
