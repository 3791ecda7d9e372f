import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreCrop, StoreCropQuery } from '#shared/schemas/crops';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { cropKeys } from './keys.ts';

/**
 * The page's query from its address (?state=&season=&sown=, as the picker's plain GET form sends
 * them): an empty field is left out, so the server's defaults apply. Anything else is sent as it
 * is: the server says what is wrong with it. No zod here: the page's first-load budget.
 */
export function cropQueryFromSearch(search: URLSearchParams): StoreCropQuery {
  const query: Record<string, string> = {};
  for (const key of ['state', 'season', 'sown'] as const) {
    const value = search.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query as StoreCropQuery;
}

/** GET /api/store/crops/:slug: the crop's calendar for a state, season and sowing date, in `language`. */
export function getCrop(slug: string, query: StoreCropQuery, language: string, signal?: AbortSignal): Promise<StoreCrop> {
  return api.get<StoreCrop>(`/store/crops/${encodeURIComponent(slug)}`, { ...query, lang: language }, signal);
}

// An unknown crop or a refused query the server rendered stays as it is once the page hydrates:
// asking again would only flash "Loading" over the same answer.
export const cropQueryOptions = (slug: string, query: StoreCropQuery, language: string) =>
  queryOptions({ queryKey: cropKeys.crop(slug, query, language), queryFn: ({ signal }) => getCrop(slug, query, language, signal), retryOnMount: false });

export function useCrop(slug: string, query: StoreCropQuery) {
  const { language } = useTranslation();
  return useQuery(cropQueryOptions(slug, query, language));
}
