import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database } from '#server/db/schema';

/**
 * Whether a vendor product belongs in the shop: its vendor published it, the admin has not hidden
 * it, and the vendor is an active vendor account that an admin approved (docs/decisions/0008).
 */
function belongsInShop(eb: ExpressionBuilder<Database, 'products'>) {
  const approvedVendor = eb
    .selectFrom('vendor_profiles')
    .innerJoin('users', 'users.id', 'vendor_profiles.user_id')
    .select(sql<number>`1`.as('one'))
    .whereRef('vendor_profiles.user_id', '=', 'products.vendor_id')
    .where('vendor_profiles.status', '=', 'approved')
    .where('users.type', '=', 'vendor')
    .where('users.is_active', '=', 1);
  return eb.and([eb('products.listing_status', '=', 'published'), eb('products.moderation_hidden', '=', 0), eb.exists(approvedVendor)]);
}

const inShopFlag = (eb: ExpressionBuilder<Database, 'products'>) => eb.case().when(belongsInShop(eb)).then(1).else(0).end();

/**
 * Recomputes `products.is_active`, the one flag the catalogue, search, categories and checkout
 * read, for every product of one vendor, in ONE statement. Only ShopVisibility calls it, in the
 * transaction that changed one of its inputs.
 *
 * Only rows whose flag changes are written, so SQLite's search index (kept by triggers on
 * is_active) is touched only for them. Returns how many changed.
 */
export async function refreshVendorListings(db: Kysely<Database>, vendorId: string): Promise<number> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ is_active: inShopFlag(eb) }))
    .where('products.vendor_id', '=', vendorId)
    .where((eb) => eb('products.is_active', '<>', inShopFlag(eb)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Locks the vendor's profile row until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time anyway). Every transaction that changes an input of "in the shop" takes
 * it FIRST, so they run one after another per vendor: otherwise a vendor publishing while an
 * admin suspends it could each miss the other's uncommitted change and leave the product on sale.
 * Taking it first also keeps one lock order (profile, then account and products): no deadlocks.
 */
export async function lockVendor(trx: Kysely<Database>, userId: string): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select 1 from vendor_profiles where user_id = ${userId} for update`.execute(trx);
}
