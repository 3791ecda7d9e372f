import type { IndianStateOrUt } from '#shared/india';

/** A place stock can be sent from: a stock location, or the principal place of business (id null). */
export interface StockPlace {
  id: string | null;
  state: IndianStateOrUt | null;
  pincode: string | null;
}

/** How many leading digits two pincodes share: India Post's zone (1), sub-zone (2), sorting district (3)... */
function sharedDigits(a: string | null, b: string): number {
  if (!a) return 0;
  let n = 0;
  while (n < 6 && a[n] === b[n]) n++;
  return n;
}

/**
 * The places in the order they are asked to serve a delivery (docs/product-rules.md 59): those in
 * the delivery's own state first (the supply is then inside the state: CGST and SGST), then the
 * nearest by India Post's pincode plan (the more leading digits shared, the nearer: the same
 * zone, sub-zone, sorting district), then the principal place of business, then as given. A
 * measure of postal nearness, not of road distance: the shop has no map, and the courier's rate
 * decides the route anyway.
 */
export function servingOrder<T extends StockPlace>(places: readonly T[], to: { state: IndianStateOrUt; pincode: string }): T[] {
  const rank = (p: T) => [p.state === to.state ? 0 : 1, -sharedDigits(p.pincode, to.pincode), p.id === null ? 0 : 1] as const;
  return places
    .map((place, i) => ({ place, i, r: rank(place) }))
    .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.r[2] - b.r[2] || a.i - b.i)
    .map((x) => x.place);
}
