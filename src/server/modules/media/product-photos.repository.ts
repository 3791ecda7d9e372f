import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

export async function insertPhoto(db: Kysely<Database>, row: { id: string; uploaded_by: string; created_at: string }): Promise<void> {
  await db.insertInto('product_photos').values(row).execute();
}

export async function findPhoto(db: Kysely<Database>, id: string) {
  return db.selectFrom('product_photos').select(['id', 'uploaded_by']).where('id', '=', id).executeTakeFirst();
}
