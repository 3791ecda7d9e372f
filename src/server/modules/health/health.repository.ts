import { sql, type Kysely } from 'kysely';
import type { PaymentStatus } from '#shared/schemas/orders';
import type { Database } from '#server/db/schema';

/** The cheapest question the database can answer: it is there and takes queries. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** How many orders stand at each payment status (one GROUP BY; statuses with none are left out). */
export async function countOrdersByPaymentStatus(db: Kysely<Database>): Promise<Array<{ status: PaymentStatus; count: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select(['payment_status as status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('payment_status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
