import { registerNamespace } from '../index.ts';

// A kit's texts (its parts, what it saves: docs/product-rules.md 48), with the code that shows
// them rather than in every page's entry: the Marathi storefront texts are at their budget (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/kits.json', { import: 'default' }));
