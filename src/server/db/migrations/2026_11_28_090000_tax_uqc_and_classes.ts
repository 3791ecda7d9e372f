import { sql, type Kysely } from 'kysely';

/**
 * Tax documents true to the goods (docs/decisions/0035-uqc-and-gst-classes). Frozen: no live code.
 *
 * 1. Each order line keeps the pack it was sold in (pack_size, pack_unit), so its documents and the
 *    GST report give the quantity in a unit quantity code true to it (2 x 40 kg bags = 80 KGS),
 *    whatever the product later becomes. Old lines get their product's pack only where the
 *    product has not been changed since the order was placed (its updated_at not after the
 *    order's created_at): that pack is the one it was sold in. Any other old line keeps none and
 *    prints its count as NOS, which claims no weight.
 * 2. PDFs kept from before are dropped: they printed the count as the HSN's unit ("2 KGS" for two
 *    40 kg bags) and the order's internal id. A document's particulars are its row and lines,
 *    which do not change; its next download prints them again, with the quantities and HY- number.
 * 3. Classes of goods within an HSN heading with their own dated rates (gst_classes,
 *    gst_class_rates), and a product's class (products.gst_class_id). Seeded: neem-based
 *    bio-pesticides within 3808 at 5% from 2025-09-22 (Notification No. 9/2025-Central Tax (Rate)
 *    of 17 September 2025, Schedule I (2.5% CGST), on the 56th GST Council's recommendation), and
 *    the shop's seeded neem oil put in it.
 */

const NEEM_CLASS_ID = 'seed-3808-neem';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('pack_size', 'integer').execute();
  await db.schema.alterTable('order_items').addColumn('pack_unit', 'varchar(8)').execute();
  const unchangedSinceOrder = sql<boolean>`exists (
    select 1 from products p inner join orders o on o.id = order_items.order_id
    where p.id = order_items.product_id and p.pack_size is not null and p.pack_unit is not null and p.updated_at <= o.created_at)`;
  await db
    .updateTable('order_items')
    .set({
      pack_size: sql`(select p.pack_size from products p where p.id = order_items.product_id)`,
      pack_unit: sql`(select p.pack_unit from products p where p.id = order_items.product_id)`,
    })
    .where(unchangedSinceOrder)
    .execute();

  await db.updateTable('tax_documents').set({ pdf: null }).where('pdf', 'is not', null).execute();

  await db.schema
    .createTable('gst_classes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('hsn_code', 'varchar(8)', (c) => c.notNull().references('hsn_codes.code'))
    .addColumn('description', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('gst_classes_code_description_idx').on('gst_classes').columns(['hsn_code', 'description']).unique().execute();
  await db.schema
    .createTable('gst_class_rates')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('class_id', 'varchar(64)', (c) => c.notNull().references('gst_classes.id'))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('effective_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('gst_class_rates_class_from_idx').on('gst_class_rates').columns(['class_id', 'effective_from']).unique().execute();
  await db.schema.alterTable('products').addColumn('gst_class_id', 'varchar(64)', (c) => c.references('gst_classes.id')).execute();

  const now = new Date().toISOString();
  if (await db.selectFrom('hsn_codes').select('code').where('code', '=', '3808').executeTakeFirst()) {
    await db.insertInto('gst_classes').values({ id: NEEM_CLASS_ID, hsn_code: '3808', description: 'Neem-based bio-pesticides', created_at: now, created_by: null }).execute();
    await db
      .insertInto('gst_class_rates')
      .values({ id: `${NEEM_CLASS_ID}-2025-09-22`, class_id: NEEM_CLASS_ID, rate_bp: 500, effective_from: '2025-09-22', created_at: now, created_by: null })
      .execute();
    await db
      .updateTable('products')
      .set({ gst_class_id: NEEM_CLASS_ID })
      .where('name', '=', 'Neem Oil Bio-Pesticide')
      .where('vendor_id', 'is', null)
      .where('hsn_code', '=', '3808')
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('gst_class_id').execute();
  await db.schema.dropTable('gst_class_rates').execute();
  await db.schema.dropTable('gst_classes').execute();
  await db.schema.alterTable('order_items').dropColumn('pack_unit').execute();
  await db.schema.alterTable('order_items').dropColumn('pack_size').execute();
}
