import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database, OrderItemRow } from '#server/db/schema';

/** An order line's document, quantity, pack and amounts. */
type DocumentLine = Pick<
  OrderItemRow,
  'order_id' | 'document_id' | 'hsn_code' | 'gst_rate_bp' | 'quantity' | 'pack_size' | 'pack_unit' | 'line_total_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise'
>;

/**
 * Every order line's document and figures: a subquery of the orders module (OrderReads.documentLines),
 * joined here to a month of documents, whose lines would be too many to ask for by id.
 */
export interface DocumentLines {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<DocumentLine, A>;
}

/**
 * The shop's own lines on documents (not credit notes) issued in [from, to), with the pack each
 * was sold in (its quantity's unit: docs/decisions/0035-uqc-and-gst-classes).
 * The month's documents are read without an index on issued_at (one read a month against a page
 * written by every checkout: docs/decisions/0013); their lines by the order's lines index.
 */
export async function findShopLinesIssued(db: Kysely<Database>, lines: DocumentLines, from: string, to: string) {
  return db
    .selectFrom('tax_documents as d')
    .innerJoin(lines.as('i'), (j) => j.onRef('i.order_id', '=', 'd.order_id').onRef('i.document_id', '=', 'd.id'))
    .select(['i.hsn_code', 'i.gst_rate_bp', 'i.quantity', 'i.pack_size', 'i.pack_unit', 'i.line_total_paise', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise'])
    .where('d.supplier_id', 'is', null)
    .where('d.issued_at', '>=', from)
    .where('d.issued_at', '<', to)
    .execute();
}

/** The shop's documents issued in [from, to), in series order. */
export async function findShopDocumentsIssued(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('tax_documents')
    .select(['id', 'kind', 'series', 'seq', 'number', 'refers_to', 'taxable_paise', 'tax_paise'])
    .where('supplier_id', 'is', null)
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('series')
    .orderBy('seq')
    .execute();
}

/** The taxes of the lines credit notes reverse (those of the documents they refer to). */
export async function findLinesOfDocuments(db: Kysely<Database>, lines: DocumentLines, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectFrom('tax_documents as d')
    .innerJoin(lines.as('i'), (j) => j.onRef('i.order_id', '=', 'd.order_id').onRef('i.document_id', '=', 'd.id'))
    .select(['i.document_id', 'i.line_total_paise', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise'])
    .where('d.id', 'in', documentIds)
    .execute();
}

/** What credit notes credit line by line (notes since refunds of chosen lines, docs/decisions/0024; older ones credit their whole document). */
export async function findCreditLinesOf(db: Kysely<Database>, creditNoteIds: string[]) {
  if (creditNoteIds.length === 0) return [];
  return db.selectFrom('credit_note_lines').select(['credit_note_id', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise']).where('credit_note_id', 'in', creditNoteIds).execute();
}
