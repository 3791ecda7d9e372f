import { registerNamespace } from '../index.ts';

// The texts of signing in with a mobile number (mobile-sign-in) and its refusals (mobile-errors, joining errors),
// with the forms that show them rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/mobile-{sign-in,errors}.json', { import: 'default' }));
