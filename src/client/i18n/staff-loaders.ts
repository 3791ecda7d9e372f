// The text chunks of the admin area and the vendor portal (i18n/index.ts loads this list when a
// staff page first asks for one of them).
export const staffNamespaceLoaders = import.meta.glob<Record<string, unknown>>(['./locales/*/admin*.json', './locales/*/vendor.json', './locales/*/staff*.json'], {
  import: 'default',
});
