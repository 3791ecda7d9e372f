import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '#server/db/schema';
import { findActiveProduct } from './catalog.repository.ts';
import { isProductId } from './product-fields.ts';

/**
 * The product `id` if it is on sale; undefined when the id is no product's or the product is not
 * in the shop. `db` is the caller's transaction when it has one (SQLite has one connection): the
 * cart takes the product into a line in its transaction. The product page, the cart and the
 * reviews ask it; a function rather than a CatalogService method, because CatalogService is built
 * with the reviews (ProductRatings) that ask it (docs/decisions/0042).
 */
export async function productOnSale(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return isProductId(id) ? findActiveProduct(db, id) : undefined;
}
