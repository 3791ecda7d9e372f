import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { LabelClaim } from '#shared/schemas/product-uses';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { labelClaimListKey } from './keys.ts';

/** GET /api/admin/label-claims: every recorded claim, with how many product uses stay within it. */
export function listLabelClaims(language: string, signal?: AbortSignal): Promise<{ items: LabelClaim[] }> {
  return api.get<{ items: LabelClaim[] }>('/admin/label-claims', { lang: language }, signal);
}

export function useLabelClaims() {
  const { language } = useTranslation();
  return useQuery(queryOptions({ queryKey: labelClaimListKey(language), queryFn: ({ signal }) => listLabelClaims(language, signal) }));
}
