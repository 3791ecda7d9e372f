import type { Kysely, Selectable } from 'kysely';
import type { Database, VendorLicencesTable } from '#server/db/schema';

export type VendorLicenceRow = Selectable<VendorLicencesTable>;

export async function findLicences(db: Kysely<Database>, vendorIds: string[]): Promise<VendorLicenceRow[]> {
  if (vendorIds.length === 0) return [];
  return db.selectFrom('vendor_licences').selectAll().where('vendor_id', 'in', vendorIds).orderBy('kind').execute();
}

/** One licence of each kind per vendor: saving a kind again replaces it (a renewed licence). */
export async function saveLicence(db: Kysely<Database>, row: VendorLicenceRow): Promise<void> {
  await db
    .insertInto('vendor_licences')
    .values(row)
    .onConflict((oc) => oc.columns(['vendor_id', 'kind']).doUpdateSet({ number: row.number, issuing_state: row.issuing_state, valid_until: row.valid_until, updated_at: row.updated_at }))
    .execute();
}

export async function deleteLicence(db: Kysely<Database>, vendorId: string, kind: VendorLicenceRow['kind']): Promise<boolean> {
  const result = await db.deleteFrom('vendor_licences').where('vendor_id', '=', vendorId).where('kind', '=', kind).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
