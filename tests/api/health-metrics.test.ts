import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Db } from '../../src/server/db/connect.ts';
import { Readiness } from '../../src/server/modules/health/readiness.ts';
import { api, customer, sessionCookie } from '../helpers/auth.ts';
import { describeEachDialect } from '../helpers/databases.ts';
import { createProduct, shipping } from '../helpers/factories.ts';
import { buildPlainApp, createTestApp, type StoppableTestApp } from '../helpers/test-app.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
const OUTSIDE = '203.0.113.9';

/** A second app on a database handle, as main.ts builds it (timers off: the test drives nothing of theirs). */
async function appOn(database: Db, metricsToken?: string, clientDir?: string): Promise<FastifyInstance> {
  return buildPlainApp(database, { logLevel: 'silent', clientDir, metricsToken });
}

/** The value of one series of the Prometheus text, found by its name and labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const [series, value] = line.split(' ');
    if (!series || value === undefined) continue;
    const bare = series.split('{')[0];
    if (bare === name && wanted.every((label) => series.includes(label))) return Number(value);
  }
  return undefined;
}

/**
 * One HTTP/1.1 exchange over a raw socket, written in parts: `send` writes more of the request,
 * `answer` resolves with the status and text once the server has answered and closed.
 */
function rawRequest(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), text: received }));
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    connected,
    answer,
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    answered: () => received.length > 0,
  };
}

