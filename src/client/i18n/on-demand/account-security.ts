import { registerNamespace } from '../index.ts';

// The texts of the e-mail and password forms (account-security), with the code that shows them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/account-security.json', { import: 'default' }));
