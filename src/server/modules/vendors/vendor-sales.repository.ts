import type { Kysely } from 'kysely';
import { LOW_STOCK_THRESHOLD } from '#shared/catalog';
import type { Database } from '#server/db/schema';

/** Counts of the vendor's listings: published, drafts, and low in stock (archived ones left out). */
export async function countOwnListings(db: Kysely<Database>, vendorId: string) {
  const row = await db
    .selectFrom('products')
    .where('vendor_id', '=', vendorId)
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'published').then(1).else(0).end()).as('published'),
      eb.fn.sum<number>(eb.case().when('listing_status', '=', 'draft').then(1).else(0).end()).as('drafts'),
      eb.fn
        .sum<number>(eb.case().when(eb.and([eb('listing_status', '<>', 'archived'), eb('stock', '<=', LOW_STOCK_THRESHOLD)])).then(1).else(0).end())
        .as('low_stock'),
    ])
    .executeTakeFirstOrThrow();
  // SUM over no rows is NULL.
  return { published: Number(row.published ?? 0), drafts: Number(row.drafts ?? 0), lowStock: Number(row.low_stock ?? 0) };
}
