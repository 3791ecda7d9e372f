import { expect, it } from 'vitest';
import { migrateDownOne, migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedCatalogIfEmpty } from '../../src/server/seed/seed-catalog.ts';
import { describeEachDialect, freshDatabaseEachTest } from '../helpers/databases.ts';

// The seeded Bt cotton within its maximum sale price (migration 2026_11_30_096000, docs/product-rules.md 38):
// a shop seeded with the old 450 g packet at ₹1,100 gets the 475 g packet at ₹880 (MRP ₹901); one
// whose owner changed it keeps the owner's.
const OLD_SOURCE = 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: one 450 g packet of Bt hybrid seed per acre, https://cicr.org.in/';

const MIGRATION = '2026_11_30_096000_bt_cotton_packet';

describeEachDialect('the seeded Bt cotton packet', (dialect) => {
  const fresh = freshDatabaseEachTest(dialect);

  /** A shop as seeded before the migration: the old packet, price, label, features and use. */
  async function oldShop() {
    const db = await fresh();
    await migrateToLatest(db);
    await seedCatalogIfEmpty(db);
    const cotton = await db.selectFrom('products').select(['id', 'price_paise', 'mrp_paise', 'pack_size', 'features_mr']).where('name', '=', 'Cotton Seeds').executeTakeFirstOrThrow();
    // A fresh shop is seeded with the new packet already.
    expect(cotton).toMatchObject({ price_paise: 88_000, mrp_paise: 90_100, pack_size: 475 });
    // Back to before the migration: the ones after it undone first.
    let undone: string | undefined;
    do undone = await migrateDownOne(db);
    while (undone !== undefined && undone !== MIGRATION);
    expect(undone).toBe(MIGRATION);
    await db
      .updateTable('products')
      .set({ price_paise: 110_000, mrp_paise: 115_000, pack_size: 450, seed_net_quantity: 450, features_mr: cotton.features_mr!.replace('रेफ्युजी बियाण्यासह 475 ग्रॅमचे पाकीट', '450 ग्रॅमचे पाकीट') })
      .where('id', '=', cotton.id)
      .execute();
    await db.updateTable('product_uses').set({ dose_amount: 450, source: OLD_SOURCE }).where('product_id', '=', cotton.id).execute();
    return { db, id: cotton.id };
  }

  it('brings a shop\'s seeded cotton as it was seeded to the 475 g packet within the price', async () => {
    const { db, id } = await oldShop();
    expect((await migrateToLatest(db))[0]).toBe(MIGRATION);
    const after = await db.selectFrom('products').select(['price_paise', 'mrp_paise', 'pack_size', 'seed_net_quantity', 'features_mr']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ price_paise: 88_000, mrp_paise: 90_100, pack_size: 475, seed_net_quantity: 475 });
    expect(JSON.parse(after.features_mr!)).toContain('रेफ्युजी बियाण्यासह 475 ग्रॅमचे पाकीट');
    const use = await db.selectFrom('product_uses').select(['dose_amount', 'source']).where('product_id', '=', id).executeTakeFirstOrThrow();
    expect(use).toMatchObject({ dose_amount: 475, source: expect.stringContaining('475 g with its refuge seed') });
  });

  it('leaves a cotton whose owner changed its price as the owner made it', async () => {
    const { db, id } = await oldShop();
    await db.updateTable('products').set({ price_paise: 85_000 }).where('id', '=', id).execute();
    await migrateToLatest(db);
    expect(await db.selectFrom('products').select(['price_paise', 'pack_size']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ price_paise: 85_000, pack_size: 450 });
  });
});
