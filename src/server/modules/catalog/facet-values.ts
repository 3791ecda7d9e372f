import { CATEGORY_SLUGS } from '#shared/catalog';
import { PRICE_BAND_SLUGS, SHOP_SELLER, STOCK_VALUES, parsePackKey, problemValueOf } from '#shared/catalog-facets';
import { PACK_UNITS } from '#shared/pack';
import type { FacetValueCount, StoreProductList } from '#shared/schemas/catalog';
import type { CountedFacets } from './facet-counts.ts';
import type { FacetSelection } from './facets.ts';
import type { Sellers } from './sellers.ts';
import type { CropTerms } from './product-uses.ts';

/**
 * Sellers, brands, active ingredients, crops, problems and pack sizes a filter lists at most (the most products first, then the chosen ones):
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

const byCount = (a: FacetValueCount, b: FacetValueCount) => b.count - a.count || a.value.localeCompare(b.value);

/** The MAX_LISTED values with the most products, and every chosen one. */
function mostCommon(values: FacetValueCount[], chosen: string[] = []): FacetValueCount[] {
  const top = new Set([...values].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, MAX_LISTED).map((v) => v.value));
  return values.filter((v) => top.has(v.value) || chosen.includes(v.value));
}

/** In the order of `order` (the crops module's); values not in it last. */
const inOrder = (order: string[]) => (a: FacetValueCount, b: FacetValueCount) => {
  const at = (v: FacetValueCount) => (order.includes(v.value) ? order.indexOf(v.value) : order.length);
  return at(a) - at(b);
};

/**
 * The crops and problems of the products' approved uses, named in the reader's language (the
 * crops module's names): a problem as "Cotton: Jassid (leafhopper)", its crop first, since a
 * problem's name alone may be another crop's too. The crop guide's order.
 */
function cropValuesOf(counts: CountedFacets['counts'], selection: FacetSelection, crops: CropTerms[]) {
  const cropNames = new Map(crops.map((c) => [c.slug, c.name]));
  const problemNames = new Map(crops.flatMap((c) => c.problems.map((p) => [problemValueOf(c.slug, p.slug), `${c.name}: ${p.name}`] as const)));
  const named = (values: FacetValueCount[], names: Map<string, string>) => values.flatMap((v) => (names.has(v.value) ? [{ ...v, label: names.get(v.value)! }] : []));
  return {
    crop: named(mostCommon(listed(counts.crop, selection.crop), selection.crop), cropNames).sort(inOrder([...cropNames.keys()])),
    problem: named(mostCommon(listed(counts.problem, selection.problem), selection.problem), problemNames).sort(inOrder([...problemNames.keys()])),
  };
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
 * filters, and "Clear all" removes it. Crops and problems come named (`crops`: in the reader's
 * language); one the crops module does not know is refused before (catalog.service.ts).
 */
export async function facetValuesOf(counted: CountedFacets, selection: FacetSelection, sellers: Sellers, crops: CropTerms[]): Promise<StoreProductList['facets']> {
  const { counts } = counted;
  const sellerValues = mostCommon(listed(counts.seller, selection.seller), selection.seller);
  const names = await sellers.namesOf(sellerValues.flatMap((v) => (v.value === SHOP_SELLER ? [] : [v.value])));
  return {
    category: listed(counts.category, selection.category, CATEGORY_SLUGS),
    ...cropValuesOf(counts, selection, crops),
    seller: sellerValues
      .flatMap((v) => (v.value === SHOP_SELLER ? [v] : names.has(v.value) ? [{ ...v, label: names.get(v.value)! }] : []))
      .sort((a, b) => Number(b.value === SHOP_SELLER) - Number(a.value === SHOP_SELLER) || b.count - a.count),
    // A brand or an active ingredient is named as the label writes it; the most products first.
    brand: mostCommon(listed(counts.brand, selection.brand), selection.brand).sort(byCount),
    ingredient: mostCommon(listed(counts.ingredient, selection.ingredient), selection.ingredient).sort(byCount),
    stock: listed(counts.stock, selection.stock, STOCK_VALUES),
    price: listed(counts.price, selection.price, PRICE_BAND_SLUGS),
    pack: mostCommon(listed(counts.pack, selection.pack), selection.pack).sort(packOrder),
  };
}
