import type { Insertable, Kysely } from 'kysely';
import type { Database, TaxDocumentsTable } from '#server/db/schema';

/** Takes the next number of a series (1 for a new one) inside the caller's transaction. */
export async function nextSeq(trx: Kysely<Database>, series: string): Promise<number> {
  await trx.insertInto('document_series').values({ series, next_seq: 1 }).onConflict((oc) => oc.column('series').doNothing()).execute();
  const row = await trx
    .updateTable('document_series')
    .set((eb) => ({ next_seq: eb('next_seq', '+', 1) }))
    .where('series', '=', series)
    .returning('next_seq')
    .executeTakeFirstOrThrow();
  return row.next_seq - 1;
}

export async function insertDocument(trx: Kysely<Database>, row: Insertable<TaxDocumentsTable>): Promise<void> {
  await trx.insertInto('tax_documents').values(row).execute();
}

export async function assignLines(trx: Kysely<Database>, lineIds: string[], documentId: string): Promise<void> {
  if (lineIds.length) await trx.updateTable('order_items').set({ document_id: documentId }).where('id', 'in', lineIds).execute();
}

const DOCUMENT_COLUMNS = [
  'd.id',
  'd.order_id',
  'd.kind',
  'd.series',
  'd.seq',
  'd.number',
  'd.financial_year',
  'd.issued_at',
  'd.supplier_id',
  'd.supplier_name',
  'd.supplier_address',
  'd.supplier_state',
  'd.supplier_gstin',
  'd.refers_to',
  'd.taxable_paise',
  'd.tax_paise',
] as const;

/** The documents of these orders (without their PDFs), with the number a credit note refers to. */
export async function findDocumentsOfOrders(db: Kysely<Database>, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('tax_documents as d')
    .leftJoin('tax_documents as r', 'r.id', 'd.refers_to')
    .select([...DOCUMENT_COLUMNS, 'r.number as refers_to_number', 'r.issued_at as refers_to_issued_at'])
    .where('d.order_id', 'in', orderIds)
    .orderBy('d.issued_at')
    .orderBy('d.series')
    .orderBy('d.seq')
    .execute();
}

export type DocumentRow = Awaited<ReturnType<typeof findDocumentsOfOrders>>[number];

export async function findDocument(db: Kysely<Database>, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .selectFrom('tax_documents as d')
    .leftJoin('tax_documents as r', 'r.id', 'd.refers_to')
    .select([...DOCUMENT_COLUMNS, 'r.number as refers_to_number', 'r.issued_at as refers_to_issued_at'])
    .where('d.id', '=', id)
    .execute();
  return row;
}

export async function findPdf(db: Kysely<Database>, id: string): Promise<Uint8Array | null | undefined> {
  return (await db.selectFrom('tax_documents').select('pdf').where('id', '=', id).executeTakeFirst())?.pdf;
}

/** Kept only if no other download stored one first (the same document makes the same PDF). */
export async function savePdf(db: Kysely<Database>, id: string, pdf: Uint8Array): Promise<void> {
  await db.updateTable('tax_documents').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
}

/** The lines a document lists, with each HSN code's unit. */
export async function findLinesOfDocument(db: Kysely<Database>, documentId: string) {
  return db
    .selectFrom('order_items as i')
    .leftJoin('hsn_codes as h', 'h.code', 'i.hsn_code')
    .select(['i.id', 'i.product_name', 'i.hsn_code', 'h.unit', 'i.quantity', 'i.unit_price_paise', 'i.line_total_paise', 'i.gst_rate_bp', 'i.cgst_paise', 'i.sgst_paise', 'i.igst_paise'])
    .where('i.document_id', '=', documentId)
    .orderBy('i.position')
    .execute();
}

/** The suppliers as a document names them: the shop's business settings, or vendors' profiles. */
export async function findShopSupplier(db: Kysely<Database>) {
  return db.selectFrom('business_settings').select(['legal_name', 'address', 'state', 'gstin']).where('id', '=', 1).executeTakeFirst();
}

export async function findVendorSuppliers(db: Kysely<Database>, vendorIds: string[]) {
  if (vendorIds.length === 0) return [];
  return db.selectFrom('vendor_profiles').select(['user_id', 'business_name', 'address', 'gst_number']).where('user_id', 'in', vendorIds).execute();
}

export async function findOrderForDocument(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}
