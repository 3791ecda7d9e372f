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

/**
 * What a buyer of `group` pays a unit from each quantity on, as its pages show it: from 1 unit
 * first, then each quantity from which the price falls (the rows it is entitled to, priced by
 * unitPriceFor, so the page and the cart never differ).
 */
export function priceLadder(basePaise: number, rows: readonly PriceRow[], group: CustomerGroup): Array<{ minQuantity: number; pricePaise: number }> {
  const quantities = [...new Set([1, ...rows.filter((r) => r.group === 'retail' || r.group === group).map((r) => r.minQuantity)])].sort((a, b) => a - b);
  const ladder: Array<{ minQuantity: number; pricePaise: number }> = [];
  for (const minQuantity of quantities) {
    const pricePaise = unitPriceFor(basePaise, rows, group, minQuantity);
    if (ladder.length === 0 || pricePaise < ladder.at(-1)!.pricePaise) ladder.push({ minQuantity, pricePaise });
  }
  return ladder;
}
