import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database, OrderItemRow, OrderRow } from '#server/db/schema';
import type { IndianStateOrUt } from '#shared/india';

/** An order line's document, quantity, pack and amounts, and its order's buyer and place of supply. */
type DocumentLine = Pick<
  OrderItemRow,
  'order_id' | 'document_id' | 'hsn_code' | 'gst_rate_bp' | 'quantity' | 'pack_size' | 'pack_unit' | 'line_total_paise' | 'cgst_paise' | 'sgst_paise' | 'igst_paise'
> &
  Pick<OrderRow, 'buyer_gstin' | 'buyer_legal_name'> & { line_id: string; place_of_supply: IndianStateOrUt };

/**
 * Every order line's document and figures: a subquery of the orders module (OrderReads.documentLines),
 * joined here to a month of documents, whose lines would be too many to ask for by id.
 */
export interface DocumentLines {
  as<A extends string>(alias: A): AliasedSelectQueryBuilder<DocumentLine, A>;
}

/**
 * The shop's own lines on documents (not credit notes) of one registration (its series code)
 * issued in [from, to), with the pack each
 * was sold in (its quantity's unit: docs/decisions/0035-uqc-and-gst-classes).
 * The month's documents are read without an index on issued_at (one read a month against a page
 * written by every checkout: docs/decisions/0013); their lines by the order's lines index.
 */
export async function findShopLinesIssued(db: Kysely<Database>, lines: DocumentLines, from: string, to: string, registration: string) {
  return db
    .selectFrom('tax_documents as d')
    .innerJoin(lines.as('i'), (j) => j.onRef('i.order_id', '=', 'd.order_id').onRef('i.document_id', '=', 'd.id'))
    .select(['i.hsn_code', 'i.gst_rate_bp', 'i.quantity', 'i.pack_size', 'i.pack_unit', 'i.line_total_paise', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise'])
    .select(['i.buyer_gstin', 'i.buyer_legal_name', 'i.place_of_supply', 'd.id as document_id', 'd.number', 'd.issued_at', 'd.supplier_state', 'd.taxable_paise', 'd.tax_paise'])
    .where('d.supplier_id', 'is', null)
    .where('d.series', 'like', `${registration}:%`)
    .where('d.issued_at', '>=', from)
    .where('d.issued_at', '<', to)
    .execute();
}

/** The shop's documents of one registration (its series code: "HY", "HY23") issued in [from, to), in series order. */
export async function findShopDocumentsIssued(db: Kysely<Database>, from: string, to: string, registration: string) {
  return db
    .selectFrom('tax_documents')
    .select(['id', 'kind', 'series', 'seq', 'number', 'issued_at', 'refers_to', 'taxable_paise', 'tax_paise'])
    .where('supplier_id', 'is', null)
    .where('series', 'like', `${registration}:%`)
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
    .select(['i.document_id', 'i.gst_rate_bp', 'i.line_total_paise', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise', 'i.buyer_gstin', 'i.buyer_legal_name', 'i.place_of_supply'])
    .where('d.id', 'in', documentIds)
    .execute();
}

/**
 * What credit notes credit line by line (notes since refunds of chosen lines, docs/decisions/0024;
 * older ones credit their whole document), with each credited line's rate and its order's buyer.
 */
export async function findCreditLinesOf(db: Kysely<Database>, lines: DocumentLines, creditNoteIds: string[]) {
  if (creditNoteIds.length === 0) return [];
  return db
    .selectFrom('credit_note_lines as c')
    .innerJoin(lines.as('i'), 'i.line_id', 'c.order_item_id')
    .select(['c.credit_note_id', 'c.line_total_paise', 'c.cgst_paise', 'c.sgst_paise', 'c.igst_paise', 'i.gst_rate_bp', 'i.buyer_gstin', 'i.buyer_legal_name', 'i.place_of_supply'])
    .where('c.credit_note_id', 'in', creditNoteIds)
    .execute();
}

/** The documents credit notes refer to (issued in this month or before): their numbers, dates, values and supplier's state. */
export async function findDocumentsById(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('tax_documents').select(['id', 'number', 'issued_at', 'supplier_state', 'taxable_paise', 'tax_paise']).where('id', 'in', [...new Set(ids)]).execute();
}
