import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { SeedLabel, SeedLotInput } from '#shared/schemas/seed-lots';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** POST /api/vendor/products/:id/lots: a new lot of one of the vendor's seed listings (docs/product-rules.md 28). */
export function addLot({ id, lot }: { id: string; lot: SeedLotInput }): Promise<SeedLabel> {
  return api.post<SeedLabel>(`/vendor/products/${encodeURIComponent(id)}/lots`, lot);
}

export function useAddVendorLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLot,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
