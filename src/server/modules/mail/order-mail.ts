import type { Kysely } from 'kysely';
import { formatRupees } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
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


/** The facts above for one order, or undefined when it is unknown. Pass the event's transaction. */
export async function orderMailFacts(db: Kysely<Database>, orderId: string): Promise<OrderMailFacts | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.number', 'o.total_paise', 'o.language as order_language', 'u.email', 'u.name', 'u.language as user_language'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const totalPaise = Number(row.total_paise);
  return {
    to: row.email,
    language: row.order_language ?? row.user_language,
    name: row.name,
    orderId: row.id,
    // HY-000123, as every page shows it (docs/product-rules.md 31).
    orderNumber: formatOrderNumber(row.number),
    total: formatRupees(totalPaise),
    totalPaise,
    orderPath: `/user/orders/${row.id}`,
  };
}
