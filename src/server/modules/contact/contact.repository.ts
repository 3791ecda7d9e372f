import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database, NewContactMessageRow } from '#server/db/schema';

export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;

/** Newest first, the id as tie-break so pages are stable; optionally only the unhandled ones. */
export async function listContactMessages(
  db: Kysely<Database>,
  filter: { unhandledOnly: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  let count = db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = db.selectFrom('contact_messages').selectAll();
  if (filter.unhandledOnly) {
    count = count.where('handled_at', 'is', null);
    rows = rows.where('handled_at', 'is', null);
  }
  const [found, total] = await Promise.all([
    rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.n) };
}

export async function findContactMessage(db: Kysely<Database>, id: string): Promise<ContactMessageRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets the handled mark, or clears it with null. */
export async function setContactMessageHandled(db: Kysely<Database>, id: string, handled: { at: string; by: string } | null): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: handled?.at ?? null, handled_by: handled?.by ?? null })
    .where('id', '=', id)
    .execute();
}
