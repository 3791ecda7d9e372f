export const adminTaxKeys = {
  hsnCodes: ['admin', 'tax', 'hsn-codes'] as const,
  businessSettings: ['admin', 'tax', 'business-settings'] as const,
  siteSettings: ['admin', 'tax', 'site-settings'] as const,
  ewayBillSettings: ['admin', 'tax', 'eway-bill-settings'] as const,
};
