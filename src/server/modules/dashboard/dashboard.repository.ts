import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

export async function countActiveCustomers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('type', '=', 'user')
    .where('is_active', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
