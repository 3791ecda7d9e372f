/** Query keys of the vendor dashboard: everything under one prefix, so a change refreshes it all. */
export const vendorKey = ['vendor'] as const;
export const vendorKeys = {
  overview: [...vendorKey, 'overview'] as const,
  products: (params: object) => [...vendorKey, 'products', params] as const,
  product: (id: string) => [...vendorKey, 'product', id] as const,
  orderLines: (page: number) => [...vendorKey, 'order-lines', page] as const,
  order: (orderId: string) => [...vendorKey, 'order', orderId] as const,
};
