import type { Insertable, Kysely, Updateable } from 'kysely';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '#shared/schemas/returns';
import type { Database, ReturnLinesTable, ReturnsTable } from '#server/db/schema';
import type { OrderReads } from '#server/modules/orders';

export type ReturnRow = Awaited<ReturnType<typeof findReturn>> & {};

/** Units of each line held by returns not yet decided or approved (not yet received), by order line id. */
export async function findOpenReturnQuantities(db: Kysely<Database>, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', 'l.quantity'])
    .where('r.order_id', '=', orderId)
    .where('r.status', 'in', OPEN_RETURN_STATUSES)
    .execute();
  const open = new Map<string, number>();
  for (const r of rows) open.set(r.order_item_id, (open.get(r.order_item_id) ?? 0) + r.quantity);
  return open;
}

export async function insertReturn(db: Kysely<Database>, row: Insertable<ReturnsTable>, lines: Insertable<ReturnLinesTable>[]): Promise<void> {
  await db.insertInto('returns').values(row).execute();
  await db.insertInto('return_lines').values(lines).execute();
}

const RETURN_COLUMNS = [
  'r.id',
  'r.order_id',
  'r.user_id',
  'r.status',
  'r.reason',
  'r.note',
  'r.requested_at',
  'r.decided_at',
  'r.decided_by',
  'r.decided_by_name',
  'r.decision_reason',
  'r.received_at',
  'r.received_by',
  'r.received_by_name',
  'r.refund_id',
  'r.refund_account',
  'r.refund_account_last4',
  'r.created_at',
  'r.updated_at',
] as const;

export async function findReturn(db: Kysely<Database>, id: string) {
  return db.selectFrom('returns as r').select(RETURN_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

/** Returns of these orders, oldest first. */
export async function findReturnsOfOrders(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('returns as r').select(RETURN_COLUMNS).where('r.order_id', 'in', orderIds).orderBy('r.requested_at').orderBy('r.id').execute();
}

/** The lines of these returns (what each order line sold is the orders module's). */
export async function findLinesOfReturns(db: Kysely<Database>, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db.selectFrom('return_lines').select(['return_id', 'order_item_id', 'quantity', 'opened_seed_packet']).where('return_id', 'in', returnIds).execute();
}

/**
 * Moves a return on only if it is still `from` (compare-and-set): of two people deciding the same
 * return at once, one changes the row and the other none. True when this call won.
 */
export async function setReturnIf(db: Kysely<Database>, id: string, from: ReturnStatus, change: Updateable<ReturnsTable>): Promise<boolean> {
  const result = await db.updateTable('returns').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Units of these order lines that came back with returns received before this one (by order
 * line id): a line's lots are filled back after them.
 */
export async function findReceivedBefore(db: Kysely<Database>, returnId: string, orderItemIds: string[]): Promise<Map<string, number>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', (eb) => eb.fn.sum<number>('l.quantity').as('n')])
    .where('l.order_item_id', 'in', orderItemIds)
    .where('r.id', '<>', returnId)
    .where('r.received_at', 'is not', null)
    .groupBy('l.order_item_id')
    .execute();
  return new Map(rows.map((r) => [r.order_item_id, Number(r.n ?? 0)]));
}

export async function linkCreditNotes(db: Kysely<Database>, returnId: string, creditNoteIds: string[]): Promise<void> {
  if (creditNoteIds.length) await db.insertInto('return_credit_notes').values(creditNoteIds.map((id) => ({ return_id: returnId, credit_note_id: id }))).execute();
}

/** The credit notes each of these returns issued. */
export async function findCreditNotesOfReturns(db: Kysely<Database>, returnIds: string[]) {
  if (returnIds.length === 0) return [];
  return db.selectFrom('return_credit_notes').select(['return_id', 'credit_note_id']).where('return_id', 'in', returnIds).execute();
}

/** A page of every order's returns, newest first, with the customer's name. */
export async function listReturns(db: Kysely<Database>, status: ReturnStatus | undefined, limit: number, offset: number) {
  let query = db.selectFrom('returns as r');
  if (status) query = query.where('r.status', '=', status);
  const [rows, count] = await Promise.all([
    query.select(RETURN_COLUMNS).orderBy('r.requested_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Order lines' ids as a subquery of the orders module (a vendor's lines of every order would be too many to load). */
type LineIds = ReturnType<OrderReads['lineIdsOfSupplier']>;

/** Returns holding at least one of these order lines (a vendor's: a subquery of the orders module), newest first (at most `limit`). */
export async function findReturnsOfLines(db: Kysely<Database>, lineIds: LineIds, limit: number) {
  const withItsLines = db.selectFrom('return_lines as l').select('l.return_id').where('l.order_item_id', 'in', lineIds);
  return db
    .selectFrom('returns as r')
    .select(RETURN_COLUMNS)
    .where('r.id', 'in', withItsLines)
    .orderBy('r.requested_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}
