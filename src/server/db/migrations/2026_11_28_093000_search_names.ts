import type { Kysely } from 'kysely';

/**
 * `products.search_names` (docs/decisions/0036-search-ranking.md): a product's names in
 * English, Hindi and Marathi and the Hindi and Marathi names in Latin letters, as words, written by
 * the app with the names. A search ranks a product found in a name above one found only in its
 * description. Null until written: the app fills the rows of an existing shop on its next start
 * (the romanizing is the app's, so this migration does not copy it), and ranks a null row by its
 * English name meanwhile.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').addColumn('search_names', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('search_names').execute();
}
