import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { rupeesToPaise } from '#shared/money';
import type { Database, NewProductRow } from '#server/db/schema';
import { translatedColumnsOf } from '#server/modules/catalog/product-fields';
import { CATALOG_PRODUCTS } from './catalog-products.ts';
import { CATALOG_TRANSLATIONS } from './catalog-translations.ts';

export const PRODUCT_IMAGE_BASE = '/images/products/';

/** The seeded product's Hindi and Marathi columns (catalog-translations.ts). */
const translatedColumns = (englishName: string) => translatedColumnsOf(CATALOG_TRANSLATIONS[englishName]);

/**
 * Seeds the 15 specification products when the catalogue is empty; returns how many it wrote.
 * A shop seeded before the products had Hindi and Marathi (issue 14) gets them for those of its own
 * products that still carry a seeded English name and have no translation yet.
 */
export async function seedCatalogIfEmpty(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) {
      const untranslated = await trx
        .selectFrom('products')
        .select('name')
        .where('name', 'in', CATALOG_PRODUCTS.map((p) => p.name))
        .where('vendor_id', 'is', null)
        .where('name_hi', 'is', null)
        .where('name_mr', 'is', null)
        .execute();
      for (const p of CATALOG_PRODUCTS.filter((p) => untranslated.some((u) => u.name === p.name))) {
        await trx
          .updateTable('products')
          .set(translatedColumns(p.name))
          .where('name', '=', p.name)
          .where('vendor_id', 'is', null)
          .where('name_hi', 'is', null)
          .where('name_mr', 'is', null)
          .execute();
      }
      return 0;
    }
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
        ...translatedColumns(p.name),
        stock: p.stock,
        created_at: at,
        updated_at: at,
      };
    });
    await trx.insertInto('products').values(rows).execute();
    return rows.length;
  });
}
