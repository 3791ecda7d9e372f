import { z } from 'zod';
import { adminPageOf, adminPaging } from './admin-common.ts';

/** Most characters a review's text may have (docs/product-rules.md 33): a short word, read on a phone. */
export const REVIEW_TEXT_MAX = 500;
/** Reviews a page of the product page's list shows. */
export const REVIEWS_PAGE_SIZE = 10;

/**
 * A product's rating from its visible reviews (docs/decisions/0027-honest-ratings.md): the
 * average to one decimal, null while there are none, so the page says "No reviews yet" and never
 * shows a made-up figure.
 */
export const ProductRating = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof ProductRating>;

/** PUT /api/store/products/:id/review: the buyer's stars (1 to 5) and a short text (may be empty). */
export const StoreReviewInput = z.object({
  rating: z.number({ error: 'reviewRating' }).int('reviewRating').min(1, 'reviewRating').max(5, 'reviewRating'),
  text: z.string({ error: 'tooLong500' }).trim().max(REVIEW_TEXT_MAX, 'tooLong500').default(''),
});
export type StoreReviewInput = z.infer<typeof StoreReviewInput>;
export type StoreReviewInputValues = z.input<typeof StoreReviewInput>;

/** A review as the shop shows it: the reviewer's first name only (their privacy). */
export const StoreReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreReview = z.infer<typeof StoreReview>;

/** The signed-in buyer's own review, whether or not an admin hid it. */
export const StoreOwnReview = StoreReview.extend({ hidden: z.boolean() });
export type StoreOwnReview = z.infer<typeof StoreOwnReview>;

/** Query of GET /api/store/products/:id/reviews. */
export const StoreReviewListQuery = z.object({ page: adminPaging.page });
export type StoreReviewListQuery = z.infer<typeof StoreReviewListQuery>;

/**
 * GET /api/store/products/:id/reviews: a page of visible reviews (newest first), the rating, and
 * for a signed-in account whether it may review (a delivered order of the product) and its own.
 */
export const StoreReviewList = z.object({
  items: z.array(StoreReview),
  rating: ProductRating,
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  /** False for a visitor and for anyone without a delivered order of the product. */
  canReview: z.boolean(),
  own: StoreOwnReview.nullable(),
});
export type StoreReviewList = z.infer<typeof StoreReviewList>;

/** A review in the admin's list: the product, the buyer and whether it is hidden. */
export const AdminReview = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  rating: z.number().int(),
  text: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const AdminReviewListQuery = z.object(adminPaging);
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuery>;
export const AdminReviewList = adminPageOf(AdminReview);
export type AdminReviewList = z.infer<typeof AdminReviewList>;
