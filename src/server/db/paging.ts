/** The SQL offset of a 1-based page: every paged list (admin, vendor, storefront) uses this. */
export const offsetOf = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
