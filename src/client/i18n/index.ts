import i18n from 'i18next';
import common from '#client/i18n/locales/en/common.json';

export const DEFAULT_LANGUAGE = 'en';

// Page namespaces ship with their route's chunk instead of the first load (see loadNamespaces).
const namespaceLoaders = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/common.json'],
  { import: 'default' },
);

void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  // Validation texts are added with the form code (validation-texts.ts), after first paint.
  resources: { en: { common } },
  partialBundledLanguages: true,
  // React escapes what it renders; i18next must not escape it a second time.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Loads page namespaces for the current language (falling back to English) before a page renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  const languages = [...new Set([i18n.language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.flatMap((lng) =>
      namespaces.map(async (ns) => {
        if (i18n.hasResourceBundle(lng, ns)) return;
        const load = namespaceLoaders[`./locales/${lng}/${ns}.json`];
        if (load) i18n.addResourceBundle(lng, ns, await load(), true, true);
      }),
    ),
  );
}

export { i18n };
