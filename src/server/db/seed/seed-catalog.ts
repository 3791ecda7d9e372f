import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { rupeesToPaise } from '#shared/money';
import type { Database, NewProductRow } from '#server/db/schema';
import { CATALOG_PRODUCTS } from './catalog-products.ts';

export const PRODUCT_IMAGE_BASE = '/images/products/';

/** Seeds the 15 specification products when the catalogue is empty; returns how many it wrote. */
export async function seedCatalogIfEmpty(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return 0;
    // One second apart, so "first 6 catalogue products" (created order) is stable.
    const start = Date.now() - CATALOG_PRODUCTS.length * 1000;
    const rows: NewProductRow[] = CATALOG_PRODUCTS.map((p, i) => {
      const at = new Date(start + i * 1000).toISOString();
      return {
        id: randomUUID(),
        name: p.name,
        description: p.description,
        price_paise: rupeesToPaise(p.priceRupees),
        category: p.category,
        hsn_code: p.hsnCode,
        image_url: PRODUCT_IMAGE_BASE + p.image,
        features: JSON.stringify(p.features),
        stock: p.stock,
        created_at: at,
        updated_at: at,
      };
    });
    await trx.insertInto('products').values(rows).execute();
    return rows.length;
  });
}
