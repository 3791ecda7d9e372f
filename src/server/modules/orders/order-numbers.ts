import { sql, type Kysely } from 'kysely';
import { dialectOf } from '#server/db/dialect-of';
import type { Database } from '#server/db/schema';

/** The order numbers' counter row in document_series (made by the order_numbers migration). */
const ORDER_SERIES = 'ORDER';

/**
 * The next order number, taken inside the order's own transaction (a rolled back checkout takes
 * none; docs/product-rules.md 31), as tax documents take theirs (documents.repository nextSeq).
 * PostgreSQL: one upsert of the counter row, whose row lock serialises concurrent checkouts
 * until they commit. SQLite runs one write transaction at a time, so the highest number so far
 * (read through the unique index) cannot change under the caller.
 */
export async function nextOrderNumber(trx: Kysely<Database>): Promise<number> {
  if (dialectOf(trx) === 'sqlite') {
    const row = await trx.selectFrom('orders').select((eb) => eb.fn.max('number').as('n')).executeTakeFirst();
    return Number(row?.n ?? 0) + 1;
  }
  const row = await trx
    .insertInto('document_series')
    .values({ series: ORDER_SERIES, next_seq: 2 })
    .onConflict((oc) => oc.column('series').doUpdateSet({ next_seq: sql<number>`document_series.next_seq + 1` }))
    .returning('next_seq')
    .executeTakeFirstOrThrow();
  return row.next_seq - 1;
}
