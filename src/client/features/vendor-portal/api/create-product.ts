import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { VendorProduct, VendorProductInput } from '#shared/schemas/vendor-products';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** POST /api/vendor/products: a new listing. */
export function createProduct(input: VendorProductInput): Promise<VendorProduct> {
  return api.post<VendorProduct>('/vendor/products', input);
}

export function useCreateVendorProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
