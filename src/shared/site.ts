/**
 * The shop's public contact details. The phone and email are placeholders (docs/product-rules.md
 * 25) until the owner sets real ones. The address is written in each language, so it lives in the
 * text catalogues (common:footer.address in locales/en, hi and mr).
 */
export const SITE_CONTACT = {
  phone: '+91 20 0000 0000',
  phoneHref: 'tel:+912000000000',
  email: 'support@hariyali.example',
} as const;
