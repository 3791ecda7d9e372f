// offers: what takes money off an order (docs/product-rules.md 43 and 46, docs/decisions/0059):
// coupons, automatic offers (rule 47, decision 0063), and quantity prices and price lists. The front door of the module (docs/decisions/0042).
export { CouponsService, type CouponApplied, type CouponBuyerContext, type CouponOrderLine, type CouponProducts } from './coupons.service.ts';
export { adminCouponRoutes } from './coupons.routes.ts';
export { PriceListsService, type PricedLine, type PricedProducts } from './price-lists.service.ts';
export { adminPriceListRoutes, storePriceListRoutes } from './price-lists.routes.ts';
export { OffersService, appliedOffers, type OfferProducts, type OfferOrderLine, type GiftStock, type GiftUnits, type OffersOutcome, type OfferApplied, type GiftLine } from './offers.service.ts';
export { adminOfferRoutes } from './offers.routes.ts';
