/** Query keys of Admin -> Coupons. */
export const couponsKey = ['admin', 'coupons'] as const;
/** The product search of a coupon's targets, and one chosen product's name. */
export const couponProductsKey = (q: string) => ['admin', 'coupons', 'products', q] as const;
export const couponProductKey = (id: string) => ['admin', 'coupons', 'product', id] as const;
