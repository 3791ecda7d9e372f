import type { UnitOfWork } from '#server/db/unit-of-work';
import type { VendorStatus } from '#shared/schemas/auth';
import type { AdminRejectVendor, AdminVendor, AdminVendorList, AdminVendorListQuery } from '#shared/schemas/admin-vendors';
import type { UserRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { offsetOf } from '#server/db/paging';
import type { ShopVisibility } from '#server/modules/visibility';
import type { AccountContact, AccountReads } from '#server/modules/accounts';
import type { EventBus } from '#server/events/event-bus';
import type { ShopEvents } from '#server/events/shop-events';
import type { VendorLicencesService } from './vendor-licences.service.ts';
import { PUBLISH_NEEDS_APPROVAL } from './vendor-products.service.ts';
import * as repo from './vendors.repository.ts';

const VENDOR_NOT_FOUND = 'Vendor not found';
const ALREADY: Record<VendorStatus, string> = {
  pending: 'This vendor is already waiting for review.',
  approved: 'This vendor is already approved.',
  rejected: 'This vendor is already rejected.',
};

/** The owner is the account holder: one name and phone, on the account (the accounts module's). */
function toAdminVendor(row: repo.VendorReviewRow, owner: AccountContact | undefined): Omit<AdminVendor, 'licences'> {
  return {
    userId: row.user_id,
    email: owner?.email ?? '',
    businessName: row.business_name,
    ownerName: owner?.name ?? '',
    phone: owner?.phone ?? '',
    address: row.address,
    gstNumber: row.gst_number,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejection_reason : null,
    registeredAt: row.created_at,
    reviewedAt: row.reviewed_at,
  };
}

/** The admin's review of vendor accounts (docs/product-rules.md 9): pending until approved or rejected. */
export class VendorsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly visibility: ShopVisibility,
    /** Each decision is told (`vendor.reviewed`: the vendor's e-mail) in the decision's transaction (docs/decisions/0046). */
    private readonly events: EventBus<ShopEvents>,
    /** The review shows each vendor's dealer licences (docs/product-rules.md 28). */
    private readonly licences: VendorLicencesService,
    /** Which accounts are active vendors', and their owners' names and ways to reach them. */
    private readonly accounts: AccountReads,
  ) {}

  /**
   * Why a vendor may not publish or upload (its account is under review or refused), or undefined
   * when it may; read through `db`, the caller's executor (media's upload asks: docs/decisions/0042).
   */
  async publishRefusal(vendorId: string): Promise<string | undefined> {
    return (await repo.findReviewState(this.work.db, vendorId))?.status === 'approved' ? undefined : PUBLISH_NEEDS_APPROVAL;
  }

  /** How many vendors' accounts stand at `status` (the dashboard's vendors waiting for review). */
  countWithStatus(status: VendorStatus): Promise<number> {
    return repo.countVendorsWithStatus(this.work.db, this.activeVendors(), status);
  }

  async list(query: AdminVendorListQuery): Promise<AdminVendorList> {
    const { rows, total } = await repo.listVendors(this.work.db, this.activeVendors(), { status: query.status, limit: query.pageSize, offset: offsetOf(query) });
    const ids = rows.map((r) => r.user_id);
    const owners = await this.accounts.contactOf(ids);
    const licences = await this.licences.ofVendors(ids);
    return { items: rows.map((r) => ({ ...toAdminVendor(r, owners.get(r.user_id)), licences: licences.get(r.user_id) ?? [] })), total, page: query.page, pageSize: query.pageSize };
  }

  /** The active vendor accounts, as a subquery: the review leaves deactivated ones out. */
  private activeVendors(): repo.ActiveVendorIds {
    return this.accounts.activeIdsOfType('vendor');
  }

  /** Also re-admits a rejected (or suspended) vendor. */
  approve(admin: UserRow, userId: string): Promise<AdminVendor> {
    return this.decide(admin, userId, 'approved', null);
  }

  /** Rejecting an approved vendor suspends it; the vendor reads the reason on its dashboard. */
  reject(admin: UserRow, userId: string, input: AdminRejectVendor): Promise<AdminVendor> {
    return this.decide(admin, userId, 'rejected', input.reason);
  }

  /**
   * Records the decision and, in the same transaction, puts the vendor's published products into
   * the shop (approved) or takes them out (rejected or suspended), so the shop changes at once.
   */
  private async decide(admin: UserRow, userId: string, status: VendorStatus, rejectionReason: string | null): Promise<AdminVendor> {
    if (userId.length > 64) throw notFound(VENDOR_NOT_FOUND);
    const row = await this.visibility.change(userId, async (trx) => {
      const found = await repo.findVendor(trx, this.activeVendors(), userId);
      if (!found) throw notFound(VENDOR_NOT_FOUND);
      const at = new Date().toISOString();
      const changed = await repo.reviewVendor(trx, userId, { status, rejectionReason, reviewedBy: admin.id, at });
      if (!changed) throw new AppError(409, 'vendor_status_unchanged', ALREADY[status]);
      // The decision, in the audit log with the shop's change it makes (docs/product-rules.md 50).
      await this.work.recordChange({
        action: status === 'approved' ? 'vendor.approve' : 'vendor.reject',
        entity: 'vendor',
        entityId: userId,
        before: { status: found.status, rejection_reason: found.rejection_reason },
        after: { status, rejection_reason: rejectionReason },
      });
      await this.events.emit('vendor.reviewed', { vendorId: userId, approved: status === 'approved', reason: rejectionReason, at });
      const decided = await repo.findVendor(trx, this.activeVendors(), userId);
      return decided && toAdminVendor(decided, (await this.accounts.contactOf([userId])).get(userId));
    });
    if (!row) throw notFound(VENDOR_NOT_FOUND);
    return { ...row, licences: (await this.licences.ofVendors([userId])).get(userId) ?? [] };
  }
}
