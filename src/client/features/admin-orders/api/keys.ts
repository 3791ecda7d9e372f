import type { AdminOrderListQuery } from '#shared/schemas/admin-orders';

/** Query keys of Manage Orders: every list page and every order sit under one prefix. */
export const adminOrdersKey = ['admin', 'orders'] as const;
export const adminOrdersListKey = (query: OrdersQuery) => [...adminOrdersKey, 'list', query] as const;
export const adminOrderKey = (id: string) => [...adminOrdersKey, 'order', id] as const;

/** The list's filters and page; the page size is fixed (ORDERS_PAGE_SIZE). */
export type OrdersQuery = Omit<AdminOrderListQuery, 'pageSize'>;
