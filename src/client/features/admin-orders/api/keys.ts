/** Query keys of Manage Orders: every list page and every order sit under one prefix. */
export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrderKey = (id: string) => [...adminOrdersKey, 'order', id] as const;
