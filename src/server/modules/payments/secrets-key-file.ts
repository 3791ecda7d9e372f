import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, SECRETS_KEY_FILE } from '#server/config';
import { SECRET_KEY_BYTES } from './secret-box.ts';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/**
 * The secrets key kept beside the SQLite file when SECRETS_KEY is not set: DATA_DIR/secrets.key,
 * made on first start (32 random bytes, written as 64 hex characters, the format SECRETS_KEY takes,
 * so it can be moved there), readable by its owner only. Never in the database: a copy of the
 * database alone must not open the secrets in it.
 */
export function loadOrCreateSecretsKeyFile(dataDir: string): { key: Buffer; file: string; created: boolean } {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  let created = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Written whole under a temporary name, then linked into place: a second server starting at
    // the same moment either wins the link or reads the finished file, never half of one.
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temp, `${randomBytes(SECRET_KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(temp, file);
      created = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) {
    throw new ConfigError(`${file} must hold the secrets key as 64 hexadecimal characters; restore it from a backup or set SECRETS_KEY`);
  }
  return { key: Buffer.from(text, 'hex'), file, created };
}
