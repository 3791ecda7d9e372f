// Each app server keeps the delivery rules in memory (for up to a minute, delivery.service.ts).
// When the admin changes them through one server, every server must answer with the new rules at
// once: the change is announced over Redis (the cache bus), not left to the minute's expiry.
import { expect, it } from 'vitest';
import type { ShopClient as Client } from './shop-client.ts';
import { describeCluster } from './cluster-fixture.ts';
import { ShopClient } from './shop-client.ts';

/** Pune GPO: in Maharashtra, the area the test serves. */
const PINCODE = '411001';
/** Far below the copies' one-minute life: only a message explains a new answer this soon. */
const AT_ONCE_MS = 2000;

describeCluster('a cache invalidation seen by every app server', {}, (cluster) => {
  /** Cash on delivery at PINCODE, as the server on `port` answers it (bypassing nginx). */
  const codOn = async (server: { url: string }) => {
    const res = await new ShopClient(server.url).get(`/api/store/delivery/${PINCODE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.deliverable).toBe(true);
    return res.body.cod as boolean;
  };

  /** Waits until every server answers `cod`; returns how long each took, or throws after AT_ONCE_MS. */
  const untilEveryServerSays = async (cod: boolean) =>
    Promise.all(
      cluster().servers.map(async (server) => {
        const started = Date.now();
        while ((await codOn(server)) !== cod) {
          if (Date.now() - started > AT_ONCE_MS) throw new Error(`${server.url} still answers cod=${!cod} ${AT_ONCE_MS} ms after the change`);
          await new Promise((r) => setTimeout(r, 20));
        }
        return Date.now() - started;
      }),
    );

  const save = async (admin: Client, cod: boolean) => {
    const current = await admin.get('/api/admin/delivery');
    expect(current.status).toBe(200);
    const res = await admin.put('/api/admin/delivery', {
      areas: [{ state: 'Maharashtra', district: null, cod: true }],
      codPincodes: [{ pincode: PINCODE, cod }],
      bands: current.body.bands,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.upstream;
  };

  it('drops every server\'s copy of the delivery rules when the admin saves them on one', async () => {
    const admin = new ShopClient(cluster().url!);
    expect((await admin.login(cluster().admin.email, cluster().admin.password)).status).toBe(200);

    // Pune served, cash refused at this one pincode; every server reads the rules and keeps them.
    await save(admin, false);
    await untilEveryServerSays(false);
    for (const server of cluster().servers) expect(await codOn(server)).toBe(false);

    // Cash taken there after all: saved through nginx (one server), asked of each server directly.
    const savedBy = await save(admin, true);
    const waits = await untilEveryServerSays(true);
    console.log(`delivery rules saved by ${savedBy}; new answer on each server after ${waits.join(', ')} ms`);
    for (const server of cluster().servers) expect(await codOn(server)).toBe(true);
  });
});
