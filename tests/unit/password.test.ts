import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/server/modules/accounts/password.ts';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const a = await hashPassword('kisan-mitra-2026');
    const b = await hashPassword('kisan-mitra-2026');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain('kisan-mitra-2026');
    expect(a).not.toBe(b); // a new salt each time
    expect(await verifyPassword('kisan-mitra-2026', a)).toBe(true);
    expect(await verifyPassword('kisan-mitra-2027', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('rejects hashes it does not understand instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
