// reviews: buyers' reviews of products they bought, the ratings shown, and the admin's
// moderation (docs/decisions/0027). The front door of the module (docs/decisions/0042).
export { ReviewsService } from './reviews.service.ts';
export { adminReviewRoutes, storeReviewRoutes } from './reviews.routes.ts';
