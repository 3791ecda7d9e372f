import { registerNamespace } from '../index.ts';

// The Contact page's grievance officer (docs/product-rules.md 52), with its texts, rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/grievance.json', { import: 'default' }));
