import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, SECRETS_KEY_FILE } from '#server/config';
import { moveIntoPlace, temporaryNameFor } from './files.ts';

/** Where a backup's secrets key goes: beside it, named after it. */
export const keyFileFor = (backup: string) => `${backup}.secrets.key`;

/**
 * The payment secrets and vendors' payout account numbers in the database are sealed with the
 * secrets key, which is kept out of the database on purpose (a stolen database alone opens
 * nothing). A backup without the key restores a shop that cannot pay its vendors, so the key
 * file is copied beside the backup (owner-only, 0600): keep that copy apart from the backup if
 * backups leave the machine. A key from SECRETS_KEY is never written anywhere: its owner keeps it.
 */
export function backupSecretsKey(dataDir: string, keyFromEnv: boolean, backup: string, force: boolean): string {
  if (keyFromEnv) return 'The secrets key comes from SECRETS_KEY: it is not in this backup; keep it with your other secrets, a restore needs the same value.';
  const source = path.join(dataDir, SECRETS_KEY_FILE);
  if (!fs.existsSync(source)) return `There is no ${source} yet (the server makes it on first start): no secrets key to back up.`;
  const out = keyFileFor(backup);
  if (fs.existsSync(out) && !force) throw new ConfigError(`${out} already exists: add --force to replace it`);
  const temp = temporaryNameFor(out);
  try {
    fs.writeFileSync(temp, fs.readFileSync(source), { mode: 0o600, flag: 'wx' });
    moveIntoPlace(temp, out, force);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
  return `Secrets key copied to ${out} (mode 0600). Keep it safe and apart from the backup: with both, anyone can read the payment keys and vendors' bank accounts.`;
}

const readKey = (file: string) => fs.readFileSync(file, 'utf8').trim().toLowerCase();

/** Checks, before anything is restored, that the backup's key can go where the server will look for it. */
export function planSecretsKeyRestore(dataDir: string, keyFromEnv: string | undefined, backup: string, force: boolean): () => string {
  const saved = keyFileFor(backup);
  const target = path.join(dataDir, SECRETS_KEY_FILE);
  if (!fs.existsSync(saved)) {
    return () =>
      keyFromEnv
        ? `No ${saved} beside the backup: SECRETS_KEY must be the key the backed-up shop used.`
        : `Warning: no ${saved} beside the backup. Put the backed-up shop's secrets key in ${target} (or SECRETS_KEY) before starting the server, or its payment settings and vendors' payout accounts cannot be opened.`;
  }
  const key = readKey(saved);
  if (!/^[0-9a-f]{64}$/.test(key)) throw new ConfigError(`${saved} does not hold a secrets key (64 hexadecimal characters)`);
  if (keyFromEnv) {
    return () =>
      keyFromEnv.toLowerCase() === key
        ? 'SECRETS_KEY matches the backup\'s key.'
        : `Warning: SECRETS_KEY differs from the key in ${saved}: set SECRETS_KEY to that file's contents, or the payment settings and vendors' payout accounts cannot be opened.`;
  }
  const existing = fs.existsSync(target) ? readKey(target) : undefined;
  if (existing !== undefined && existing !== key && !force) {
    throw new ConfigError(`${target} holds another secrets key than the backup's: add --force to replace it (the old key is kept as ${target}.before-restore)`);
  }
  return () => {
    if (existing === key) return `${target} already holds the backup's secrets key.`;
    if (existing !== undefined) fs.renameSync(target, `${target}.before-restore`);
    // With PostgreSQL the data folder holds only the key, and may not exist yet.
    fs.mkdirSync(dataDir, { recursive: true });
    const temp = temporaryNameFor(target);
    fs.writeFileSync(temp, `${key}\n`, { mode: 0o600, flag: 'wx' });
    moveIntoPlace(temp, target, true);
    return `Secrets key restored to ${target}${existing !== undefined ? ` (the old one kept as ${target}.before-restore)` : ''}.`;
  };
}
