// Without zod: the first load of every page imports this.

/** The shop's languages (issue 14), English first: it stands behind every other. */
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

/** The first of the shop's languages an Accept-Language header asks for, by its q weights. */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.find((a) => isLanguage(a.language))?.language as Language | undefined;
}

/** What a page's language is chosen from, most deciding first (docs/decisions/0022). */
export interface LanguageSources {
  /** `?lang=` in the page's address: a shared link, or the switcher without JavaScript. */
  asked?: unknown;
  /** The `hariyali_lang` cookie: what was chosen in this browser (`?lang=` or the switcher) before. */
  kept?: unknown;
  /** The signed-in account's language (`users.language`), null until the account chose one. */
  account?: unknown;
  /** The browser's languages, as an Accept-Language header or navigator.languages joined by commas. */
  acceptLanguage?: string;
}

/**
 * The page's language, in the one order the server and the browser both follow: a language chosen
 * in this browser (`?lang=`, else the cookie it left), then the signed-in account's (a farmer's
 * phone that never chose one speaks his language), then the browser's languages, else English.
 * A choice made on this phone comes before the account's because phones are shared: whoever
 * signs in on a phone left in Marathi does not turn it into Hindi for the next one.
 */
export function chooseLanguage({ asked, kept, account, acceptLanguage }: LanguageSources): Language {
  return browserChoice(asked, kept) ?? (isLanguage(account) ? account : undefined) ?? fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language chosen in this browser, if any: `?lang=`, else the cookie a choice left. */
export function browserChoice(asked: unknown, kept: unknown): Language | undefined {
  if (isLanguage(asked)) return asked;
  return isLanguage(kept) ? kept : undefined;
}
