import type { Kysely } from 'kysely';

/**
 * Product photos uploaded by admins and vendors (docs/decisions/0028). The files themselves live under
 * UPLOADS_DIR (default DATA_DIR/uploads), one WebP per width, named by the row's random id; this
 * row records who uploaded each, so that a vendor can attach only its own photos to its listings.
 * A deleted account keeps its photos (products may still show them): uploaded_by becomes null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_photos')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('uploaded_by', 'varchar(64)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('product_photos_uploader_idx').on('product_photos').columns(['uploaded_by', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('product_photos').execute();
}
