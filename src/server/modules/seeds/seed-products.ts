import type { SelectQueryBuilder } from 'kysely';
import type { Database, ProductRow } from '#server/db/schema';

/**
 * What the seeds module reads and writes of the products table, which the catalog module owns
 * (docs/decisions/0042): catalog uses seeds (a product's label and lots), so seeds declares what
 * it needs here and services.ts gives it catalog's `ProductsForSeeds`. Each call runs in the
 * caller's unit of work (docs/decisions/0046-unit-of-work-and-events.md).
 */
export interface SeedProducts {
  /**
   * The product's row, locked until the transaction ends (PostgreSQL) as placing an order locks
   * it; with `vendorId`, only that vendor's own listing (archived ones left out). Undefined: none.
   */
  lock(productId: string, vendorId?: string): Promise<Pick<ProductRow, 'id' | 'name' | 'category' | 'vendor_id'> | undefined>;
  /** The product's row as stored; undefined when there is none. */
  row(productId: string): Promise<ProductRow | undefined>;
  /** Which of these products are seeds. */
  seedsAmong(productIds: string[]): Promise<Array<Pick<ProductRow, 'id' | 'name'>>>;
  /** Every seed product's stock as it stands (the periodic pass compares it with its valid lots'). */
  seedStock(): Promise<Map<string, number>>;
  /**
   * Sets each seed product's stock to the count given (its valid lots' units), where it differs;
   * other products are left as they are. The caller's transaction holds the product's row.
   */
  setSeedStock(counts: Map<string, number>): Promise<void>;
  /** The ids of a vendor's products, archived ones included, as a subquery (the vendor's lot register). */
  idsOfVendor(vendorId: string): SelectQueryBuilder<Database, 'products', { id: string }>;
}
