import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { lockVendor, refreshVendorListings } from './visibility.repository.ts';

/**
 * The one owner of "what is on sale" (docs/decisions/0008). `products.is_active` is derived from
 * several inputs: a listing's draft/published state, the admin hiding it, the vendor's review,
 * the vendor's account being active and of type vendor, and for the shop's own products the flag
 * itself. Every change to any of them runs through `change`, which keeps the only safe order:
 *
 *   lock the vendor -> write -> refresh the vendor's derived flags -> commit -> tell the caches.
 *
 * Miss a step and a suspended vendor's product stays on sale, or the shop's product count is
 * stale; so no other code takes the lock, refreshes the flags or clears the caches.
 */
export class ShopVisibility {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Runs `work` in one transaction that holds the vendor's lock first, then refreshes that
   * vendor's products (which may enter or leave the shop) and commits. `vendorId` null: the
   * shop's own products, whose flag `work` sets itself; no vendor to lock or refresh. The counts
   * of products on sale follow in the same transaction (catalogue_counts, kept by triggers).
   */
  async change<T>(vendorId: string | null, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      if (vendorId) await lockVendor(trx, vendorId);
      const result = await work(trx);
      if (vendorId) await refreshVendorListings(trx, vendorId);
      return result;
    });
  }
}
