// orders: checkout, a buyer's orders, the shop's order management and status changes,
// cancellations (the buyer's, the shop's, and the unpaid-order sweep).
// The front door of the module (docs/decisions/0042).
export { OrdersService, type OrderHooks } from './orders.service.ts';
export { AdminOrdersService } from './admin-orders.service.ts';
export { CustomerCancellationService } from './customer-cancellation.ts';
export { UnpaidOrdersSweep } from './unpaid-orders.ts';
export { changeTime } from './order-cancellation.ts';
export { orderRoutes } from './orders.routes.ts';
export { adminOrdersRoutes } from './admin-orders.routes.ts';
export { customerCancellationRoutes } from './customer-cancellation.routes.ts';
