import { sql, type Kysely, type SqlBool } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database } from '#server/db/schema';
import { likeContains } from '#server/db/sql-helpers';

/**
 * "Name or description contains the text, in any letter case", over every product, on sale or
 * not: the search of an admin's product list and of a vendor's own listings (VendorListings).
 * The storefront's FTS index holds only products on sale, so SQLite scans with LIKE here (an
 * admin's or vendor's list, not a shopper's keystrokes); PostgreSQL's lowercased `search_text`
 * (with its trigram index) covers hidden products too.
 */
export function productTextContains(db: Kysely<Database>, q: string) {
  const pattern = likeContains(q);
  return dialectOf(db) === 'postgres'
    ? sql<SqlBool>`products.search_text like lower(${pattern}) escape '\\'`
    : sql<SqlBool>`(lower(products.name) like lower(${pattern}) escape '\\' or lower(products.description) like lower(${pattern}) escape '\\')`;
}
