import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { dialectOf } from '#server/db/dialect-of';
import { stateOfGstin } from '#shared/gst';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { OrderDocument, TaxDocumentKind } from '#shared/schemas/orders';
import type { OrderItemRow, OrderRow } from '#server/db/schema';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import { AppError, notFound } from '#server/errors';
import { supplierKeyOf, type GstService } from '#server/modules/gst';
import * as repo from './documents.repository.ts';
import { renderDocumentPdf, type DocumentLine, type EInvoiceMark, type EWayBillMark } from './document-pdf.ts';

/** Who asks for a document: its buyer, an admin, or the vendor that issued it. */
export type DocumentReader = { role: 'buyer'; userId: string } | { role: 'admin' } | { role: 'vendor'; vendorId: string };

const URL_PREFIX: Record<DocumentReader['role'], string> = { buyer: '/api/store', admin: '/api/admin', vendor: '/api/vendor' };

/** A document as an order lists it, with the link that downloads its PDF for this reader. */
const toOrderDocument = (doc: Omit<OrderDocument, 'url'>, reader: DocumentReader['role']): OrderDocument => ({
  ...doc,
  url: `${URL_PREFIX[reader]}/documents/${doc.id}/pdf`,
});

/** Numbers of the shop's own documents start with HY; a vendor's with V and the start of its id. */
const supplierCode = (supplierId: string | null) => (supplierId ? `V${supplierId.replace(/-/g, '').slice(0, 4).toUpperCase()}` : 'HY');
const GROUP: Record<TaxDocumentKind, string> = { tax_invoice: 'I', invoice_cum_bill: 'I', bill_of_supply: 'B', credit_note: 'C' };
const MAX_NUMBER_LENGTH = 16;

/** The financial year (April to March) of an instant, in India: "2026-27" and its short form "2627". */
export function financialYearOf(at: Date): { year: string; short: string } {
  const [y, m] = indianDate(at).split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  const end = String((start + 1) % 100).padStart(2, '0');
  return { year: `${start}-${end}`, short: `${String(start % 100).padStart(2, '0')}${end}` };
}

/**
 * The series a document is numbered in: one per supplier, kind group and financial year. A vendor's
 * series is keyed by its whole id: two vendors whose numbers start alike still count apart.
 */
export const seriesOf = (supplierId: string | null, kind: TaxDocumentKind, fyYear: string) => `${supplierId ?? 'HY'}:${GROUP[kind]}:${fyYear}`;

/**
 * "HYI2627-00000042": code, kind group, year, and the number padded to 16 characters in all; the
 * shop's registration in another state has its own code ("HY23I2627-0000042").
 */
export function documentNumber(supplierId: string | null, kind: TaxDocumentKind, fyShort: string, seq: number, registrationSeries?: string): string {
  const prefix = `${registrationSeries ?? supplierCode(supplierId)}${GROUP[kind]}${fyShort}-`;
  return `${prefix}${String(seq).padStart(MAX_NUMBER_LENGTH - prefix.length, '0')}`;
}

/** The series code of a document of the shop's registration in another state ("HY23"), read from its series; undefined for any other. */
function registrationSeriesOf(doc: { supplier_id: string | null; series: string }): string | undefined {
  const code = doc.series.split(':')[0]!;
  return doc.supplier_id === null && code !== 'HY' ? code : undefined;
}

/** A quantity of one order line to credit (a refund of chosen lines). */
export interface CreditPart {
  lineId: string;
  quantity: number;
}

/** A line's quantity, taxable value and taxes, or a part of them. */
interface LineAmounts {
  quantity: number;
  line_total_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
}
const zeroAmounts = (): LineAmounts => ({ quantity: 0, line_total_paise: 0, cgst_paise: 0, sgst_paise: 0, igst_paise: 0 });
const amountsOf = (l: LineAmounts): LineAmounts => ({ quantity: l.quantity, line_total_paise: Number(l.line_total_paise), cgst_paise: Number(l.cgst_paise), sgst_paise: Number(l.sgst_paise), igst_paise: Number(l.igst_paise) });
const addAmounts = (a: LineAmounts, b: LineAmounts): LineAmounts => ({
  quantity: a.quantity + b.quantity,
  line_total_paise: a.line_total_paise + Number(b.line_total_paise),
  cgst_paise: a.cgst_paise + Number(b.cgst_paise),
  sgst_paise: a.sgst_paise + Number(b.sgst_paise),
  igst_paise: a.igst_paise + Number(b.igst_paise),
});

