import type { Transaction } from 'kysely';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { indianDate } from '#shared/india';
import type { Database } from '#server/db/schema';
import { findStaleListings, lockVendor, refreshListings } from './visibility.repository.ts';

/**
 * The one owner of "what is on sale" (docs/decisions/0008). `products.is_active` is derived from
 * several inputs: a listing's draft/published state, the admin hiding it (moderation_hidden, for
 * the shop's own products too since docs/decisions/0026), the vendor's review, the vendor's account being
 * active and of type vendor, the vendor's licence for seeds, pesticides and fertilisers, and a
 * seed product's label and valid lots (docs/product-rules.md 28). Every change to any of them
 * runs through `change`, which keeps the only safe order:
 *
 *   lock the vendor -> write -> refresh the derived flags -> commit -> tell the caches.
 *
 * Miss a step and a suspended vendor's product stays on sale, or the shop's product count is
 * stale; so no other code takes the lock, refreshes the flags or clears the caches. Lots and
 * licences also expire with time alone: `refreshExpired` is the periodic pass that catches those.
 */
export class ShopVisibility {
  constructor(
    private readonly work: UnitOfWork,
    /** The time now (the app's clock): a lot or licence is valid up to its day in India. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Today in India, by the app's clock. */
  today(): string {
    return indianDate(new Date(this.now()));
  }

  /**
   * Runs `work` in one transaction that holds the vendor's lock first, then refreshes that
   * vendor's products (which may enter or leave the shop) and commits. `vendorId` null: the
   * shop's own products, no vendor to lock; `shopProductIds` are the ones `work` changed (left
   * out: all of the shop's own). The counts of products on sale follow in the same transaction
   * (catalogue_counts, kept by triggers).
   */
  async change<T>(vendorId: string | null, work: (trx: Transaction<Database>) => Promise<T>, shopProductIds?: string[]): Promise<T> {
    const today = this.today();
    return this.work.transaction(async (trx) => {
      if (vendorId) await lockVendor(trx, vendorId);
      const result = await work(trx);
      await refreshListings(trx, vendorId ? { vendorId } : { shopProductIds: shopProductIds ?? null }, today);
      return result;
    });
  }

  /**
   * The periodic pass: products whose lot or vendor's licence passed its day leave the shop (and
   * come back if a change of date made them valid, a clock set right), each vendor's in its own
   * change. Returns how many vendors and shop products it refreshed.
   */
  async refreshExpired(): Promise<number> {
    const { vendorIds, shopProductIds } = await findStaleListings(this.work.db, this.today());
    for (const vendorId of vendorIds) await this.change(vendorId, async () => undefined);
    if (shopProductIds.length) await this.change(null, async () => undefined, shopProductIds);
    return vendorIds.length + shopProductIds.length;
  }
}
