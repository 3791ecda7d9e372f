import type { Kysely } from 'kysely';
import { formatRupees } from '#shared/money';
import type { Database } from '#server/db/schema';

/**
 * What every message about an order needs, read in the event's transaction: who gets it (the
 * account that placed the order: the link in the message opens the order only for that account),
 * in which language (the one the order was placed in, else the account's, else English), and the
 * order's number (as My Orders shows it), total (Indian grouping) and page.
 */
export interface OrderMailFacts {
  to: string;
  language: string | null;
  name: string;
  orderId: string;
  orderNumber: string;
  total: string;
  totalPaise: number;
  orderPath: string;
}

/** The order number customers see: the first 8 characters of its id (My Orders, the order page). */
export const orderNumberOf = (orderId: string) => orderId.slice(0, 8);

/** The facts above for one order, or undefined when it is unknown. Pass the event's transaction. */
export async function orderMailFacts(db: Kysely<Database>, orderId: string): Promise<OrderMailFacts | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.total_paise', 'o.language as order_language', 'u.email', 'u.name', 'u.language as user_language'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const totalPaise = Number(row.total_paise);
  return {
    to: row.email,
    language: row.order_language ?? row.user_language,
    name: row.name,
    orderId: row.id,
    orderNumber: orderNumberOf(row.id),
    total: formatRupees(totalPaise),
    totalPaise,
    orderPath: `/user/orders/${row.id}`,
  };
}
