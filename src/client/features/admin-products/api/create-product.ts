import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { AdminProduct, AdminProductInput } from '#shared/schemas/admin-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** POST /api/admin/products: a product of the shop's own. */
export function createProduct(input: AdminProductInput): Promise<AdminProduct> {
  return api.post<AdminProduct>('/admin/products', input);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
