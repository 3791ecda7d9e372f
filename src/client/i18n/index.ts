import common from '#client/i18n/locales/en/common.json';
import { Translator } from './translator.ts';

export const DEFAULT_LANGUAGE = 'en';

// Page namespaces ship with their route's chunk instead of the first load (see loadNamespaces).
const namespaceLoaders = import.meta.glob<Record<string, unknown>>(
  ['./locales/*/*.json', '!./locales/*/common.json'],
  { import: 'default' },
);

/** The app's one translator. Validation texts are added with the form code (validation-texts.ts), after first paint. */
export const i18n = new Translator(DEFAULT_LANGUAGE, DEFAULT_LANGUAGE);
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', common);

/** Loads page namespaces for the current language (falling back to English) before a page renders. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  const languages = [...new Set([i18n.language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.flatMap((lng) =>
      namespaces.map(async (ns) => {
        if (i18n.hasResourceBundle(lng, ns)) return;
        const load = namespaceLoaders[`./locales/${lng}/${ns}.json`];
        if (load) i18n.addResourceBundle(lng, ns, await load());
      }),
    ),
  );
}
