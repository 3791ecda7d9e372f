// Without zod: the first load of every page imports this.

/** The shop's languages (docs/product-rules.md 26), English first: it stands behind every other. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages a product can be written in besides English (its own fields). */
export const TRANSLATED_LANGUAGES = ['hi', 'mr'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
export const isTranslatedLanguage = (value: unknown): value is TranslatedLanguage => (TRANSLATED_LANGUAGES as readonly unknown[]).includes(value);

/** Each language named in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/** The visitor's choice, kept for a year; readable by the page, which switches without a reload. */
export const LANGUAGE_COOKIE = 'hariyali_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the shop's languages an Accept-Language header asks for, by its q weights (the
 * earliest of equal weights; none with q=0). Written small: every page's first load carries it.
 */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  let best: Language | undefined;
  let bestQ = 0;
  for (const part of header?.split(',') ?? []) {
    const [tag = '', ...params] = part.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
    if (isLanguage(language) && q > bestQ) [best, bestQ] = [language, q];
  }
  return best;
}

/**
 * The page's language, in the one order the server and the browser both follow (docs/decisions/0022):
 * a language chosen in this browser (`asked`: `?lang=` in the page's address; else `kept`: the
 * `hariyali_lang` cookie such a choice left), then the signed-in account's (`users.language`, null
 * until the account chose one), then the browser's languages (an Accept-Language header, or
 * navigator.languages joined by commas), else English. A choice made on this phone comes before the
 * account's because phones are shared: whoever signs in on a phone left in Marathi does not turn
 * it into Hindi for the next one.
 */
export function chooseLanguage(asked: unknown, kept: unknown, account: unknown, acceptLanguage: string | undefined): Language {
  // Written out rather than through browserChoice: the first load of every page carries this one.
  return isLanguage(asked) ? asked : isLanguage(kept) ? kept : isLanguage(account) ? account : (fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}

/** The language chosen in this browser, if any: `?lang=`, else the cookie a choice left. */
export function browserChoice(asked: unknown, kept: unknown): Language | undefined {
  if (isLanguage(asked)) return asked;
  return isLanguage(kept) ? kept : undefined;
}
