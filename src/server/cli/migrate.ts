import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/connect';
import { migrateToLatest } from '#server/db/migrate';

/** npm run db:migrate: brings the configured database to the latest schema. */
try {
  const config = loadConfig();
  const database = openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
