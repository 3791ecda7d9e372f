// vendors: the marketplace's vendors: sign-up review, profile, licences, listings, sales and
// payout account (docs/decisions/0008, 0030). The front door of the module (docs/decisions/0042).
export { VendorsService } from './vendors.service.ts';
export { VendorDirectory, type VendorSupplier, type VendorBusiness } from './vendor-directory.ts';
export { VendorSellerDetails } from './vendor-seller-details.ts';
export { VendorLicencesService } from './vendor-licences.service.ts';
export { VendorPayoutService } from './vendor-payout.service.ts';
export { VendorProductsService } from './vendor-products.service.ts';
export { VendorProfileService } from './vendor-profile.service.ts';
export { VendorSalesService } from './vendor-sales.service.ts';
export { vendorRoutes } from './vendor.routes.ts';
export { adminVendorsRoutes } from './admin-vendors.routes.ts';
export { adminVendorPayoutRoutes, vendorPayoutRoutes } from './vendor-payout.routes.ts';
