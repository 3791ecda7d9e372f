import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRejectVendor, AdminVendor, AdminVendorList } from '#shared/schemas/admin-vendors';
import type { VendorStatus } from '#shared/schemas/auth';
import { api } from '#client/lib/api-client.ts';
import { adminDashboardKey } from '#client/features/admin-dashboard/api/get-dashboard.ts';

const vendorsKey = ['admin', 'vendors'] as const;

export function useAdminVendors(query: { status?: VendorStatus; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...vendorsKey, query],
    queryFn: ({ signal }) => api.get<AdminVendorList>('/admin/vendors', query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Approve or reject; the lists and the dashboard's pending count are refetched afterwards. */
function useVendorDecision<V>(send: (variables: V) => Promise<AdminVendor>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: vendorsKey }), queryClient.invalidateQueries({ queryKey: adminDashboardKey })]),
  });
}

export const useApproveVendor = () =>
  useVendorDecision((userId: string) => api.post<AdminVendor>(`/admin/vendors/${encodeURIComponent(userId)}/approve`, {}));

export const useRejectVendor = () =>
  useVendorDecision(({ userId, input }: { userId: string; input: AdminRejectVendor }) =>
    api.post<AdminVendor>(`/admin/vendors/${encodeURIComponent(userId)}/reject`, input),
  );
