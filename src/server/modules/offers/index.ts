// offers: what takes money off an order (docs/product-rules.md 43, docs/decisions/0059): coupons
// today. The front door of the module (docs/decisions/0042).
export { CouponsService, type CouponApplied, type CouponBuyerContext, type CouponOrderLine, type CouponProducts } from './coupons.service.ts';
export { adminCouponRoutes } from './coupons.routes.ts';
