import { registerNamespace } from '../index.ts';

// The coupon field's texts (coupons) and a coupon's refusal (coupon-errors, joining errors), with the code that
// shows them rather than in every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/coupon{s,-errors}.json', { import: 'default' }));
