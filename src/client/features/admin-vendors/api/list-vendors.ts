import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminVendorList } from '#shared/schemas/admin-vendors';
import { api } from '#client/lib/api-client.ts';
import { vendorsListKey, type VendorsQuery } from './keys.ts';

export const VENDORS_PAGE_SIZE = 20;

/** GET /api/admin/vendors: one page of vendor accounts, of one review status when given. */
export function listVendors(query: VendorsQuery, signal?: AbortSignal): Promise<AdminVendorList> {
  return api.get<AdminVendorList>('/admin/vendors', { ...query, pageSize: VENDORS_PAGE_SIZE }, signal);
}

export const vendorsQueryOptions = (query: VendorsQuery) =>
  queryOptions({
    queryKey: vendorsListKey(query),
    queryFn: ({ signal }) => listVendors(query, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminVendors(query: VendorsQuery) {
  return useQuery(vendorsQueryOptions(query));
}
