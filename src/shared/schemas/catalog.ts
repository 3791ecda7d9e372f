import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
} from '#shared/catalog';
import { ProductRating } from './reviews.ts';
import { StoreSeedLabel } from './seed-lots.ts';
import { PACK_UNITS } from '#shared/pack';
import { MAKER_ROLES } from '#shared/product-label';
import { MAX_FACET_TEXT, MAX_FACET_VALUES, PRICE_BAND_SLUGS, STOCK_VALUES, isCropValue, isFacetText, isProblemValue, isSellerValue, parsePackKey } from '#shared/catalog-facets';

export const CategorySlug = z.enum(CATEGORY_SLUGS, {
  error: `Category must be one of: ${CATEGORY_SLUGS.join(', ')}`,
});

/**
 * A packaged product's label particulars (docs/product-rules.md 38; src/shared/product-label.ts),
 * each null until its seller gives it; money in paise, the best-before in months from packing.
 */
export const ProductLabel = z.object({
  brand: z.string().nullable(),
  makerRole: z.enum(MAKER_ROLES).nullable(),
  makerName: z.string().nullable(),
  makerAddress: z.string().nullable(),
  genericName: z.string().nullable(),
  mrpPaise: z.number().int().nullable(),
  countryOfOrigin: z.string().nullable(),
  bestBeforeMonths: z.number().int().nullable(),
  consumerCare: z.string().nullable(),
});
export type ProductLabel = z.infer<typeof ProductLabel>;

/** The label with its unit sale price, which the server computes from the MRP and pack (rule 6(11)). */
export const StoreProductLabel = ProductLabel.extend({
  unitSalePrice: z.object({ paise: z.number().int(), per: z.enum([...PACK_UNITS]) }).nullable(),
});
export type StoreProductLabel = z.infer<typeof StoreProductLabel>;

/** A kit's parts as its page and the cart list them: each named in the page's language, how many one kit holds. */
export const StoreKitPart = z.object({ productId: z.string(), name: z.string(), quantity: z.number().int() });
export type StoreKitPart = z.infer<typeof StoreKitPart>;
export const StoreKit = z.object({ savingPaise: z.number().int(), parts: z.array(StoreKitPart) });
export type StoreKit = z.infer<typeof StoreKit>;

/**
 * Who sells a product, on its page, as the Consumer Protection (E-Commerce) Rules, 2020 ask of a
 * marketplace (rules 5(3)(a) and 6(5); docs/product-rules.md 52): a vendor's from its profile
 * and account, the shop's own from its business settings (legal name, address, GSTIN) and its
 * contact details' phone. Each null until given, and the page then leaves it out.
 */
export const StoreSeller = z.object({
  /** Whether the shop itself sells it (else a vendor). */
  shop: z.boolean(),
  /** The vendor's business name, or the shop's legal name (null until set: the page names the shop by its brand). */
  name: z.string().nullable(),
  /** The geographic address, as its seller wrote it (in English). */
  address: z.string().nullable(),
  /** The customer-care number: the vendor's phone, the shop's contact phone. */
  phone: z.object({ dial: z.string(), display: z.string() }).nullable(),
  /** Its GSTIN, where registered. */
  gstin: z.string().nullable(),
});
export type StoreSeller = z.infer<typeof StoreSeller>;

/** A product as the storefront sees it. Prices are integer paise. */
export const StoreProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePaise: z.number().int(),
  category: CategorySlug,
  imageUrl: z.string().nullable(),
  features: z.array(z.string()),
  stock: z.number().int(),
  inStock: z.boolean(),
  /** The product's HSN code and its GST rate today, in basis points (500 is 5%). */
  hsnCode: z.string(),
  gstRateBp: z.number().int(),
  /** Its class within the HSN code when it has one (its rate is the class's): docs/decisions/0035-uqc-and-gst-classes. */
  gstClassId: z.string().nullable().optional(),
  /**
   * The vendor's business name ("Sold by ..."), null for the shop's own. The product page and,
   * the lists (their cards; docs/product-rules.md 34): one extra query a page, by the page's vendors' ids,
   * keeps the catalogue's own query a single-table read. The admin's and vendor's views leave it out.
   */
  soldBy: z.string().nullable().optional(),
  /** The product page only: its seller's name, address, customer-care number and GSTIN (docs/product-rules.md 52). */
  seller: StoreSeller.optional(),
  /**
   * What one unit sold holds (docs/product-rules.md 34, src/shared/pack.ts): "1 kg", "500 ml", "1 piece"; null
   * when its seller has not said. Always sent; optional only for objects built without it.
   */
  packSize: z.number().int().nullish(),
  packUnit: z.enum(PACK_UNITS).nullish(),
  /** The product page only, for a seed: its label particulars and the lot now sold (docs/product-rules.md 28). */
  seedLabel: StoreSeedLabel.optional(),
  /**
   * The product page only: what its pack declares (Legal Metrology (Packaged Commodities) Rules
   * 2011, rule 6(10); docs/product-rules.md 38); null for goods not sold pre-packed.
   */
  label: StoreProductLabel.nullish(),
  /**
   * The product page only: the average stars (one decimal, null with none) and count of its
   * visible reviews (docs/product-rules.md 33, docs/decisions/0027-honest-ratings.md). Lists leave it out: they stay
   * one-table reads, and the cards show no stars.
   */
  rating: ProductRating.optional(),
  /**
   * The product page only: its retail quantity prices, everyone's ("from 10, ₹2,300 each";
   * docs/product-rules.md 46). A dealer's or an FPO's own come apart (GET /api/store/prices):
   * the page is kept rendered for every visitor.
   */
  priceTiers: z.array(z.object({ minQuantity: z.number().int(), pricePaise: z.number().int() })).optional(),
  /** The product page only, for a kit (docs/product-rules.md 48): its parts and what it saves against them at retail. */
  kit: StoreKit.optional(),
});
export type StoreProduct = z.infer<typeof StoreProduct>;

