import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { StoreBusinessStatus, StoreGroupRequestInput } from '#shared/schemas/group-requests';
import { api } from '#client/lib/api-client.ts';

const businessKey = ['business-status'] as const;

/** GET /api/auth/business: the prices the account buys at and its latest request (docs/product-rules.md 46). */
export const businessStatusOptions = () => queryOptions({ queryKey: businessKey, queryFn: ({ signal }) => api.get<StoreBusinessStatus>('/auth/business', undefined, signal) });

export function useBusinessStatus() {
  return useQuery(businessStatusOptions());
}

/** POST /api/auth/business: asks for a group's prices; the answer is the new status. */
export function useAskBusinessPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreGroupRequestInput) => api.post<StoreBusinessStatus>('/auth/business', input),
    onSuccess: (status) => queryClient.setQueryData(businessKey, status),
  });
}
