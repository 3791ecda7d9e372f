import { queryOptions, useQuery } from './query.ts';
// Types only from the schema: zod stays out of every page's first load (the footer is on all).
import type { StoreSiteSettings } from '#shared/schemas/site-settings';
import { api } from './api-client.ts';

// In lib, not a feature: the footer (every storefront page) and the contact page read it.

/** GET /api/store/site-settings: the shop's contact details, each null until the owner sets it. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'] as const,
    queryFn: ({ signal }) => api.get<StoreSiteSettings>('/store/site-settings', undefined, signal),
    // They change when the owner saves them, rarely: one read a visit is enough.
    staleTime: 10 * 60_000,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** The address in the reader's language, else the English one the owner always writes. */
export function addressIn(address: NonNullable<StoreSiteSettings['address']>, language: string): string {
  return (language === 'hi' ? address.hi : language === 'mr' ? address.mr : null) ?? address.en;
}

/**
 * The attributes of the element showing the address: the English one shown on a Hindi or Marathi
 * page (none written in the page's language) is the owner's text as printed, marked lang="en"
 * and translate="no", as the page marks other names it never translates.
 */
export function addressAttributes(address: NonNullable<StoreSiteSettings['address']>, language: string): { lang?: string; translate?: 'no' } {
  return addressIn(address, language) === address.en && language !== 'en' ? { lang: 'en', translate: 'no' } : {};
}
