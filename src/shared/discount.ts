/**
 * A discount over several lines (docs/product-rules.md 43): each line's share in proportion to
 * its value, in whole paise, adding up exactly to the discount. Each line first takes the paise
 * its exact share holds whole; the paise left go one each to the lines with the largest
 * remainders (the earlier line first on a tie). No line takes more than its own value.
 */
export function spreadDiscount(discountPaise: number, values: number[]): number[] {
  const total = values.reduce((s, v) => s + v, 0);
  if (discountPaise <= 0 || total <= 0) return values.map(() => 0);
  const discount = Math.min(discountPaise, total);
  // BigInt: value × discount can pass 2^53 on a large order.
  const exact = values.map((v) => (BigInt(v) * BigInt(discount) * 1_000_000n) / BigInt(total));
  const shares = exact.map((e) => Number(e / 1_000_000n));
  let left = discount - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e % 1_000_000n })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < values[i]!) {
      shares[i] = shares[i]! + 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * What a coupon takes off `basePaise` (the value of the lines it applies to): a percentage
 * (basis points, rounded half up to the paisa) or a sum, at most `maxPaise` and never more than
 * the lines are worth.
 */
export function couponDiscount(coupon: { percentBp: number | null; flatPaise: number | null; maxDiscountPaise: number | null }, basePaise: number): number {
  const raw = coupon.percentBp !== null ? Math.floor((basePaise * coupon.percentBp + 5_000) / 10_000) : (coupon.flatPaise ?? 0);
  return Math.max(0, Math.min(raw, coupon.maxDiscountPaise ?? Infinity, basePaise));
}
