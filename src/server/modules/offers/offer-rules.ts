import { couponDiscount, spreadDiscount } from '#shared/discount';
import type { OfferRow } from '#server/db/schema';

/** A line as an offer sees it: what it is, who supplies it, how many at what price. */
export interface OfferLine {
  productId: string;
  category: string;
  /** The crops of the product's approved uses (asked only while an offer by crop runs). */
  crops: readonly string[];
  /** A vendor's id; null for the shop's own goods. */
  supplierId: string | null;
  quantity: number;
  /** The unit price the buyer pays (the catalogue's, or its quantity's and group's). */
  unitPaise: number;
  valuePaise: number;
}

/** A free item's gift as the shop can give it now: its unit price for the buyer and the units there are. */
export interface GiftStock {
  unitPaise: number;
  units: number;
}

/** The gift line a free item adds to the order: its value, and its share of the offer's discount. */
export interface GiftLine {
  productId: string;
  quantity: number;
  unitPaise: number;
  valuePaise: number;
  sharePaise: number;
}

export interface OfferApplied {
  offerId: string;
  kind: OfferRow['kind'];
  name: string;
  discountPaise: number;
  /** One share a line (0 where it does not apply); a free item's gift line has its own share. */
  shares: number[];
  gift: GiftLine | null;
}

export interface OfferNearMiss {
  offerId: string;
  kind: OfferRow['kind'];
  name: string;
  percentBp: number | null;
  missingPaise: number | null;
  missingUnits: number | null;
  productId: string | null;
  freeUnits: number | null;
  giftProductId: string | null;
}

export interface OffersOutcome {
  applied: OfferApplied[];
  close: OfferNearMiss[];
  /** Each line's offer share (at most one offer's), in the lines' order. */
  shares: number[];
}

const targetsOf = (offer: OfferRow): string[] => JSON.parse(offer.targets) as string[];

/** Whether an offer runs on `today` (India's day): switched on, from its first day to its last. */
export const runsOn = (offer: OfferRow, today: string) => offer.active === 1 && offer.valid_from <= today && today <= offer.valid_to;

/** The shop's own goods only (docs/product-rules.md 47): a vendor's are sold at the vendor's own price. */
const own = (line: OfferLine) => line.supplierId === null;

function takesLine(offer: OfferRow, line: OfferLine): boolean {
  if (!own(line)) return false;
  const targets = targetsOf(offer);
  if (offer.scope === 'categories') return targets.includes(line.category);
  return line.crops.some((c) => targets.includes(c));
}

type Candidate = { discount: number; shares: number[]; gift: GiftLine | null; taken: number[] };
type Context = { lines: OfferLine[]; free: Set<number>; gifts: ReadonlyMap<string, GiftStock>; giftsGiven: Set<string> };

/** The line of `productId` an offer may still take: the shop's own and not taken by another offer. */
function freeLineOf(ctx: Context, productId: string | null): number {
  return ctx.lines.findIndex((l, i) => l.productId === productId && own(l) && ctx.free.has(i));
}

/** A free item's gift, when the shop can give it: not a line bought, not another offer's gift, in stock. */
function giftOf(ctx: Context, offer: OfferRow): GiftStock | null {
  const q = offer.gift_product_id!;
  if (ctx.lines.some((l) => l.productId === q) || ctx.giftsGiven.has(q)) return null;
  const gift = ctx.gifts.get(q);
  return gift && gift.units >= offer.get_quantity! ? gift : null;
}

