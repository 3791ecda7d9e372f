import { registerNamespace } from '../index.ts';

// "Call me back"'s texts' loaders, with the form that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/call-back.json', { import: 'default' }));