/** Whether a new connection to the port is accepted now. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describeEachDialect('health, readiness and metrics', (dialect) => {
  let t: StoppableTestApp;
  let http: ReturnType<typeof api>;
  const metrics = async (app: FastifyInstance = t.app) => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    http = api(t.app);
  });
  afterAll(async () => t?.close());

  it('answers /healthz with 200 and no database, /readyz with 200 while the database answers, and keeps /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: OUTSIDE });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz', remoteAddress: OUTSIDE });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('keeps probes and scrapes out of the log, which still has every other request', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: { logLevel: 'info', clientDir: undefined },
      database: t.database,
      logStream: { write: (line) => void lines.push(line) },
      secretsKey: randomBytes(32),
      paymentSweepMs: 0,
      seedLotSweepMs: 0,
      mailPollMs: 0,
    });
    try {
      for (const url of ['/healthz', '/readyz', '/metrics']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE })).statusCode).toBe(404);
      expect(lines.filter((line) => /"url":"\/(healthz|readyz|metrics)"/.test(line))).toEqual([]);
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(lines.some((line) => line.includes('"url":"/api/health"'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('counts requests by route pattern and status, never by the address itself', async () => {
    const id = '0f5c3a52-7a6e-4d9b-9a77-5a1d2f1e9c01';
    expect((await http.call('GET', `/api/store/products/${id}`)).statusCode).toBe(404);
    expect((await http.call('GET', `/no/such/page-${id}`)).statusCode).toBe(404);
    const text = await metrics();
    expect(text).toContain('# TYPE hariyali_http_requests_total counter');
    expect(sample(text, 'hariyali_http_requests_total', { method: 'GET', route: '/api/store/products/:id', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hariyali_http_requests_total', { method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'hariyali_http_request_duration_seconds_count', { route: '/api/store/products/:id' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    // Event-loop lag and the process's own figures, from prom-client's default metrics.
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // The PostgreSQL pool's connections (SQLite has one connection and no pool).
    if (dialect === 'postgres') expect(sample(text, 'hariyali_db_pool_connections')).toBeGreaterThanOrEqual(1);
    else expect(text).not.toContain('hariyali_db_pool_connections');
  });

  it('counts an order placed by its payment method (not its repeat) and the orders by payment status', async () => {
    const drill = await createProduct(t.db, { name: 'Seed Drill', category: 'equipment', hsn_code: '8432', price_paise: 10_000_00, stock: 20 });
    const buyer = sessionCookie(await http.register(customer()));
    const before = await metrics();
    const placedBefore = sample(before, 'hariyali_orders_placed_total', { payment_method: 'cod' });
    expect(placedBefore).toBe(0);
    expect(sample(before, 'hariyali_orders_placed_total', { payment_method: 'online' })).toBe(0);
    const dueBefore = sample(before, 'hariyali_orders_by_payment_status', { payment_status: 'cod_due' })!;
    expect(sample(before, 'hariyali_orders_by_payment_status', { payment_status: 'paid' })).toBe(0);

    const order = { items: [{ productId: drill.id, quantity: 1 }], shipping, paymentMethod: 'cod' };
    const headers = { 'idempotency-key': 'health-metrics-order-1' };
    expect((await http.call('POST', '/api/store/orders', { cookie: buyer, body: order, headers })).statusCode).toBe(201);
    // The same key again is the same order (200), not a second one.
    expect((await http.call('POST', '/api/store/orders', { cookie: buyer, body: order, headers })).statusCode).toBe(200);

    const after = await metrics();
    expect(sample(after, 'hariyali_orders_placed_total', { payment_method: 'cod' })).toBe(1);
    expect(sample(after, 'hariyali_orders_by_payment_status', { payment_status: 'cod_due' })).toBe(dueBefore + 1);
    expect(sample(after, 'hariyali_http_requests_total', { method: 'POST', route: '/api/store/orders', status_code: '201' })).toBe(1);
  });

  it('serves /metrics to loopback, and elsewhere only to the METRICS_TOKEN, as an unknown address otherwise', async () => {
    const withToken = await appOn(t.database, TOKEN);
    try {
      const from = (app: FastifyInstance, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE, headers });
      for (const app of [t.app, withToken]) {
        const refused = await from(app);
        expect(refused.statusCode).toBe(404);
        // Word for word what an address with no route gets.
        expect(refused.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /metrics' } });
        expect((await app.inject({ method: 'GET', url: '/no-such-thing', remoteAddress: OUTSIDE })).json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /no-such-thing' } });
        // A forwarded-for header names no one: the connection's own address decides.
        expect((await from(app, { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
      }
      // No token configured: a bearer token opens nothing.
      expect((await from(t.app, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
      expect((await from(withToken, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(404);
      expect((await from(withToken, { authorization: `Bearer ${TOKEN.slice(0, -1)}` })).statusCode).toBe(404);
      expect((await from(withToken, { authorization: TOKEN })).statusCode).toBe(404);
      const allowed = await from(withToken, { authorization: `Bearer ${TOKEN}` });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(allowed.body).toContain('hariyali_http_requests_total');
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await withToken.inject({ method: 'GET', url: '/metrics', remoteAddress: address })).statusCode, address).toBe(200);
      }
    } finally {
      await withToken.close();
    }
  });

  it('refuses /metrics with the 404 page of the shop when the client is served, and keeps the probes out of the pages', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Hariyali</title><div id="root"></div>');
    const app = await appOn(t.database, TOKEN, clientDir);
    try {
      const unknown = await app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: OUTSIDE });
      const refused = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
      expect([refused.statusCode, refused.headers['content-type'], refused.body]).toEqual([unknown.statusCode, unknown.headers['content-type'], unknown.body]);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/metrics' })).body).toContain('hariyali_http_requests_total');
    } finally {
      await app.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('answers /readyz with 503 when the database does not answer, while /healthz and /metrics still answer', async () => {
    const database = openDatabase(t.databaseConfig);
    const app = await appOn(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok' } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // No payment counts without a database, but the scrape answers.
      const text = await metrics(app);
      expect(sample(text, 'hariyali_orders_by_payment_status', { payment_status: 'cod_due' })).toBeUndefined();
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await app.close();
    }
  });

  it('shuts down gracefully: no new connections, /readyz 503, a request under way still answered', async () => {
    const app = await appOn(t.database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let closed = false;
    try {
      // A request under way: its headers sent, its body not yet.
      const body = JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' });
      const slow = rawRequest(port);
      await slow.connected;
      await slow.send(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
      // A load balancer's probe on a connection of its own, begun before the signal and finished after it.
      const probe = rawRequest(port);
      await probe.connected;
      await probe.send('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));

      const closing = app.close().then(() => (closed = true));
      // The listening socket closes: new connections are refused.
      const deadline = Date.now() + 5000;
      while ((await accepts(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await accepts(port)).toBe(false);

      await probe.send('\r\n');
      const probed = await probe.answer;
      expect(probed.status).toBe(503);
      expect(closed).toBe(false);

      // The request under way is answered in full (a wrong password: 401), then the server closes.
      expect(slow.answered()).toBe(false);
      await slow.send(body.slice(10));
      const answered = await slow.answer;
      expect(answered.status).toBe(401);
      expect(answered.text).toContain('"error"');
      // Its connection closes with it, though it asked for none of that (HTTP/1.1 keeps alive).
      expect(answered.text.toLowerCase()).toContain('connection: close');
      await closing;
      expect(closed).toBe(true);
    } finally {
      if (!closed) await app.close();
    }
  });
});

describe('readiness', () => {
  it('counts a probe that does not answer in time as down', async () => {
    // The probe's own time limit, on a clock the test moves: down at 50 ms, not a moment before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const readiness = new Readiness([{ name: 'database', ping: () => new Promise(() => undefined) }], 50);
      let answer: unknown;
      void readiness.check().then((a) => (answer = a));
      await vi.advanceTimersByTimeAsync(49);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ ready: false, checks: { database: 'timeout' }, shuttingDown: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not ready once shutdown begins, whatever the probes say, and asks none of them then', async () => {
    let asked = 0;
    const readiness = new Readiness([{ name: 'database', ping: async () => void asked++ }]);
    expect((await readiness.check()).ready).toBe(true);
    readiness.beginShutdown();
    expect(await readiness.check()).toEqual({ ready: false, checks: {}, shuttingDown: true });
    expect(asked).toBe(1);
  });
});
