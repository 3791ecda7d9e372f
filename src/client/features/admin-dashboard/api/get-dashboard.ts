import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '#shared/schemas/admin-dashboard';
import { api } from '#client/lib/api-client.ts';

/** Other admin sections invalidate this key when they change what the dashboard counts. */
export const adminDashboardKey = ['admin', 'dashboard'] as const;

export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) => api.get<AdminDashboard>('/admin/dashboard', undefined, signal),
    // The owner opens the dashboard to see the shop as it is now.
    staleTime: 0,
  });
}
