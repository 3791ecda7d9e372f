import { registerNamespace } from '../index.ts';

// A village pickup point's texts (pickup) and its refusal (pickup-errors, joining errors), with checkout's choice
// and the order page that show them, not in every page's entry: Marathi's storefront texts are at their budget
// (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/pickup{,-errors}.json', { import: 'default' }));
