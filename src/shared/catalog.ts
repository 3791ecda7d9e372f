/** Product categories the shop knows, in the order the storefront lists them. */
export const CATEGORY_SLUGS = ['seeds', 'equipment', 'fertilizers', 'pesticides', 'tools'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/**
 * How the storefront orders products. `relevance` (how well a product answers the search: in stock,
 * found in a name, as a whole word) is a search's default; without a search it is the order by name.
 */
export const PRODUCT_SORTS = ['relevance', 'name', 'price-low', 'price-high'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The order a list without a chosen sort takes: relevance for a search, else by name. */
export const defaultSortOf = (q: string | undefined): ProductSort => (q ? 'relevance' : 'name');

/** Page size of the storefront catalogue; large enough to show the whole seeded shop at once. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;
/** The home page features the first 6 catalogue products (specification, section 9). */
export const FEATURED_PRODUCT_COUNT = 6;
/**
 * A search says at most this many matches: above it the shop says "1000+". (Searches counted only
 * this far until the filters' counts, which count every match once per catalogue version:
 * docs/decisions/0055.)
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * The vendor's own state of a listing: a draft stays out of the shop; archived is a listing the
 * vendor deleted that orders still hold (kept, never shown again).
 */
export const LISTING_STATUSES = ['draft', 'published', 'archived'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A product with this many units or fewer is "low stock" (vendor overview; "Only N left" on its page). */
export const LOW_STOCK_THRESHOLD = 10;
