import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { refreshListings } from './visibility.repository.ts';

/**
 * Recomputes whether the shop's own products `productIds` are in the shop, as of `today` (India),
 * in the caller's transaction, as ShopVisibility does after a change. For the first catalogue
 * (src/server/seed), which writes the shop's products before any service is built.
 */
export async function refreshShopProducts(trx: Kysely<Database>, productIds: string[], today: string): Promise<void> {
  await refreshListings(trx, { shopProductIds: productIds }, today);
}
