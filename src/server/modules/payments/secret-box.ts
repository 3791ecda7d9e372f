import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
export const SECRET_KEY_BYTES = 32;
// 96-bit nonces are GCM's native size; a random one per encryption never repeats in practice
// for the handful of secrets a shop saves.
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

/** A sealed value that does not open: tampered, cut short, or sealed under another key. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * Seals short secrets (a payment gateway's key secret) for the database with AES-256-GCM, so a
 * copy of the database alone reveals nothing and any change to a stored value is detected.
 * Stored as one text: "v1:<iv base64>:<tag base64>:<ciphertext base64>".
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secrets key must be ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
    this.#key = Buffer.from(key);
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.#key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ciphertext.toString('base64')].join(':');
  }

  /**
   * A keyed hash (hex HMAC-SHA256) of `text`, under a key of its own for each `use` derived from
   * the secrets key (HKDF): a one-time code is kept only as this, so a copy of the database alone
   * cannot try the million codes against it (docs/decisions/0050-sign-in-codes.md).
   */
  mac(use: string, text: string): string {
    const key = Buffer.from(hkdfSync('sha256', this.#key, Buffer.alloc(0), `hariyali:${use}`, 32));
    return createHmac('sha256', key).update(text, 'utf8').digest('hex');
  }

  open(sealed: string): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('Not a sealed secret of a known version');
    const [iv, tag, ciphertext] = parts.slice(1).map((p) => Buffer.from(p, 'base64'));
    if (iv!.length !== IV_BYTES || tag!.length !== TAG_BYTES) throw new SecretBoxError('The sealed secret is malformed');
    const decipher = createDecipheriv(ALGORITHM, this.#key, iv!, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag!);
    try {
      return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('The sealed secret was changed or sealed under another key');
    }
  }
}
