import { sql, type Kysely } from 'kysely';
import type { BusinessSettingsTable, Database } from '#server/db/schema';

/**
 * For a rate row aliased `r`: no later rate of the same code (or class) is in force by `date`,
 * so `r` is the one that applies on that day (the rate table is dated, docs/decisions/0035).
 */
function noLaterRateBy(table: 'gst_rates' | 'gst_class_rates', key: 'hsn_code' | 'class_id', date: string) {
  return sql<boolean>`not exists (select 1 from ${sql.table(table)} as later where ${sql.ref(`later.${key}`)} = ${sql.ref(`r.${key}`)} and later.effective_from <= ${date} and later.effective_from > r.effective_from)`;
}

/** Every HSN code with the rate in force on `date` (YYYY-MM-DD): the latest rate from on or before it. */
export async function listHsnCodesAt(db: Kysely<Database>, date: string, codes?: string[]) {
  if (codes && codes.length === 0) return [];
  let query = db
    .selectFrom('hsn_codes as h')
    .innerJoin('gst_rates as r', 'r.hsn_code', 'h.code')
    .select(['h.code', 'h.description', 'h.unit', 'r.rate_bp', 'r.effective_from'])
    .where('r.effective_from', '<=', date)
    .where(noLaterRateBy('gst_rates', 'hsn_code', date));
  if (codes) query = query.where('h.code', 'in', codes);
  return query.orderBy('h.code').execute();
}

export async function hsnCodeExists(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom('hsn_codes').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** The descriptions of these HSN codes, by code (codes not in the table left out). */
export async function findHsnDescriptions(db: Kysely<Database>, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('hsn_codes').select(['code', 'description']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.description]));
}

export async function findBusinessSettings(db: Kysely<Database>) {
  return db.selectFrom('business_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveBusinessSettings(db: Kysely<Database>, row: Omit<BusinessSettingsTable, 'id' | 'einvoicing'>): Promise<void> {
  const updated = await db.updateTable('business_settings').set(row).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('business_settings').values({ id: 1, ...row }).execute();
}

/** Whether e-invoicing applies (docs/product-rules.md 45): the settings' row exists once e-invoicing can be on (it needs the GSTIN in it). */
export async function saveEInvoicing(db: Kysely<Database>, on: boolean, at: string, by: string): Promise<void> {
  await db.updateTable('business_settings').set({ einvoicing: on ? 1 : 0, updated_at: at, updated_by: by }).where('id', '=', 1).execute();
}

/** Every rate of every code, oldest first (the admin's view of the table). */
export async function listAllRates(db: Kysely<Database>) {
  return db.selectFrom('gst_rates').select(['hsn_code', 'rate_bp', 'effective_from']).orderBy('hsn_code').orderBy('effective_from').execute();
}

export async function insertHsnCode(db: Kysely<Database>, row: { code: string; description: string; unit: string; now: string }): Promise<void> {
  await db.insertInto('hsn_codes').values({ code: row.code, description: row.description, unit: row.unit, created_at: row.now, updated_at: row.now }).execute();
}

export async function insertRate(db: Kysely<Database>, row: { id: string; code: string; rateBp: number; effectiveFrom: string; by: string; now: string }): Promise<void> {
  await db
    .insertInto('gst_rates')
    .values({ id: row.id, hsn_code: row.code, rate_bp: row.rateBp, effective_from: row.effectiveFrom, created_at: row.now, created_by: row.by })
    .execute();
}

/** Every class of goods with the rate in force on `date` (the latest from on or before it); classes without one yet are left out. */
export async function listClassRatesAt(db: Kysely<Database>, date: string, classIds?: string[]) {
  if (classIds && classIds.length === 0) return [];
  let query = db
    .selectFrom('gst_classes as c')
    .innerJoin('gst_class_rates as r', 'r.class_id', 'c.id')
    .select(['c.id', 'c.hsn_code', 'r.rate_bp', 'r.effective_from'])
    .where('r.effective_from', '<=', date)
    .where(noLaterRateBy('gst_class_rates', 'class_id', date));
  if (classIds) query = query.where('c.id', 'in', classIds);
  return query.execute();
}

/** Every class with its HSN code, by code and description (the admin's view and the product forms' choice). */
export async function listClasses(db: Kysely<Database>) {
  return db.selectFrom('gst_classes').select(['id', 'hsn_code', 'description']).orderBy('hsn_code').orderBy('description').execute();
}

export async function findClass(db: Kysely<Database>, id: string) {
  return db.selectFrom('gst_classes').select(['id', 'hsn_code', 'description']).where('id', '=', id).executeTakeFirst();
}

/** Every rate of every class, oldest first. */
export async function listAllClassRates(db: Kysely<Database>) {
  return db.selectFrom('gst_class_rates').select(['class_id', 'rate_bp', 'effective_from']).orderBy('class_id').orderBy('effective_from').execute();
}

export async function insertClass(db: Kysely<Database>, row: { id: string; code: string; description: string; by: string; now: string }): Promise<void> {
  await db.insertInto('gst_classes').values({ id: row.id, hsn_code: row.code, description: row.description, created_at: row.now, created_by: row.by }).execute();
}

export async function insertClassRate(db: Kysely<Database>, row: { id: string; classId: string; rateBp: number; effectiveFrom: string; by: string; now: string }): Promise<void> {
  await db
    .insertInto('gst_class_rates')
    .values({ id: row.id, class_id: row.classId, rate_bp: row.rateBp, effective_from: row.effectiveFrom, created_at: row.now, created_by: row.by })
    .execute();
}
