import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database, NewContactMessageRow } from '#server/db/schema';

export async function insertContactMessage(db: Kysely<Database>, row: NewContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** A message with the name of the admin who handled it (null once that account is gone). */
export type ListedContactMessageRow = Selectable<ContactMessagesTable> & { handled_by_name: string | null };

function selectMessages(db: Kysely<Database>) {
  // handled_by is no foreign key (the note outlives the admin's account), hence the left join.
  return db
    .selectFrom('contact_messages')
    .leftJoin('users', 'users.id', 'contact_messages.handled_by')
    .selectAll('contact_messages')
    .select('users.name as handled_by_name');
}

/** Newest first, the id as tie-break so pages are stable; optionally only the unhandled ones. */
export async function listContactMessages(
  db: Kysely<Database>,
  filter: { unhandledOnly: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: ListedContactMessageRow[]; total: number }> {
  let count = db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = selectMessages(db);
  if (filter.unhandledOnly) {
    count = count.where('handled_at', 'is', null);
    rows = rows.where('contact_messages.handled_at', 'is', null);
  }
  const [found, total] = await Promise.all([
    rows.orderBy('contact_messages.created_at', 'desc').orderBy('contact_messages.id', 'desc').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(total.n) };
}

export async function findContactMessage(db: Kysely<Database>, id: string): Promise<ListedContactMessageRow | undefined> {
  return selectMessages(db).where('contact_messages.id', '=', id).executeTakeFirst();
}

/** Sets the handled mark, or clears it with null. */
export async function setContactMessageHandled(db: Kysely<Database>, id: string, handled: { at: string; by: string } | null): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ handled_at: handled?.at ?? null, handled_by: handled?.by ?? null })
    .where('id', '=', id)
    .execute();
}
