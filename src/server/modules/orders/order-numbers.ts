import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** The order numbers' series: its counter row in the documents module's series (made by the order_numbers migration). */
export const ORDER_SERIES = 'ORDER';

/** The highest order number so far (0 before the first order), read through its unique index. */
export async function findHighestOrderNumber(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.max('number').as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}
