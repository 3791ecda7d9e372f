import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminProduct, AdminProductInput } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** PUT /api/admin/products/:id: a product's fields (a vendor's too). */
export function updateProduct({ id, input }: { id: string; input: AdminProductInput }): Promise<AdminProduct> {
  return api.put<AdminProduct>(`/admin/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
