import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import type { PriceRow } from '#shared/price-lists';

/** The price rows of these products, by group then quantity (by the rows' unique key, product first). */
export async function findPriceRows(db: Kysely<Database>, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_prices')
    .select(['product_id', 'customer_group', 'min_quantity', 'price_paise'])
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('customer_group')
    .orderBy('min_quantity')
    .execute();
}

/** A product's rows replaced by these, in the caller's transaction. */
export async function replacePriceRows(db: Kysely<Database>, productId: string, rows: PriceRow[]): Promise<void> {
  await db.deleteFrom('product_prices').where('product_id', '=', productId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('product_prices')
    .values(rows.map((r) => ({ id: randomUUID(), product_id: productId, customer_group: r.group, min_quantity: r.minQuantity, price_paise: r.pricePaise })))
    .execute();
}
