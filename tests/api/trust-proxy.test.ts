// TRUST_PROXY (issue 18): behind nginx, the farmer's address (X-Forwarded-For) is the one rate
// limits and failure counters count by, but only when the request came from the trusted proxy;
// anyone else's X-Forwarded-For is ignored, or a client could pick a fresh address per attempt.
// The counter observed here is the login failure limit: 10 failed attempts per address in 15
// minutes, the 11th refused with 429 (auth.routes.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { AUTH_FAILURE_LIMIT } from '../../src/server/modules/accounts/auth.routes.ts';
import { createTestDatabase, describeEachDialect, type TestDatabase } from '../helpers/databases.ts';
import { buildPlainApp } from '../helpers/test-app.ts';

const NGINX = '127.0.0.1';
const STRANGER = '203.0.113.9';

describeEachDialect('trusted proxy (TRUST_PROXY)', (dialect) => {
  let testDb: TestDatabase;
  let database: Db;
  const apps: FastifyInstance[] = [];

  /** The app as main.ts builds it with TRUST_PROXY set (or not). */
  async function appTrusting(trustProxy: string[] | false): Promise<FastifyInstance> {
    const app = await buildPlainApp(database, { logLevel: 'silent', clientDir: undefined, trustProxy });
    apps.push(app);
    return app;
  }

  /** A failed login (an empty form: a 400 that counts as a failure) from `remoteAddress`, forwarded for `forwardedFor`. */
  const failedLogin = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: {},
    });

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    database = openDatabase(testDb.config);
    await migrateToLatest(database.db);
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await testDb?.drop();
  });

  it('counts by the forwarded client address when the request came through the trusted proxy', async () => {
    const app = await appTrusting([NGINX]);
    for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) {
      expect((await failedLogin(app, NGINX, '198.51.100.1')).statusCode).toBe(400);
    }
    expect((await failedLogin(app, NGINX, '198.51.100.1')).statusCode).toBe(429);
    // Another farmer behind the same nginx is not locked out by the first one's failures.
    expect((await failedLogin(app, NGINX, '198.51.100.2')).statusCode).toBe(400);
    // A client's own X-Forwarded-For is kept by nginx ($proxy_add_x_forwarded_for appends the real
    // address): the rightmost untrusted address counts, not the one the client wrote.
    expect((await failedLogin(app, NGINX, '198.51.100.77, 198.51.100.1')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from anyone but the trusted proxy', async () => {
    const app = await appTrusting([NGINX]);
    for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) {
      expect((await failedLogin(app, STRANGER, `198.51.100.${100 + i}`)).statusCode).toBe(400);
    }
    // A fresh made-up address does not get the stranger another try.
    expect((await failedLogin(app, STRANGER, '198.51.100.200')).statusCode).toBe(429);
  });

  it('trusts no X-Forwarded-For at all without TRUST_PROXY, even from loopback', async () => {
    const app = await appTrusting(false);
    for (let i = 0; i < AUTH_FAILURE_LIMIT.maxFailures; i++) {
      expect((await failedLogin(app, NGINX, `198.51.100.${i + 1}`)).statusCode).toBe(400);
    }
    expect((await failedLogin(app, NGINX, '198.51.100.250')).statusCode).toBe(429);
  });
});
