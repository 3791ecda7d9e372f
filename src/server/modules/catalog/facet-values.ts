import { CATEGORY_SLUGS } from '#shared/catalog';
import { PRICE_BAND_SLUGS, SHOP_SELLER, STOCK_VALUES, parsePackKey } from '#shared/catalog-facets';
import { PACK_UNITS } from '#shared/pack';
import type { FacetValueCount, StoreProductList } from '#shared/schemas/catalog';
import type { CountedFacets } from './facet-counts.ts';
import type { FacetSelection } from './facets.ts';
import type { Sellers } from './sellers.ts';

/**
 * Sellers and pack sizes a filter lists at most (the most products first, then the chosen ones):
 * a phone's panel stays short with hundreds of vendors or pack sizes.
 */
const MAX_LISTED = 12;

type Counts = Map<string, number>;

/** The values with products, and the chosen ones (count 0 when none match), in `order`. */
function listed(counts: Counts, chosen: string[] = [], order?: readonly string[]): FacetValueCount[] {
  const values = new Set([...(order ?? [...counts.keys()]).filter((v) => (counts.get(v) ?? 0) > 0), ...chosen]);
  const all = [...values].map((value) => ({ value, count: counts.get(value) ?? 0 }));
  return order ? all.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value)) : all;
}

/** The MAX_LISTED values with the most products, and every chosen one. */
function mostCommon(values: FacetValueCount[], chosen: string[] = []): FacetValueCount[] {
  const top = new Set([...values].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, MAX_LISTED).map((v) => v.value));
  return values.filter((v) => top.has(v.value) || chosen.includes(v.value));
}

/** Packs by unit (the shop's order of units: g, kg, ml, l, piece, packet), then size. */
function packOrder(a: FacetValueCount, b: FacetValueCount): number {
  const pa = parsePackKey(a.value)!;
  const pb = parsePackKey(b.value)!;
  return PACK_UNITS.indexOf(pa.unit) - PACK_UNITS.indexOf(pb.unit) || pa.size - pb.size;
}

/**
 * The filters as the list answers them: each one's values with their counts, the shop's own
 * products first among sellers, each vendor named by its business name. A chosen vendor the
 * directory does not know (a mistyped or closed account's id) is left out of the list; it still
 * filters, and "Clear all" removes it.
 */
export async function facetValuesOf(counted: CountedFacets, selection: FacetSelection, sellers: Sellers): Promise<StoreProductList['facets']> {
  const { counts } = counted;
  const sellerValues = mostCommon(listed(counts.seller, selection.seller), selection.seller);
  const names = await sellers.namesOf(sellerValues.flatMap((v) => (v.value === SHOP_SELLER ? [] : [v.value])));
  return {
    category: listed(counts.category, selection.category, CATEGORY_SLUGS),
    seller: sellerValues
      .flatMap((v) => (v.value === SHOP_SELLER ? [v] : names.has(v.value) ? [{ ...v, label: names.get(v.value)! }] : []))
      .sort((a, b) => Number(b.value === SHOP_SELLER) - Number(a.value === SHOP_SELLER) || b.count - a.count),
    stock: listed(counts.stock, selection.stock, STOCK_VALUES),
    price: listed(counts.price, selection.price, PRICE_BAND_SLUGS),
    pack: mostCommon(listed(counts.pack, selection.pack), selection.pack).sort(packOrder),
  };
}
