import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetsTable } from '#server/db/schema';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

export async function insertReset(db: Kysely<Database>, row: PasswordResetRow): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export async function findReset(db: Kysely<Database>, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses a token: a compare-and-set on "unused and unexpired", so of two requests with the same
 * link (a double click, a replay) only one changes the password. False: used, replaced or expired.
 */
export async function useReset(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Closes every unused link of an account (a newer one was sent, or the password was just reset). */
export async function closeUnusedResets(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** Forgets links long past their expiry: they can never work again, and nothing needs them. */
export async function deleteResetsExpiredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
}

/** Every reset link of the account, used or not (its owner deleted it). */
export async function deleteResetsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
