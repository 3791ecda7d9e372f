import type { Kysely } from 'kysely';
import type { Database, NewVendorProfileRow, VendorProfileRow } from '#server/db/schema';

export async function insertVendorProfile(db: Kysely<Database>, row: NewVendorProfileRow): Promise<void> {
  await db.insertInto('vendor_profiles').values(row).execute();
}

export async function findVendorProfile(db: Kysely<Database>, userId: string): Promise<VendorProfileRow | undefined> {
  return db.selectFrom('vendor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The business names of these vendors, by primary key in one query. */
export async function findBusinessNames(db: Kysely<Database>, vendorIds: string[]): Promise<Array<Pick<VendorProfileRow, 'user_id' | 'business_name'>>> {
  const ids = [...new Set(vendorIds)];
  if (ids.length === 0) return [];
  return db.selectFrom('vendor_profiles').select(['user_id', 'business_name']).where('user_id', 'in', ids).execute();
}

/** Vendors as their documents name them: business, address and GSTIN. */
export async function findSuppliers(db: Kysely<Database>, vendorIds: string[]): Promise<Array<Pick<VendorProfileRow, 'user_id' | 'business_name' | 'address' | 'gst_number'>>> {
  const ids = [...new Set(vendorIds)];
  if (ids.length === 0) return [];
  return db.selectFrom('vendor_profiles').select(['user_id', 'business_name', 'address', 'gst_number']).where('user_id', 'in', ids).execute();
}

/** A vendor's GSTIN, or null when it gave none. */
export async function findGstin(db: Kysely<Database>, vendorId: string): Promise<string | null> {
  return (await db.selectFrom('vendor_profiles').select('gst_number').where('user_id', '=', vendorId).executeTakeFirst())?.gst_number ?? null;
}
