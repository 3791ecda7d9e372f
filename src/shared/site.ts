/**
 * The shop's public contact details and hours. The phone, email and address are placeholders
 * (docs/product-rules.md 25) until the owner sets real ones; the hours are the specification's.
 */
export const SITE_CONTACT = {
  phone: '+91 20 0000 0000',
  phoneHref: 'tel:+912000000000',
  email: 'support@hariyali.example',
  address: 'Hariyali Agro, Pune, Maharashtra 411001, India',
} as const;
