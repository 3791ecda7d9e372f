import { registerNamespace } from '../index.ts';

// The texts of the privacy notice at sign-up and of Profile's offers, data copy and deletion
// (privacy), with the code that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/privacy.json', { import: 'default' }));
