import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, VendorPayoutAccountsTable } from '#server/db/schema';

export type VendorPayoutAccountRow = Selectable<VendorPayoutAccountsTable>;
export type NewVendorPayoutAccountRow = Insertable<VendorPayoutAccountsTable>;

export async function findPayoutAccount(db: Kysely<Database>, vendorId: string): Promise<VendorPayoutAccountRow | undefined> {
  return db.selectFrom('vendor_payout_accounts').selectAll().where('vendor_id', '=', vendorId).executeTakeFirst();
}

/** Writes the vendor's one account, replacing the one it had (one statement: two saves at once leave one whole account). */
export async function savePayoutAccount(db: Kysely<Database>, row: NewVendorPayoutAccountRow): Promise<void> {
  const { vendor_id: _key, ...change } = row;
  await db
    .insertInto('vendor_payout_accounts')
    .values(row)
    .onConflict((oc) => oc.column('vendor_id').doUpdateSet(change))
    .execute();
}

export async function deletePayoutAccount(db: Kysely<Database>, vendorId: string): Promise<void> {
  await db.deleteFrom('vendor_payout_accounts').where('vendor_id', '=', vendorId).execute();
}
