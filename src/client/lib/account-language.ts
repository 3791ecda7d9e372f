import type { SessionUser } from '#shared/schemas/auth';
import { isLanguage, type Language } from '#shared/languages';
import { i18n, switchLanguage } from '#client/i18n/index.ts';
import { api } from './api-client.ts';

/** Saves the account's language (issue 14): every device it signs in on then follows it. */
export function saveAccountLanguage(language: Language): Promise<void> {
  return api.put<void>('/auth/language', { language }).catch(() => undefined);
}

/**
 * After signing in or up: the account's language wins over this phone's; an account that never
 * chose one takes the language the visitor was using, if not English.
 */
export async function adoptAccountLanguage(user: SessionUser): Promise<void> {
  if (isLanguage(user.language)) {
    if (user.language !== i18n.language) await switchLanguage(user.language);
  } else if (isLanguage(i18n.language) && i18n.language !== 'en') {
    await saveAccountLanguage(i18n.language);
  }
}