/** A document an order will get, before it is numbered. */
export interface PlannedDocument {
  id: string;
  supplierId: string | null;
  /** Its supplier in the order's map of suppliers (`supplierKeyOf`): the vendor, the shop, or one of the shop's registrations. */
  supplierKey: string | null;
  kind: TaxDocumentKind;
  lines: OrderItemRow[];
}

export interface Supplier {
  id: string | null;
  name: string;
  address: string;
  state: IndianStateOrUt;
  gstin: string | null;
  /**
   * The shop's registration in another state, whose documents are numbered in a series of their
   * own ("HY23": the shop's code and the state's GST code; docs/product-rules.md 59); absent for
   * the principal place and for a vendor.
   */
  series?: string;
}

/** A place the shop supplies from under its own registration in another state (a stock location). */
export interface ShopRegistration {
  id: string;
  address: string;
  state: IndianStateOrUt;
  gstin: string;
}

/**
 * What documents read of orders: the orders module answers (it uses this module, so it is given
 * here in services.ts, not imported). An order's lines name their document.
 */
export interface DocumentOrders {
  order(orderId: string): Promise<OrderRow | undefined>;
  /** The lines of these orders, each order's in their order. */
  linesOf(orderIds: string[]): Promise<OrderItemRow[]>;
  /** Order lines by id, in their order. */
  linesById(lineIds: string[]): Promise<OrderItemRow[]>;
  /** The documents these orders' lines are on. */
  documentIdsOf(orderIds: string[]): Promise<string[]>;
}

/**
 * The vendors as their documents name them (business, address, GSTIN), by vendor id: the vendors
 * module owns their profiles and answers (filled in services.ts; vendors uses documents).
 */
/**
 * What a tax invoice's or a credit note's PDF prints of its e-invoice (docs/product-rules.md 45):
 * the einvoicing module answers (filled in services.ts; einvoicing reads documents, so documents
 * does not import it).
 */
export interface DocumentEInvoices {
  ofDocument(documentId: string): Promise<EInvoiceMark | undefined>;
}

/** The e-way bill a tax invoice's goods travel with (the ewaybills module answers, wired in services.ts). */
export interface DocumentEWayBills {
  ofDocument(documentId: string): Promise<EWayBillMark | undefined>;
}

export interface VendorSuppliers {
  suppliersOf(vendorIds: string[]): Promise<Map<string, { name: string; address: string; gstin: string | null }>>;
}

/**
 * Tax documents (docs/decisions/0013): each supplier of an order issues its own, in the order's
 * transaction: a tax invoice for taxable lines, a bill of supply for nil-rated ones, or one
 * invoice-cum-bill of supply for both when the buyer is not registered (CGST Rule 46A). A
 * cancelled order gets a credit note for each. Numbers run per supplier, kind and financial
 * year, consecutive and without gaps: the series row is taken in the same transaction.
 */
