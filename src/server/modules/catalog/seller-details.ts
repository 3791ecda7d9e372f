import type { StoreSeller } from '#shared/schemas/catalog';
import type { GstService } from '#server/modules/gst';
import type { SiteSettingsService } from '#server/modules/site';

/**
 * A vendor as a product page names its seller (docs/product-rules.md 52): the vendors module owns
 * the profiles and answers (filled in services.ts with its VendorSellerDetails). Vendors uses
 * catalog, so catalog names only this (docs/decisions/0042).
 */
export interface VendorSellers {
  /** Its business name, address, customer-care number and GSTIN; undefined for a vendor without a profile. */
  sellerOf(vendorId: string): Promise<Omit<StoreSeller, 'shop'> | undefined>;
}

/**
 * The seller block of a product page (Consumer Protection (E-Commerce) Rules, 2020, rules 5(3)(a)
 * and 6(5); docs/product-rules.md 52): a vendor's product names the vendor, the shop's own the
 * shop, from its business settings (legal name, address with its state, GSTIN; kept a minute by
 * the gst module) and the phone of its contact details (the site module's, kept the same way).
 * A change of either drops the pages kept rendered ('gst', 'site-settings'); a vendor's profile
 * saved drops them too ('page-data', the vendors module).
 */
export class SellerDetails {
  constructor(
    private readonly vendors: VendorSellers,
    private readonly gst: Pick<GstService, 'shopSupplier'>,
    private readonly site: Pick<SiteSettingsService, 'forStore'>,
  ) {}

  async of(vendorId: string | null): Promise<StoreSeller | undefined> {
    if (vendorId) {
      const vendor = await this.vendors.sellerOf(vendorId);
      return vendor && { shop: false, ...vendor };
    }
    const [business, contacts] = await Promise.all([this.gst.shopSupplier(), this.site.forStore()]);
    const address = business?.address?.trim() || null;
    const state = business?.state;
    return {
      shop: true,
      name: business?.legal_name || null,
      address: address && state && !address.toLowerCase().includes(state.toLowerCase()) ? `${address}, ${state}` : address,
      phone: contacts.phone,
      gstin: business?.gstin || null,
    };
  }
}
