import type { Insertable, Kysely } from 'kysely';
import type { CodRemittanceLinesTable, CodRemittancesTable, Database } from '#server/db/schema';

export async function insertRemittance(db: Kysely<Database>, row: Insertable<CodRemittancesTable>): Promise<void> {
  await db.insertInto('cod_remittances').values(row).execute();
}

export async function insertLines(db: Kysely<Database>, rows: ReadonlyArray<Insertable<CodRemittanceLinesTable>>): Promise<void> {
  // In slices, so that no statement's list of values grows past what a database takes in one query.
  for (let at = 0; at < rows.length; at += 200) await db.insertInto('cod_remittance_lines').values(rows.slice(at, at + 200)).execute();
}

/** Each remittance, newest first, with its lines' counts and the sum of those matched. */
export function findRemittances(db: Kysely<Database>, limit: number, id?: string) {
  let query = db
    .selectFrom('cod_remittances as r')
    .leftJoin('cod_remittance_lines as l', 'l.remittance_id', 'r.id')
    .select(['r.id', 'r.carrier', 'r.reference', 'r.utr', 'r.remitted_on', 'r.amount_paise', 'r.recorded_by', 'r.created_at'])
    .select((eb) => [
      eb.fn.count<string | number>('l.row_number').as('line_count'),
      eb.fn.sum<string | number | null>(eb.case().when('l.outcome', '=', 'matched').then(eb.ref('l.amount_paise')).else(0).end()).as('matched_paise'),
      eb.fn.sum<string | number | null>(eb.case().when('l.outcome', '=', 'matched').then(1).else(0).end()).as('matched_count'),
    ])
    .groupBy(['r.id', 'r.carrier', 'r.reference', 'r.utr', 'r.remitted_on', 'r.amount_paise', 'r.recorded_by', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit);
  if (id !== undefined) query = query.where('r.id', '=', id);
  return query.execute();
}

export type RemittanceSummaryRow = Awaited<ReturnType<typeof findRemittances>>[number];

export function findLines(db: Kysely<Database>, remittanceId: string) {
  return db.selectFrom('cod_remittance_lines').selectAll().where('remittance_id', '=', remittanceId).orderBy('row_number').execute();
}
