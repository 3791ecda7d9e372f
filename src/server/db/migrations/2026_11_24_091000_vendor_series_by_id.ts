import { sql, type Kysely } from 'kysely';

/**
 * A vendor's document series was keyed by "V" and the first four characters of its id, so two
 * vendors whose ids start alike shared one series (each then had gaps in its own numbering).
 * Series are now keyed by the vendor's whole id ("<id>:I:2026-27"; the shop's stay "HY:..."), and
 * PostgreSQL's next numbers are taken again from the documents issued.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // "VABCD:I:2026-27" -> "<vendor id>:I:2026-27": the part from the first colon is kept.
  await sql`update tax_documents set series = supplier_id || substr(series, 6) where supplier_id is not null`.execute(db);
  await sql`delete from document_series`.execute(db);
  await sql`insert into document_series (series, next_seq) select series, max(seq) + 1 from tax_documents group by series`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update tax_documents set series = 'V' || upper(substr(replace(supplier_id, '-', ''), 1, 4)) || substr(series, length(supplier_id) + 1) where supplier_id is not null`.execute(db);
  await sql`delete from document_series`.execute(db);
  await sql`insert into document_series (series, next_seq) select series, max(seq) + 1 from tax_documents group by series`.execute(db);
}
