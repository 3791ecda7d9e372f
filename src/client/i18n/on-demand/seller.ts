import { registerNamespace } from '../index.ts';

// A product page's seller block (docs/product-rules.md 52), with its texts, rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/seller.json', { import: 'default' }));
