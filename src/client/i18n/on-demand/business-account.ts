import { registerNamespace } from '../index.ts';

// Business prices (docs/product-rules.md 46): the page's and its links' texts, with what shows them
// rather than in every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/business-account.json', { import: 'default' }));

