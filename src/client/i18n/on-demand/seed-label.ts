import { registerNamespace } from '../index.ts';

// The seed-label texts' loaders, with the code that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/seed-label.json', { import: 'default' }));
