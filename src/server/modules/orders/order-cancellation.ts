import { randomUUID } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import type { OrderStatus } from '#shared/schemas/orders';
import { indianDate } from '#shared/india';
import type { Database, OrdersTable } from '#server/db/schema';
import type { DocumentsService } from '#server/modules/documents/documents.service';
import { SYSTEM_ACTOR } from '#server/modules/payments/online-payments.service';
import { insertStatusChange, restoreStock, setStatusIf } from './admin-orders.repository.ts';

/** Who changed an order: an admin, or the shop itself (the unpaid-order sweep). */
export interface StatusChanger {
  id: string;
  name: string;
}

/** The shop's own changes in an order's history. */
export const SYSTEM_CHANGER: StatusChanger = { id: SYSTEM_ACTOR, name: 'Hariyali (payment not received in time)' };

/**
 * The time of a change: now, but always after the order's previous update, so the history reads
 * in the order the changes happened even when two fall in one millisecond or app servers' clocks
 * disagree a little.
 */
export function changeTime(lastUpdate: string, now = Date.now()): string {
  const last = Date.parse(lastUpdate);
  return new Date(Number.isNaN(last) || now > last ? now : last + 1).toISOString();
}

/**
 * Moves an order from `from` to `to` inside the caller's transaction, as a compare-and-set on
 * `from` (false: someone else changed it first, nothing written). Cancelling puts every line's
 * quantity back in stock and reverses each tax document with a credit note. `also` sets other
 * columns in the same statement (the payment status of an order cancelled unpaid).
 */
export async function changeOrderStatus(
  trx: Kysely<Database>,
  documents: DocumentsService,
  order: { id: string; updated_at: string },
  from: OrderStatus,
  to: OrderStatus,
  by: StatusChanger,
  now: number,
  also: Updateable<OrdersTable> = {},
): Promise<boolean> {
  const at = changeTime(order.updated_at, now);
  if (!(await setStatusIf(trx, order.id, from, to, at, also))) return false;
  if (to === 'cancelled') {
    // Seed lots come back too; a lot's units count again only while it is valid that day in India.
    await restoreStock(trx, order.id, indianDate(new Date(now)));
    await documents.creditNotesForOrder(trx, order.id);
  }
  await insertStatusChange(trx, { id: randomUUID(), order_id: order.id, from_status: from, to_status: to, changed_by: by.id, changed_by_name: by.name, changed_at: at });
  return true;
}
