import type { VendorProfileRow } from '#server/db/schema';
import type { UnitOfWork } from '#server/db/unit-of-work';
import * as repo from './vendor-directory.repository.ts';

/** A vendor as its tax documents name it: the supplier of its lines (docs/decisions/0012). */
export interface VendorSupplier {
  name: string;
  address: string;
  gstin: string | null;
}

/** What a vendor applying for an account gives of its business. */
export interface VendorBusiness {
  businessName: string;
  address: string;
  gstNumber: string | null;
}

/**
 * The vendors' business profiles as other modules read and open them
 * (docs/decisions/0046-unit-of-work-and-events.md): the vendors module owns vendor_profiles (the
 * business: name, address, GSTIN, review status); the account behind it is the accounts module's.
 * It answers in the caller's unit of work, by ids in batch, and depends on nothing else, so the
 * modules vendors itself uses (accounts, catalog, documents, gst, orders, mail) are given it in
 * services.ts without a cycle.
 */
export class VendorDirectory {
  constructor(private readonly work: UnitOfWork) {}

  /** The business names of these vendors ("Sold by": docs/product-rules.md 34), by vendor id; a vendor without a profile is left out. */
  async namesOf(vendorIds: string[]): Promise<Map<string, string>> {
    return new Map((await repo.findBusinessNames(this.work.db, vendorIds)).map((r) => [r.user_id, r.business_name]));
  }

  /** The vendors as their documents name them, by vendor id; a vendor without a profile is left out. */
  async suppliersOf(vendorIds: string[]): Promise<Map<string, VendorSupplier>> {
    const rows = await repo.findSuppliers(this.work.db, vendorIds);
    return new Map(rows.map((r) => [r.user_id, { name: r.business_name, address: r.address, gstin: r.gst_number }]));
  }

  /** A vendor's GSTIN, or null when it gave none (goods with GST need one: docs/decisions/0012). */
  gstinOf(vendorId: string): Promise<string | null> {
    return repo.findGstin(this.work.db, vendorId);
  }

  /** The vendor account's business profile; undefined when the account has none. */
  profileOf(userId: string): Promise<VendorProfileRow | undefined> {
    return repo.findVendorProfile(this.work.db, userId);
  }

  /** A vendor's sign-up: its business, waiting for the admin's review (docs/product-rules.md 9). */
  async apply(userId: string, business: VendorBusiness, at: string): Promise<void> {
    await repo.insertVendorProfile(this.work.db, {
      user_id: userId,
      business_name: business.businessName,
      address: business.address,
      gst_number: business.gstNumber,
      status: 'pending',
      reviewed_at: null,
      reviewed_by: null,
      created_at: at,
      updated_at: at,
    });
  }

  /**
   * An account an admin made a vendor's: approved by that admin from the start, its business named
   * after the account (the vendor fills in phone and address later). An account that already has
   * a profile keeps it.
   */
  async admit(userId: string, businessName: string, adminId: string, at: string): Promise<void> {
    if (await repo.findVendorProfile(this.work.db, userId)) return;
    await repo.insertVendorProfile(this.work.db, {
      user_id: userId,
      business_name: businessName,
      address: '',
      gst_number: null,
      status: 'approved',
      reviewed_at: at,
      reviewed_by: adminId,
      rejection_reason: null,
      created_at: at,
      updated_at: at,
    });
  }
}
