import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/**
 * The shop's own lines on documents (not credit notes) issued in [from, to), with the pack each
 * was sold in (its quantity's unit: docs/decisions/0035-uqc-and-gst-classes).
 * The month's documents are read without an index on issued_at (one read a month against a page
 * written by every checkout: docs/decisions/0013); their lines by the order's lines index.
 */
export async function findShopLinesIssued(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('tax_documents as d')
    .innerJoin('order_items as i', (j) => j.onRef('i.order_id', '=', 'd.order_id').onRef('i.document_id', '=', 'd.id'))
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
    .select(['id', 'order_id', 'kind', 'series', 'seq', 'number', 'refers_to', 'taxable_paise', 'tax_paise'])
    .where('supplier_id', 'is', null)
    .where('issued_at', '>=', from)
    .where('issued_at', '<', to)
    .orderBy('series')
    .orderBy('seq')
    .execute();
}

/** The taxes of the lines credit notes reverse (those of the documents they refer to, on the same orders). */
export async function findLinesOfDocuments(db: Kysely<Database>, documents: Array<{ orderId: string; documentId: string }>) {
  if (documents.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select(['document_id', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'])
    .where('order_id', 'in', [...new Set(documents.map((d) => d.orderId))])
    .where('document_id', 'in', documents.map((d) => d.documentId))
    .execute();
}

/** What credit notes credit line by line (notes since refunds of chosen lines, docs/decisions/0024; older ones credit their whole document). */
export async function findCreditLinesOf(db: Kysely<Database>, creditNoteIds: string[]) {
  if (creditNoteIds.length === 0) return [];
  return db.selectFrom('credit_note_lines').select(['credit_note_id', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise']).where('credit_note_id', 'in', creditNoteIds).execute();
}
