import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type { ReturnDecisionBody, VendorReturn, VendorReturnList } from '#shared/schemas/returns';
import { api } from '#client/lib/api-client.ts';
import { vendorKey } from './keys.ts';

const returnsKey = [...vendorKey, 'returns'] as const;

/** GET /api/vendor/returns: returns holding the vendor's products, newest first. */
export const vendorReturnsQueryOptions = () => queryOptions({ queryKey: returnsKey, queryFn: ({ signal }) => api.get<VendorReturnList>('/vendor/returns', undefined, signal) });

export function useVendorReturns() {
  return useQuery(vendorReturnsQueryOptions());
}

/** POST /api/vendor/returns/:id/decision: approve, or reject with a reason, a return of only its own products. */
export function useDecideReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReturnDecisionBody }) => api.post<VendorReturn>(`/vendor/returns/${encodeURIComponent(id)}/decision`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
