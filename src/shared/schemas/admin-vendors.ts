import { z } from 'zod';
import { adminPageOf, adminPaging } from './admin-common.ts';
import { Profile, VENDOR_STATUSES } from './auth.ts';
import { VendorLicence } from './seed-lots.ts';

export const MAX_REJECTION_REASON_LENGTH = 500;

/** GET /api/admin/vendors: an optional status filter (blank means all) and the usual paging. */
export const AdminVendorListQuery = z.object({
  ...adminPaging,
  status: z
    .union([z.literal(''), z.enum(VENDOR_STATUSES)], 'vendorStatus')
    .optional()
    .transform((v) => v || undefined),
});
export type AdminVendorListQuery = z.infer<typeof AdminVendorListQuery>;

/**
 * A vendor account with its business profile and review state: the profile the vendor itself
 * sees (status and rejection reason included), plus what the review needs.
 */
export const AdminVendor = Profile.shape.vendor.unwrap().extend({
  userId: z.string(),
  email: z.string(),
  registeredAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Its seed, insecticide and fertiliser licences, for the review (docs/product-rules.md 28). */
  licences: z.array(VendorLicence),
});
export type AdminVendor = z.infer<typeof AdminVendor>;

export const AdminVendorList = adminPageOf(AdminVendor);
export type AdminVendorList = z.infer<typeof AdminVendorList>;

/** POST /api/admin/vendors/:userId/reject: the reason the vendor will read. */
export const AdminRejectVendor = z.object({
  reason: z.string('required').trim().min(1, 'required').max(MAX_REJECTION_REASON_LENGTH, 'tooLong500'),
});
export type AdminRejectVendor = z.infer<typeof AdminRejectVendor>;
