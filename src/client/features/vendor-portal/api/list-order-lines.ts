import { keepPreviousData, queryOptions, useQuery } from '#client/lib/query.ts';
import type { VendorOrderLineList } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

export const VENDOR_ORDER_LINES_PAGE_SIZE = 20;

/** GET /api/vendor/orders: one page of order lines for the vendor's products, newest first. */
export function listOrderLines(page: number, signal?: AbortSignal): Promise<VendorOrderLineList> {
  return api.get<VendorOrderLineList>('/vendor/orders', { page, pageSize: VENDOR_ORDER_LINES_PAGE_SIZE }, signal);
}

export const orderLinesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: vendorKeys.orderLines(page),
    queryFn: ({ signal }) => listOrderLines(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useVendorOrderLines(page: number) {
  return useQuery(orderLinesQueryOptions(page));
}
