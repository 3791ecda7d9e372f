import type { AdminVendorListQuery } from '#shared/schemas/admin-vendors';

export const vendorsKey = ['admin', 'vendors'] as const;
export const vendorsListKey = (query: VendorsQuery) => [...vendorsKey, query] as const;

/**
 * What a decision refreshes: the vendor lists and the dashboard's pending count (its key,
 * written out: the dashboard feature is not imported).
 */
export const decisionKeys = [vendorsKey, ['admin', 'dashboard']] as const;

/** The list's status filter and page; the page size is fixed (VENDORS_PAGE_SIZE). */
export type VendorsQuery = Omit<AdminVendorListQuery, 'pageSize'>;
