import { paiseToInr } from './agr10-items.ts';

/** A line of a quote: the item, its count, its unit price with GST as listed, and what the shop charges for the line (offers and rounding applied). */
export interface QuotedLine {
  itemId: string;
  name: string;
  quantity: number;
  unitWithGstPaise: number;
  chargedPaise: number;
}

export const inr = (paise: number) => ({ currency: 'INR', value: paiseToInr(paise) });
/** A price that may be below zero (a discount, a quote_trail's credit): "-12.50". */
export const signed = (paise: number) => ({ currency: 'INR', value: paise < 0 ? `-${paiseToInr(-paise)}` : paiseToInr(paise) });

/**
 * A quote's breakup as ONDC's AGR10 examples write it: per item its listed price with GST times
 * the count, its tax (included: 0.00) and its discount (the offers' share, and the paise the
 * shop's per-line GST rounding makes differ); delivery free. It adds up to what the lines are charged.
 */
export function quoteBreakup(lines: readonly QuotedLine[], fulfillmentId: string) {
  const breakup = lines.flatMap((l) => {
    const listed = l.unitWithGstPaise * l.quantity;
    return [
      { '@ondc/org/item_id': l.itemId, '@ondc/org/item_quantity': { count: l.quantity }, '@ondc/org/title_type': 'item', title: l.name, price: inr(listed), item: { price: inr(l.unitWithGstPaise) } },
      { '@ondc/org/item_id': l.itemId, '@ondc/org/title_type': 'tax', title: 'Tax (included in the price)', price: inr(0) },
      { '@ondc/org/item_id': l.itemId, '@ondc/org/title_type': 'discount', title: 'Discount', price: signed(l.chargedPaise - listed) },
    ];
  });
  breakup.push({ '@ondc/org/item_id': fulfillmentId, '@ondc/org/title_type': 'delivery', title: 'Delivery charges', price: inr(0) } as (typeof breakup)[number]);
  return breakup;
}
