import type { Kysely } from 'kysely';
import type { Database, NewContactMessageRow } from '../../db/schema.ts';

export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
