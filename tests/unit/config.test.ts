import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('defaults to port 3000 on all interfaces with SQLite under ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info', orderRateLimit: 30, signupRateLimit: 30 });
    expect(c.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/hariyali.db') });
    expect(c.admin).toBeUndefined();
    expect(c.uploadsDir).toBe(path.resolve('data/uploads'));
  });

  it('keeps uploaded photos under DATA_DIR/uploads unless UPLOADS_DIR names a (shared) folder', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/hariyali' }).uploadsDir).toBe('/var/lib/hariyali/uploads');
    expect(loadConfig({ DATA_DIR: '/var/lib/hariyali', UPLOADS_DIR: '/mnt/shared/hariyali-uploads' }).uploadsDir).toBe('/mnt/shared/hariyali-uploads');
    expect(loadConfig({ UPLOADS_DIR: '  ' }).uploadsDir).toBe(path.resolve('data/uploads'));
  });

  it('lets a shop whose farmers sign up through one address raise the sign-ups per address (SIGNUP_RATE_LIMIT)', () => {
    expect(loadConfig({ SIGNUP_RATE_LIMIT: '200' }).signupRateLimit).toBe(200);
    expect(() => loadConfig({ SIGNUP_RATE_LIMIT: '0' })).toThrow(/SIGNUP_RATE_LIMIT/);
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL and keeps DATA_DIR for files', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://app:app@db:5432/shop', DATA_DIR: '/var/lib/hariyali', PORT: '8080' });
    expect(c.database).toEqual({ dialect: 'postgres', url: 'postgres://app:app@db:5432/shop' });
    expect(c.dataDir).toBe('/var/lib/hariyali');
    expect(c.port).toBe(8080);
  });

  it('fails fast with one readable line per bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'owner@example.in' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).toMatch(/LOG_LEVEL:/);
  });

  it('takes a METRICS_TOKEN of 16+ printable characters, and never repeats it in an error', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' 0123456789abcdef0123 ' }).metricsToken).toBe('0123456789abcdef0123');
    expect(() => loadConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(/METRICS_TOKEN: must be printable ASCII without spaces/);
    let message = '';
    try {
      loadConfig({ METRICS_TOKEN: 'short-secret' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toContain('short-secret');
  });

  it('trusts no proxy unless TRUST_PROXY lists their addresses or CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.0.0.0/24 ,::1,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.5', '10.0.0.0/24', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', 'nginx.local', '10.0.0.0/33', '::/129', '10.0.0.1/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a comma-separated list/);
    }
  });

  it('keeps shared state in the process unless REDIS_URL names a redis:// or rediss:// server, and never repeats it in an error', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisPrefix).toBe('hariyali:');
    expect(loadConfig({ REDIS_URL: ' redis://127.0.0.1:6379/2 ' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://:s3cret-pass@redis.example.in:6380' }).redisUrl).toBe('rediss://:s3cret-pass@redis.example.in:6380');
    expect(loadConfig({ REDIS_PREFIX: 'hariyali-staging:' }).redisPrefix).toBe('hariyali-staging:');
    for (const bad of ['127.0.0.1:6379', 'http://redis:6379', 'redis://', 'unix:///run/redis.sock']) {
      expect(() => loadConfig({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ address with a host/);
    }
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX: must be 1 to 64 letters/);
    let message = '';
    try {
      loadConfig({ REDIS_URL: 'https://:s3cret-pass@redis.example.in' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toContain('s3cret-pass');
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, with a password of 8+ characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8/);
    const c = loadConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'a-long-passphrase' });
    expect(c.admin).toEqual({ email: 'owner@example.in', password: 'a-long-passphrase', name: 'Administrator' });
  });

  it('sets up e-invoicing only with EINVOICE_API_URL and all four credentials, and never repeats a secret in an error', () => {
    const all = { EINVOICE_API_URL: 'https://gsp.example.in/', EINVOICE_CLIENT_ID: 'AAACH07TXP3EINV', EINVOICE_CLIENT_SECRET: 'client-secret-123', EINVOICE_USERNAME: 'hariyali_api', EINVOICE_PASSWORD: 'irp password' };
    expect(loadConfig({}).einvoicing).toBeUndefined();
    expect(loadConfig(all).einvoicing).toEqual({ apiUrl: 'https://gsp.example.in', clientId: 'AAACH07TXP3EINV', clientSecret: 'client-secret-123', username: 'hariyali_api', password: 'irp password' });
    expect(() => loadConfig({ ...all, EINVOICE_PASSWORD: '' })).toThrow(/EINVOICE_API_URL: .* must be set together/);
    let message = '';
    try {
      loadConfig({ ...all, EINVOICE_CLIENT_SECRET: 'sec-7x' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/EINVOICE_CLIENT_SECRET: must be at least 8 characters/);
    expect(message).not.toContain('sec-7x');
    expect(message).not.toContain('irp password');
  });

  it('sets up e-way bills through a GSP only with EWAYBILL_API_URL, the API user, its password and a valid GSTIN, never repeating the password (docs/decisions/0073)', () => {
    const all = { EWAYBILL_API_URL: 'https://gsp.example.in/ewaybillapi/v1.03/', EWAYBILL_USERNAME: 'hariyali_ewb', EWAYBILL_PASSWORD: 'ewb pass 123', EWAYBILL_GSTIN: '27aapfu0939f1zv' };
    expect(loadConfig({}).ewayBills).toBeUndefined();
    expect(loadConfig(all).ewayBills).toEqual({ apiUrl: 'https://gsp.example.in/ewaybillapi/v1.03', username: 'hariyali_ewb', password: 'ewb pass 123', gstin: '27AAPFU0939F1ZV' });
    expect(() => loadConfig({ ...all, EWAYBILL_GSTIN: '' })).toThrow(/EWAYBILL_API_URL: .* must be set together/);
    let message = '';
    try {
      loadConfig({ ...all, EWAYBILL_GSTIN: '27AAPFU0939F1ZW' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/EWAYBILL_GSTIN: must be the shop's 15-character GSTIN/);
    expect(message).not.toContain('ewb pass 123');
  });

  it('configures the courier through Shiprocket only with its API user\'s email and password, on Shiprocket\'s production API by default (docs/decisions/0072)', () => {
    const user = { SHIPROCKET_EMAIL: 'api-user@shop.example.in', SHIPROCKET_PASSWORD: 'sr pass 123' };
    expect(loadConfig({}).shiprocket).toBeUndefined();
    expect(loadConfig({ SHIPROCKET_API_URL: 'http://127.0.0.1:9' }).shiprocket).toBeUndefined();
    expect(loadConfig(user).shiprocket).toEqual({ apiUrl: 'https://apiv2.shiprocket.in/v1/external', email: 'api-user@shop.example.in', password: 'sr pass 123', webhookToken: undefined });
    expect(loadConfig({ ...user, SHIPROCKET_API_URL: 'http://127.0.0.1:4010/', SHIPROCKET_WEBHOOK_TOKEN: 'b1946ac92492d2347c6235b4d2611184' }).shiprocket).toEqual({ apiUrl: 'http://127.0.0.1:4010', email: 'api-user@shop.example.in', password: 'sr pass 123', webhookToken: 'b1946ac92492d2347c6235b4d2611184' });
    expect(() => loadConfig({ SHIPROCKET_EMAIL: user.SHIPROCKET_EMAIL })).toThrow(/SHIPROCKET_EMAIL: SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together/);
    expect(() => loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: 'b1946ac92492d2347c6235b4d2611184' })).toThrow(/SHIPROCKET_WEBHOOK_TOKEN: needs SHIPROCKET_EMAIL/);
    expect(() => loadConfig({ ...user, SHIPROCKET_API_URL: 'ftp://shiprocket' })).toThrow(/SHIPROCKET_API_URL: must be an http/);
    let message = '';
    try {
      loadConfig({ ...user, SHIPROCKET_EMAIL: 'not-an-email', SHIPROCKET_WEBHOOK_TOKEN: 'short tok' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/SHIPROCKET_EMAIL: must be the email address/);
    expect(message).toMatch(/SHIPROCKET_WEBHOOK_TOKEN: must be at least 16 characters/);
    expect(message).not.toContain('short tok');
    expect(message).not.toContain('sr pass 123');
  });
});
