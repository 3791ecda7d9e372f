import type { Kysely } from 'kysely';
import type { VendorStatus } from '#shared/schemas/auth';
import type { VendorProfileInput } from '#shared/schemas/vendor-profile';
import type { Database, VendorProfileRow } from '#server/db/schema';
import type { AccountReads } from '#server/modules/accounts';

/** The ids of the active vendor accounts, as the accounts module gives them (a subquery). */
export type ActiveVendorIds = ReturnType<AccountReads['activeIdsOfType']>;

/**
 * Vendor accounts under review: the business profiles of active accounts of type vendor.
 * A deactivated account is out of the review (it cannot sign in to sell anyway).
 */
function vendorAccounts(db: Kysely<Database>, activeVendors: ActiveVendorIds) {
  return db.selectFrom('vendor_profiles as v').where('v.user_id', 'in', activeVendors);
}

const COLUMNS = [
  'v.user_id',
  'v.business_name',
  'v.address',
  'v.gst_number',
  'v.status',
  'v.rejection_reason',
  'v.created_at',
  'v.reviewed_at',
] as const;

export type VendorReviewRow = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

export async function findVendor(db: Kysely<Database>, activeVendors: ActiveVendorIds, userId: string) {
  return vendorAccounts(db, activeVendors).select(COLUMNS).where('v.user_id', '=', userId).executeTakeFirst();
}

/** Newest sign-ups first; the user id breaks ties so pages never overlap or skip. */
export async function listVendors(
  db: Kysely<Database>,
  activeVendors: ActiveVendorIds,
  filter: { status?: VendorStatus; limit: number; offset: number },
): Promise<{ rows: VendorReviewRow[]; total: number }> {
  let base = vendorAccounts(db, activeVendors);
  if (filter.status) base = base.where('v.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base.select(COLUMNS).orderBy('v.created_at', 'desc').orderBy('v.user_id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function countVendorsWithStatus(db: Kysely<Database>, activeVendors: ActiveVendorIds, status: VendorStatus): Promise<number> {
  const row = await vendorAccounts(db, activeVendors)
    .where('v.status', '=', status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records an admin's decision. Only changes a profile whose status differs, so two admins
 * deciding at once cannot both "succeed" with the same decision; false when nothing changed.
 */
export async function reviewVendor(
  db: Kysely<Database>,
  userId: string,
  decision: { status: VendorStatus; rejectionReason: string | null; reviewedBy: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('vendor_profiles')
    .set({
      status: decision.status,
      rejection_reason: decision.rejectionReason,
      reviewed_at: decision.at,
      reviewed_by: decision.reviewedBy,
      updated_at: decision.at,
    })
    .where('user_id', '=', userId)
    .where('status', '<>', decision.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The vendor's review state, as the vendor's own pages need it. */
export async function findReviewState(db: Kysely<Database>, userId: string): Promise<Pick<VendorProfileRow, 'status' | 'rejection_reason'> | undefined> {
  return db.selectFrom('vendor_profiles').select(['status', 'rejection_reason']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * The vendor's business as the vendor edits it (the owner's name and phone are the account's:
 * the accounts module keeps them). False when the account has no vendor profile.
 */
export async function updateBusinessProfile(db: Kysely<Database>, userId: string, input: VendorProfileInput, now: string): Promise<boolean> {
  const result = await db
    .updateTable('vendor_profiles')
    .set({
      business_name: input.businessName,
      address: input.address,
      gst_number: input.gstNumber ?? null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
