import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, MarketingConsentsTable } from '#server/db/schema';

export type ConsentRow = Pick<MarketingConsentsTable, 'given' | 'source' | 'created_at'>;

/** One more row of the account's history: a yes or a no, when and where it was given. */
export async function insertConsent(db: Kysely<Database>, userId: string, given: boolean, source: MarketingConsentsTable['source'], at: string): Promise<void> {
  await db.insertInto('marketing_consents').values({ id: randomUUID(), user_id: userId, given: given ? 1 : 0, source, created_at: at }).execute();
}

/** The account's choices, oldest first (MarketingConsent keeps an account's times strictly increasing). */
export async function consentHistory(db: Kysely<Database>, userId: string): Promise<ConsentRow[]> {
  return db.selectFrom('marketing_consents').select(['given', 'source', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute();
}

/** The newest choice, if the account ever made one. */
export async function latestConsent(db: Kysely<Database>, userId: string): Promise<ConsentRow | undefined> {
  return db.selectFrom('marketing_consents').select(['given', 'source', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export async function deleteConsentsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('marketing_consents').where('user_id', '=', userId).execute();
}
