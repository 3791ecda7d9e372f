import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { SeedLabel, SeedLotInput } from '#shared/schemas/seed-lots';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** POST /api/admin/products/:id/lots: a new lot of a seed product, with its own stock (docs/product-rules.md 28). */
export function addLot({ id, lot }: { id: string; lot: SeedLotInput }): Promise<SeedLabel> {
  return api.post<SeedLabel>(`/admin/products/${encodeURIComponent(id)}/lots`, lot);
}

export function useAddLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLot,
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
