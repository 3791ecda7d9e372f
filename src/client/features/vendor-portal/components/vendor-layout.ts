/** The vendor dashboard's tabs, in order (specification: Overview, Products, Orders, Settings). */
export const VENDOR_TABS = ['overview', 'products', 'orders', 'settings'] as const;
export type VendorTab = (typeof VENDOR_TABS)[number];

/** A white card around a dashboard block. */
export const vendorCard = 'rounded-2xl border border-stone-200 bg-white p-6 shadow-sm';
