import type { Kysely } from 'kysely';

/**
 * The courier's COD remittances matched to orders (docs/product-rules.md 60,
 * docs/decisions/0075-cod-remittances.md), owned by the remittances module:
 * - `cod_remittances`: one per remittance the accountant imported: the carrier, its reference
 *   (Shiprocket's CRF ID, else the bank's UTR), unique per carrier so that a statement imported
 *   twice, even by two people at once, is kept once; the UTR, the day it was remitted, the sum of
 *   its lines, who imported it and when.
 * - `cod_remittance_lines`: each AWB of it with its amount, the order its shipment is of (null: no
 *   shipment has that AWB) and what became of it (matched, or the difference the accountant looks into).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cod_remittances')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('carrier', 'varchar(20)', (c) => c.notNull())
    .addColumn('reference', 'varchar(30)', (c) => c.notNull())
    .addColumn('utr', 'varchar(30)')
    .addColumn('remitted_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('recorded_by', 'varchar(64)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('cod_remittances_carrier_reference', ['carrier', 'reference'])
    .execute();
  await db.schema
    .createTable('cod_remittance_lines')
    .addColumn('remittance_id', 'varchar(64)', (c) => c.notNull().references('cod_remittances.id'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('awb', 'varchar(40)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.references('orders.id'))
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('expected_paise', 'bigint')
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cod_remittance_lines_pk', ['remittance_id', 'row_number'])
    .execute();
  await db.schema.createIndex('cod_remittance_lines_order').on('cod_remittance_lines').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cod_remittance_lines').execute();
  await db.schema.dropTable('cod_remittances').execute();
}
