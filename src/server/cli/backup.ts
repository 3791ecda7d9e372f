import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { checkOutput } from '#server/db/backup/files';
import { backupPostgres, describeUrl } from '#server/db/backup/postgres-backup';
import { backupSecretsKey, keyFileFor } from '#server/db/backup/secrets-key-backup';
import { backupSqlite } from '#server/db/backup/sqlite-backup';
import { formatBytes, formatSummary } from '#server/db/backup/summary';

const USAGE = 'Usage: npm run db:backup -- --out FILE [--force]';

/**
 * npm run db:backup -- --out FILE [--force]
 * A consistent backup of the configured database (the server's DATABASE_URL / DATA_DIR) while the
 * shop runs, plus the secrets key file beside it. Uploaded photos (UPLOADS_DIR) are copied apart.
 */
try {
  const { values } = parseArgs({ options: { out: { type: 'string' }, force: { type: 'boolean', default: false } } });
  if (!values.out) throw new ConfigError(`${USAGE}\n  --out is required: the file to write`);
  const out = path.resolve(values.out);
  const force = values.force ?? false;
  const config = loadConfig();
  checkOutput(out, force);
  // The key's copy too, before the database is read: no backup is left without its key.
  if (!config.secretsKey) checkOutput(keyFileFor(out), force);
  const started = performance.now();
  const source = config.database.dialect === 'sqlite' ? config.database.file : describeUrl(config.database.url);
  console.log(`Backing up ${source} ...`);
  const summary =
    config.database.dialect === 'sqlite' ? await backupSqlite(config.database.file, out, force) : await backupPostgres(config.database.url, out, force);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Backup written: ${out} (${formatBytes(fs.statSync(out).size)}, ${config.database.dialect === 'sqlite' ? 'SQLite database file' : 'pg_dump custom format'}) in ${seconds.toFixed(1)} s`);
  console.log(formatSummary(summary));
  console.log(backupSecretsKey(config.dataDir, Boolean(config.secretsKey), out, force));
  console.log(`Uploaded photos are not in the backup: copy ${config.uploadsDir} too (rsync -a).`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
