import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { rupeesToPaise } from '#shared/money';
import type { Database, NewProductRow } from '#server/db/schema';
import { translatedColumnsOf, searchNamesOf } from '#server/modules/catalog';
import { CATALOG_PRODUCTS } from './catalog-products.ts';
import { CATALOG_TRANSLATIONS } from './catalog-translations.ts';
import { SEEDED_LABELS, seededLabelColumns, seededLot } from './seed-labels.ts';
import { seededPackColumns } from './seed-packs.ts';
import { seededProductLabelColumns } from './seed-product-labels.ts';
import { seededUseRows } from './seed-uses.ts';
import { indianDate } from '#shared/india';
import { refreshShopProducts } from '#server/modules/visibility';

/*
 * The shop's first catalogue (npm run db:seed, and main.ts when the catalogue is empty). Above the
 * modules, not in db/: it writes products as the catalog module spells their columns and lists
 * them as ShopVisibility does, and db/ knows no module (docs/decisions/0041-low-layers-and-errors.md).
 */

export const PRODUCT_IMAGE_BASE = '/images/products/';

/**
 * A shop seeded before seed labels (docs/product-rules.md 28): its own seeded seed products that still have no
 * label and no lot get theirs, with a lot valid for a year from this start holding their stock,
 * and come back into the shop (the seed-lots migration took every seed product without a lot out).
 * The derived flag is recomputed by the same function ShopVisibility uses.
 */
async function labelSeededSeeds(trx: Kysely<Database>): Promise<void> {
  const unlabelled = await trx
    .selectFrom('products')
    .select(['id', 'name', 'stock'])
    .where('name', 'in', Object.keys(SEEDED_LABELS))
    .where('vendor_id', 'is', null)
    .where('category', '=', 'seeds')
    .where('seed_crop', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('seed_lots').select('seed_lots.id').whereRef('seed_lots.product_id', '=', 'products.id'))))
    .execute();
  if (unlabelled.length === 0) return;
  const today = indianDate();
  const at = new Date().toISOString();
  for (const p of unlabelled) {
    const label = SEEDED_LABELS[p.name]!;
    await trx.updateTable('products').set(seededLabelColumns(label)).where('id', '=', p.id).execute();
    await trx.insertInto('seed_lots').values(seededLot(p.id, label, Number(p.stock), today, at)).execute();
  }
  await refreshShopProducts(trx, unlabelled.map((p) => p.id), today);
}

/**
 * A shop whose products were written before `search_names` (migration 2026_11_28_093000) gets it
 * for each of them on its next start, so its searches rank by the names in every language.
 */
async function fillSearchNames(trx: Kysely<Database>): Promise<void> {
  for (;;) {
    const rows = await trx.selectFrom('products').select(['id', 'name', 'name_hi', 'name_mr']).where('search_names', 'is', null).limit(500).execute();
    if (rows.length === 0) return;
    for (const r of rows) await trx.updateTable('products').set({ search_names: searchNamesOf(r.name, r.name_hi, r.name_mr) }).where('id', '=', r.id).execute();
  }
}

/** The seeded product's Hindi and Marathi columns (catalog-translations.ts). */
const translatedColumns = (englishName: string) => translatedColumnsOf(englishName, CATALOG_TRANSLATIONS[englishName]);

/**
 * Seeds the 15 specification products when the catalogue is empty; returns how many it wrote.
 * A shop seeded before the products had Hindi and Marathi (docs/decisions/0023) gets them for those of its own
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
      await labelSeededSeeds(trx);
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
      await fillSearchNames(trx);
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
        gst_class_id: p.gstClassId ?? null,
        image_url: PRODUCT_IMAGE_BASE + p.image,
        features: JSON.stringify(p.features),
        ...translatedColumns(p.name),
        ...(SEEDED_LABELS[p.name] ? seededLabelColumns(SEEDED_LABELS[p.name]!) : {}),
        ...seededPackColumns(p.name),
        ...seededProductLabelColumns(p.name),
        stock: p.stock,
        created_at: at,
        updated_at: at,
      };
    });
    await trx.insertInto('products').values(rows).execute();
    // Each seed product's first lot, valid for a year from today (docs/product-rules.md 28).
    const today = indianDate();
    const lots = rows.flatMap((r) => (SEEDED_LABELS[r.name] ? [seededLot(r.id, SEEDED_LABELS[r.name]!, r.stock, today, r.created_at)] : []));
    if (lots.length) await trx.insertInto('seed_lots').values(lots).execute();
    const uses = seededUseRows(rows);
    if (uses.length) await trx.insertInto('product_uses').values(uses).execute();
    return rows.length;
  });
}
