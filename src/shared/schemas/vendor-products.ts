import { z } from 'zod';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { AdminProductInput, ProductTranslations } from './admin-products.ts';
import { StoreProduct, StoreProductLabel } from './catalog.ts';
import { SeedLabel } from './seed-lots.ts';
import { PACK_UNITS } from '#shared/pack';

/**
 * A vendor's own listings (/api/vendor/products). The fields and their rules are the admin's
 * product form, so a vendor product is checked exactly as the shop's own.
 */

/** POST /api/vendor/products and PUT /api/vendor/products/:id: the product, and whether to sell it now. */
export const VendorProductInput = AdminProductInput.extend({
  /** True: in the shop (once the vendor is approved). False: a draft only the vendor sees. */
  published: z.boolean('trueOrFalse'),
});
export type VendorProductInput = z.infer<typeof VendorProductInput>;

/** PATCH /api/vendor/products/:id/stock. */
export const VendorProductStock = z.object({ stock: AdminProductInput.shape.stock });
export type VendorProductStock = z.infer<typeof VendorProductStock>;

/** GET /api/vendor/products: newest first, a search over name and description, the usual paging. */
export const VendorProductListQuery = z.object({ ...adminPaging, q: adminSearch });
export type VendorProductListQuery = z.infer<typeof VendorProductListQuery>;

/**
 * Where a listing stands, as its vendor reads it: a draft; in the shop; published but hidden by
 * the shop's admin; published but waiting for the vendor's approval; published but out of the
 * shop for want of a valid licence, or (a seed) of a lot still valid (docs/product-rules.md 28).
 */
export const LISTING_STATES = ['draft', 'in_shop', 'hidden_by_shop', 'awaiting_approval', 'licence_missing', 'no_valid_lot'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const VendorProduct = StoreProduct.omit({ inStock: true, soldBy: true, seller: true, seedLabel: true, label: true }).extend({
  /** Ticked "Sold in a sealed pack"; the label as saved, with its unit sale price (docs/product-rules.md 38). */
  packaged: z.boolean(),
  label: StoreProductLabel,
  /** A seed's label and its lots (null for other categories; docs/product-rules.md 28). */
  seedLabel: SeedLabel.nullable(),
  /** The Hindi and Marathi texts as entered (the product's own fields are its English). */
  translations: ProductTranslations,
  published: z.boolean(),
  state: z.enum(LISTING_STATES),
  /** The pack as saved (null: not given), which the edit form shows (docs/product-rules.md 34). */
  packSize: z.number().int().nullable(),
  packUnit: z.enum(PACK_UNITS).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorProduct = z.infer<typeof VendorProduct>;

export const VendorProductList = adminPageOf(VendorProduct);
export type VendorProductList = z.infer<typeof VendorProductList>;

/**
 * DELETE /api/vendor/products/:id. A product that orders hold is archived (out of the shop and
 * the vendor's list, kept for those orders) rather than erased; `outcome` says which happened.
 */
export const VendorProductDeleted = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});
export type VendorProductDeleted = z.infer<typeof VendorProductDeleted>;
