import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import { SecretBox, SecretBoxError } from '../../src/server/modules/payments/secret-box.ts';
import { loadOrCreateSecretsKeyFile } from '../../src/server/modules/payments/secrets-key-file.ts';

const SECRET = 'rzp_secret_Xy12AbCdEfGh34';

/** The sealed text with one byte of its `part` (1 iv, 2 tag, 3 ciphertext) changed. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':');
  const bytes = Buffer.from(parts[part]!, 'base64');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64');
  return parts.join(':');
}

describe('secret box (AES-256-GCM)', () => {
  const box = new SecretBox(randomBytes(32));

  it('round-trips a secret, with a fresh IV every time and no plaintext in the sealed text', () => {
    const a = box.seal(SECRET);
    const b = box.seal(SECRET);
    expect(box.open(a)).toBe(SECRET);
    expect(box.open(b)).toBe(SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(Buffer.from(a.split(':')[1]!, 'base64')).toHaveLength(12);
    expect(a).not.toContain(SECRET);
    expect(box.open(box.seal('सुरक्षित'))).toBe('सुरक्षित');
  });

  it.each([
    ['the ciphertext', 3],
    ['the authentication tag', 2],
    ['the IV', 1],
  ] as const)('refuses a sealed secret whose %s was changed', (_, part) => {
    expect(() => box.open(tamper(box.seal(SECRET), part))).toThrow(SecretBoxError);
  });

  it('refuses a secret sealed under another key, and text that is not a sealed secret', () => {
    const other = new SecretBox(randomBytes(32));
    expect(() => other.open(box.seal(SECRET))).toThrow(SecretBoxError);
    expect(() => box.open(SECRET)).toThrow(SecretBoxError);
    expect(() => box.open('v2:a:b:c')).toThrow(SecretBoxError);
    expect(() => box.open(box.seal(SECRET).split(':').slice(0, 3).join(':'))).toThrow(SecretBoxError);
  });

  it('takes only a 32-byte key', () => {
    expect(() => new SecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('where the secrets key comes from', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hariyali-secrets-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates DATA_DIR/secrets.key on first start, owner-only, and reads the same key afterwards', () => {
    const dataDir = path.join(dir, 'data');
    const first = loadOrCreateSecretsKeyFile(dataDir);
    expect(first.created).toBe(true);
    expect(first.key).toHaveLength(32);
    expect(first.file).toBe(path.join(dataDir, 'secrets.key'));
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(first.file, 'utf8').trim()).toBe(first.key.toString('hex'));
    const again = loadOrCreateSecretsKeyFile(dataDir);
    expect(again.created).toBe(false);
    expect(again.key.equals(first.key)).toBe(true);
    // A secret sealed before the restart opens after it.
    expect(new SecretBox(again.key).open(new SecretBox(first.key).seal(SECRET))).toBe(SECRET);
    expect(fs.readdirSync(dataDir)).toEqual(['secrets.key']);
  });

  it('stops with a clear message when the key file is damaged', () => {
    const dataDir = path.join(dir, 'damaged');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'secrets.key'), 'not a key\n');
    expect(() => loadOrCreateSecretsKeyFile(dataDir)).toThrow(ConfigError);
    expect(() => loadOrCreateSecretsKeyFile(dataDir)).toThrow(/64 hexadecimal characters/);
  });

  it('takes SECRETS_KEY as 64 hex characters and names the problem otherwise, without echoing it', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ SECRETS_KEY: hex }).secretsKey?.equals(Buffer.from(hex, 'hex'))).toBe(true);
    expect(loadConfig({}).secretsKey).toBeUndefined();
    const bad = 'my-shop-secret-passphrase';
    let error: unknown;
    try {
      loadConfig({ SECRETS_KEY: bad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/SECRETS_KEY: must be 64 hexadecimal characters \(a 32-byte key\)/);
    expect((error as Error).message).not.toContain(bad);
    expect(() => loadConfig({ SECRETS_KEY: hex.slice(2) })).toThrow(/SECRETS_KEY/);
  });
});
