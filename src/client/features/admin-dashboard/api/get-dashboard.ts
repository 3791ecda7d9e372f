import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminDashboard } from '#shared/schemas/admin-dashboard';
import { api } from '#client/lib/api-client.ts';

/** Other admin sections refresh this key (by its value) when they change what the dashboard counts. */
export const adminDashboardKey = ['admin', 'dashboard'] as const;

/** GET /api/admin/dashboard: the shop's figures, the latest orders and the vendors waiting for review. */
export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/admin/dashboard', undefined, signal);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    // The owner opens the dashboard to see the shop as it is now.
    staleTime: 0,
  });

export function useAdminDashboard() {
  return useQuery(dashboardQueryOptions());
}
