import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreCropList } from '#shared/schemas/crops';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { api } from '#client/lib/api-client.ts';
import { cropKeys } from './keys.ts';

/** GET /api/store/crops: every crop, in `language`. */
export function listCrops(language: string, signal?: AbortSignal): Promise<StoreCropList> {
  return api.get<StoreCropList>('/store/crops', { lang: language }, signal);
}

export const cropsQueryOptions = (language: string) => queryOptions({ queryKey: cropKeys.list(language), queryFn: ({ signal }) => listCrops(language, signal) });

export function useCrops() {
  const { language } = useTranslation();
  return useQuery(cropsQueryOptions(language));
}
