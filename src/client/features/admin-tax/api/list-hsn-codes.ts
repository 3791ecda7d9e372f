import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { AdminHsnCodeList } from '#shared/schemas/gst';
import { api } from '#client/lib/api-client.ts';
import { adminTaxKeys } from './keys.ts';

/** GET /api/admin/hsn-codes: the tax table with every code's rates, past and coming. */
export function listAdminHsnCodes(signal?: AbortSignal): Promise<AdminHsnCodeList> {
  return api.get<AdminHsnCodeList>('/admin/hsn-codes', undefined, signal);
}

export const adminHsnCodesQueryOptions = () => queryOptions({ queryKey: adminTaxKeys.hsnCodes, queryFn: ({ signal }) => listAdminHsnCodes(signal) });

export function useAdminHsnCodes() {
  return useQuery(adminHsnCodesQueryOptions());
}
