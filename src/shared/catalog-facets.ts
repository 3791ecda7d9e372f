import { PACK_UNITS, type PackUnit } from './pack.ts';

/**
 * The catalogue's filters (docs/product-rules.md 40, docs/decisions/0055-catalogue-facets.md):
 * their names in the address and the values each takes. Plain constants, no zod: the products
 * page reads its address with them (products-query.ts).
 */
export const FACET_NAMES = ['category', 'crop', 'problem', 'seller', 'brand', 'ingredient', 'stock', 'price', 'pack'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** At most this many values of one filter in an address (a farmer ticks a few; a bot is refused). */
export const MAX_FACET_VALUES = 20;

/**
 * A brand's or an active ingredient's value: the product's `brand` or `generic_name` as written
 * ("Imidacloprid 17.8% SL"), any text up to this long.
 */
export const MAX_FACET_TEXT = 200;
export const isFacetText = (value: string): boolean => value.trim().length > 0 && value.length <= MAX_FACET_TEXT;

/**
 * A crop's value is its slug ("cotton"); a problem's, its crop's and its own slug, a dot apart
 * ("cotton.jassid"): a problem's slug is unique within its crop only (crop_problems' key).
 * Which crops and problems exist the server knows (the crops module); the page checks the form.
 */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const CROP_VALUE = new RegExp(`^${SLUG}$`);
const PROBLEM_VALUE = new RegExp(`^(${SLUG})\\.(${SLUG})$`);
export const isCropValue = (value: string): boolean => value.length <= 40 && CROP_VALUE.test(value);
export const isProblemValue = (value: string): boolean => value.length <= 101 && PROBLEM_VALUE.test(value);
export const problemValueOf = (crop: string, problem: string): string => `${crop}.${problem}`;
/** A problem value's crop and problem slugs, or undefined when it is not one. */
export function parseProblemValue(value: string): { crop: string; problem: string } | undefined {
  const match = PROBLEM_VALUE.exec(value);
  return match ? { crop: match[1]!, problem: match[2]! } : undefined;
}

/** The seller value of the shop's own products; a vendor's is its account id. */
export const SHOP_SELLER = 'shop';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isSellerValue = (value: string): boolean => value === SHOP_SELLER || UUID.test(value);

/** "In stock only": the one stock filter (out-of-stock products are never what a farmer filters for). */
export const STOCK_VALUES = ['in'] as const;

/**
 * Price bands in whole rupees, lower bound included, upper bound not: from a packet of seeds
 * under ₹500 to a power tiller of lakhs. Each band's slug is its bounds ("500-2000"; the last
 * "200000-up").
 */
export const PRICE_BANDS = [
  { slug: '0-500', from: 0, to: 500 },
  { slug: '500-2000', from: 500, to: 2_000 },
  { slug: '2000-10000', from: 2_000, to: 10_000 },
  { slug: '10000-50000', from: 10_000, to: 50_000 },
  { slug: '50000-200000', from: 50_000, to: 200_000 },
  { slug: '200000-up', from: 200_000, to: null },
] as const satisfies ReadonlyArray<{ slug: string; from: number; to: number | null }>;
export type PriceBandSlug = (typeof PRICE_BANDS)[number]['slug'];
export const PRICE_BAND_SLUGS = PRICE_BANDS.map((b) => b.slug) as [PriceBandSlug, ...PriceBandSlug[]];

/**
 * A pack size's value: "1-kg", "500-ml", "10-piece". 1000 g is "1-kg" and 1000 ml "1-l" (the
 * same bag, whichever way its seller wrote it); 1500 g stays "1500-g".
 */
const PACK_KEY = new RegExp(`^([1-9][0-9]{0,6})-(${PACK_UNITS.join('|')})$`);
const LARGER: Partial<Record<PackUnit, PackUnit>> = { g: 'kg', ml: 'l' };

export function packKeyOf(size: number, unit: PackUnit): string {
  const larger = LARGER[unit];
  return larger && size >= 1000 && size % 1000 === 0 ? `${size / 1000}-${larger}` : `${size}-${unit}`;
}

/** A pack value's size and unit, or undefined when it is not one. */
export function parsePackKey(key: string): { size: number; unit: PackUnit } | undefined {
  const match = PACK_KEY.exec(key);
  return match ? { size: Number(match[1]), unit: match[2] as PackUnit } : undefined;
}

/** A pack value's forms as sellers write them: "1-kg" is 1 kg or 1000 g. */
export function packFormsOf(key: string): Array<{ size: number; unit: PackUnit }> {
  const pack = parsePackKey(key);
  if (!pack) return [];
  const smaller = (Object.entries(LARGER) as Array<[PackUnit, PackUnit]>).find(([, larger]) => larger === pack.unit)?.[0];
  return smaller ? [pack, { size: pack.size * 1000, unit: smaller }] : [pack];
}
