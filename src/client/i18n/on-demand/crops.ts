import { registerNamespace } from '../index.ts';

// The crop pages' texts' loaders, with the pages' code rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/crops.json', { import: 'default' }));
