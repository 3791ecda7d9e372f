import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminProductDeleted } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** DELETE /api/admin/products/:id: a product in past orders is hidden instead. */
export function deleteProduct(id: string): Promise<AdminProductDeleted> {
  return api.delete<AdminProductDeleted>(`/admin/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
