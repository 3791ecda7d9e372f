import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/connect';
import { migrateToLatest } from '#server/db/migrate';
import { upsertAdmin } from '#server/modules/accounts';

/**
 * npm run admin:create -- --email E --password P [--name N]
 * Creates an admin account, or makes the account with that email an admin and sets its password.
 */
const Args = z.object({
  email: z.email('--email must be an email address'),
  password: z.string('--password is required').min(8, '--password must be at least 8 characters').max(128, '--password can be at most 128 characters'),
  name: z.string().trim().min(1).max(100).default('Administrator'),
});

try {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = Args.safeParse(values);
  if (!parsed.success) throw new ConfigError(`Usage: npm run admin:create -- --email E --password P [--name N]\n${parsed.error.issues.map((i) => `  ${i.message}`).join('\n')}`);
  const database = openDatabase(loadConfig().database);
  await migrateToLatest(database.db);
  const result = await upsertAdmin(database.db, parsed.data);
  console.log(`Admin ${parsed.data.email}: ${result}.`);
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
