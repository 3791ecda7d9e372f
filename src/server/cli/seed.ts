import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#server/config';
import { openDatabase } from '#server/db/connect';
import { migrateToLatest } from '#server/db/migrate';
import { seedCatalogIfEmpty } from '#server/seed/seed-catalog';
import { seedSyntheticProducts } from '#server/seed/seed-synthetic';

/**
 * npm run db:seed                      the 15 catalogue products, when the catalogue is empty
 * npm run db:seed -- --products 100000 also adds that many synthetic products (scale tests)
 */
try {
  const { values } = parseArgs({ options: { products: { type: 'string' } } });
  const extra = values.products === undefined ? 0 : Number(values.products);
  if (!Number.isInteger(extra) || extra < 0 || extra > 5_000_000) {
    throw new ConfigError('--products must be a whole number from 0 to 5000000');
  }
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const seeded = await seedCatalogIfEmpty(database.db);
  console.log(seeded ? `Seeded ${seeded} catalogue products.` : 'Catalogue already has products.');
  if (extra > 0) {
    const started = Date.now();
    await seedSyntheticProducts(database.db, extra, (done) => {
      if (done % 10_000 === 0 || done === extra) console.log(`  ${done} / ${extra} synthetic products`);
    });
    console.log(`Added ${extra} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
