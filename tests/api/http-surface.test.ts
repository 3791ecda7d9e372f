import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// What the server answers outside the catalogue: security headers, the built client with its
// SPA fallback, JSON 404s under /api, and nothing of the source tree or the repository.
describe('HTTP surface', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Hariyali</title><div id="root"></div>');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets/app-abc123.js'), 'console.log("app")');
    t = await createTestApp('sqlite', { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends strict security headers on API answers and pages', async () => {
    for (const url of ['/api/store/products', '/', '/products?category=seeds', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('serves index.html for client routes, so deep links and reloads work', async () => {
    for (const url of ['/', '/products?category=seeds&q=wheat', '/product/abc', '/user/dashboard', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, not the page', async () => {
    for (const [method, url] of [['GET', '/api/nope'], ['POST', '/api/store/nope'], ['GET', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('not_found');
    }
  });

  it('never serves the repository, source files or server internals', async () => {
    for (const url of [
      '/.git/config',
      '/.git/HEAD',
      '/.env',
      '/package.json',
      '/src/server/app.ts',
      '/src/server/config.ts',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
      '/data/hariyali.db',
      '/node_modules/fastify/package.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('"dependencies"');
      expect(res.body, url).not.toContain('repositoryformatversion');
      expect(res.body, url).not.toContain('buildApp');
    }
  });

  it('compresses larger JSON answers for slow networks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/products', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
