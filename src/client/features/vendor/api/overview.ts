import { useQuery } from '@tanstack/react-query';
import type { VendorOverview } from '#shared/schemas/vendor-sales';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/vendor/overview: the vendor's review state and figures. */
export function useVendorOverview() {
  return useQuery({
    queryKey: vendorKeys.overview,
    queryFn: ({ signal }) => api.get<VendorOverview>('/vendor/overview', undefined, signal),
    staleTime: 0,
  });
}
