import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '#server/db/schema';

export async function insertSession(db: Kysely<Database>, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The session and its account, when the session has not expired and the account is active. */
export async function findLiveSession(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.name',
      'users.type',
      'users.password_hash',
      'users.phone',
      'users.mobile',
      'users.mobile_verified_at',
      'users.text_channel',
      'users.language',
      'users.is_active',
      'users.customer_group',
      'users.staff_role',
      'users.created_at',
      'users.updated_at',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, user_id, session_created_at, last_seen_at, expires_at, ...user } = row;
  return {
    session: { id: session_id, user_id, created_at: session_created_at, last_seen_at, expires_at },
    user,
  };
}

export async function extendSession(db: Kysely<Database>, id: string, lastSeenAt: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: lastSeenAt, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of an account, or every one but `exceptId` (after a password change). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
