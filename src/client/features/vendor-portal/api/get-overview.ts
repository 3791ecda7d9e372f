import { useQuery } from '@tanstack/react-query';
import type { VendorOverview } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** GET /api/vendor/overview: the vendor's review state and figures. */
export function useVendorOverview() {
  return useQuery({
    queryKey: vendorKeys.overview,
    queryFn: ({ signal }) => api.get<VendorOverview>('/vendor/overview', undefined, signal),
    staleTime: 0,
  });
}
