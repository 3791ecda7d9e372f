import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { indianDate } from '#shared/india';
import { LICENCE_FOR_CATEGORY, type LicenceKind } from '#shared/seeds';
import type { CategorySlug } from '#shared/catalog';
import { dialectOf } from '#server/db/dialect-of';
import type { Database } from '#server/db/schema';

type Products = ExpressionBuilder<Database, 'products'>;

const LICENSED = Object.entries(LICENCE_FOR_CATEGORY) as Array<[CategorySlug, LicenceKind]>;

/**
 * A seed product may be sold only with its whole label and a lot still valid on `today` (Seeds
 * Act 1966; docs/product-rules.md 28). Other categories pass.
 */
function seedSellable(eb: Products, today: string) {
  const validLot = eb
    .selectFrom('seed_lots')
    .select(sql<number>`1`.as('one'))
    .whereRef('seed_lots.product_id', '=', 'products.id')
    .where('seed_lots.valid_until', '>=', today);
  return eb.or([
    eb('products.category', '<>', 'seeds'),
    eb.and([
      eb('products.seed_crop', 'is not', null),
      eb('products.seed_variety', 'is not', null),
      eb('products.seed_net_quantity', 'is not', null),
      eb('products.seed_net_unit', 'is not', null),
      eb('products.seed_treated', 'is not', null),
      eb.or([eb('products.seed_treated', '=', 0), eb('products.seed_treatment', 'is not', null)]),
      eb.exists(validLot),
    ]),
  ]);
}

/** A vendor selling seeds, pesticides or fertilisers holds the licence of that kind, valid on `today`. */
function vendorLicensed(eb: Products, today: string) {
  const validLicence = eb
    .selectFrom('vendor_licences')
    .select(sql<number>`1`.as('one'))
    .whereRef('vendor_licences.vendor_id', '=', 'products.vendor_id')
    .where('vendor_licences.valid_until', '>=', today)
    .where((l) => l.or(LICENSED.map(([category, kind]) => l.and([l(sql.ref('products.category'), '=', category), l('vendor_licences.kind', '=', kind)]))));
  return eb.or([eb('products.category', 'not in', LICENSED.map(([c]) => c)), eb.exists(validLicence)]);
}

/**
 * Whether a product belongs in the shop (docs/decisions/0008): published and not hidden by the
 * admin; a vendor's only while its vendor is an approved, active vendor account holding the
 * licence its category needs; a seed product only with its label and a valid lot. The shop's own
 * products are always 'published'; the admin's Hide sets moderation_hidden on them too.
 */
function belongsInShop(eb: Products, today: string) {
  const approvedVendor = eb
    .selectFrom('vendor_profiles')
    .innerJoin('users', 'users.id', 'vendor_profiles.user_id')
    .select(sql<number>`1`.as('one'))
    .whereRef('vendor_profiles.user_id', '=', 'products.vendor_id')
    .where('vendor_profiles.status', '=', 'approved')
    .where('users.type', '=', 'vendor')
    .where('users.is_active', '=', 1);
  return eb.and([
    eb('products.listing_status', '=', 'published'),
    eb('products.moderation_hidden', '=', 0),
    eb.or([eb('products.vendor_id', 'is', null), eb.and([eb.exists(approvedVendor), vendorLicensed(eb, today)])]),
    seedSellable(eb, today),
  ]);
}

const inShopFlag = (eb: Products, today: string) => eb.case().when(belongsInShop(eb, today)).then(1).else(0).end();

/** Which products a refresh recomputes: one vendor's, or some of the shop's own (null: all of the shop's own). */
export type ListingScope = { vendorId: string } | { shopProductIds: string[] | null };

/**
 * Recomputes `products.is_active`, the one flag the catalogue, search, categories and checkout
 * read, for the products in `scope`, in ONE statement, as of `today` (India). Only ShopVisibility
 * calls it, in the transaction that changed one of its inputs, and its periodic pass; and
 * refreshShopProducts, for the first catalogue (first-catalogue.ts).
 *
 * Only rows whose flag changes are written, so SQLite's search index (kept by triggers on
 * is_active) is touched only for them. Returns how many changed.
 */
export async function refreshListings(db: Kysely<Database>, scope: ListingScope, today: string): Promise<number> {
  let query = db
    .updateTable('products')
    .set((eb) => ({ is_active: inShopFlag(eb, today) }))
    .where((eb) => eb('products.is_active', '<>', inShopFlag(eb, today)));
  if ('vendorId' in scope) query = query.where('products.vendor_id', '=', scope.vendorId);
  else {
    if (scope.shopProductIds?.length === 0) return 0;
    query = query.where('products.vendor_id', 'is', null);
    if (scope.shopProductIds) query = query.where('products.id', 'in', scope.shopProductIds);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** refreshListings for all of one vendor's products (the test suites call it directly); today: India's, by the server's clock. */
export function refreshVendorListings(db: Kysely<Database>, vendorId: string, today = indianDate()): Promise<number> {
  return refreshListings(db, { vendorId }, today);
}

/**
 * What time alone changes (a lot or a licence passing its day): the vendors, and the shop's own
 * products, whose flag is no longer what `today` says. For the periodic pass.
 */
export async function findStaleListings(db: Kysely<Database>, today: string): Promise<{ vendorIds: string[]; shopProductIds: string[] }> {
  const rows = await db
    .selectFrom('products')
    .select(['products.id', 'products.vendor_id'])
    // Only licensed categories and seeds depend on the day; the index on category narrows the scan.
    .where('products.category', 'in', ['seeds', ...LICENSED.map(([c]) => c)])
    .where((eb) => eb('products.is_active', '<>', inShopFlag(eb, today)))
    .execute();
  return {
    vendorIds: [...new Set(rows.flatMap((r) => (r.vendor_id ? [r.vendor_id] : [])))],
    shopProductIds: rows.flatMap((r) => (r.vendor_id ? [] : [r.id])),
  };
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
