import { registerNamespace } from '../index.ts';

// My farm's texts' loaders, with the page's code rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/my-farm.json', { import: 'default' }));
