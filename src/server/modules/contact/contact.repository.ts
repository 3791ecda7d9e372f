import type { Kysely } from 'kysely';
import type { ContactMessagesTable, Database, NewContactMessageRow } from '../../db/schema.ts';
import type { Selectable } from 'kysely';

export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** Newest first. */
export async function listContactMessages(
  db: Kysely<Database>,
  limit: number,
  offset: number,
): Promise<{ rows: Selectable<ContactMessagesTable>[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
