// gst: the tax table and today's rates, place of supply, the pincode directory and the
// business settings (docs/decisions/0012). The front door of the module (docs/decisions/0042).
export { GstService, supplierKeyOf, type TaxableLine } from './gst.service.ts';
export type { TaxRates } from './tax-rates.ts';
export { districtsOf, type PincodePlace } from './pincode-directory.ts';
export { adminGstRoutes, gstRoutes } from './gst.routes.ts';