/** What the offer gives on the lines still free, or null with nothing (or not enough) to take. */
function candidate(offer: OfferRow, ctx: Context): Candidate | null {
  const zero = ctx.lines.map(() => 0);
  if (offer.kind === 'percent') {
    const values = ctx.lines.map((l, i) => (ctx.free.has(i) && takesLine(offer, l) ? l.valuePaise : 0));
    const base = values.reduce((s, v) => s + v, 0);
    if (base === 0 || base < Number(offer.min_value_paise)) return null;
    const discount = couponDiscount({ percentBp: offer.percent_bp, flatPaise: null, maxDiscountPaise: offer.max_discount_paise === null ? null : Number(offer.max_discount_paise) }, base);
    return { discount, shares: spreadDiscount(discount, values), gift: null, taken: values.flatMap((v, i) => (v > 0 ? [i] : [])) };
  }
  const at = freeLineOf(ctx, offer.product_id);
  if (at < 0) return null;
  const line = ctx.lines[at]!;
  const x = offer.buy_quantity!;
  const y = offer.get_quantity!;
  if (offer.kind === 'buy_get') {
    // Buy 2 get 1: of 3 units 1 is free, of 6 units 2; the free units at the price the buyer pays.
    const freeUnits = Math.floor(line.quantity / (x + y)) * y;
    if (freeUnits === 0) return null;
    const discount = Math.min(freeUnits * line.unitPaise, line.valuePaise);
    zero[at] = discount;
    return { discount, shares: zero, gift: null, taken: [at] };
  }
  const gift = giftOf(ctx, offer);
  if (!gift || line.quantity < x) return null;
  // The gift's value spread over the bought line and the gift line by their value: both keep a
  // taxable value, and the two together cost what the bought line did (CBIC Circular 92/11/2019-GST).
  const giftValue = gift.unitPaise * y;
  const [onLine, onGift] = spreadDiscount(giftValue, [line.valuePaise, giftValue]) as [number, number];
  zero[at] = onLine;
  return { discount: giftValue, shares: zero, gift: { productId: offer.gift_product_id!, quantity: y, unitPaise: gift.unitPaise, valuePaise: giftValue, sharePaise: onGift }, taken: [at] };
}

/** The best near miss of an offer not applied, on the lines no offer took. */
function nearMiss(offer: OfferRow, ctx: Context): OfferNearMiss | null {
  const hint = { offerId: offer.id, kind: offer.kind, name: offer.name, percentBp: offer.percent_bp, missingPaise: null, missingUnits: null, productId: null, freeUnits: null, giftProductId: null };
  if (offer.kind === 'percent') {
    const base = ctx.lines.reduce((s, l, i) => s + (ctx.free.has(i) && takesLine(offer, l) ? l.valuePaise : 0), 0);
    const minimum = Number(offer.min_value_paise);
    return base > 0 && base < minimum ? { ...hint, missingPaise: minimum - base } : null;
  }
  const at = freeLineOf(ctx, offer.product_id);
  if (at < 0) return null;
  const quantity = ctx.lines[at]!.quantity;
  const x = offer.buy_quantity!;
  const y = offer.get_quantity!;
  if (offer.kind === 'buy_get') return quantity < x + y ? { ...hint, productId: offer.product_id, missingUnits: x + y - quantity, freeUnits: y } : null;
  if (!giftOf(ctx, offer) || quantity >= x) return null;
  return { ...hint, productId: offer.product_id, missingUnits: x - quantity, freeUnits: y, giftProductId: offer.gift_product_id };
}

/**
 * The offers running `today` on these lines (docs/product-rules.md 47, docs/decisions/0063): only
 * the shop's own goods; a line takes at most one offer. Of the offers that can apply, the one
 * giving the buyer the most applies first (on a tie, the lower offer id), its lines are taken, and
 * the others are weighed again on the lines left, until none applies. Then each offer not applied
 * says how near the lines left are to it. `gifts`: each free item's gift product as the shop can
 * give it (its unit price for the buyer and its units on hand); a gift not there gives nothing.
 */
export function applyOffers(lines: OfferLine[], offers: readonly OfferRow[], today: string, gifts: ReadonlyMap<string, GiftStock>): OffersOutcome {
  const ctx: Context = { lines, free: new Set(lines.map((_, i) => i)), gifts, giftsGiven: new Set() };
  let waiting = offers.filter((o) => runsOn(o, today)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const applied: OfferApplied[] = [];
  for (;;) {
    let best: { offer: OfferRow; c: Candidate } | null = null;
    for (const offer of waiting) {
      const c = candidate(offer, ctx);
      if (c && c.discount > 0 && (!best || c.discount > best.c.discount)) best = { offer, c };
    }
    if (!best) break;
    const { offer, c } = best;
    applied.push({ offerId: offer.id, kind: offer.kind, name: offer.name, discountPaise: c.discount, shares: c.shares, gift: c.gift });
    for (const i of c.taken) ctx.free.delete(i);
    if (c.gift) ctx.giftsGiven.add(c.gift.productId);
    waiting = waiting.filter((o) => o !== offer);
  }
  const close = waiting.flatMap((o) => nearMiss(o, ctx) ?? []);
  const shares = lines.map((_, i) => applied.reduce((s, a) => s + a.shares[i]!, 0));
  return { applied, close, shares };
}
