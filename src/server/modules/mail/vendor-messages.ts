import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { vendorReviewed } from './messages/vendor-reviewed.ts';
import type { MailOutbox } from './outbox.ts';

/**
 * The admin's decision on a vendor account, to the vendor (docs/product-rules.md 30), in the decision's own
 * transaction. A vendor can be approved, suspended and approved again: each decision is its own
 * event, named by its time (`reviewed_at`), so each one is told once.
 */
export async function queueVendorReviewed(
  outbox: MailOutbox,
  trx: Kysely<Database>,
  vendorId: string,
  decision: { approved: boolean; reason: string | null; at: string },
): Promise<void> {
  const vendor = await trx
    .selectFrom('vendor_profiles as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['u.email', 'u.name', 'u.language', 'v.business_name'])
    .where('v.user_id', '=', vendorId)
    .executeTakeFirst();
  if (!vendor) return;
  const kind = decision.approved ? 'vendor-approved' : 'vendor-rejected';
  await outbox.enqueue({
    eventKey: `${kind}:${vendorId}:${decision.at}`,
    kind,
    to: vendor.email,
    language: vendor.language,
    template: vendorReviewed,
    params: { name: vendor.name, businessName: vendor.business_name, approved: decision.approved, reason: decision.reason },
  });
}
