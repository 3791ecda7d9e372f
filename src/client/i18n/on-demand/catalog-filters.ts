import { registerNamespace } from '../index.ts';

// The catalogue filters' texts' loaders, with the panel's code rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/catalog-filters.json', { import: 'default' }));
