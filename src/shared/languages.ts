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

/** Which language a page comes in: ?lang= (a shared link), else the visitor's cookie, else the browser's wish. */
export function chooseLanguage(query: unknown, cookie: unknown, acceptLanguage: string | undefined): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(cookie)) return cookie;
  return fromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
