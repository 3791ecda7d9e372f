import { keepPreviousData, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { AdminReview, AdminReviewList } from '#shared/schemas/reviews';
import { api } from '#client/lib/api-client.ts';

export const REVIEWS_PAGE_SIZE = 20;
const reviewsKey = ['admin', 'reviews'] as const;

/** GET /api/admin/reviews: one page of every review, hidden ones too, newest first. */
export function listReviews(page: number, signal?: AbortSignal): Promise<AdminReviewList> {
  return api.get<AdminReviewList>('/admin/reviews', { page, pageSize: REVIEWS_PAGE_SIZE }, signal);
}

export function useAdminReviews(page: number) {
  return useQuery({ queryKey: [...reviewsKey, page], queryFn: ({ signal }) => listReviews(page, signal), placeholderData: keepPreviousData });
}

/** POST /api/admin/reviews/:id/hide or /show: an abusive review out of the shop, or back. */
export function setReviewHidden({ id, hidden }: { id: string; hidden: boolean }): Promise<AdminReview> {
  return api.post<AdminReview>(`/admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}`, undefined);
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setReviewHidden, onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }) });
}
