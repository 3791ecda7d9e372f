import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { stateOfGstin } from '#shared/gst';
import { indianDate, type IndianStateOrUt } from '#shared/india';
import type { OrderDocument, TaxDocumentKind } from '#shared/schemas/orders';
import type { Database, OrderItemRow, OrderRow } from '#server/db/schema';
import { notFound } from '#server/http/errors';
import type { GstService } from '#server/modules/gst/gst.service';
import * as repo from './documents.repository.ts';
import { renderDocumentPdf } from './document-pdf.ts';

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

/** "HYI2627-00000042": code, kind group, year, and the number padded to 16 characters in all. */
export function documentNumber(supplierId: string | null, kind: TaxDocumentKind, fyShort: string, seq: number): string {
  const prefix = `${supplierCode(supplierId)}${GROUP[kind]}${fyShort}-`;
  return `${prefix}${String(seq).padStart(MAX_NUMBER_LENGTH - prefix.length, '0')}`;
}

/** A document an order will get, before it is numbered. */
export interface PlannedDocument {
  id: string;
  supplierId: string | null;
  kind: TaxDocumentKind;
  lines: OrderItemRow[];
}

export interface Supplier {
  id: string | null;
  name: string;
  address: string;
  state: IndianStateOrUt;
  gstin: string | null;
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
    private readonly db: Kysely<Database>,
    private readonly gst: GstService,
  ) {}

  /**
   * Which documents an order gets (one per supplier and kind) and which lines each lists: each
   * line gets its document's id here, so the lines are written once. Nothing is written or
   * numbered yet (issueForOrder does that, last in the order's transaction).
   */
  planForOrder(order: OrderRow, lines: OrderItemRow[]): PlannedDocument[] {
    const bySupplier = new Map<string | null, OrderItemRow[]>();
    for (const line of lines) bySupplier.set(line.supplier_id, [...(bySupplier.get(line.supplier_id) ?? []), line]);
    // The shop's own first, then vendors in a fixed order: every order takes series rows in one order.
    const keys = [...bySupplier.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : a.localeCompare(b)));
    const planned: PlannedDocument[] = [];
    for (const supplierId of keys) {
      const supplierLines = bySupplier.get(supplierId)!;
      const taxable = supplierLines.filter((l) => (l.gst_rate_bp ?? 0) > 0);
      const nil = supplierLines.filter((l) => (l.gst_rate_bp ?? 0) === 0);
      const docs: Array<[TaxDocumentKind, OrderItemRow[]]> =
        taxable.length && nil.length && !order.buyer_gstin
          ? [['invoice_cum_bill', supplierLines]]
          : [...(taxable.length ? [['tax_invoice', taxable] as [TaxDocumentKind, OrderItemRow[]]] : []), ...(nil.length ? [['bill_of_supply', nil] as [TaxDocumentKind, OrderItemRow[]]] : [])];
      for (const [kind, docLines] of docs) {
        const id = randomUUID();
        for (const line of docLines) line.document_id = id;
        planned.push({ id, supplierId, kind, lines: docLines });
      }
    }
    return planned;
  }

  /**
   * Numbers and writes the planned documents inside the order's transaction. The caller does this
   * last: on PostgreSQL a series row stays locked from its number to the commit. Answers the
   * documents as the buyer sees them.
   */
  async issueForOrder(trx: Kysely<Database>, order: OrderRow, planned: PlannedDocument[], suppliers: Map<string | null, Supplier>): Promise<OrderDocument[]> {
    const issued: OrderDocument[] = [];
    for (const p of planned) {
      const supplier = suppliers.get(p.supplierId)!;
      const doc = await this.issue(trx, order, supplier, p.kind, p.lines, null, p.id);
      issued.push(toOrderDocument({ ...doc, supplierName: supplier.name, refersToNumber: null }, 'buyer'));
    }
    return issued;
  }

  /** A credit note for each document of a cancelled order, referring to it, in the caller's transaction. */
  async creditNotesForOrder(trx: Kysely<Database>, orderId: string): Promise<void> {
    const order = await repo.findOrderForDocument(trx, orderId);
    if (!order) return;
    for (const doc of await repo.findDocumentsOfOrders(trx, [orderId])) {
      if (doc.kind === 'credit_note') continue;
      const supplier: Supplier = { id: doc.supplier_id, name: doc.supplier_name, address: doc.supplier_address, state: doc.supplier_state, gstin: doc.supplier_gstin };
      await this.issue(trx, order, supplier, 'credit_note', [], doc);
    }
  }

  /** The documents of these orders, each with the download link for this reader. */
  async ofOrders(db: Kysely<Database>, orderIds: string[], reader: DocumentReader['role'], onlySupplier?: string): Promise<Map<string, OrderDocument[]>> {
    const byOrder = new Map<string, OrderDocument[]>();
    for (const d of await repo.findDocumentsOfOrders(db, orderIds)) {
      if (onlySupplier !== undefined && d.supplier_id !== onlySupplier) continue;
      const doc = toOrderDocument({ id: d.id, kind: d.kind, number: d.number, issuedAt: d.issued_at, supplierName: d.supplier_name, refersToNumber: d.refers_to_number }, reader);
      byOrder.set(d.order_id, [...(byOrder.get(d.order_id) ?? []), doc]);
    }
    return byOrder;
  }

  /**
   * The PDF of a document, made on its first download and kept. Someone else's document is
   * "not found": the buyer reads only its orders', a vendor only those it issued.
   */
  async pdf(id: string, reader: DocumentReader): Promise<{ number: string; pdf: Uint8Array }> {
    const doc = id.length <= 64 ? await repo.findDocument(this.db, id) : undefined;
    const order = doc ? await repo.findOrderForDocument(this.db, doc.order_id) : undefined;
    const allowed =
      doc && order && (reader.role === 'admin' || (reader.role === 'buyer' && order.user_id === reader.userId) || (reader.role === 'vendor' && doc.supplier_id === reader.vendorId));
    if (!doc || !order || !allowed) throw notFound('Document not found');
    const kept = await repo.findPdf(this.db, id);
    if (kept) return { number: doc.number, pdf: kept };
    const lines = await repo.findLinesOfDocument(this.db, doc.order_id, doc.refers_to ?? doc.id);
    const pdf = await renderDocumentPdf({ doc, order, lines });
    await repo.savePdf(this.db, id, pdf);
    return { number: doc.number, pdf };
  }

  private async issue(
    trx: Kysely<Database>,
    order: OrderRow,
    supplier: Supplier,
    kind: TaxDocumentKind,
    lines: OrderItemRow[],
    reverses: repo.DocumentRow | null,
    id: string = randomUUID(),
  ): Promise<{ id: string; kind: TaxDocumentKind; number: string; issuedAt: string }> {
    const issuedAt = new Date();
    const fy = financialYearOf(issuedAt);
    const series = seriesOf(supplier.id, kind, fy.year);
    const seq = await repo.nextSeq(trx, series);
    const number = documentNumber(supplier.id, kind, fy.short, seq);
    const tax = lines.reduce((s, l) => s + Number(l.cgst_paise) + Number(l.sgst_paise) + Number(l.igst_paise), 0);
    await repo.insertDocument(trx, {
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
      taxable_paise: reverses ? Number(reverses.taxable_paise) : lines.reduce((s, l) => s + Number(l.line_total_paise), 0),
      tax_paise: reverses ? Number(reverses.tax_paise) : tax,
      pdf: null,
    });
    return { id, kind, number, issuedAt: issuedAt.toISOString() };
  }

  /**
   * Who supplies an order's lines, as its documents name them and as its tax needs them: the
   * shop from its business settings, a vendor from its profile and its GSTIN's state.
   */
  async suppliers(trx: Kysely<Database>, vendorIds: string[], fallbackState: IndianStateOrUt): Promise<Map<string | null, Supplier>> {
    const shop = await this.gst.shopSupplier(trx);
    const suppliers = new Map<string | null, Supplier>([
      [null, { id: null, name: shop?.legal_name || 'Hariyali', address: shop?.address || '', state: shop?.state ?? fallbackState, gstin: shop?.gstin ?? null }],
    ]);
    for (const v of await repo.findVendorSuppliers(trx, [...new Set(vendorIds)])) {
      const state = (v.gst_number && stateOfGstin(v.gst_number)) || fallbackState;
      suppliers.set(v.user_id, { id: v.user_id, name: v.business_name, address: v.address, state, gstin: v.gst_number });
    }
    return suppliers;
  }
}
