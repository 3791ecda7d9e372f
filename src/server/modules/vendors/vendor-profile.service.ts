import type { UnitOfWork } from '#server/db/unit-of-work';
import type { Profile } from '#shared/schemas/auth';
import type { VendorProfileInput } from '#shared/schemas/vendor-profile';
import { validationMessage } from '#shared/validation-messages';
import { AppError, notFound } from '#server/errors';
import type { AuthService } from '#server/modules/accounts';
import type { GstService } from '#server/modules/gst';
import type { VendorListings } from '#server/modules/catalog';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { updateBusinessProfile } from './vendors.repository.ts';

/** The vendor's Settings: its business profile. The storefront reads it live ("Sold by", the product page's seller block). */
export class VendorProfileService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly auth: AuthService,
    private readonly gst: GstService,
    /** The vendor's listings (the catalog's products). */
    private readonly listings: VendorListings,
    /** Tells every server the storefront's pages kept rendered are stale: they name the seller (docs/product-rules.md 52). */
    private readonly bus: CacheBus,
  ) {}

  get(vendorId: string): Promise<Profile> {
    return this.auth.profile(vendorId);
  }

  /**
   * Saves the business profile. A vendor with listings that carry GST must keep a GSTIN: only a
   * registered supplier may charge the tax its invoices show (an unregistered one lists nil-rated
   * goods only, docs/decisions/0012).
   */
  async update(vendorId: string, input: VendorProfileInput): Promise<Profile> {
    const updated = await this.work.transaction(async (trx) => {
      if (!input.gstNumber) {
        const rates = await this.gst.ratesToday(trx);
        if ((await this.listings.hsnCodes(vendorId)).some((l) => (rates.of(l.hsnCode, l.classId) ?? 0) > 0)) {
          const message = validationMessage('gstinNeededForTaxable');
          throw new AppError(400, 'validation_failed', `Invalid request: gstNumber: ${message}`, { gstNumber: message });
        }
      }
      if (!(await updateBusinessProfile(trx, vendorId, input, new Date().toISOString()))) return false;
      // The owner is the account holder: its name and phone are the account's.
      await this.auth.setNameAndPhone(vendorId, { name: input.ownerName, phone: input.phone });
      return true;
    });
    if (!updated) throw notFound('Vendor profile not found');
    // Its products' pages show its name, address, phone and GSTIN (docs/product-rules.md 52): every server drops the pages it keeps.
    await this.bus.changed('page-data');
    return this.auth.profile(vendorId);
  }
}
