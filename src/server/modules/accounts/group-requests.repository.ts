import type { Kysely } from 'kysely';
import type { Database, GroupRequestRow } from '#server/db/schema';

/** The account's latest request, replaced by a new one (one row an account). */
export async function saveRequest(db: Kysely<Database>, row: GroupRequestRow): Promise<void> {
  const { user_id: _userId, ...rest } = row;
  await db
    .insertInto('group_requests')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(rest))
    .execute();
}

export async function findRequest(db: Kysely<Database>, userId: string): Promise<GroupRequestRow | undefined> {
  return db.selectFrom('group_requests').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export type PendingRequestRow = GroupRequestRow & { name: string; email: string | null; mobile: string | null };

/** The requests waiting for the owner, oldest first, with whose account each is. */
export async function listPending(db: Kysely<Database>, limit: number): Promise<PendingRequestRow[]> {
  return db
    .selectFrom('group_requests')
    .innerJoin('users', 'users.id', 'group_requests.user_id')
    .selectAll('group_requests')
    .select(['users.name', 'users.email', 'users.mobile'])
    .where('group_requests.status', '=', 'pending')
    .orderBy('group_requests.created_at')
    .limit(limit)
    .execute();
}

/** The owner's decision on a pending request; false when it was not pending (decided already, or asked again since read). */
/** Decides the pending request made at `requestedAt`; false when it is no longer that one, or no longer pending. */
export async function decide(db: Kysely<Database>, userId: string, requestedAt: string, decision: Pick<GroupRequestRow, 'status' | 'reason' | 'decided_at' | 'decided_by'>): Promise<boolean> {
  const result = await db.updateTable('group_requests').set(decision).where('user_id', '=', userId).where('created_at', '=', requestedAt).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRequestOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('group_requests').where('user_id', '=', userId).execute();
}
