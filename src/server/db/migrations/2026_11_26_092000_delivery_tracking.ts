import type { Kysely } from 'kysely';

/**
 * Delivery by pincode and order tracking (docs/product-rules.md 29).
 * - delivery_areas: where the shop delivers. A row is a whole state or union territory
 *   (district '') or one district of it (India Post's name); each says whether cash on delivery
 *   is taken there. A state is served whole or by chosen districts, never both.
 * - delivery_cod_pincodes: pincodes whose cash on delivery differs from their area's (refused in
 *   one village of a district that takes cash, or allowed in one of a district that does not).
 * - delivery_settings (one row): the delivery-time bands in business days, to a delivery in the
 *   shop's own dispatch state (its business settings' state) and to other states.
 * - orders: the day delivery was promised by when the order was placed, and, once shipped, its
 *   carrier and tracking number (or the shop's own delivery, without a number) and when.
 *
 * An existing shop keeps working as it did: every state served, cash on delivery everywhere, and
 * the bands the shop's pages already used for other states (5-7 business days) and 3-5 in its own.
 */

/**
 * The 28 states and 8 union territories when this migration was written (INDIAN_STATES_AND_UTS of
 * src/shared/india.ts then), each served whole: the migration's own copy, so a later change of
 * that list changes no shop's first delivery areas.
 */
const INDIAN_STATES_AND_UTS = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur',
  'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana',
  'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi',
  'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_areas')
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    // '' is the whole state; anything else one district of it.
    .addColumn('district', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('cod_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('delivery_areas_pk', ['state', 'district'])
    .execute();

  await db.schema
    .createTable('delivery_cod_pincodes')
    .addColumn('pincode', 'varchar(6)', (c) => c.primaryKey())
    .addColumn('cod_allowed', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('same_state_min_days', 'integer', (c) => c.notNull())
    .addColumn('same_state_max_days', 'integer', (c) => c.notNull())
    .addColumn('other_state_min_days', 'integer', (c) => c.notNull())
    .addColumn('other_state_max_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)')
    .execute();

  const now = new Date().toISOString();
  await db.insertInto('delivery_settings').values({ id: 1, same_state_min_days: 3, same_state_max_days: 5, other_state_min_days: 5, other_state_max_days: 7, updated_at: now, updated_by: null }).execute();
  await db.insertInto('delivery_areas').values(INDIAN_STATES_AND_UTS.map((state) => ({ state, district: '', cod_allowed: 1 }))).execute();

  const orders = db.schema.alterTable('orders');
  await orders.addColumn('expected_delivery_on', 'varchar(10)').execute();
  await orders.addColumn('carrier', 'varchar(100)').execute();
  await orders.addColumn('tracking_number', 'varchar(40)').execute();
  await orders.addColumn('own_delivery', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await orders.addColumn('shipped_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['shipped_at', 'own_delivery', 'tracking_number', 'carrier', 'expected_delivery_on']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('delivery_settings').execute();
  await db.schema.dropTable('delivery_cod_pincodes').execute();
  await db.schema.dropTable('delivery_areas').execute();
}
