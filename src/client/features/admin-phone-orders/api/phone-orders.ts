import { queryOptions, useMutation, useQuery, useQueryClient } from '#client/lib/query.ts';
import { api } from '#client/lib/api-client.ts';
import type { z } from 'zod';
import type { AdminAssistedOrder, AdminAssistedOrderInput } from '#shared/schemas/assisted-orders';
import type { AdminProductList } from '#shared/schemas/admin-products';

/** What the agent's form sends: the schema's input (the server parses it). */
export type PhoneOrderInput = z.input<typeof AdminAssistedOrderInput>;

export const phoneOrderKey = (id: string) => ['admin', 'assisted-orders', id] as const;
const path = (id: string, action = '') => `/admin/assisted-orders/${encodeURIComponent(id)}${action}`;

/** GET /api/admin/assisted-orders/:id: where an order for a farmer stands (waiting, placed, ended). */
export function usePhoneOrder(id: string | undefined) {
  return useQuery({ ...queryOptions({ queryKey: phoneOrderKey(id ?? ''), queryFn: ({ signal }) => api.get<AdminAssistedOrder>(path(id!), undefined, signal) }), enabled: !!id });
}

/** POST /api/admin/assisted-orders: priced, the units held, the farmer sent his code and link (docs/product-rules.md 53). */
export function useAskPhoneOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneOrderInput) => api.post<AdminAssistedOrder>('/admin/assisted-orders', input),
    onSuccess: (order) => queryClient.setQueryData(phoneOrderKey(order.id), order),
  });
}

/** Confirm with the code the farmer read out, send a new code, or give the order up. */
export function usePhoneOrderAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, code }: { action: 'confirm' | 'resend' | 'cancel'; code?: string }) =>
      api.post<AdminAssistedOrder>(path(id, `/${action}`), action === 'confirm' ? { code } : undefined),
    // A quote is only in the asking's answer: keep it on screen.
    onSuccess: (order) => queryClient.setQueryData(phoneOrderKey(id), (before: AdminAssistedOrder | undefined) => ({ ...order, quote: order.quote ?? before?.quote ?? null })),
    // A 409 (the farmer's link placed it, time ran out): show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: phoneOrderKey(id) }),
  });
}

/** The shop's products by name, for the agent's order lines (GET /api/admin/products). */
export function useProductSearch(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'phone-order-products', q], queryFn: ({ signal }) => api.get<AdminProductList>('/admin/products', { q, pageSize: 8 }, signal) }),
    enabled: q.trim().length >= 2,
  });
}
