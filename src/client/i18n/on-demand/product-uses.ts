import { registerNamespace } from '../index.ts';

// A product's crops and doses and "how much for my land" texts' loaders, with the code that shows them (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/product-uses.json', { import: 'default' }));
