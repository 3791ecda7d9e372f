import type { UnitOfWork } from '#server/db/unit-of-work';
import type { CategorySlug } from '#shared/catalog';
import { LICENCE_FOR_CATEGORY, type LicenceKind } from '#shared/seeds';
import type { VendorLicence, VendorLicenceInput, VendorLicences } from '#shared/schemas/seed-lots';
import { AppError, notFound } from '#server/errors';
import type { ShopVisibility } from '#server/modules/visibility';
import type { VendorListings } from '#server/modules/catalog';
import * as repo from './vendor-licences.repository.ts';

/** How a licence is named in the shop's English messages. */
export const LICENCE_NAMES: Record<LicenceKind, string> = {
  seed: 'seed dealer licence',
  insecticide: 'insecticide licence',
  fertilizer: 'fertiliser authorisation',
};

export function toVendorLicence(row: repo.VendorLicenceRow, today: string): VendorLicence {
  return { kind: row.kind, number: row.number, issuingState: row.issuing_state, validUntil: row.valid_until, expired: row.valid_until < today, updatedAt: row.updated_at };
}

/**
 * A vendor's dealer licences (docs/product-rules.md 28): the Seeds (Control) Order 1983
 * asks a seed dealer's licence, the Insecticides Rules 1971 (rule 10E, 2022) ask a platform to
 * verify a pesticide seller's licence, the Fertiliser (Control) Order 1985 a dealer's
 * authorisation. A listing in such a category is in the shop only while its vendor's licence of
 * that kind is valid (ShopVisibility derives it); publishing one needs the licence.
 */
export class VendorLicencesService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly visibility: ShopVisibility,
    /** The vendor's listings (the catalog's products). */
    private readonly listings: VendorListings,
  ) {}

  /** The vendor's licences, those its listings need, and its published listings out of the shop for want of one. */
  async overview(vendorId: string): Promise<VendorLicences> {
    const today = this.visibility.today();
    const [licences, listings] = await Promise.all([repo.findLicences(this.work.db, [vendorId]), this.listings.licensed(vendorId)]);
    const valid = new Set(licences.filter((l) => l.valid_until >= today).map((l) => l.kind));
    const needed = [...new Set(listings.map((l) => LICENCE_FOR_CATEGORY[l.category]!))];
    const hiddenListings = listings
      .filter((l) => l.listing_status === 'published' && l.moderation_hidden === 0 && !valid.has(LICENCE_FOR_CATEGORY[l.category]!))
      .map((l) => ({ id: l.id, name: l.name, licence: LICENCE_FOR_CATEGORY[l.category]! }));
    return { items: licences.map((l) => toVendorLicence(l, today)), needed, hiddenListings };
  }

  /**
   * Saves (or renews) a licence. Through ShopVisibility: a renewed licence brings the vendor's
   * published listings of that kind back at once, an expired one takes them out.
   */
  async save(vendorId: string, kind: LicenceKind, input: VendorLicenceInput): Promise<VendorLicences> {
    await this.visibility.change(vendorId, (trx) =>
      repo.saveLicence(trx, { vendor_id: vendorId, kind, number: input.number, issuing_state: input.issuingState, valid_until: input.validUntil, updated_at: new Date().toISOString() }),
    );
    return this.overview(vendorId);
  }

  async remove(vendorId: string, kind: LicenceKind): Promise<VendorLicences> {
    // Refused inside the change, so it rolls back: on PostgreSQL the listings' refresh bumps the
    // catalogue's version even when no row changes (a statement trigger), and a 404 writes nothing.
    await this.visibility.change(vendorId, async (trx) => {
      if (!(await repo.deleteLicence(trx, vendorId, kind))) throw notFound('Licence not found');
    });
    return this.overview(vendorId);
  }

  /**
   * Publishing a listing in a licensed category needs the vendor's licence of that kind, valid
   * today: a 409 naming it (licence_required), in the publishing transaction.
   */
  async assertLicensed(vendorId: string, category: CategorySlug): Promise<void> {
    const kind = LICENCE_FOR_CATEGORY[category];
    if (!kind) return;
    const licence = (await repo.findLicences(this.work.db, [vendorId])).find((l) => l.kind === kind);
    if (licence && licence.valid_until >= this.visibility.today()) return;
    const name = LICENCE_NAMES[kind];
    const message = licence
      ? `Your ${name} expired on ${licence.valid_until}. Please enter the renewed licence in Settings before publishing.`
      : `Publishing this listing needs your ${name}. Please enter it in Settings first.`;
    throw new AppError(409, 'licence_required', message, undefined, { licence: kind });
  }

  /** The licences of these vendors (the admin's review), by vendor. */
  async ofVendors(vendorIds: string[]): Promise<Map<string, VendorLicence[]>> {
    const today = this.visibility.today();
    const rows = await repo.findLicences(this.work.db, vendorIds);
    const byVendor = new Map<string, VendorLicence[]>();
    for (const r of rows) byVendor.set(r.vendor_id, [...(byVendor.get(r.vendor_id) ?? []), toVendorLicence(r, today)]);
    return byVendor;
  }
}
