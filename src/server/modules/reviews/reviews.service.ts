import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import type { AdminPage } from '#shared/schemas/admin-common';
import { REVIEWS_PAGE_SIZE, type AdminReview, type AdminReviewListQuery, type ProductRating, type StoreOwnReview, type StoreReview, type StoreReviewInput, type StoreReviewList } from '#shared/schemas/reviews';
import { offsetOf } from '#server/db/paging';
import type { UserRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { productNotFound, productOnSale, type ProductReads } from '#server/modules/catalog';
import * as repo from './reviews.repository.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const reviewNotFound = () => notFound('Review Not Found');

/** The shop shows a reviewer by first name only: enough to be a person, not enough to find them. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

function toStoreReview(row: repo.ReviewRow, reviewerName: string): StoreReview {
  return { id: row.id, rating: row.rating, text: row.text, reviewerName: firstNameOf(reviewerName), createdAt: row.created_at, updatedAt: row.updated_at };
}

/** The buyer's own review: the reviewer is the account asking. */
function toOwnReview(row: repo.ReviewRow, user: UserRow): StoreOwnReview {
  return { ...toStoreReview(row, user.name), hidden: row.hidden === 1 };
}

/** A review as the admin sees it: the product's name is the catalog's, the buyer's the accounts'. */
function toAdminReview(row: repo.ReviewRow, productName: string, buyer: Reviewer | undefined): AdminReview {
  return {
    id: row.id,
    productId: row.product_id,
    productName,
    buyerName: buyer?.name ?? '',
    // An account made with a mobile number has no e-mail: the admin reaches it by its number.
    buyerEmail: buyer?.email ?? buyer?.mobile ?? '',
    rating: row.rating,
    text: row.text,
    hidden: row.hidden === 1,
    hiddenAt: row.hidden_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The buyer's latest delivered order holding a product, the one that entitles it to a review
 * (docs/product-rules.md 33); filled in services.ts by the orders module, so reviews reads no order.
 */
export interface Purchases {
  deliveredOrderOf(userId: string, productId: string): Promise<string | undefined>;
}

/** A reviewer as the shop and the admin see it. */
interface Reviewer {
  name: string;
  email: string | null;
  mobile: string | null;
}

/** The reviewers' names and e-mails: the accounts module answers (filled in services.ts), so reviews reads no account. */
export interface Reviewers {
  contactOf(userIds: string[]): Promise<Map<string, Reviewer>>;
}

/**
 * Honest ratings (docs/decisions/0027-honest-ratings.md): a buyer whose order of a
 * product was delivered reviews it once (and may edit it); the shop shows the average and count of
 * the visible reviews, and an admin hides an abusive one. `now`: the app's clock.
 */
export class ReviewsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly now: () => number,
    /** Whether a buyer's order of the product was delivered: the orders module answers. */
    private readonly purchases: Purchases,
    private readonly reviewers: Reviewers,
    /** The reviewed products' names (the admin's list): the catalog answers. */
    private readonly products: ProductReads,
  ) {}

  /** The product page's rating: one aggregate query over the product's visible reviews. */
  ratingOf(productId: string): Promise<ProductRating> {
    return repo.ratingOf(this.work.db, productId);
  }

  private async assertProductInShop(productId: string): Promise<void> {
    if (!(await productOnSale(this.work.db, productId))) throw productNotFound();
  }

  /** GET /api/store/products/:id/reviews: a page of visible reviews, the rating, and the caller's own. */
  async list(productId: string, page: number, user: UserRow | undefined): Promise<StoreReviewList> {
    await this.assertProductInShop(productId);
    const [rating, rows, own, entitled] = await Promise.all([
      repo.ratingOf(this.work.db, productId),
      repo.listVisible(this.work.db, productId, REVIEWS_PAGE_SIZE, offsetOf({ page, pageSize: REVIEWS_PAGE_SIZE })),
      user ? repo.findOwnReview(this.work.db, user.id, productId) : undefined,
      user ? this.purchases.deliveredOrderOf(user.id, productId) : undefined,
    ]);
    const reviewers = await this.reviewers.contactOf(rows.map((r) => r.user_id));
    return {
      items: rows.map((r) => toStoreReview(r, reviewers.get(r.user_id)?.name ?? '')),
      rating,
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(rating.count / REVIEWS_PAGE_SIZE)),
      canReview: entitled !== undefined,
      own: own && user ? toOwnReview(own, user) : null,
    };
  }

  /**
   * PUT /api/store/products/:id/review: creates the buyer's one review of the product, or edits
   * it. Only a buyer with a delivered order holding the product may (a 403 otherwise): a rating
   * is worth something only from someone who received the goods. The check and the write are one
   * transaction; the unique key makes two quick sends one review.
   */
  async put(user: UserRow, productId: string, input: StoreReviewInput): Promise<StoreOwnReview> {
    await this.assertProductInShop(productId);
    const at = iso(this.now());
    await this.work.transaction(async (trx) => {
      const orderId = await this.purchases.deliveredOrderOf(user.id, productId);
      if (!orderId) {
        throw new AppError(403, 'review_not_allowed', 'Only a buyer whose order of this product has been delivered can review it.');
      }
      await repo.upsertReview(trx, { id: randomUUID(), product_id: productId, user_id: user.id, order_id: orderId, rating: input.rating, text: input.text, created_at: at, updated_at: at });
    });
    return toOwnReview((await repo.findOwnReview(this.work.db, user.id, productId))!, user);
  }

  /** GET /api/admin/reviews: every review, hidden ones too, newest first. */
  async adminList(query: AdminReviewListQuery): Promise<AdminPage<AdminReview>> {
    const { rows, total } = await repo.listAll(this.work.db, query.pageSize, offsetOf(query));
    return { items: await this.toAdminReviews(rows), total, page: query.page, pageSize: query.pageSize };
  }

  /** POST /api/admin/reviews/:id/hide|show: takes an abusive review out of the shop (and its average), or back. */
  async setHidden(admin: UserRow, id: string, hidden: boolean): Promise<AdminReview> {
    const at = iso(this.now());
    await this.work.transaction(async () => {
      const row = await repo.findAdminReview(this.work.db, id);
      if (!row) throw reviewNotFound();
      const mark = hidden ? { hidden: 1, hidden_by: admin.id, hidden_at: at } : { hidden: 0, hidden_by: null, hidden_at: null };
      const changes = (row.hidden === 1) !== hidden;
      if (changes) await repo.setHidden(this.work.db, id, { ...mark, updated_at: at });
      // Who hid or showed it (docs/product-rules.md 50); a review already so is recorded too, without changes.
      const before = { hidden: row.hidden, hidden_by: row.hidden_by, hidden_at: row.hidden_at };
      await this.work.recordChange({ action: hidden ? 'review.hide' : 'review.show', entity: 'review', entityId: id, before, after: changes ? mark : before });
    });
    return (await this.toAdminReviews([(await repo.findAdminReview(this.work.db, id))!]))[0]!;
  }

  /** The admin's reviews with their products' names (the catalog's) and their buyers (the accounts'). */
  private async toAdminReviews(rows: repo.ReviewRow[]): Promise<AdminReview[]> {
    const [names, buyers] = await Promise.all([this.products.namesOf(rows.map((r) => r.product_id)), this.reviewers.contactOf(rows.map((r) => r.user_id))]);
    return rows.map((r) => toAdminReview(r, names.get(r.product_id) ?? '', buyers.get(r.user_id)));
  }
}
