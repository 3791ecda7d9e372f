import { registerNamespace } from '../index.ts';

// The pack label's texts' loaders, with the code that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/product-label.json', { import: 'default' }));
