import { registerNamespace } from '../index.ts';

// The bank-transfer texts' loaders, with the code that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/bank-transfer.json', { import: 'default' }));
