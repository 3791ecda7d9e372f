import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorLicences } from '#shared/schemas/seed-lots';
import { api } from '#client/lib/api-client.ts';
import { vendorKey } from './keys.ts';

/** Under the vendor prefix: a change to a listing refreshes which listings a licence keeps out. */
export const vendorLicencesKey = [...vendorKey, 'licences'] as const;

/** GET /api/vendor/licences: the vendor's licences, those its listings need, and the listings out of the shop for want of one (docs/product-rules.md 28). */
export function getLicences(signal?: AbortSignal): Promise<VendorLicences> {
  return api.get<VendorLicences>('/vendor/licences', undefined, signal);
}

export function useVendorLicences() {
  return useQuery(queryOptions({ queryKey: vendorLicencesKey, queryFn: ({ signal }) => getLicences(signal) }));
}
