import { useMutation, useQueryClient } from '#client/lib/query.ts';
import type { LabelClaim, LabelClaimInput } from '#shared/schemas/product-uses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { labelClaimsKey } from './keys.ts';

/** POST /api/admin/label-claims: a claim from the CIB&RC's list (409 label_claim_exists for the same one). */
export function addLabelClaim(input: LabelClaimInput, language: string): Promise<LabelClaim> {
  return apiRequest<LabelClaim>('POST', '/admin/label-claims', { query: { lang: language }, body: input });
}

export function useAddLabelClaim() {
  const queryClient = useQueryClient();
  const { language } = useTranslation();
  return useMutation({
    mutationFn: (input: LabelClaimInput) => addLabelClaim(input, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelClaimsKey }),
  });
}
