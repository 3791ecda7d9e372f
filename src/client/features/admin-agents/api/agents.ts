import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import type {
  AdminAgentFarmer,
  AdminAgentFarmerAsked,
  AdminAgentFarmerInput,
  AdminAgentFarmerList,
  AdminAgentLedger,
  AdminCommissionBalances,
  AdminCommissionPayout,
  CommissionRates,
} from '#shared/schemas/field-agents';
import type { AdminPickupPoint, PickupPointInput } from '#shared/schemas/pickup-points';
import { api } from '#client/lib/api-client.ts';

/** The field agents' queries (docs/product-rules.md 55). */
const agentKey = ['admin', 'agent'] as const;
const farmersKey = [...agentKey, 'farmers'] as const;
const ledgerKey = [...agentKey, 'ledger'] as const;
const pickupKey = [...agentKey, 'pickup-point'] as const;
const ratesKey = ['admin', 'commission-rates'] as const;
const balancesKey = ['admin', 'commissions'] as const;

// His farmers, his ledger and the agents' balances change by other hands than their page's (his
// order placed on "Order for a farmer", its delivery, a return received): fetched afresh each time
// their page opens.

/** GET /api/admin/agent/farmers: his own farmers, with his orders for each. */
export function useAgentFarmers() {
  return useQuery(queryOptions({ queryKey: farmersKey, queryFn: ({ signal }) => api.get<AdminAgentFarmerList>('/admin/agent/farmers', undefined, signal), staleTime: 0 }));
}

/** GET /api/admin/agent/commission: his ledger and balance. */
export function useAgentLedger() {
  return useQuery(queryOptions({ queryKey: ledgerKey, queryFn: ({ signal }) => api.get<AdminAgentLedger>('/admin/agent/commission', undefined, signal), staleTime: 0 }));
}

/** POST /api/admin/agent/farmers: the code goes to the farmer. */
export function useAskFarmer() {
  return useMutation({ mutationFn: (input: AdminAgentFarmerInput) => api.post<AdminAgentFarmerAsked>('/admin/agent/farmers', input) });
}

/** POST /api/admin/agent/farmers/confirm: the code he read out. */
export function useConfirmFarmer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mobile: string; code: string }) => api.post<AdminAgentFarmer>('/admin/agent/farmers/confirm', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: farmersKey }),
  });
}

/** GET /api/admin/agent/pickup-point: his village pickup point, or none yet (docs/product-rules.md 56). */
export function usePickupPoint() {
  return useQuery(queryOptions({ queryKey: pickupKey, queryFn: ({ signal }) => api.get<AdminPickupPoint>('/admin/agent/pickup-point', undefined, signal) }));
}

export function useSavePickupPoint() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: PickupPointInput) => api.put<AdminPickupPoint>('/admin/agent/pickup-point', input), onSuccess: (point) => queryClient.setQueryData(pickupKey, point) });
}

export function useCommissionRates() {
  return useQuery(queryOptions({ queryKey: ratesKey, queryFn: ({ signal }) => api.get<CommissionRates>('/admin/commission-rates', undefined, signal) }));
}

export function useSaveCommissionRates() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: CommissionRates) => api.put<CommissionRates>('/admin/commission-rates', input), onSuccess: (rates) => queryClient.setQueryData(ratesKey, rates) });
}

export function useCommissionBalances(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: balancesKey, queryFn: ({ signal }) => api.get<AdminCommissionBalances>('/admin/commissions', undefined, signal), enabled, staleTime: 0 }));
}

/** POST /api/admin/commissions/:userId/payouts: a payout with its reference (UTR). */
export function usePayOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, ...body }: AdminCommissionPayout & { agentId: string }) => api.post<AdminAgentLedger>(`/admin/commissions/${encodeURIComponent(agentId)}/payouts`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balancesKey }),
  });
}
