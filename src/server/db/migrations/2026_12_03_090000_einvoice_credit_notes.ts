import type { Kysely } from 'kysely';

/**
 * Credit notes to business buyers e-invoiced as CRN (docs/product-rules.md 45, docs/decisions/0061
 * "Credit notes"): `einvoices.refers_to`, for a credit note's row, the document id of the tax
 * invoice it credits (that invoice's own row: the credit note is reported only after it, and not
 * at all once its IRN is cancelled); null for an invoice's row. No index: an invoice's credit
 * notes are found among its order's rows (`einvoices_order`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('einvoices').addColumn('refers_to', 'varchar(36)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('einvoices').dropColumn('refers_to').execute();
}
