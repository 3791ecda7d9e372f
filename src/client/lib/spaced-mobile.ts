/** "+919822012345" as people read it: "+91 98220 12345". */
export const spacedMobile = (mobile: string) => mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
