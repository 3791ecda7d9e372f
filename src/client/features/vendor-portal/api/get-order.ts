import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorOrder } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

/** GET /api/vendor/orders/:orderId: the vendor's lines of one order. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<VendorOrder> {
  return api.get<VendorOrder>(`/vendor/orders/${encodeURIComponent(orderId)}`, undefined, signal);
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: vendorKeys.order(orderId), queryFn: ({ signal }) => getOrder(orderId, signal), staleTime: 0 });

export function useVendorOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
