import { registerNamespace } from '../index.ts';

// The search box's texts' loaders, with its code rather than in every page's entry (i18n/index.ts):
// the header's search box follows the first paint (components/product-search-form.tsx).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/search.json', { import: 'default' }));
