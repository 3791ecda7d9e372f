import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

describe('configuration', () => {
  it('defaults to port 3000 on all interfaces with SQLite under ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', logLevel: 'info' });
    expect(c.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/hariyali.db') });
    expect(c.admin).toBeUndefined();
    expect(c.uploadsDir).toBe(path.resolve('data/uploads'));
  });

  it('keeps uploaded photos under DATA_DIR/uploads unless UPLOADS_DIR names a (shared) folder', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/hariyali' }).uploadsDir).toBe('/var/lib/hariyali/uploads');
    expect(loadConfig({ DATA_DIR: '/var/lib/hariyali', UPLOADS_DIR: '/mnt/shared/hariyali-uploads' }).uploadsDir).toBe('/mnt/shared/hariyali-uploads');
    expect(loadConfig({ UPLOADS_DIR: '  ' }).uploadsDir).toBe(path.resolve('data/uploads'));
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


  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, with a password of 8+ characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.in' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: must be at least 8/);
    const c = loadConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'a-long-passphrase' });
    expect(c.admin).toEqual({ email: 'owner@example.in', password: 'a-long-passphrase', name: 'Administrator' });
  });
});
