import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { backupKind } from '#server/db/backup/files';
import { describeUrl, restorePostgres } from '#server/db/backup/postgres-backup';
import { planSecretsKeyRestore } from '#server/db/backup/secrets-key-backup';
import { restoreSqlite } from '#server/db/backup/sqlite-backup';
import { formatBytes, formatSummary } from '#server/db/backup/summary';

const USAGE = 'Usage: npm run db:restore -- FILE [--force]';

/**
 * npm run db:restore -- FILE [--force]
 * Restores a db:backup file into the configured, empty data folder or PostgreSQL database (with
 * the secrets key saved beside it). Start the server afterwards: its migrations bring a backup
 * from an older version up to date.
 */
try {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new ConfigError(`${USAGE}\n  give exactly one backup file`);
  const file = path.resolve(positionals[0]!);
  const force = values.force ?? false;
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new ConfigError(`${file} is not a file`);
  const config = loadConfig();
  const kind = backupKind(file);
  if (kind === 'unknown') throw new ConfigError(`${file} is neither a SQLite backup nor a pg_dump archive (custom format) made by db:backup`);
  if (kind !== config.database.dialect) {
    throw new ConfigError(`${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup but the configured database is ${config.database.dialect === 'sqlite' ? 'SQLite (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)'}`);
  }
  // Checked before the database is touched: a key that cannot be put in place stops the restore.
  const restoreKey = planSecretsKeyRestore(config.dataDir, config.secretsKey?.toString('hex'), file, force);
  const started = performance.now();
  const target = config.database.dialect === 'sqlite' ? config.database.file : describeUrl(config.database.url);
  console.log(`Restoring ${file} (${formatBytes(fs.statSync(file).size)}) into ${target} ...`);
  if (force && config.database.dialect === 'postgres') console.log('(--force does not empty a PostgreSQL database: restore into a new one)');
  const summary = config.database.dialect === 'sqlite' ? await restoreSqlite(file, config.database.file, force) : await restorePostgres(config.database.url, file);
  const seconds = (performance.now() - started) / 1000;
  console.log(`Restored in ${seconds.toFixed(1)} s:`);
  console.log(formatSummary(summary));
  console.log(restoreKey());
  console.log(`Copy the uploaded photos back into ${config.uploadsDir} (rsync -a), then start the server: it applies any newer migrations itself.`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
