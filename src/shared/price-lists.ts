/**
 * Quantity prices and price lists (docs/product-rules.md 46): a product of the shop's own may have
 * prices for buyers of a customer group from a quantity on ("retail from 10 units, ₹X each";
 * "FPOs from 1 unit, ₹Y each"). Retail rows are everyone's; a group's rows are only its buyers'.
 * A buyer pays the lowest unit price among the product's own and every row it is entitled to at
 * the quantity it buys: a dealer's list never costs him more than the shop's counter. Pure, shared
 * by the server (which decides) and the pages (which show the same).
 */
export const CUSTOMER_GROUPS = ['retail', 'dealer', 'fpo', 'institution'] as const;
export type CustomerGroup = (typeof CUSTOMER_GROUPS)[number];
/** The groups a business asks to join at sign-up, waiting for the owner's approval. */
export const BUSINESS_GROUPS = ['dealer', 'fpo', 'institution'] as const satisfies readonly CustomerGroup[];
export type BusinessGroup = (typeof BUSINESS_GROUPS)[number];

/** A business's request to join its group: waiting for the owner, or decided. */
export const GROUP_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type GroupRequestStatus = (typeof GROUP_REQUEST_STATUSES)[number];

/** At most this many price rows a product. */
export const MAX_PRICE_ROWS = 12;

export interface PriceRow {
  group: CustomerGroup;
  /** The quantity (units of the product as sold) from which the price holds, 1 or more. */
  minQuantity: number;
  pricePaise: number;
}

/** The unit price a buyer of `group` pays for `quantity` units. */
export function unitPriceFor(basePaise: number, rows: readonly PriceRow[], group: CustomerGroup, quantity: number): number {
  let price = basePaise;
  for (const row of rows) {
    if ((row.group === 'retail' || row.group === group) && row.minQuantity <= quantity && row.pricePaise < price) price = row.pricePaise;
  }
  return price;
}
