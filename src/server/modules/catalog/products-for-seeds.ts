import type { SelectQueryBuilder } from 'kysely';
import type { Database, ProductRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { SeedProducts } from '#server/modules/seeds';
import * as repo from './product-reads.repository.ts';
import { findSeedStock, setSeedStock } from './stock.repository.ts';

/**
 * What the seeds module reads and writes of the products table (its `SeedProducts`), answered by
 * the catalog, which owns it: seeds sits below catalog (a product's label and lots), so
 * services.ts gives it this. It depends on nothing but the unit of work.
 */
export class ProductsForSeeds implements SeedProducts {
  constructor(private readonly work: UnitOfWork) {}

  lock(productId: string, vendorId?: string) {
    return repo.lockProductRow(this.work.db, productId, vendorId);
  }

  async row(productId: string): Promise<ProductRow | undefined> {
    return (await repo.findProducts(this.work.db, [productId]))[0];
  }

  seedsAmong(productIds: string[]) {
    return repo.findSeedsAmong(this.work.db, productIds);
  }

  seedStock(): Promise<Map<string, number>> {
    return findSeedStock(this.work.db);
  }

  /** One UPDATE per product, each a no-op where the count stands (the caller holds the rows). */
  async setSeedStock(counts: Map<string, number>): Promise<void> {
    for (const [productId, stock] of [...counts].sort(([a], [b]) => a.localeCompare(b))) await setSeedStock(this.work.db, productId, stock);
  }

  idsOfVendor(vendorId: string): SelectQueryBuilder<Database, 'products', { id: string }> {
    return repo.productIdsOfVendor(this.work.db, vendorId);
  }
}
