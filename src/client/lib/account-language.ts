import type { SessionUser } from '#shared/schemas/auth';
import { chooseLanguage, isLanguage, type Language } from '#shared/languages';
import { i18n, keptLanguage, showLanguage } from '#client/i18n/index.ts';
import { api } from './api-client.ts';

/** Saves the account's language (issue 14): every phone it signs in on without a choice of its own then follows it. */
export function saveAccountLanguage(language: Language): Promise<void> {
  return api.put<void>('/auth/language', { language }).catch(() => undefined);
}

/**
 * The page's language once the signed-in account is known or changes (a sign-in, a sign-up, a
 * sign-out, or a page this browser rendered without the server's choice), in the order the server
 * follows (docs/decisions/0022): a language chosen in this browser stays; else the account's;
 * else the browser's languages. A choice made on a shared phone is not the account's to undo, and
 * the account's language does not become the phone's choice: it leaves with the account.
 * An account that never chose a language takes the one its visitor was using, if not English.
 */
export async function followAccountLanguage(user: SessionUser | null): Promise<void> {
  if (user && !isLanguage(user.language) && isLanguage(i18n.language) && i18n.language !== 'en') void saveAccountLanguage(i18n.language);
  const language = chooseLanguage({ kept: keptLanguage(), account: user?.language, acceptLanguage: navigator.languages.join(',') });
  if (language !== i18n.language) await showLanguage(language);
}
