import { keepPreviousData, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { StoreOwnReview, StoreReviewInputValues, StoreReviewList } from '#shared/schemas/reviews';
import { api } from '#client/lib/api-client.ts';

const reviewsKey = (productId: string) => ['store', 'reviews', productId] as const;

/** GET /api/store/products/:id/reviews: a page of visible reviews, the rating, and the signed-in buyer's own. */
export function getReviews(productId: string, page: number, signal?: AbortSignal): Promise<StoreReviewList> {
  return api.get<StoreReviewList>(`/store/products/${encodeURIComponent(productId)}/reviews`, { page }, signal);
}

export function useReviews(productId: string, page: number) {
  return useQuery({ queryKey: [...reviewsKey(productId), page], queryFn: ({ signal }) => getReviews(productId, page, signal), placeholderData: keepPreviousData });
}

/** PUT /api/store/products/:id/review: the buyer's one review, created or edited. */
export function putReview(productId: string, input: StoreReviewInputValues): Promise<StoreOwnReview> {
  return api.put<StoreOwnReview>(`/store/products/${encodeURIComponent(productId)}/review`, input);
}

/** `onSaved`: the page reads its product again (the rating beside its name). */
export function usePutReview(productId: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreReviewInputValues) => putReview(productId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reviewsKey(productId) });
      onSaved();
    },
  });
}
