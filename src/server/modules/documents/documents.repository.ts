import { sql, type Insertable, type Kysely } from 'kysely';
import type { CreditNoteLinesTable, Database, TaxDocumentsTable } from '#server/db/schema';

/** The highest number a series of tax documents has issued so far (0 for a new one). */
export async function findHighestSeq(db: Kysely<Database>, series: string): Promise<number> {
  const row = await db.selectFrom('tax_documents').select((eb) => eb.fn.max('seq').as('seq')).where('series', '=', series).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/**
 * Takes the next number of a series' counter row (1 for a new one) inside the caller's
 * transaction: one upsert, whose row lock serialises concurrent takers of the series until they commit.
 */
export async function takeFromSeries(trx: Kysely<Database>, series: string): Promise<number> {
  const row = await trx
    .insertInto('document_series')
    .values({ series, next_seq: 2 })
    .onConflict((oc) => oc.column('series').doUpdateSet({ next_seq: sql<number>`document_series.next_seq + 1` }))
    .returning('next_seq')
    .executeTakeFirstOrThrow();
  return row.next_seq - 1;
}

export async function insertDocument(trx: Kysely<Database>, row: Insertable<TaxDocumentsTable>): Promise<void> {
  await trx.insertInto('tax_documents').values(row).execute();
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
  'd.credit_reason',
] as const;

/**
 * The documents their lines are on (without their PDFs) and the credit notes that refer to those,
 * with the number a credit note refers to: both by index, with no index on tax_documents.order_id
 * for a checkout to write.
 */
export async function findDocumentsAndCredits(db: Kysely<Database>, onTheirLines: string[]) {
  if (onTheirLines.length === 0) return [];
  return db
    .selectFrom('tax_documents as d')
    .leftJoin('tax_documents as r', 'r.id', 'd.refers_to')
    .select([...DOCUMENT_COLUMNS, 'r.number as refers_to_number', 'r.issued_at as refers_to_issued_at'])
    .where((eb) => eb.or([eb('d.id', 'in', onTheirLines), eb('d.refers_to', 'in', onTheirLines)]))
    .orderBy('d.issued_at')
    .orderBy('d.series')
    .orderBy('d.seq')
    .execute();
}

export type DocumentRow = Awaited<ReturnType<typeof findDocumentsAndCredits>>[number];

export async function findDocument(db: Kysely<Database>, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .selectFrom('tax_documents as d')
    .leftJoin('tax_documents as r', 'r.id', 'd.refers_to')
    .select([...DOCUMENT_COLUMNS, 'r.number as refers_to_number', 'r.issued_at as refers_to_issued_at'])
    .where('d.id', '=', id)
    .execute();
  return row;
}

/** The numbers of these documents, by id. */
export async function findNumbers(db: Kysely<Database>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('tax_documents').select(['id', 'number']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.number]));
}

export async function findPdf(db: Kysely<Database>, id: string): Promise<Uint8Array | null | undefined> {
  return (await db.selectFrom('tax_documents').select('pdf').where('id', '=', id).executeTakeFirst())?.pdf;
}

/** Kept only if no other download stored one first (the same document makes the same PDF). */
export async function savePdf(db: Kysely<Database>, id: string, pdf: Uint8Array): Promise<void> {
  await db.updateTable('tax_documents').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
}

/** Forgets a kept PDF: the next download makes it again. */
export async function dropPdf(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('tax_documents').set({ pdf: null }).where('id', '=', id).execute();
}

/**
 * What a credit note credits, line by line: empty for credit notes from before refunds of chosen
 * lines (docs/decisions/0024), which credit their whole document.
 */
export async function findCreditedLines(db: Kysely<Database>, creditNoteId: string) {
  return db
    .selectFrom('credit_note_lines')
    .select(['order_item_id', 'quantity', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'])
    .where('credit_note_id', '=', creditNoteId)
    .execute();
}

/** Everything credit notes have credited so far on these order lines (by the line index; notes from before refunds of chosen lines, docs/decisions/0024, not included). */
export async function findCreditedSoFar(db: Kysely<Database>, orderItemIds: string[]) {
  if (orderItemIds.length === 0) return [];
  return db
    .selectFrom('credit_note_lines')
    .select(['order_item_id', 'quantity', 'line_total_paise', 'cgst_paise', 'sgst_paise', 'igst_paise'])
    .where('order_item_id', 'in', orderItemIds)
    .execute();
}

export async function insertCreditLines(db: Kysely<Database>, rows: Insertable<CreditNoteLinesTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('credit_note_lines').values(rows).execute();
}
