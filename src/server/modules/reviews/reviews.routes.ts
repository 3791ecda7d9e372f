import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#shared/schemas/params';
import { AdminReview, AdminReviewList, AdminReviewListQuery, StoreOwnReview, StoreReviewInput, StoreReviewList, StoreReviewListQuery } from '#shared/schemas/reviews';
import { requireAdmin, requireUser } from '#server/http/guards';
import type { ReviewsService } from './reviews.service.ts';

/** /api/store: a product's reviews (public; the signed-in buyer also learns whether it may review) and the buyer's own review. */
export function storeReviewRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/products/:id/reviews', { schema: { params: IdParams, querystring: StoreReviewListQuery, response: { 200: StoreReviewList } } }, async (request) =>
      reviews.list(request.params.id, request.query.page, request.auth?.user),
    );
    app.put(
      '/products/:id/review',
      // Signed out is a 401 before the body is looked at.
      { onRequest: async (request) => void requireUser(request), schema: { params: IdParams, body: StoreReviewInput, response: { 200: StoreOwnReview } } },
      async (request) => reviews.put(requireUser(request), request.params.id, request.body),
    );
  };
}

/** /api/admin: every review, and hiding an abusive one (or showing it again). */
export function adminReviewRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/reviews', { schema: { querystring: AdminReviewListQuery, response: { 200: AdminReviewList } } }, async (request) => reviews.adminList(request.query));
    app.post('/reviews/:id/hide', { schema: { params: IdParams, response: { 200: AdminReview } } }, async (request) => reviews.setHidden(requireAdmin(request), request.params.id, true));
    app.post('/reviews/:id/show', { schema: { params: IdParams, response: { 200: AdminReview } } }, async (request) => reviews.setHidden(requireAdmin(request), request.params.id, false));
  };
}
