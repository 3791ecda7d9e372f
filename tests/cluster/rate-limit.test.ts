// The login limit is 60 attempts a minute per client address (auth.routes.ts). With three app
// servers it must hold for the shop, not per server: the counts live in Redis (REDIS_URL), so the
// 61st attempt is refused whichever server nginx gives it to. The attempts here all succeed, so
// what refuses is the rate limit itself, not the failed-login counter.
import { expect, it } from 'vitest';
import { describeCluster } from './cluster-fixture.ts';
import { ShopClient } from './shop-client.ts';

const LOGINS_PER_MINUTE = 60;

describeCluster('a rate limit shared by three app servers', {}, (cluster) => {
  it('refuses the 61st login in a minute from one address, whichever server gets it', async () => {
    const url = cluster().url!;
    // Signed up from another address: sign-ups have their own limit.
    const { email, password } = await new ShopClient(url).register();
    const farmer = new ShopClient(url);

    const started = Date.now();
    const answers: Array<{ status: number; upstream: string | null }> = [];
    // Six at a time, as a script would; each login checks the password (scrypt) on its server.
    for (let i = 0; i < LOGINS_PER_MINUTE; i += 6) {
      answers.push(...(await Promise.all(Array.from({ length: 6 }, () => farmer.login(email, password)))));
    }
    expect(answers.map((a) => a.status)).toEqual(Array(LOGINS_PER_MINUTE).fill(200));
    // nginx spread them: every server counted some, and none alone reached 60.
    const perServer = new Map<string, number>();
    for (const a of answers) perServer.set(a.upstream ?? '?', (perServer.get(a.upstream ?? '?') ?? 0) + 1);
    expect([...perServer.keys()].sort()).toEqual(cluster().servers.map((s) => `127.0.0.1:${s.port}`).sort());

    // The 61st, and a few more so that each server gets one: all refused.
    const refused = await Promise.all(Array.from({ length: 6 }, () => farmer.login(email, password)));
    expect(Date.now() - started).toBeLessThan(55_000);
    expect(refused.map((a) => a.status)).toEqual(Array(6).fill(429));
    expect(new Set(refused.map((a) => a.upstream)).size).toBeGreaterThan(1);

    // Another farmer (another address) is not held back by the first one's attempts.
    expect((await new ShopClient(url).login(email, password)).status).toBe(200);
  });
});