export class DocumentsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly gst: GstService,
    /** The order a document is of, and its lines. */
    private readonly orders: DocumentOrders,
    private readonly vendors: VendorSuppliers,
    /** The IRN and signed QR code of an e-invoiced tax invoice or credit note, printed on its PDF. */
    private readonly einvoices: DocumentEInvoices,
    /** `creditNote.issued`, told in the transaction that issues one (e-invoicing queues a business order's). */
    private readonly events: EventBus<ShopEvents>,
    /** The e-way bill number and validity printed on a tax invoice (docs/product-rules.md 57). */
    private readonly ewayBills: DocumentEWayBills,
    /** The app's clock: a document's date (and so its financial year's series) is the day it is issued. */
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Which documents an order gets (one per supplier and kind) and which lines each lists: each
   * line gets its document's id here, so the lines are written once. Nothing is written or
   * numbered yet (issueForOrder does that, last in the order's transaction).
   */
  planForOrder(order: OrderRow, lines: OrderItemRow[], keyOf: (line: OrderItemRow) => string | null = (line) => line.supplier_id): PlannedDocument[] {
    const bySupplier = new Map<string | null, OrderItemRow[]>();
    for (const line of lines) bySupplier.set(keyOf(line), [...(bySupplier.get(keyOf(line)) ?? []), line]);
    // The shop's own first, then vendors in a fixed order: every order takes series rows in one order.
    const keys = [...bySupplier.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
    const planned: PlannedDocument[] = [];
    for (const supplierKey of keys) {
      const supplierLines = bySupplier.get(supplierKey)!;
      const supplierId = supplierLines[0]!.supplier_id;
      const taxable = supplierLines.filter((l) => (l.gst_rate_bp ?? 0) > 0);
      const nil = supplierLines.filter((l) => (l.gst_rate_bp ?? 0) === 0);
      const docs: Array<[TaxDocumentKind, OrderItemRow[]]> =
        taxable.length && nil.length && !order.buyer_gstin
          ? [['invoice_cum_bill', supplierLines]]
          : [...(taxable.length ? [['tax_invoice', taxable] as [TaxDocumentKind, OrderItemRow[]]] : []), ...(nil.length ? [['bill_of_supply', nil] as [TaxDocumentKind, OrderItemRow[]]] : [])];
      for (const [kind, docLines] of docs) {
        const id = randomUUID();
        for (const line of docLines) line.document_id = id;
        planned.push({ id, supplierId, supplierKey, kind, lines: docLines });
      }
    }
    return planned;
  }

  /**
   * Numbers and writes the planned documents inside the order's transaction. The caller does this
   * last: on PostgreSQL a series row stays locked from its number to the commit. Answers the
   * documents as the buyer sees them.
   */
  async issueForOrder(order: OrderRow, planned: PlannedDocument[], suppliers: Map<string | null, Supplier>): Promise<OrderDocument[]> {
    const issued: OrderDocument[] = [];
    for (const p of planned) {
      const supplier = suppliers.get(p.supplierKey)!;
      const doc = await this.issue(order, supplier, p.kind, p.lines, null, p.id);
      issued.push(toOrderDocument({ ...doc, supplierName: supplier.name, refersToNumber: null }, 'buyer'));
    }
    return issued;
  }

  /**
   * A cancelled order: a credit note for what each of its documents has not yet credited (all of
   * it, unless some lines were refunded before), in the caller's transaction.
   */
  async creditNotesForOrder(orderId: string): Promise<void> {
    const order = await this.orders.order(orderId);
    if (!order) return;
    const lines = await this.orders.linesOf([orderId]);
    const credited = await this.creditedSoFar(order.id, lines);
    const parts = lines.flatMap((l) => {
      const left = l.quantity - (credited.get(l.id)?.quantity ?? 0);
      return left > 0 ? [{ lineId: l.id, quantity: left }] : [];
    });
    await this.creditLines(order, lines, credited, parts, 'cancelled');
  }

  /**
   * A refund of chosen quantities of an order's lines: what the buyer paid for them (their share
   * of each line's taxable value and tax), and a credit note per document for them. A quantity
   * beyond what is left to credit on its line is a 400. Answers the amount to give back.
   */
  async creditForRefund(orderId: string, parts: CreditPart[]): Promise<number> {
    const order = await this.orders.order(orderId);
    if (!order) throw notFound('Order not found');
    const lines = await this.orders.linesOf([orderId]);
    return this.creditLines(order, lines, await this.creditedSoFar(orderId, lines), parts, 'refund');
  }

  /**
   * Per line of the order (`lines`: all of them), what credit notes credited so far. A credit note
   * from before refunds of chosen lines (docs/decisions/0024) has no lines and credits its whole
   * document: its lines count as wholly credited.
   */
  private async creditedSoFar(orderId: string, lines: OrderItemRow[]): Promise<Map<string, LineAmounts>> {
    const credited = new Map<string, LineAmounts>();
    for (const row of await repo.findCreditedSoFar(this.work.db, lines.map((l) => l.id))) {
      const sum = credited.get(row.order_item_id) ?? zeroAmounts();
      credited.set(row.order_item_id, addAmounts(sum, amountsOf(row)));
    }
    const documents = await this.documentsOfOrders([orderId]);
    const wholeNotes = documents.filter((d) => d.kind === 'credit_note' && d.credit_reason === null).map((d) => d.refers_to);
    for (const line of lines) {
      if (line.document_id && wholeNotes.includes(line.document_id)) credited.set(line.id, amountsOf(line));
    }
    return credited;
  }

  private async creditLines(order: OrderRow,
    lines: OrderItemRow[],
    credited: Map<string, LineAmounts>,
    parts: CreditPart[],
    reason: 'cancelled' | 'refund',
  ): Promise<number> {
    const byId = new Map(lines.map((l) => [l.id, l]));
    const credits = parts.map((part) => {
      const line = byId.get(part.lineId);
      if (!line) throw new AppError(400, 'validation_failed', 'Invalid refund: lines: a line is not on this order', { lines: 'A line is not on this order' });
      const done = credited.get(line.id) ?? zeroAmounts();
      const left = line.quantity - done.quantity;
      if (part.quantity > left) {
        const message = `At most ${left} of ${line.product_name} can still be refunded`;
        throw new AppError(400, 'validation_failed', `Invalid refund: lines: ${message}`, { lines: message });
      }
      // The last units take what is left of each amount, so the credits of a line add up to it exactly.
      const share = (key: keyof Omit<LineAmounts, 'quantity'>) =>
        part.quantity === left ? Number(line[key]) - done[key] : Math.round((Number(line[key]) * part.quantity) / line.quantity);
      return { line, amounts: { quantity: part.quantity, line_total_paise: share('line_total_paise'), cgst_paise: share('cgst_paise'), sgst_paise: share('sgst_paise'), igst_paise: share('igst_paise') } };
    });
    const byDocument = new Map<string, typeof credits>();
    for (const c of credits) if (c.line.document_id) byDocument.set(c.line.document_id, [...(byDocument.get(c.line.document_id) ?? []), c]);
    const documents = new Map((await this.documentsOfOrders([order.id])).map((d) => [d.id, d]));
    for (const [documentId, docCredits] of byDocument) {
      const doc = documents.get(documentId)!;
      const supplier: Supplier = { id: doc.supplier_id, name: doc.supplier_name, address: doc.supplier_address, state: doc.supplier_state, gstin: doc.supplier_gstin, series: registrationSeriesOf(doc) };
      const sum = docCredits.reduce((s, c) => addAmounts(s, c.amounts), zeroAmounts());
      const note = await this.issue(order, supplier, 'credit_note', [], doc, randomUUID(), { taxable: sum.line_total_paise, tax: sum.cgst_paise + sum.sgst_paise + sum.igst_paise, reason });
      await repo.insertCreditLines(this.work.db, docCredits.map((c) => ({ credit_note_id: note.id, order_item_id: c.line.id, ...c.amounts })));
      await this.events.emit('creditNote.issued', { creditNote: { id: note.id, refersTo: doc.id, refersToKind: doc.kind }, supplierId: doc.supplier_id, order: { id: order.id, buyer_gstin: order.buyer_gstin } });
    }
    return credits.reduce((s, c) => s + c.amounts.line_total_paise + c.amounts.cgst_paise + c.amounts.sgst_paise + c.amounts.igst_paise, 0);
  }

  /** How many units of each of an order's lines credit notes have credited (refunded or cancelled), by line id. */
  async creditedQuantities(orderId: string): Promise<Map<string, number>> {
    return new Map([...(await this.creditedSoFar(orderId, await this.orders.linesOf([orderId])))].map(([id, amounts]) => [id, amounts.quantity]));
  }

  /** The ids of an order's credit notes (a receipt of returned goods links those it issued). */
  async creditNoteIdsOf(orderId: string): Promise<string[]> {
    return (await this.documentsOfOrders([orderId])).filter((d) => d.kind === 'credit_note').map((d) => d.id);
  }

  /** The numbers of these documents (HYC2627-00000042), by id. */
  numbersOf(documentIds: string[]): Promise<Map<string, string>> {
    return repo.findNumbers(this.work.db, [...new Set(documentIds)]);
  }

  /** The documents of these orders, each with the download link for this reader. */
  async ofOrders(orderIds: string[], reader: DocumentReader['role'], onlySupplier?: string): Promise<Map<string, OrderDocument[]>> {
    const byOrder = new Map<string, OrderDocument[]>();
    for (const d of await this.documentsOfOrders(orderIds)) {
      if (onlySupplier !== undefined && d.supplier_id !== onlySupplier) continue;
      const doc = toOrderDocument({ id: d.id, kind: d.kind, number: d.number, issuedAt: d.issued_at, supplierName: d.supplier_name, refersToNumber: d.refers_to_number }, reader);
      byOrder.set(d.order_id, [...(byOrder.get(d.order_id) ?? []), doc]);
    }
    return byOrder;
  }

  /** The documents of these orders: those their lines are on, and the credit notes of those. */
  private async documentsOfOrders(orderIds: string[]): Promise<repo.DocumentRow[]> {
    return repo.findDocumentsAndCredits(this.work.db, await this.orders.documentIdsOf(orderIds));
  }

  /**
   * The PDF of a document, made on its first download and kept. Someone else's document is
   * "not found": the buyer reads only its orders', a vendor only those it issued.
   */
  async pdf(id: string, reader: DocumentReader): Promise<{ number: string; pdf: Uint8Array }> {
    const doc = id.length <= 64 ? await repo.findDocument(this.work.db, id) : undefined;
    const order = doc ? await this.orders.order(doc.order_id) : undefined;
    const allowed =
      doc && order && (reader.role === 'admin' || (reader.role === 'buyer' && order.user_id === reader.userId) || (reader.role === 'vendor' && doc.supplier_id === reader.vendorId));
    if (!doc || !order || !allowed) throw notFound('Document not found');
    const kept = await repo.findPdf(this.work.db, id);
    if (kept) return { number: doc.number, pdf: kept };
    const lines = await this.linesOf(doc);
    // A tax invoice or credit note reported to the IRP prints its IRN (docs/product-rules.md 45).
    const einvoice = doc.kind === 'tax_invoice' || doc.kind === 'credit_note' ? await this.einvoices.ofDocument(doc.id) : undefined;
    // The shop's tax invoice of a consignment that travels with an e-way bill prints it (docs/product-rules.md 57).
    const ewayBill = doc.kind === 'tax_invoice' || doc.kind === 'invoice_cum_bill' ? await this.ewayBills.ofDocument(doc.id) : undefined;
    const pdf = await renderDocumentPdf({ doc, order, lines, einvoice, ewayBill });
    await repo.savePdf(this.work.db, id, pdf);
    return { number: doc.number, pdf };
  }

  /**
   * What a document lists: its own lines; a credit note, what it credits, and one from before
   * refunds of chosen lines (docs/decisions/0024, no lines of its own) its whole document's.
   */
  private async linesOf(doc: repo.DocumentRow): Promise<DocumentLine[]> {
    const credited = doc.kind === 'credit_note' ? await this.creditedLines(doc.id) : [];
    return credited.length ? credited : (await this.orders.linesOf([doc.order_id])).filter((l) => l.document_id === (doc.refers_to ?? doc.id));
  }

  /**
   * A tax invoice or a credit note as its e-invoice reports it: the document as issued (a credit
   * note with its invoice's number and date), its order (the buyer) and the lines it lists
   * (docs/decisions/0061). Undefined for another kind of document or an unknown id.
   */
  async einvoiceFacts(documentId: string): Promise<{ doc: repo.DocumentRow; order: OrderRow; lines: DocumentLine[] } | undefined> {
    const doc = documentId.length <= 64 ? await repo.findDocument(this.work.db, documentId) : undefined;
    if (!doc || (doc.kind !== 'tax_invoice' && doc.kind !== 'credit_note')) return undefined;
    const order = await this.orders.order(doc.order_id);
    if (!order) return undefined;
    return { doc, order, lines: await this.linesOf(doc) };
  }

  /**
   * The consignment of an order the shop itself ships (docs/product-rules.md 57): the order, and
   * its shop's own tax invoice (or invoice-cum-bill of supply) with the lines it lists; no
   * invoice when the shop's lines are all nil-rated (a bill of supply) or all a vendor's, who
   * ships its own. Undefined for an unknown order.
   */
  async shopConsignmentOf(orderId: string): Promise<{ order: OrderRow; doc: repo.DocumentRow | null; lines: DocumentLine[] } | undefined> {
    const order = orderId.length <= 64 ? await this.orders.order(orderId) : undefined;
    if (!order) return undefined;
    const doc = (await this.documentsOfOrders([orderId])).find((d) => d.supplier_id === null && (d.kind === 'tax_invoice' || d.kind === 'invoice_cum_bill')) ?? null;
    return { order, doc, lines: doc ? await this.linesOf(doc) : [] };
  }

  /**
   * Drops a document's kept PDF (docs/decisions/0013: made on the first download and kept): its
   * e-invoice's IRN arrived, or was cancelled, or its e-way bill was entered, after it was made,
   * so the next download is made anew.
   */
  async forgetPdf(documentId: string): Promise<void> {
    await repo.dropPdf(this.work.db, documentId);
  }

  /**
   * The next number of a series (1 for a new one), taken inside the caller's transaction, so a
   * rolled back one takes none and numbers stay consecutive without gaps: tax documents' series,
   * and the orders module's order numbers (docs/product-rules.md 31), whose counter row is kept
   * in the same table. PostgreSQL: the series' counter row, locked to the commit. SQLite runs one
   * write transaction at a time, so the highest number issued so far (`highestSoFar`, read
   * through its unique index) cannot change under the caller: a read instead of a write, which a
   * checkout on SQLite measurably feels.
   */
  async nextInSeries(series: string, highestSoFar: () => Promise<number>): Promise<number> {
    if (dialectOf(this.work.db) === 'sqlite') return (await highestSoFar()) + 1;
    return repo.takeFromSeries(this.work.db, series);
  }

  /**
   * What a credit note credits, as a document's lines read (for its PDF and e-invoice), in the
   * order's order of lines. The credited units' discount is their value at the price sold less the
   * taxable value credited (a line's taxable value is its price times its quantity less its
   * discount: docs/product-rules.md 43), so a line's credits add up to its discount exactly.
   */
  private async creditedLines(creditNoteId: string): Promise<DocumentLine[]> {
    const credits = await repo.findCreditedLines(this.work.db, creditNoteId);
    const sold = await this.orders.linesById(credits.map((c) => c.order_item_id));
    const byLine = new Map(credits.map((c) => [c.order_item_id, c]));
    return sold.flatMap((line) => {
      const c = byLine.get(line.id);
      if (!c) return [];
      const discount = Math.max(0, Number(line.unit_price_paise) * c.quantity - Number(c.line_total_paise));
      return [{ ...line, quantity: c.quantity, line_total_paise: c.line_total_paise, discount_paise: discount, cgst_paise: c.cgst_paise, sgst_paise: c.sgst_paise, igst_paise: c.igst_paise }];
    });
  }

  private async issue(order: OrderRow,
    supplier: Supplier,
    kind: TaxDocumentKind,
    lines: OrderItemRow[],
    reverses: repo.DocumentRow | null,
    id: string = randomUUID(),
    credit?: { taxable: number; tax: number; reason: 'cancelled' | 'refund' },
  ): Promise<{ id: string; kind: TaxDocumentKind; number: string; issuedAt: string }> {
    const issuedAt = new Date(this.now());
    const fy = financialYearOf(issuedAt);
    const series = seriesOf(supplier.series ?? supplier.id, kind, fy.year);
    const seq = await this.nextInSeries(series, () => repo.findHighestSeq(this.work.db, series));
    const number = documentNumber(supplier.id, kind, fy.short, seq, supplier.series);
    const tax = lines.reduce((s, l) => s + Number(l.cgst_paise) + Number(l.sgst_paise) + Number(l.igst_paise), 0);
    await repo.insertDocument(this.work.db, {
      id,
      order_id: order.id,
      kind,
      series,
      seq,
      number,
      financial_year: fy.year,
      issued_at: issuedAt.toISOString(),
      supplier_id: supplier.id,
      supplier_name: supplier.name,
      supplier_address: supplier.address,
      supplier_state: supplier.state,
      supplier_gstin: supplier.gstin,
      refers_to: reverses?.id ?? null,
      taxable_paise: credit ? credit.taxable : lines.reduce((s, l) => s + Number(l.line_total_paise), 0),
      tax_paise: credit ? credit.tax : tax,
      credit_reason: credit?.reason ?? null,
      pdf: null,
    });
    return { id, kind, number, issuedAt: issuedAt.toISOString() };
  }

  /**
   * Who supplies an order's lines, as its documents name them and as its tax needs them: the
   * shop from its business settings, a vendor from its profile and its GSTIN's state.
   */
  async suppliers(vendorIds: string[], fallbackState: IndianStateOrUt, registrations: readonly ShopRegistration[] = []): Promise<Map<string | null, Supplier>> {
    const shop = await this.gst.shopSupplier(this.work.db);
    const name = shop?.legal_name || 'Hariyali';
    const suppliers = new Map<string | null, Supplier>([
      [null, { id: null, name, address: shop?.address || '', state: shop?.state ?? fallbackState, gstin: shop?.gstin ?? null }],
    ]);
    for (const [id, v] of await this.vendors.suppliersOf(vendorIds)) {
      const state = (v.gstin && stateOfGstin(v.gstin)) || fallbackState;
      suppliers.set(id, { id, name: v.name, address: v.address, state, gstin: v.gstin });
    }
    // The shop's godowns registered in other states: the same business, its address and GSTIN there (docs/product-rules.md 59).
    for (const r of registrations) {
      suppliers.set(supplierKeyOf({ supplierId: null, taxPlace: r.id }), { id: null, name, address: r.address, state: r.state, gstin: r.gstin, series: `HY${r.gstin.slice(0, 2)}` });
    }
    return suppliers;
  }

}
