import { sql, type Kysely } from 'kysely';

/**
 * A farmer's own crops (docs/product-rules.md 42, docs/decisions/0057): the crop, the land in
 * hundredths of an acre (2.5 acres is 250, as src/shared/dose.ts counts it; at most 1000 acres),
 * the day it was sown ('YYYY-MM-DD', a calendar day in India) and where: the state as the shop
 * names it (src/shared/india.ts) and the district as the farmer writes it. Deleting the account
 * deletes them. The storefront's kept pages do not show them, so no catalogue version moves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('farm_crops')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('crop', 'varchar(40)', (c) => c.notNull().references('crops.slug'))
    .addColumn('acres_hundredths', 'integer', (c) => c.notNull().check(sql`acres_hundredths > 0 and acres_hundredths <= 100000`))
    .addColumn('sown_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(60)', (c) => c.notNull())
    .addColumn('district', 'varchar(60)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('farm_crops_user').on('farm_crops').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('farm_crops').execute();
}
