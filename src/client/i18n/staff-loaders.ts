import { registerStaffNamespaces } from './index.ts';

// The text chunks of the admin area and the vendor portal, listed apart from the storefront's
// (i18n/index.ts): the pages of staff import this module, so a farmer's first load does not carry
// the addresses of some fifty chunks it never opens.
registerStaffNamespaces(
  import.meta.glob<Record<string, unknown>>(['./locales/*/admin*.json', './locales/*/vendor-*.json', './locales/*/staff*.json'], {
    import: 'default',
  }),
);
