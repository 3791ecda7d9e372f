import common from '#client/i18n/locales/en/common.json';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, LANGUAGES, type Language } from '#shared/languages';
import { Translator } from './translator.ts';

export { DEFAULT_LANGUAGE };

// Page namespaces ship with their route's chunk, and other languages' texts load when chosen:
// only English common texts are in the first load (see loadNamespaces).
const namespaceLoaders = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/en/common.json'], { import: 'default' });

/** The app's one translator. English validation texts are added with the form code (validation-texts.ts). */
export const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', common);

/** Every namespace a page has asked for: a change of language loads them in the new one. */
const wanted = new Set<string>(['common']);

/**
 * Texts only the admin area and the vendor portal show (their error and form messages), kept out
 * of `common` so that a farmer's language switch does not download them (issue 14's 15 KB): loaded
 * with those pages, they join `common`, where every form and error message looks.
 */
export const STAFF_NAMESPACE = 'staff';

async function loadBundle(lng: string, ns: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const load = namespaceLoaders[`./locales/${lng}/${ns}.json`];
  if (!load) return;
  const texts = await load();
  // Another language's validation messages live beside its common texts (English's come from
  // src/shared/validation-messages.ts), the staff's beside the staff texts.
  const validationFile = ns === 'common' ? 'validation' : ns === STAFF_NAMESPACE ? 'staff-validation' : undefined;
  const validation = validationFile ? namespaceLoaders[`./locales/${lng}/${validationFile}.json`] : undefined;
  const bundle = validation ? { ...texts, validation: await validation() } : texts;
  if (ns === STAFF_NAMESPACE) {
    // Merged into common (whose own texts win), once common is there: common's bundle existing
    // is what tells loadBundle common is loaded. Then marked as loaded itself.
    await loadBundle(lng, 'common');
    i18n.addResourceBundle(lng, ns, {});
    i18n.addResourceBundle(lng, 'common', bundle, false);
  } else i18n.addResourceBundle(lng, ns, bundle);
}

/** Loads page namespaces for `languages` (the current one and English by default) before a page renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const languages = [...new Set([i18n.language, DEFAULT_LANGUAGE])];
  await Promise.all(languages.flatMap((lng) => namespaces.map((ns) => loadBundle(lng, ns))));
}

/** The server renders pages in every language at once: it holds them all. */
export async function loadEveryLanguage(): Promise<void> {
  await Promise.all(
    Object.keys(namespaceLoaders).flatMap((file) => {
      const [, lng, ns] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
      return lng && ns && ns !== 'validation' && ns !== 'staff-validation' ? [loadBundle(lng, ns)] : [];
    }),
  );
}

/** Keeps the visitor's language in the cookie the server reads (and the page, on its next start). */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Shows the app in `language` from now on: its texts for every namespace in use first, then the
 * switch, and the choice kept in a cookie so that the server's next pages come in it too.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (!(LANGUAGES as readonly string[]).includes(language)) return;
  rememberLanguage(language);
  await Promise.all([...wanted].map((ns) => loadBundle(language, ns)));
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
