import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, EInvoicesTable, EInvoiceStatus } from '#server/db/schema';

export type EInvoiceRow = Selectable<EInvoicesTable>;

/** Queued once per document: a second queueing of the same document (a retried event) changes nothing. */
export async function insertPending(db: Kysely<Database>, rows: Insertable<EInvoicesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('einvoices').values(rows).onConflict((oc) => oc.column('document_id').doNothing()).execute();
}

/**
 * Rows whose next attempt is due (to report, or to cancel) and that no worker holds, oldest attempt
 * first; of those due at the same moment, invoices before credit notes (a credit note follows its
 * invoice: one queued with its invoice's cancellation reads the cancellation's outcome in the same run).
 */
export async function findDue(db: Kysely<Database>, now: string, limit: number): Promise<EInvoiceRow[]> {
  return db
    .selectFrom('einvoices')
    .selectAll()
    .where('status', 'in', ['pending', 'cancel_pending'])
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy(sql`case when refers_to is null then 0 else 1 end`)
    .orderBy('document_id')
    .limit(limit)
    .execute();
}

/**
 * Takes a row for this worker until `until`: a compare-and-set on the claim read with it (as the
 * mail outbox's), so of two app servers that found the same row, one takes it. False: taken.
 */
export async function claim(db: Kysely<Database>, row: Pick<EInvoiceRow, 'document_id' | 'claimed_until' | 'status'>, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('einvoices')
    .set({ claimed_until: until })
    .where('document_id', '=', row.document_id)
    .where('status', '=', row.status)
    .where((eb) => (row.claimed_until === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', row.claimed_until)))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface Outcome {
  status: EInvoiceStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  note?: string | null;
  registered?: { irn: string; ackNo: string; ackDate: string; signedQrCode: string | null; reportedAt: string };
}

/**
 * Releases this worker's claim with the attempt's outcome; false when the claim was no longer
 * ours. An invoice reported while its order was being cancelled (cancel_requested) goes straight
 * on to its cancellation, in the same statement.
 */
export async function settle(db: Kysely<Database>, documentId: string, claimedUntil: string, outcome: Outcome, updatedAt: string): Promise<boolean> {
  const status = outcome.status === 'reported' ? sql<EInvoiceStatus>`case when cancel_requested = 1 then 'cancel_pending' else 'reported' end` : outcome.status;
  const result = await db
    .updateTable('einvoices')
    .set({
      status,
      attempts: outcome.attempts,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.lastError,
      claimed_until: null,
      updated_at: updatedAt,
      ...(outcome.note === undefined ? {} : { note: outcome.note }),
      ...(outcome.registered
        ? { irn: outcome.registered.irn, ack_no: outcome.registered.ackNo, ack_date: outcome.registered.ackDate, signed_qr_code: outcome.registered.signedQrCode, reported_at: outcome.registered.reportedAt }
        : {}),
    })
    .where('document_id', '=', documentId)
    .where('claimed_until', '=', claimedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An order's e-invoices (its cancellation; an invoice's credit notes are among them). */
export async function findOfOrder(db: Kysely<Database>, orderId: string): Promise<EInvoiceRow[]> {
  return db.selectFrom('einvoices').selectAll().where('order_id', '=', orderId).orderBy('document_id').execute();
}

export async function findOne(db: Kysely<Database>, documentId: string): Promise<EInvoiceRow | undefined> {
  return db.selectFrom('einvoices').selectAll().where('document_id', '=', documentId).executeTakeFirst();
}

/**
 * A change the order's cancellation makes, only from the status it was read in and while no
 * worker holds the row (a held row is settled by its worker, which sees cancel_requested).
 */
export async function moveUnclaimed(db: Kysely<Database>, documentId: string, from: EInvoiceStatus, now: string, change: { status: EInvoiceStatus; note?: string | null; nextAttemptAt?: string }): Promise<boolean> {
  const result = await db
    .updateTable('einvoices')
    .set({ status: change.status, updated_at: now, cancel_requested: 1, ...(change.note === undefined ? {} : { note: change.note }), ...(change.nextAttemptAt ? { next_attempt_at: change.nextAttemptAt, attempts: 0, last_error: null } : {}) })
    .where('document_id', '=', documentId)
    .where('status', '=', from)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The order was cancelled (or a credit note's invoice IRN) while a worker holds the row: the worker's outcome carries it on. */
export async function requestCancel(db: Kysely<Database>, documentId: string, now: string): Promise<void> {
  await db.updateTable('einvoices').set({ cancel_requested: 1, updated_at: now }).where('document_id', '=', documentId).execute();
}

/** A credit note waiting for its invoice is looked at now: the invoice's e-invoice has settled. */
export async function wake(db: Kysely<Database>, documentId: string, now: string): Promise<void> {
  await db.updateTable('einvoices').set({ next_attempt_at: now, updated_at: now }).where('document_id', '=', documentId).where('status', '=', 'pending').where('next_attempt_at', '>', now).execute();
}

/** E-invoices as Admin lists them: a credit note's with where its invoice's e-invoice stands (`invoice_status`). */
const listed = (db: Kysely<Database>) => db.selectFrom('einvoices as e').leftJoin('einvoices as i', 'i.document_id', 'e.refers_to').selectAll('e').select('i.status as invoice_status');

export type ListedRow = EInvoiceRow & { invoice_status: EInvoiceStatus | null };

/** The e-invoices that wait or failed (Admin -> Tax & Business), failed first, newest first. */
export async function listOpen(db: Kysely<Database>, limit: number): Promise<ListedRow[]> {
  return listed(db)
    .where('e.status', 'in', ['failed', 'cancel_failed', 'pending', 'cancel_pending'])
    .orderBy(sql`case when e.status in ('failed', 'cancel_failed') then 0 else 1 end`)
    .orderBy('e.updated_at', 'desc')
    .orderBy('e.document_id')
    .limit(limit)
    .execute();
}

export async function findListed(db: Kysely<Database>, documentId: string): Promise<ListedRow | undefined> {
  return listed(db).where('e.document_id', '=', documentId).executeTakeFirst();
}

/** A failed e-invoice queued again for now (the admin's retry); false when it had not failed. */
export async function requeueFailed(db: Kysely<Database>, documentId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('einvoices')
    .set({ status: sql<EInvoiceStatus>`case when status = 'failed' then 'pending' else 'cancel_pending' end`, attempts: 0, next_attempt_at: now, updated_at: now })
    .where('document_id', '=', documentId)
    .where('status', 'in', ['failed', 'cancel_failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What a document's PDF prints of its e-invoice: an IRN the IRP gave (reported, or cancelled since). */
export async function findMark(db: Kysely<Database>, documentId: string) {
  return db
    .selectFrom('einvoices')
    .select(['irn', 'ack_no', 'ack_date', 'signed_qr_code', 'status'])
    .where('document_id', '=', documentId)
    .where('irn', 'is not', null)
    .executeTakeFirst();
}
