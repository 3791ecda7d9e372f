import { registerNamespace } from '../index.ts';

// The automatic offers' texts (docs/product-rules.md 47), with the list that shows them rather than in
// every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/offers.json', { import: 'default' }));
