import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminProduct } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** PATCH /api/admin/products/:id: shows a hidden product, or hides a vendor's product from the shop. */
export function setProductVisibility({ id, isActive }: { id: string; isActive: boolean }): Promise<AdminProduct> {
  return api.patch<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, { isActive });
}

export function useSetProductVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductVisibility,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
