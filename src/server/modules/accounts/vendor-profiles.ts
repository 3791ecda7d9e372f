import type { VendorProfileRow } from '#server/db/schema';

/**
 * A vendor account's business profile (name, address, GSTIN, review status): the vendors module
 * owns it and answers (filled in services.ts with its VendorDirectory). Vendors uses accounts, so
 * accounts says here what it needs instead of importing it (docs/decisions/0042).
 */
export interface VendorProfiles {
  profileOf(userId: string): Promise<Pick<VendorProfileRow, 'business_name' | 'address' | 'gst_number' | 'status' | 'rejection_reason'> | undefined>;
  /** A vendor's sign-up: its business, pending the admin's review. */
  apply(userId: string, business: { businessName: string; address: string; gstNumber: string | null }, at: string): Promise<void>;
  /** An account an admin made a vendor's: approved by that admin, unless it has a profile already. */
  admit(userId: string, businessName: string, adminId: string, at: string): Promise<void>;
}
