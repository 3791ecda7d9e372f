import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorProductDeleted } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** DELETE /api/vendor/products/:id: removes a listing, or archives it when orders hold it. */
export function deleteProduct(id: string): Promise<VendorProductDeleted> {
  return api.delete<VendorProductDeleted>(`/vendor/products/${encodeURIComponent(id)}`);
}

export function useDeleteVendorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