/**
 * A filter's values: one value or the parameter repeated, at most MAX_FACET_VALUES, each once
 * (in the order first given).
 */
function repeated<T extends z.ZodType<string>>(value: T, title: string) {
  return z.preprocess(
    (v) => (Array.isArray(v) ? v : [v]),
    z
      .array(z.string())
      .max(MAX_FACET_VALUES, { error: `${title} can have at most ${MAX_FACET_VALUES} values` })
      // The first bad value's message, under the filter's own name (not "category.1").
      .superRefine((values, ctx) => {
        const bad = values.map((v) => value.safeParse(v)).find((r) => !r.success);
        if (bad?.error) ctx.addIssue({ code: 'custom', message: bad.error.issues[0]!.message });
      })
      .transform((values) => [...new Set(values)] as Array<z.output<T>>),
  );
}

/** Query string of GET /api/store/products. Values arrive as strings, hence the coercion. */
export const StoreProductListQuery = z.object({
  q: z
    .string({ error: 'Search text must be a single value' })
    // Line breaks and tabs become spaces: a search box holds one line.
    .transform((v) => v.replace(/[\r\n\t]+/g, ' '))
    .pipe(
      z
        .string()
        .trim()
        .max(MAX_SEARCH_LENGTH, { error: `Search text can be at most ${MAX_SEARCH_LENGTH} characters` }),
    )
    .optional(),
  /**
   * The filters (docs/decisions/0055-catalogue-facets.md): a parameter repeated for several values
   * (?category=seeds&category=tools), which are OR-ed; different filters are AND-ed.
   */
  category: repeated(CategorySlug, 'Category').optional(),
  /** Crops and problems the crops module does not know are refused by the service (a 400 naming the filter). */
  crop: repeated(z.string().refine(isCropValue, { error: 'Crop must be a crop\'s key such as cotton' }), 'Crop').optional(),
  problem: repeated(z.string().refine(isProblemValue, { error: 'Problem must be a crop\'s and a problem\'s keys such as cotton.jassid' }), 'Problem').optional(),
  brand: repeated(z.string().refine(isFacetText, { error: `Brand must be 1 to ${MAX_FACET_TEXT} characters` }), 'Brand').optional(),
  ingredient: repeated(z.string().refine(isFacetText, { error: `Active ingredient must be 1 to ${MAX_FACET_TEXT} characters` }), 'Active ingredient').optional(),
  seller: repeated(z.string().refine(isSellerValue, { error: 'Seller must be "shop" or a vendor\'s id' }), 'Seller').optional(),
  stock: z.enum(STOCK_VALUES, { error: `Stock must be: ${STOCK_VALUES.join(', ')}` }).optional(),
  price: repeated(z.enum(PRICE_BAND_SLUGS, { error: `Price must be one of: ${PRICE_BAND_SLUGS.join(', ')}` }), 'Price').optional(),
  pack: repeated(z.string().refine((v) => parsePackKey(v) !== undefined, { error: 'Pack must be a size and unit such as 1-kg or 500-ml' }), 'Pack').optional(),
  /** Absent: relevance for a search, else by name (defaultSortOf). */
  sort: z.enum(PRODUCT_SORTS, { error: `Sort must be one of: ${PRODUCT_SORTS.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int({ error: 'Page must be a whole number from 1' })
    .min(1, { error: 'Page must be a whole number from 1' })
    .max(100_000, { error: 'Page can be at most 100000' })
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .min(1, { error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type StoreProductListQuery = z.infer<typeof StoreProductListQuery>;

/** GET /api/store/products/featured: the home page's products. */
export const StoreFeaturedProducts = z.object({ items: z.array(StoreProduct) });
export type StoreFeaturedProducts = z.infer<typeof StoreFeaturedProducts>;

export const FacetValueCount = z.object({ value: z.string(), count: z.number().int(), label: z.string().optional() });
export type FacetValueCount = z.infer<typeof FacetValueCount>;

export const StoreProductList = z.object({
  items: z.array(StoreProduct),
  /** Products matching the query; for a search, at most SEARCH_COUNT_CAP (see totalIsCapped). */
  total: z.number().int(),
  /** True when a search matched more products than it counted: "1000+". */
  totalIsCapped: z.boolean(),
  /** Products in the shop, whatever the query ("Showing X of Y products"). */
  catalogueTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /**
   * Each filter's values with how many products match the query with that value, counting every
   * other filter and the search but not the filter's own choice (docs/decisions/0055). A seller's
   * `label` is its business name (none for the shop's own).
   */
  facets: z.object({
    category: z.array(FacetValueCount),
    /** Crops and problems carry their names in the reader's language as `label`. */
    crop: z.array(FacetValueCount),
    problem: z.array(FacetValueCount),
    seller: z.array(FacetValueCount),
    brand: z.array(FacetValueCount),
    ingredient: z.array(FacetValueCount),
    stock: z.array(FacetValueCount),
    price: z.array(FacetValueCount),
    pack: z.array(FacetValueCount),
  }),
});
export type StoreProductList = z.infer<typeof StoreProductList>;

export const StoreCategory = z.object({
  slug: CategorySlug,
  productCount: z.number().int(),
});
export const StoreCategoryList = z.object({ items: z.array(StoreCategory) });
export type StoreCategory = z.infer<typeof StoreCategory>;
export type StoreCategoryList = z.infer<typeof StoreCategoryList>;
