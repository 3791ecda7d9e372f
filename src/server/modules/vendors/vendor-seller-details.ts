import { parseIndianPhone } from '#shared/phone';
import type { AccountReads } from '#server/modules/accounts';
import type { VendorSellers } from '#server/modules/catalog';
import type { VendorDirectory } from './vendor-directory.ts';

/**
 * A vendor as its products' pages name it (docs/product-rules.md 52): the business name, address
 * and GSTIN of its profile, and its customer-care number, the phone the vendor gives in Settings
 * (the account's: the owner is the account holder). What is blank is null, and left out.
 */
export class VendorSellerDetails implements VendorSellers {
  constructor(
    private readonly directory: VendorDirectory,
    private readonly accounts: AccountReads,
  ) {}

  async sellerOf(vendorId: string) {
    const [business, contact] = await Promise.all([this.directory.suppliersOf([vendorId]), this.accounts.contactOf([vendorId])]);
    const vendor = business.get(vendorId);
    if (!vendor) return undefined;
    const typed = contact.get(vendorId)?.phone?.trim();
    const phone = typed ? (parseIndianPhone(typed) ?? { dial: typed, display: typed }) : undefined;
    return {
      name: vendor.name,
      address: vendor.address.trim() || null,
      phone: phone ? { dial: phone.dial, display: phone.display } : null,
      gstin: vendor.gstin || null,
    };
  }
}
