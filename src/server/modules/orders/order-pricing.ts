import type { IndianStateOrUt } from '#shared/india';
import { taxOfLine } from '#shared/gst';
import { AppError } from '#server/errors';
import type { DocumentsService, ShopRegistration } from '#server/modules/documents';
import type { GstService, TaxableLine } from '#server/modules/gst';
import type { CouponApplied, CouponOrderLine, GiftLine, OffersOutcome } from '#server/modules/offers';

/** Products ordered that are not (or no longer) on sale. */
export const notInShop = (ids: string[]) =>
  new AppError(400, 'unknown_product', `These products are not in the shop: ${ids.join(', ')}`, {
    items: 'One or more products in your cart are no longer sold. Please remove them and try again.',
  });

/**
 * Who supplies the lines and their tax delivered to `placeOfSupply`: one computation for placing
 * an order and for checkout's summary, so the two never disagree (docs/product-rules.md 12).
 */
export async function orderTax(documents: DocumentsService, gst: GstService, lines: TaxableLine[], placeOfSupply: IndianStateOrUt, registrations: readonly ShopRegistration[] = []) {
  const used = registrations.filter((r) => lines.some((l) => l.taxPlace === r.id));
  const suppliers = await documents.suppliers(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])), placeOfSupply, used);
  const taxed = await gst.taxLines(lines, placeOfSupply, new Map([...suppliers].map(([key, s]) => [key, s.state])));
  return { suppliers, taxed };
}

/** A line at the catalogue's price now: what it is and its value before any discount. */
export interface GrossLine extends CouponOrderLine {
  hsnCode: string;
  gstClassId: string | null;
  /** The shop's registration in another state it is supplied from (docs/product-rules.md 59). */
  taxPlace?: string | null;
}

/**
 * The order's lines priced (docs/product-rules.md 43, 47, 48): each line's discount (its share of
 * a kit's discount, of the offers and of the coupon: kit-lines.ts sells them so) is taken off its
 * value before the tax (section 15(3) of the CGST Act: a discount known at the sale and shown on
 * the invoice lowers the taxable value); then each is taxed per HSN code and supplier.
 */
export async function priceLines(documents: DocumentsService, gst: GstService, lines: GrossLine[], placeOfSupply: IndianStateOrUt, discounts: readonly number[], registrations: readonly ShopRegistration[] = []) {
  const { suppliers, taxed } = await orderTax(
    documents,
    gst,
    lines.map((l, i) => ({ taxablePaise: l.valuePaise - discounts[i]!, hsnCode: l.hsnCode, gstClassId: l.gstClassId, supplierId: l.supplierId, taxPlace: l.taxPlace ?? null })),
    placeOfSupply,
    registrations,
  );
  const subtotal = lines.reduce((s, l) => s + l.valuePaise, 0);
  const discount = discounts.reduce((s, d) => s + d, 0);
  const gstPaise = taxed.reduce((s, t) => s + taxOfLine(t), 0);
  return { suppliers, taxed, discounts, subtotal, discount, gst: gstPaise, total: subtotal - discount + gstPaise };
}

/**
 * The lines with a free item's gift lines after them, and each line's offer share (docs/decisions/0063):
 * what the offers weighed answer, for pricing; and the lines as a coupon sees them, worth their
 * value less their offer share (a coupon applies after the offers).
 */
export function withOffers(lines: GrossLine[], outcome: OffersOutcome, giftLine: (gift: GiftLine) => GrossLine) {
  const gifts = outcome.applied.flatMap((a) => (a.gift ? [a.gift] : []));
  const all = [...lines, ...gifts.map(giftLine)];
  const shares = [...outcome.shares, ...gifts.map((g) => g.sharePaise)];
  return { lines: all, shares, forCoupon: all.map((l, i) => ({ ...l, valuePaise: l.valuePaise - shares[i]! })), gifts };
}
