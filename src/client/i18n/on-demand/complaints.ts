import { registerNamespace } from '../index.ts';

// The complaints' texts' loaders (docs/product-rules.md 54): with My complaints and the order page's
// "Report a problem", rather than in every page's entry (i18n/index.ts).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/complaints.json', { import: 'default' }));
