import { loadNamespaces, registerNamespace } from '../index.ts';

// A business purchase's fields (business-buyer) and their form messages in another language
// (business-validation, joining common's validation), with the forms that take a GSTIN rather than
// in every page's entry: Marathi's storefront texts are at their budget (scripts/size-check.mjs).
registerNamespace(import.meta.glob<Record<string, unknown>>('../locales/*/business-{buyer,validation}.json', { import: 'default' }));

/** A GSTIN's messages in another language, for the forms that take one (a vendor's sign-up and profile, the shop's business settings). */
export const loadGstinMessages = (): Promise<void> => loadNamespaces('business-validation');
