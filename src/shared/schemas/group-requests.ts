import { z } from 'zod';
import { BUSINESS_GROUPS, CUSTOMER_GROUPS, GROUP_REQUEST_STATUSES } from '#shared/price-lists';
import { optionalGstinField } from './gst.ts';

/**
 * POST /api/store/account/business: a business asks to buy at its group's prices
 * (docs/product-rules.md 46): which group, its name and, if it has one, its GSTIN. It waits for
 * the owner's approval; asking again replaces a request not yet decided.
 */
export const StoreGroupRequestInput = z.object({
  group: z.enum(BUSINESS_GROUPS, 'businessGroup'),
  businessName: z.string('required').trim().min(1, 'required').max(200, 'tooLong200'),
  gstin: optionalGstinField,
});
export type StoreGroupRequestInput = z.infer<typeof StoreGroupRequestInput>;

export const GroupRequest = z.object({
  group: z.enum(BUSINESS_GROUPS),
  businessName: z.string(),
  gstin: z.string().nullable(),
  status: z.enum(GROUP_REQUEST_STATUSES),
  /** Why the owner refused it; null unless refused. */
  reason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type GroupRequest = z.infer<typeof GroupRequest>;

/** GET /api/store/account/business: the group the account buys at, and its latest request. */
export const StoreBusinessStatus = z.object({ group: z.enum(CUSTOMER_GROUPS), request: GroupRequest.nullable() });
export type StoreBusinessStatus = z.infer<typeof StoreBusinessStatus>;

/** GET /api/admin/group-requests: the requests waiting for the owner, oldest first. */
export const AdminGroupRequest = GroupRequest.extend({ userId: z.string(), name: z.string(), email: z.string().nullable(), mobile: z.string().nullable() });
export type AdminGroupRequest = z.infer<typeof AdminGroupRequest>;
export const AdminGroupRequestList = z.object({ items: z.array(AdminGroupRequest) });
export type AdminGroupRequestList = z.infer<typeof AdminGroupRequestList>;

/** POST /api/admin/group-requests/:id/decision: approve (the account joins the group) or refuse, with a reason. */
export const AdminGroupDecision = z
  .object({
    approve: z.boolean('trueOrFalse'),
    reason: z.string().trim().max(500, 'tooLong500').optional(),
    /** When the request the owner decides on was made, as the list showed it: one made since is not decided unseen. */
    requestedAt: z.string('required').min(1, 'required').max(40, 'required'),
  })
  .refine((v) => v.approve || (v.reason ?? '').length > 0, { path: ['reason'], message: 'required' });
export type AdminGroupDecision = z.infer<typeof AdminGroupDecision>;
