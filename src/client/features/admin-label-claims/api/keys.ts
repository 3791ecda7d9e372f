/** Query keys of Admin -> Label claims: the list comes in the page's language (crop and pest names). */
export const labelClaimsKey = ['admin', 'label-claims'] as const;
export const labelClaimListKey = (language: string) => [...labelClaimsKey, language] as const;
