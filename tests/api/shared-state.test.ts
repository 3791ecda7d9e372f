import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDate } from '../../src/shared/india.ts';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig, DatabaseConfig } from '../../src/server/config.ts';
import { startTextProviders } from '../helpers/text-providers.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { upsertAdmin } from '../../src/server/modules/accounts/admin-bootstrap.ts';
import { AUTH_FAILURE_LIMIT } from '../../src/server/modules/accounts/auth.routes.ts';
import { RedisJobLock } from '../../src/server/shared-state/job-lock.ts';
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE, SharedRedis } from '../../src/server/shared-state/redis-connection.ts';
import { RedisFailureLimiter } from '../../src/server/shared-state/redis-failure-limiter.ts';
import { api, customer, freshAddress, sessionCookie } from '../helpers/auth.ts';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/databases.ts';
import { MAIL_FROM } from '../helpers/mail-app.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp-test-server.ts';

/**
 * Several app servers on one database and one Redis (issue 18 part 1, docs/decisions/0032): the
 * local Redis (TEST_REDIS_URL, else 127.0.0.1:6379); skipped with a line saying so when none
 * answers, and failed under CI=true. Every suite has a key prefix of its own, and deletes only it.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis) {
  const where = new URL(REDIS_URL).host;
  if (process.env.CI === 'true') throw new Error(`CI=true but no Redis answers at ${where}: the shared-state suites cannot be skipped in CI (set TEST_REDIS_URL)`);
  console.warn(`shared-state suites skipped: no Redis answers at ${where} (start one, or set TEST_REDIS_URL)`);
}

/** A port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP relay to Redis the test can cut (the network to Redis fails) and restore on the same port. */
async function redisRelay(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(targetPort || 6379), hostname);
      track(client);
      track(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
  let server = relay();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: async () => {
      server = relay();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Server {
  app: FastifyInstance;
  log: string[];
  close(): Promise<void>;
}

const SECRETS_KEY = randomBytes(32);

/** One app server as main.ts builds it, with a database connection of its own; its timers off unless asked. */
async function startServer(database: DatabaseConfig, redisUrl: string, prefix: string, options: { smtpUrl?: string; mailPollMs?: number; texts?: AppConfig['texts'] } = {}): Promise<Server> {
  const handle = openDatabase(database);
  const log: string[] = [];
  const app = await buildApp({
    config: { logLevel: 'info', clientDir: undefined, redisUrl, redisPrefix: prefix, mail: { smtpUrl: options.smtpUrl, from: MAIL_FROM }, texts: options.texts },
    database: handle,
    logStream: { write: (line) => void log.push(line) },
    secretsKey: SECRETS_KEY,
    paymentSweepMs: 0,
    seedLotSweepMs: 0,
    mailPollMs: options.mailPollMs ?? 0,
  });
  await app.ready();
  return {
    app,
    log,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

const linesWith = (log: string[], message: string) => log.filter((line) => JSON.parse(line).msg === message).length;

/** An account on the shared database, signed in on whichever server is asked. */
async function registered(app: FastifyInstance) {
  const form = customer();
  const res = await api(app).register(form);
  expect(res.statusCode, res.body).toBe(201);
  return { email: form.email as string, password: form.password as string };
}

describe.skipIf(!hasRedis)('shared state on Redis', () => {
  describeEachDialect('several app servers on one database and one Redis', (dialect) => {
    const prefix = `hariyali-test:${randomUUID()}:`;
    let testDb: TestDatabase;
    /** The test's own connection to the shared database. */
    let setup: Db;
    let redis: Redis;
    let a: Server;
    let b: Server;
    const others: Server[] = [];

    beforeAll(async () => {
      testDb = await createTestDatabase(dialect);
      setup = openDatabase(testDb.config);
      await migrateToLatest(setup.db);
      await seedCatalogIfEmpty(setup.db);
      redis = new Redis(REDIS_URL);
      a = await startServer(testDb.config, REDIS_URL, prefix);
      b = await startServer(testDb.config, REDIS_URL, prefix);
    });

    afterAll(async () => {
      for (const server of [a, b, ...others]) await server?.close();
      if (redis) {
        // This suite's keys only: other test files use the same Redis at the same time.
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await setup?.close();
      await testDb?.drop();
    });

    const admin = async (server: Server) => {
      const email = `owner.${randomUUID().slice(0, 8)}@example.in`;
      await upsertAdmin(setup.db, { email, password: 'owner-passphrase-1', name: 'Shop Owner' });
      const res = await api(server.app).login(email, 'owner-passphrase-1');
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookie(res);
    };

    it('counts a number\'s codes and a client address\'s requests for codes across both servers', async () => {
      const providers = await startTextProviders({ flows: { 'flow-code-en': ['sign-in-code', 'en'] }, codeRequestsPerHour: 3 });
      const msg91 = providers.msg91;
      const c = await startServer(testDb.config, REDIS_URL, prefix, { texts: providers.texts });
      const d = await startServer(testDb.config, REDIS_URL, prefix, { texts: providers.texts });
      others.push(c, d);
      try {
        const ask = (server: Server, phone: string) => api(server.app).call('POST', '/api/auth/mobile/code', { body: { phone, channel: 'sms' }, address: '203.0.113.77' });
        expect((await ask(c, '9822033331')).statusCode).toBe(200);
        // The same number on the other server: its 30 seconds are the database's, not the server's.
        const soon = await ask(d, '9822033331');
        expect([soon.statusCode, soon.json().error.code]).toEqual([429, 'code_too_soon']);
        expect((await ask(d, '9822033332')).statusCode).toBe(200);
        // The address's fourth request this hour (a refused one counts too), on either server, is one too many: counted in Redis.
        const third = await ask(c, '9822033333');
        expect([third.statusCode, third.json().error.code]).toEqual([429, 'rate_limited']);
        expect(msg91.sent.map((m) => m.to)).toEqual(['+919822033331', '+919822033332']);
      } finally {
        await providers.close();
      }
    });

    it('answers /readyz with the database and Redis both answering', async () => {
      const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
    });

    it('refuses the 61st login of a minute from one address, whichever server gets it', async () => {
      const { email, password } = await registered(a.app);
      const address = freshAddress();
      // 60 attempts alternating between the servers. Malformed ones: the route's limit counts every
      // attempt before anything is checked, and they cost no password hash (60 would take seconds).
      // Each answer says how many the address has left, from one count shared by both servers.
      const left: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await api(i % 2 ? b.app : a.app).call('POST', '/api/auth/login', { body: { email: 'not-an-email', password: 'x' }, address });
        // Refused by the form check, then by the failure counter: never by the route's limit yet.
        expect(res.headers['retry-after'], `attempt ${i + 1}`).toBeUndefined();
        left.push(Number(res.headers['x-ratelimit-remaining']));
      }
      expect(left).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
      for (const server of [a, b]) {
        // The 61st (and 62nd), with the right password, on either server: the route's limit.
        const refused = await api(server.app).login(email, password, { address });
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['x-ratelimit-limit']).toBe('60');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Rate limit exceeded/) });
      }
      // Another address still logs in, on either server.
      expect((await api(b.app).login(email, password)).statusCode).toBe(200);
      expect((await api(a.app).login(email, password)).statusCode).toBe(200);
    });

    it('counts wrong passwords across the servers: 10 split between them, and the 11th is refused on either', async () => {
      const { email, password } = await registered(b.app);
      for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) {
        // A new address each time: only the account's counter adds up.
        expect((await api(i % 2 ? a.app : b.app).login(email, 'not-the-password')).statusCode).toBe(401);
      }
      for (const server of [a, b]) {
        const refused = await api(server.app).login(email, password);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error.code).toBe('rate_limited');
      }
    });

    it('shows payment settings saved on one server on the other at once, not after its minute', async () => {
      const before = await api(b.app).call('GET', '/api/store/payment-methods');
      expect(before.json().codMaxPaise).not.toBe(7_654_00);
      const cookie = await admin(a);
      const saved = await api(a.app).call('PUT', '/api/admin/payment-settings', { cookie, body: { cod: { isActive: true, instructions: 'Keep exact change ready', maxOrderPaise: 7_654_00 } } });
      expect(saved.statusCode, saved.body).toBe(200);
      // The message reaches B within milliseconds; without it, B's copy would last 60 s.
      await expect.poll(async () => (await api(b.app).call('GET', '/api/store/payment-methods')).json().codMaxPaise, { timeout: 2000, interval: 20 }).toBe(7_654_00);
      expect((await api(b.app).call('GET', '/api/store/payment-methods')).json().codInstructions).toBe('Keep exact change ready');
    });

    it('shows delivery areas and tax rates saved on one server on the other at once', async () => {
      const cookie = await admin(b);
      expect((await api(a.app).call('GET', '/api/store/delivery/411001')).json().deliverable).toBe(true);
      const bands = { sameState: { minDays: 3, maxDays: 5 }, otherStates: { minDays: 5, maxDays: 7 } };
      const saved = await api(b.app).call('PUT', '/api/admin/delivery', { cookie, body: { areas: [{ state: 'Delhi', district: null, cod: true }], codPincodes: [], bands } });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(async () => (await api(a.app).call('GET', '/api/store/delivery/411001')).json().deliverable, { timeout: 2000, interval: 20 }).toBe(false);

      const tractor = await setup.db.selectFrom('products').select('id').where('name', '=', 'Modern Tractor').executeTakeFirstOrThrow();
      const rateOnA = async () => (await api(a.app).call('GET', `/api/store/products/${tractor.id}`)).json().gstRateBp;
      expect(await rateOnA()).toBe(500);
      const rate = await api(b.app).call('POST', '/api/admin/hsn-codes/8701/rates', { cookie, body: { rateBp: 1200, effectiveFrom: indianDate() } });
      expect(rate.statusCode, rate.body).toBe(201);
      await expect.poll(rateOnA, { timeout: 2000, interval: 20 }).toBe(1200);
    });

    it('shows the shop\'s contact details saved on one server in the other\'s footer data at once', async () => {
      const footerPhone = async () => (await api(a.app).call('GET', '/api/store/site-settings')).json().phone;
      // A's copy is made before the save, so only the message can drop it within the poll.
      await footerPhone();
      const cookie = await admin(b);
      const body = { phone: '+91 98220 12345', email: '', addressEn: '', addressHi: '', addressMr: '', openDays: [], opensAt: '', closesAt: '' };
      const saved = await api(b.app).call('PUT', '/api/admin/site-settings', { cookie, body });
      expect(saved.statusCode, saved.body).toBe(200);
      await expect.poll(footerPhone, { timeout: 2000, interval: 20 }).toEqual({ dial: '+919822012345', display: '+91 98220 12345' });
    });

    it('refuses a coupon switched off on one server on the other at once, though each keeps the coupons in memory', async () => {
      const cookie = await admin(b);
      const buyer = await registered(a.app);
      const signedIn = sessionCookie(await api(a.app).login(buyer.email, buyer.password));
      const wheat = await setup.db.selectFrom('products').select('id').where('name', '=', 'Premium Wheat Seeds').executeTakeFirstOrThrow();
      const body = { code: 'SHARED10', description: '10% off', kind: 'percent', percentBp: 1000, flatPaise: null, minOrderPaise: 0, maxDiscountPaise: null, validFrom: '2000-01-01', validTo: '2999-12-31', scope: 'order', targets: [], totalUses: null, usesPerCustomer: null, firstOrderOnly: false, active: true };
      const made = await api(b.app).call('POST', '/api/admin/coupons', { cookie, body });
      expect(made.statusCode, made.body).toBe(201);
      const reasonOnA = async () => {
        const res = await api(a.app).call('POST', '/api/store/orders/coupon', { cookie: signedIn, body: { items: [{ productId: wheat.id, quantity: 1 }], couponCode: 'SHARED10' } });
        return res.statusCode === 200 ? 'applies' : res.json().error.params?.reason;
      };
      // A's copy holds the coupon, so only the message can drop it within the poll.
      await expect.poll(reasonOnA, { timeout: 2000, interval: 20 }).toBe('applies');
      const off = await api(b.app).call('PUT', `/api/admin/coupons/${made.json().id}`, { cookie, body: { ...body, active: false } });
      expect(off.statusCode, off.body).toBe(200);
      await expect.poll(reasonOnA, { timeout: 2000, interval: 20 }).toBe('unknown');
    });

    it('lets one server run a job while another holds its lock, and the other after it is released', async () => {
      const log = Fastify({ logger: false }).log;
      const [one, two] = [new SharedRedis(REDIS_URL, prefix, log), new SharedRedis(REDIS_URL, prefix, log)];
      try {
        await Promise.all([one.settled(), two.settled()]);
        const [lockA, lockB] = [new RedisJobLock(one), new RedisJobLock(two)];
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let started!: () => void;
        const running = new Promise<void>((resolve) => (started = resolve));
        const first = lockA.run('unpaid-order-sweep', async () => {
          started();
          await gate;
          return a.app.paymentSweep();
        });
        await running;
        expect(await lockB.run('unpaid-order-sweep', () => b.app.paymentSweep())).toBe('skipped');
        // Another job is not held by it.
        expect(await lockB.run('seed-lot-sweep', () => b.app.seedLotSweep())).toMatchObject({ recounted: expect.any(Number) });
        release();
        expect(await first).toEqual({ paid: 0, cancelled: 0 });
        expect(await redis.exists(`${prefix}job:unpaid-order-sweep`)).toBe(0);
        expect(await lockB.run('unpaid-order-sweep', () => b.app.paymentSweep())).toEqual({ paid: 0, cancelled: 0 });
        // A lock whose holder died (its lease running) is not deleted by another server's release.
        await redis.set(`${prefix}job:unpaid-order-sweep`, 'a-server-that-died', 'PX', 60_000);
        expect(await lockA.run('unpaid-order-sweep', () => a.app.paymentSweep())).toBe('skipped');
        expect(await redis.get(`${prefix}job:unpaid-order-sweep`)).toBe('a-server-that-died');
        await redis.del(`${prefix}job:unpaid-order-sweep`);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('skips the mail worker\'s beats while another server holds its lock, and sends once it is free', async () => {
      let smtp: SmtpTestServer | undefined;
      try {
        smtp = await startSmtpServer();
        await redis.set(`${prefix}job:mail-worker`, 'another-server', 'PX', 60_000);
        const mailer = await startServer(testDb.config, REDIS_URL, prefix, { smtpUrl: smtp.url, mailPollMs: 20 });
        others.push(mailer);
        const { email } = await registered(mailer.app);
        expect((await api(mailer.app).call('POST', '/api/auth/password-reset', { body: { email } })).statusCode).toBe(202);
        const queued = () => setup.db.selectFrom('message_outbox').select('status').where('recipient', '=', email).execute();
        await expect.poll(async () => (await queued()).length).toBe(1);
        // Twenty-odd beats of the timer, all skipped: the message waits.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(smtp.received.filter((m) => m.to.includes(email))).toEqual([]);
        expect(await queued()).toEqual([{ status: 'pending' }]);
        await redis.del(`${prefix}job:mail-worker`);
        await expect.poll(() => smtp!.received.filter((m) => m.to.includes(email)).length, { timeout: 5000 }).toBe(1);
      } finally {
        await smtp?.stop();
      }
    });

    it('keeps selling with Redis down from the start: logins work, /readyz is 503, and the log says so once', async () => {
      const down = await startServer(testDb.config, `redis://127.0.0.1:${await closedPort()}`, prefix);
      others.push(down);
      const ready = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'ok', redis: 'failed' } });
      const { email, password } = await registered(down.app);
      for (let i = 0; i < 3; i++) expect((await api(down.app).login(email, password)).statusCode).toBe(200);
      expect(linesWith(down.log, REDIS_DOWN_MESSAGE)).toBe(1);
    });

    it('counts in the process while Redis does not answer, and in Redis again once it does, logging each change once', async () => {
      const relay = await redisRelay(REDIS_URL);
      const server = await startServer(testDb.config, relay.url, prefix);
      others.push(server);
      try {
        expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
        await relay.cut();
        await expect.poll(async () => (await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

        // Logins work, and both limits still hold, counted here. (A refused form counts as a failed
        // attempt, as a wrong password does, without costing a password hash.)
        const { email, password } = await registered(server.app);
        expect((await api(server.app).login(email, password)).statusCode).toBe(200);
        for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) expect((await api(server.app).login(email, '')).statusCode).toBe(400);
        expect((await api(server.app).login(email, password)).statusCode).toBe(429);
        const address = freshAddress();
        const checks = [];
        for (let i = 0; i < 61; i++) checks.push((await api(server.app).call('GET', '/api/store/delivery/110001', { address })).statusCode);
        expect(checks.slice(0, 60)).toEqual(Array(60).fill(200));
        expect(checks[60]).toBe(429);
        // ...and nothing of that reached Redis: the other servers never saw those failures.
        expect((await api(a.app).login(email, password)).statusCode).toBe(200);
        expect(linesWith(server.log, REDIS_DOWN_MESSAGE)).toBe(1);

        await relay.restore();
        await expect.poll(async () => (await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 15_000, interval: 100 }).toBe(200);
        await expect.poll(() => linesWith(server.log, REDIS_BACK_MESSAGE), { timeout: 5000 }).toBe(1);
        // Shared again: a failure counted through this server is seen by server A.
        const again = await registered(a.app);
        for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) expect((await api(server.app).login(again.email, '')).statusCode).toBe(400);
        expect((await api(a.app).login(again.email, again.password)).statusCode).toBe(429);
        expect(linesWith(server.log, REDIS_DOWN_MESSAGE)).toBe(1);
      } finally {
        await relay.close();
      }
      // Reconnection backs off up to 5 s: the wait for Redis's return is part of the test.
    }, 60_000);
  });

  describe('failure counts in Redis', () => {
    const prefix = `hariyali-test:${randomUUID()}:`;
    let shared: SharedRedis;
    beforeAll(async () => {
      shared = new SharedRedis(REDIS_URL, prefix, Fastify({ logger: false }).log);
      await shared.settled();
    });
    afterAll(async () => {
      const keys = await shared.client.keys(`${prefix}*`);
      if (keys.length) await shared.client.del(...keys);
      await shared.close();
    });

    it('slide with the window: refused after the limit until the oldest counted failure is older than it', async () => {
      let now = Date.UTC(2026, 10, 25, 6, 0, 0);
      const limits = { maxFailures: 3, windowMs: 60_000 };
      const limiter = new RedisFailureLimiter(shared, 'unit', limits, () => now);
      await limiter.fail(['k']);
      now += 10_000;
      await limiter.fail(['k']);
      expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
      now += 10_000;
      await limiter.fail(['k']);
      // Three failures at 0, 10 and 20 s: refused until the first is a minute old.
      expect(await limiter.retryAfterSeconds(['k', 'other'])).toBe(40);
      now += 40_000;
      expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
      await limiter.fail(['k']);
      expect(await limiter.retryAfterSeconds(['k'])).toBe(10);
      await limiter.reset(['k']);
      expect(await limiter.retryAfterSeconds(['k'])).toBe(0);
      // Only the newest `maxFailures` are kept, and the key expires with the window.
      for (let i = 0; i < 10; i++) await limiter.fail(['flood']);
      expect(await shared.client.zcard(`${prefix}fail:unit:flood`)).toBe(3);
      expect(await shared.client.pttl(`${prefix}fail:unit:flood`)).toBeGreaterThan(59_000);
    });
  });
});
