import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError, notFound } from '#server/errors';
import type { EInvoiceMark } from '#server/modules/documents';
import type { AdminEInvoice, AdminEInvoiceList } from '#shared/schemas/einvoices';
import { CANCEL_REASONS, EInvoiceError, type EInvoiceProvider } from './einvoice-provider.ts';
import { buildInvoicePayload, PayloadError, type InvoiceFacts } from './einvoice-payload.ts';
import * as repo from './einvoicing.repository.ts';

/** The first retry waits a minute; each later one twice as long as the one before, up to an hour. */
export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** How long a worker holds a row while it talks to the provider: longer than its timeouts (sign-in, generate, the QR's read-back). */
export const CLAIM_MS = 2 * 60_000;
/** The IRP cancels an IRN within 24 hours of it; later, the credit note stands alone (docs/product-rules.md 45). */
export const CANCEL_WINDOW_MS = 24 * 3_600_000;
/**
 * How long a credit note waits before it looks at its invoice's e-invoice again, while the invoice
 * is not reported yet (or being cancelled). The invoice's own outcome wakes it sooner: this is
 * only in case that was missed.
 */
export const INVOICE_WAIT_MS = 60 * 60_000;
const BATCH = 25;
const LISTED = 200;

/** The wait after the `attempts`-th failed attempt: 1 min, 2, 4, ... then 1 h each. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return doublings >= 10 ? MAX_RETRY_MS : Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** doublings);
}

/**
 * What e-invoicing reads of tax documents: the documents module answers (filled in services.ts;
 * documents reads the e-invoices' marks through its own interface, so neither imports the other).
 */
export interface EInvoiceDocuments {
  /** A tax invoice, or a credit note with the invoice it credits, as issued, with its order and the lines it lists. */
  einvoiceFacts(documentId: string): Promise<InvoiceFacts | undefined>;
  /** Drops a document's kept PDF: its next download is made again, with the IRN. */
  forgetPdf(documentId: string): Promise<void>;
  numbersOf(documentIds: string[]): Promise<Map<string, string>>;
}

/** Whether e-invoicing applies to the shop (the gst module's business settings). */
export interface EInvoicingSettings {
  eInvoicingApplies(): Promise<boolean>;
}

export interface EInvoiceRun {
  reported: number;
  cancelled: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Credit notes whose invoice is not reported yet: sent after it. */
  waiting: number;
  /** Refused by the IRP (or by the shop's own data): the admin reads why. */
  failed: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** An attempt's outcome; `waits`: a credit note left for its invoice, nothing sent. */
type Attempt = repo.Outcome & { waits?: true };

/** Why a credit note is not reported: its invoice's IRN was cancelled, or the invoice never had one. */
const notReported = (invoice: Pick<repo.EInvoiceRow, 'irn'>) =>
  invoice.irn ? "Not reported: the invoice's IRN was cancelled at the IRP." : 'Not reported: its invoice was not reported (the order was cancelled first).';

/**
 * E-invoicing (docs/product-rules.md 45, docs/decisions/0061). A business order's tax invoices of
 * the shop are queued in the order's transaction (`order.placed`), and the worker reports them to
 * the IRP through the provider, outside any transaction; every app server runs it, each row taken
 * by one worker at a time (a compare-and-set on `claimed_until`, as the mail outbox's). Network
 * trouble and the provider's 5xx are retried with backoff; the IRP's refusal of the invoice is
 * `failed` with its message, for the admin to fix and send again. A duplicate (2150) takes the IRN
 * the IRP gave before. A cancelled order's IRN is cancelled at the IRP within 24 hours of its
 * report (by the app's clock); later it stands, the credit note reversing the invoice.
 *
 * A credit note the shop issues against an e-invoiced tax invoice is queued in the transaction
 * that issues it (`creditNote.issued`) and reported as a CRN once its invoice is: while the
 * invoice waits (or is being cancelled) it waits too, and the invoice's outcome wakes it. An
 * invoice whose IRN is cancelled takes its credit notes with it: those not reported are not, those
 * reported are cancelled at the IRP as well (so a cancellation within 24 hours reports no CRN).
 */
export class EInvoicing {
  constructor(
    private readonly work: UnitOfWork,
    private readonly documents: EInvoiceDocuments,
    private readonly settings: EInvoicingSettings,
    private readonly provider: EInvoiceProvider | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** Whether a provider is set up: the worker's timer runs only then. */
  get configured(): boolean {
    return this.provider !== undefined;
  }

  subscribe(events: EventBus<ShopEvents>): void {
    events.on('order.placed', (e) => this.placed(e));
    events.on('creditNote.issued', (e) => this.creditNoteIssued(e));
    events.on('order.cancelled', (e) => this.cancelled(e.orderId));
  }

  /**
   * A business order (a buyer GSTIN) while e-invoicing applies: each tax invoice the shop issued
   * is queued. Bills of supply are not e-invoiced, nor vendors' documents (each vendor reports its
   * own). A farmer's order costs no query here: checkout's transaction holds the series' rows.
   */
  private async placed({ order, documents }: ShopEvents['order.placed']): Promise<void> {
    if (!order.buyer_gstin) return;
    const invoices = documents.filter((d) => d.supplierId === null && d.kind === 'tax_invoice');
    if (invoices.length === 0 || !(await this.settings.eInvoicingApplies())) return;
    const now = iso(this.now());
    await repo.insertPending(this.work.db, invoices.map((d) => ({ document_id: d.id, order_id: order.id, status: 'pending', next_attempt_at: now, created_at: now, updated_at: now })));
  }

  /**
   * A credit note of the shop against one of its tax invoices, in the transaction that issued it:
   * queued when that invoice is e-invoiced and its IRN not cancelled (pending, reported, failed...),
   * whether or not e-invoicing applies today (the invoice's IRN needs its credit note). A farmer's
   * order, a vendor's note or one against a bill of supply costs no query.
   */
  private async creditNoteIssued({ creditNote, supplierId, order }: ShopEvents['creditNote.issued']): Promise<void> {
    if (!order.buyer_gstin || supplierId !== null || creditNote.refersToKind !== 'tax_invoice') return;
    const invoice = await repo.findOne(this.work.db, creditNote.refersTo);
    if (!invoice || invoice.status === 'cancelled') return;
    const now = iso(this.now());
    await repo.insertPending(this.work.db, [{ document_id: creditNote.id, order_id: order.id, refers_to: invoice.document_id, status: 'pending', next_attempt_at: now, created_at: now, updated_at: now }]);
  }

  /**
   * The order's e-invoices at its cancellation, in its transaction: its invoices' (its credit
   * notes, the cancellation's among them, follow their invoice: followInvoice).
   */
  private async cancelled(orderId: string): Promise<void> {
    const now = this.now();
    for (const row of await repo.findOfOrder(this.work.db, orderId)) {
      if (row.refers_to !== null) continue;
      if (row.status === 'reported') {
        const reportedAt = row.reported_at ? Date.parse(row.reported_at) : 0;
        if (now - reportedAt < CANCEL_WINDOW_MS) {
          await repo.moveUnclaimed(this.work.db, row.document_id, 'reported', iso(now), { status: 'cancel_pending', nextAttemptAt: iso(now) });
        } else {
          await repo.moveUnclaimed(this.work.db, row.document_id, 'reported', iso(now), { status: 'reported', note: 'Reported more than 24 hours before the order was cancelled: the IRN stands, the credit note reverses the invoice.' });
        }
      } else if (row.status === 'pending' || row.status === 'failed') {
        // Never registered: nothing to report any more, nor its credit notes. One a worker holds now is carried on by it.
        const moved = await repo.moveUnclaimed(this.work.db, row.document_id, row.status, iso(now), { status: 'cancelled', note: 'Not reported: the order was cancelled first.' });
        if (moved) await this.followInvoice({ ...row, status: 'cancelled' }, iso(now));
        else await repo.requestCancel(this.work.db, row.document_id, iso(now));
      }
    }
  }

  /**
   * An invoice's credit notes once its e-invoice has settled (docs/decisions/0061, "Credit notes").
   * Its IRN cancelled (or never given, the order cancelled first): those not reported are not (one a
   * worker holds now is carried on by it, to its cancellation if it gets an IRN), those reported are
   * cancelled at the IRP too, reported after the invoice and so within their own 24 hours. Its IRN
   * standing (reported, or its cancellation refused): those waiting for it are looked at now.
   */
  private async followInvoice(invoice: Pick<repo.EInvoiceRow, 'document_id' | 'order_id' | 'status' | 'irn'>, now: string): Promise<void> {
    const notes = (await repo.findOfOrder(this.work.db, invoice.order_id)).filter((r) => r.refers_to === invoice.document_id);
    for (const note of notes) {
      if (invoice.status === 'cancelled') {
        if (note.status === 'reported') {
          await repo.moveUnclaimed(this.work.db, note.document_id, 'reported', now, { status: 'cancel_pending', nextAttemptAt: now });
        } else if (note.status === 'pending' || note.status === 'failed') {
          const moved = await repo.moveUnclaimed(this.work.db, note.document_id, note.status, now, { status: 'cancelled', note: notReported(invoice) });
          if (!moved) await repo.requestCancel(this.work.db, note.document_id, now);
        }
      } else if (invoice.status === 'reported' || invoice.status === 'cancel_failed') {
        if (note.status === 'pending') await repo.wake(this.work.db, note.document_id, now);
      }
    }
  }

  /** One pass over the due e-invoices: each claimed, sent, and its outcome recorded. */
  async run(): Promise<EInvoiceRun> {
    const run: EInvoiceRun = { reported: 0, cancelled: 0, retrying: 0, waiting: 0, failed: 0 };
    if (!this.provider) return run;
    for (const row of await repo.findDue(this.work.db, iso(this.now()), BATCH)) {
      const until = iso(this.now() + CLAIM_MS);
      if (!(await repo.claim(this.work.db, row, iso(this.now()), until))) continue;
      const outcome: Attempt = row.status === 'cancel_pending' ? await this.cancelAtIrp(row, this.provider) : await this.report(row, this.provider);
      const settled = await repo.settle(this.work.db, row.document_id, until, outcome, iso(this.now()));
      if (!settled) {
        this.log.warn({ documentId: row.document_id }, 'e-invoice claim ran out before its outcome was recorded');
        continue;
      }
      // The kept PDF was made without the IRN (or with one since cancelled): the next download prints it anew.
      if (outcome.registered || outcome.status === 'cancelled') await this.documents.forgetPdf(row.document_id);
      // An invoice's credit notes follow where it now stands (re-read: its outcome may have gone on to its cancellation).
      if (row.refers_to === null && ['reported', 'cancelled', 'cancel_failed'].includes(outcome.status)) {
        const invoice = await repo.findOne(this.work.db, row.document_id);
        if (invoice) await this.followInvoice(invoice, iso(this.now()));
      }
      if (outcome.waits) run.waiting++;
      else if (outcome.status === 'reported') run.reported++;
      else if (outcome.status === 'cancelled') run.cancelled++;
      else if (outcome.status === 'failed' || outcome.status === 'cancel_failed') run.failed++;
      else run.retrying++;
    }
    if (run.reported || run.cancelled || run.retrying || run.waiting || run.failed) this.log.info({ ...run }, 'e-invoice worker run');
    return run;
  }

  /**
   * Whether a credit note goes now (undefined), by where its invoice's e-invoice stands: sent once
   * the invoice's IRN stands (reported, or its cancellation refused: the credit note then reverses
   * it); not at all once the IRN is cancelled; otherwise it waits, no attempt counted.
   */
  private async invoiceHolds(row: repo.EInvoiceRow): Promise<Attempt | undefined> {
    const invoice = await repo.findOne(this.work.db, row.refers_to!);
    if (!invoice) return { status: 'failed', attempts: row.attempts + 1, nextAttemptAt: row.next_attempt_at, lastError: 'The invoice it credits has no e-invoice' };
    if (invoice.status === 'cancelled') return { status: 'cancelled', attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: null, note: notReported(invoice) };
    if (invoice.status === 'reported' || invoice.status === 'cancel_failed') return undefined;
    return { status: 'pending', attempts: row.attempts, nextAttemptAt: iso(this.now() + INVOICE_WAIT_MS), lastError: null, waits: true };
  }

  private async report(row: repo.EInvoiceRow, provider: EInvoiceProvider): Promise<Attempt> {
    const attempts = row.attempts + 1;
    // A credit note follows its invoice; an invoice whose order was cancelled while it was being reported is not reported.
    const held = row.refers_to !== null ? await this.invoiceHolds(row) : undefined;
    if (held) return held;
    if (row.refers_to === null && row.cancel_requested) return { status: 'cancelled', attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: null, note: 'Not reported: the order was cancelled first.' };
    const facts = await this.documents.einvoiceFacts(row.document_id);
    if (!facts) return { status: 'failed', attempts, nextAttemptAt: row.next_attempt_at, lastError: row.refers_to === null ? 'The tax invoice is not found' : 'The credit note is not found' };
    let payload;
    try {
      payload = buildInvoicePayload(facts);
    } catch (err) {
      if (err instanceof PayloadError) return { status: 'failed', attempts, nextAttemptAt: row.next_attempt_at, lastError: err.message };
      throw err;
    }
    try {
      const got = await provider.generate(payload.SellerDtls.Gstin, payload);
      return {
        status: 'reported',
        attempts,
        nextAttemptAt: row.next_attempt_at,
        lastError: null,
        note: got.duplicate ? 'The IRP had registered this document before (2150): its IRN is kept.' : null,
        registered: { irn: got.irn, ackNo: got.ackNo, ackDate: got.ackDate, signedQrCode: got.signedQrCode, reportedAt: iso(this.now()) },
      };
    } catch (err) {
      return this.failure(row, err, 'pending', 'failed');
    }
  }

  /** An IRN cancelled at the IRP: an invoice's (its order cancelled within 24 hours), or a credit note's with its invoice's. */
  private async cancelAtIrp(row: repo.EInvoiceRow, provider: EInvoiceProvider): Promise<repo.Outcome> {
    const facts = await this.documents.einvoiceFacts(row.document_id);
    if (!row.irn || !facts?.doc.supplier_gstin) return { status: 'cancel_failed', attempts: row.attempts + 1, nextAttemptAt: row.next_attempt_at, lastError: 'No IRN or shop GSTIN to cancel it with' };
    const invoice = row.refers_to === null;
    try {
      await provider.cancel(facts.doc.supplier_gstin, { irn: row.irn, reason: CANCEL_REASONS.orderCancelled, remark: invoice ? 'Order cancelled' : "Order cancelled: the invoice's IRN is cancelled" });
      return { status: 'cancelled', attempts: row.attempts + 1, nextAttemptAt: row.next_attempt_at, lastError: null, note: invoice ? 'Cancelled at the IRP: the order was cancelled.' : "Cancelled at the IRP with its invoice's IRN: the order was cancelled." };
    } catch (err) {
      return this.failure(row, err, 'cancel_pending', 'cancel_failed');
    }
  }

  /** A failed attempt: again later for the provider's trouble, for good for the IRP's refusal. */
  private failure(row: repo.EInvoiceRow, err: unknown, again: 'pending' | 'cancel_pending', refused: 'failed' | 'cancel_failed'): repo.Outcome {
    const attempts = row.attempts + 1;
    const error = err instanceof EInvoiceError ? err : new EInvoiceError(String((err as Error)?.message ?? err).slice(0, 500), true);
    this.log.warn({ documentId: row.document_id, attempts, retryable: error.retryable, err: error.message }, error.retryable ? 'e-invoice not sent, will retry' : 'e-invoice refused');
    return error.retryable
      ? { status: again, attempts, nextAttemptAt: iso(this.now() + retryDelayMs(attempts)), lastError: error.message }
      : { status: refused, attempts, nextAttemptAt: row.next_attempt_at, lastError: error.message };
  }

  /** Admin -> Tax & Business: the e-invoices that failed, then those waiting, with the provider's error. */
  async openList(): Promise<AdminEInvoiceList> {
    const rows = await repo.listOpen(this.work.db, LISTED);
    const numbers = await this.documents.numbersOf(rows.flatMap((r) => (r.refers_to ? [r.document_id, r.refers_to] : [r.document_id])));
    return { items: rows.map((r) => toAdmin(r, numbers)) };
  }

  /** The admin sends a failed e-invoice (or cancellation) again, once the fault is fixed: now, its attempts counted anew. */
  async retry(documentId: string): Promise<AdminEInvoice> {
    await this.work.transaction(async () => {
      const row = documentId.length <= 64 ? await repo.findOne(this.work.db, documentId) : undefined;
      if (!row) throw notFound('This document has no e-invoice');
      const now = iso(this.now());
      if (!(await repo.requeueFailed(this.work.db, documentId, now))) throw new AppError(409, 'einvoice_not_retriable', 'Only an e-invoice that failed can be sent again');
      // Who sent it again, and from what (docs/product-rules.md 50).
      await this.work.recordChange({
        action: 'einvoice.retry',
        entity: 'einvoice',
        entityId: documentId,
        before: { status: row.status, attempts: row.attempts, next_attempt_at: row.next_attempt_at },
        after: { status: row.status === 'failed' ? 'pending' : 'cancel_pending', attempts: 0, next_attempt_at: now },
      });
    });
    const listed = (await repo.findListed(this.work.db, documentId))!;
    return toAdmin(listed, await this.documents.numbersOf(listed.refers_to ? [documentId, listed.refers_to] : [documentId]));
  }
}

const toAdmin = (r: repo.ListedRow, numbers: Map<string, string>): AdminEInvoice => ({
  documentId: r.document_id,
  documentNumber: numbers.get(r.document_id) ?? '',
  kind: r.refers_to === null ? 'tax_invoice' : 'credit_note',
  refersToNumber: r.refers_to === null ? null : (numbers.get(r.refers_to) ?? null),
  // Sent once its invoice's IRN stands (docs/decisions/0061, "Credit notes").
  waitsForInvoice: r.refers_to !== null && r.status === 'pending' && r.invoice_status !== null && ['pending', 'failed', 'cancel_pending'].includes(r.invoice_status),
  orderId: r.order_id,
  status: r.status,
  attempts: r.attempts,
  lastError: r.last_error,
  nextAttemptAt: r.next_attempt_at,
  irn: r.irn,
  updatedAt: r.updated_at,
});

/**
 * The IRN, acknowledgement and signed QR code of a document, for its PDF: the documents module
 * asks (through its own interface, filled in services.ts). Depends on nothing but the unit of work.
 */
export class EInvoiceMarks {
  constructor(private readonly work: UnitOfWork) {}

  async ofDocument(documentId: string): Promise<EInvoiceMark | undefined> {
    const row = await repo.findMark(this.work.db, documentId);
    if (!row?.irn) return undefined;
    return { irn: row.irn, ackNo: row.ack_no, ackDate: row.ack_date, signedQrCode: row.signed_qr_code, cancelled: row.status === 'cancelled' };
  }
}
