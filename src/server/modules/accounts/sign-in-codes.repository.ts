import { sql, type Insertable, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database, SignInCodesTable } from '#server/db/schema';

/**
 * Holds the number's codes until the transaction ends: two requests for one number decide one
 * after the other (PostgreSQL: a transaction-scoped advisory lock on the number; SQLite runs one
 * write transaction at a time, and this call writes nothing).
 */
export async function lockNumber(db: Kysely<Database>, phone: string): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${phone}`}))`.execute(db);
}

/** The number's codes created after `since` (an hour ago: a code exactly an hour old no longer counts), newest first. */
export async function findCodesAfter(db: Kysely<Database>, phone: string, since: string) {
  return db.selectFrom('sign_in_codes').selectAll().where('phone', '=', phone).where('created_at', '>', since).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** How many codes the shop sent from `since` on, to every number. */
export async function countCodesSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db.selectFrom('sign_in_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(db: Kysely<Database>, row: Insertable<SignInCodesTable>): Promise<void> {
  await db.insertInto('sign_in_codes').values(row).execute();
}

/** The number's newest code for `purpose` still open at `at` (unused, unexpired), if any. */
export async function findOpenCode(db: Kysely<Database>, phone: string, purpose: SignInCodesTable['purpose'], at: string) {
  return db
    .selectFrom('sign_in_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Counts a wrong try; the code ends (`used_at`) with the last one allowed. */
export async function countWrongTry(db: Kysely<Database>, id: string, endsAt: string | null): Promise<void> {
  await db
    .updateTable('sign_in_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1), used_at: endsAt }))
    .where('id', '=', id)
    .execute();
}

/** Uses the code: true when this call did (a code is used once, whoever comes second gets false). */
export async function useCode(db: Kysely<Database>, id: string, at: string): Promise<boolean> {
  const result = await db.updateTable('sign_in_codes').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the number's open codes for `purpose`: a new code replaces the ones sent before it. */
export async function endOpenCodes(db: Kysely<Database>, phone: string, purpose: SignInCodesTable['purpose'], at: string): Promise<void> {
  await db.updateTable('sign_in_codes').set({ used_at: at }).where('phone', '=', phone).where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', at).execute();
}

/** Deletes every code row of a number: an account deleted leaves no trace of its number here. */
export async function deleteCodesOf(db: Kysely<Database>, phone: string): Promise<void> {
  await db.deleteFrom('sign_in_codes').where('phone', '=', phone).execute();
}
