/** Query keys of My Orders; checkout refreshes them by the 'orders' prefix after an order. */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => [...ordersKey, id] as const;
