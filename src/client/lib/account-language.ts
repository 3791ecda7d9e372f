import type { SessionUser } from '#shared/schemas/auth';
import { chooseLanguage, isLanguage, type Language } from '#shared/languages';
import { i18n, keptLanguage, showLanguage } from '#client/i18n/index.ts';
import { api } from './api-client.ts';

/** Saves the account's language (docs/decisions/0022): every phone it signs in on without a choice of its own then follows it. */
export function saveAccountLanguage(language: Language): Promise<void> {
  return api.put<void>('/auth/language', { language }).catch(() => undefined);
}

/**
 * The page's language once the signed-in account changes (a sign-in, a sign-up, a sign-out), in
 * the order the server follows (docs/decisions/0022): a language chosen in this browser stays; else the account's;
 * else the browser's languages. A choice made on a shared phone is not the account's to undo, and
 * the account's language does not become the phone's choice: it leaves with the account.
 * An account that never chose a language takes the one its visitor was using, if not English.
 */
export function followAccountLanguage(user: SessionUser | null): Promise<void> {
  if (user && !isLanguage(user.language) && i18n.language !== 'en') void saveAccountLanguage(i18n.language as Language);
  // The page's own language again when it is already that: a switch under way is then overtaken.
  return showLanguage(chooseLanguage(undefined, keptLanguage(), user?.language, navigator.languages.join(',')));
}
