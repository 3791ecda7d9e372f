import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorProduct } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** PATCH /api/vendor/products/:id/stock: a listing's stock only. */
export function setProductStock({ id, stock }: { id: string; stock: number }): Promise<VendorProduct> {
  return api.patch<VendorProduct>(`/vendor/products/${encodeURIComponent(id)}/stock`, { stock });
}

export function useSetVendorProductStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductStock,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
