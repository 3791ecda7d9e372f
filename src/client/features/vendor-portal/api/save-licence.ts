import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { LicenceKind } from '#shared/seeds';
import type { VendorLicenceInput, VendorLicences } from '#shared/schemas/seed-lots';
import { api } from '#client/lib/api-client.ts';
import { productChangeKeys } from './keys.ts';

/** PUT /api/vendor/licences/:kind: a licence as issued, or its renewal (docs/product-rules.md 28). */
export function saveLicence({ kind, input }: { kind: LicenceKind; input: VendorLicenceInput }): Promise<VendorLicences> {
  return api.put<VendorLicences>(`/vendor/licences/${kind}`, input);
}

export function useSaveLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLicence,
    // A licence puts listings in or out of the shop: the vendor's lists and the storefront follow.
    onSuccess: () => Promise.all(productChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
