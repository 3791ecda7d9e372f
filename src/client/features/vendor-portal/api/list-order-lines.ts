import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VendorOrder, VendorOrderLineList } from '#shared/schemas/vendor-sales';
import { api } from '#client/lib/api-client.ts';
import { vendorKeys } from './keys.ts';

export const VENDOR_ORDER_LINES_PAGE_SIZE = 20;

/** GET /api/vendor/orders: one page of order lines for the vendor's products, newest first. */
export function useVendorOrderLines(page: number) {
  return useQuery({
    queryKey: vendorKeys.orderLines(page),
    queryFn: ({ signal }) => api.get<VendorOrderLineList>('/vendor/orders', { page, pageSize: VENDOR_ORDER_LINES_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/vendor/orders/:orderId: the vendor's lines of one order. */
export function useVendorOrder(orderId: string) {
  return useQuery({
    queryKey: vendorKeys.order(orderId),
    queryFn: ({ signal }) => api.get<VendorOrder>(`/vendor/orders/${encodeURIComponent(orderId)}`, undefined, signal),
    staleTime: 0,
  });
}
