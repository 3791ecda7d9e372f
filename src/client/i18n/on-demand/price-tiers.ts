import { registerNamespace } from '../index.ts';

// A product's quantity prices (docs/product-rules.md 46), with the block that shows them rather
// than in every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/price-tiers.json', { import: 'default' }));
