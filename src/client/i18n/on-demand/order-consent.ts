import { registerNamespace } from '../index.ts';

// A farmer's consent page (docs/product-rules.md 53), with its texts, rather than in every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/order-consent.json', { import: 'default' }));
