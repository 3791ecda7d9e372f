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
  /** A tax invoice as issued, with its order and lines. */
  invoiceFacts(documentId: string): Promise<InvoiceFacts | undefined>;
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
  /** Refused by the IRP (or by the shop's own data): the admin reads why. */
  failed: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * E-invoicing (docs/product-rules.md 45, docs/decisions/0061). A business order's tax invoices of
 * the shop are queued in the order's transaction (`order.placed`), and the worker reports them to
 * the IRP through the provider, outside any transaction; every app server runs it, each row taken
 * by one worker at a time (a compare-and-set on `claimed_until`, as the mail outbox's). Network
 * trouble and the provider's 5xx are retried with backoff; the IRP's refusal of the invoice is
 * `failed` with its message, for the admin to fix and send again. A duplicate (2150) takes the IRN
 * the IRP gave before. A cancelled order's IRN is cancelled at the IRP within 24 hours of its
 * report (by the app's clock); later it stands, the credit note reversing the invoice.
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

  /** The order's e-invoices at its cancellation, in its transaction. */
  private async cancelled(orderId: string): Promise<void> {
    const now = this.now();
    for (const row of await repo.findOfOrder(this.work.db, orderId)) {
      if (row.status === 'reported') {
        const reportedAt = row.reported_at ? Date.parse(row.reported_at) : 0;
        if (now - reportedAt < CANCEL_WINDOW_MS) {
          await repo.moveUnclaimed(this.work.db, row.document_id, 'reported', iso(now), { status: 'cancel_pending', nextAttemptAt: iso(now) });
        } else {
          await repo.moveUnclaimed(this.work.db, row.document_id, 'reported', iso(now), { status: 'reported', note: 'Reported more than 24 hours before the order was cancelled: the IRN stands, the credit note reverses the invoice.' });
        }
      } else if (row.status === 'pending' || row.status === 'failed') {
        // Never registered: nothing to report any more. One a worker holds now is carried on by it.
        const moved = await repo.moveUnclaimed(this.work.db, row.document_id, row.status, iso(now), { status: 'cancelled', note: 'Not reported: the order was cancelled first.' });
        if (!moved) await repo.requestCancel(this.work.db, row.document_id, iso(now));
      }
    }
  }

  /** One pass over the due e-invoices: each claimed, sent, and its outcome recorded. */
  async run(): Promise<EInvoiceRun> {
    const run: EInvoiceRun = { reported: 0, cancelled: 0, retrying: 0, failed: 0 };
    if (!this.provider) return run;
    for (const row of await repo.findDue(this.work.db, iso(this.now()), BATCH)) {
      const until = iso(this.now() + CLAIM_MS);
      if (!(await repo.claim(this.work.db, row, iso(this.now()), until))) continue;
      const outcome = row.status === 'cancel_pending' ? await this.cancelAtIrp(row, this.provider) : await this.report(row, this.provider);
      const settled = await repo.settle(this.work.db, row.document_id, until, outcome, iso(this.now()));
      if (!settled) {
        this.log.warn({ documentId: row.document_id }, 'e-invoice claim ran out before its outcome was recorded');
        continue;
      }
      // The kept PDF was made without the IRN (or with one since cancelled): the next download prints it anew.
      if (outcome.registered || outcome.status === 'cancelled') await this.documents.forgetPdf(row.document_id);
      if (outcome.status === 'reported') run.reported++;
      else if (outcome.status === 'cancelled') run.cancelled++;
      else if (outcome.status === 'failed' || outcome.status === 'cancel_failed') run.failed++;
      else run.retrying++;
    }
    if (run.reported || run.cancelled || run.retrying || run.failed) this.log.info({ ...run }, 'e-invoice worker run');
    return run;
  }

  private async report(row: repo.EInvoiceRow, provider: EInvoiceProvider): Promise<repo.Outcome> {
    const attempts = row.attempts + 1;
    if (row.cancel_requested) return { status: 'cancelled', attempts: row.attempts, nextAttemptAt: row.next_attempt_at, lastError: null, note: 'Not reported: the order was cancelled first.' };
    const facts = await this.documents.invoiceFacts(row.document_id);
    if (!facts) return { status: 'failed', attempts, nextAttemptAt: row.next_attempt_at, lastError: 'The tax invoice is not found' };
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
        note: got.duplicate ? 'The IRP had registered this invoice before (2150): its IRN is kept.' : null,
        registered: { irn: got.irn, ackNo: got.ackNo, ackDate: got.ackDate, signedQrCode: got.signedQrCode, reportedAt: iso(this.now()) },
      };
    } catch (err) {
      return this.failure(row, err, 'pending', 'failed');
    }
  }

  private async cancelAtIrp(row: repo.EInvoiceRow, provider: EInvoiceProvider): Promise<repo.Outcome> {
    const facts = await this.documents.invoiceFacts(row.document_id);
    if (!row.irn || !facts?.doc.supplier_gstin) return { status: 'cancel_failed', attempts: row.attempts + 1, nextAttemptAt: row.next_attempt_at, lastError: 'No IRN or shop GSTIN to cancel it with' };
    try {
      await provider.cancel(facts.doc.supplier_gstin, { irn: row.irn, reason: CANCEL_REASONS.orderCancelled, remark: 'Order cancelled' });
      return { status: 'cancelled', attempts: row.attempts + 1, nextAttemptAt: row.next_attempt_at, lastError: null, note: 'Cancelled at the IRP: the order was cancelled.' };
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
    const numbers = await this.documents.numbersOf(rows.map((r) => r.document_id));
    return { items: rows.map((r) => toAdmin(r, numbers.get(r.document_id) ?? '')) };
  }

  /** The admin sends a failed e-invoice (or cancellation) again, once the fault is fixed: now, its attempts counted anew. */
  async retry(documentId: string): Promise<AdminEInvoice> {
    const row = documentId.length <= 64 ? await repo.findOne(this.work.db, documentId) : undefined;
    if (!row) throw notFound('This document has no e-invoice');
    if (!(await repo.requeueFailed(this.work.db, documentId, iso(this.now())))) throw new AppError(409, 'einvoice_not_retriable', 'Only an e-invoice that failed can be sent again');
    const numbers = await this.documents.numbersOf([documentId]);
    return toAdmin((await repo.findOne(this.work.db, documentId))!, numbers.get(documentId) ?? '');
  }
}

const toAdmin = (r: repo.EInvoiceRow, documentNumber: string): AdminEInvoice => ({
  documentId: r.document_id,
  documentNumber,
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
