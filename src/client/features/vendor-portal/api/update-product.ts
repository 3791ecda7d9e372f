import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorProduct, VendorProductInput } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** PUT /api/vendor/products/:id: a listing's fields and publish choice. */
export function updateProduct({ id, input }: { id: string; input: VendorProductInput }): Promise<VendorProduct> {
  return api.put<VendorProduct>(`/vendor/products/${encodeURIComponent(id)}`, input);
}

export function useUpdateVendorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
