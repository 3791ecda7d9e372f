import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';

/** The shop's own lines on documents (not credit notes) issued in [from, to), with their HSN's unit. */
export async function findShopLinesIssued(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom('order_items as i')
    .innerJoin('tax_documents as d', 'd.id', 'i.document_id')
    .leftJoin('hsn_codes as h', 'h.code', 'i.hsn_code')
    .select(['i.hsn_code', 'h.description', 'h.unit', 'i.gst_rate_bp', 'i.quantity', 'i.line_total_paise', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise'])
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

/** The taxes of the lines a credit note reverses (those of the document it refers to). */
export async function findLinesOfDocuments(db: Kysely<Database>, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return db.selectFrom('order_items').select(['document_id', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise']).where('document_id', 'in', documentIds).execute();
}
