import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { FarmDashboard } from '#shared/schemas/farm';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';

/** Query keys of My farm: the farmer's own crops, in his language (docs/product-rules.md 42). */
export const farmKeys = { all: ['farm'] as const, dashboard: (language: string) => ['farm', language] as const };

/** GET /api/farm: his crops with their stage and what they need this week and next. */
export const farmQueryOptions = (language: string) =>
  // The server-rendered answer stays as it is once the page hydrates: asking again would only flash "Loading".
  queryOptions({ queryKey: farmKeys.dashboard(language), queryFn: ({ signal }) => api.get<FarmDashboard>('/farm', { lang: language }, signal), retryOnMount: false });

export function useFarm() {
  const { language } = useTranslation();
  return useQuery(farmQueryOptions(language));
}
