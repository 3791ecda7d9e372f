// orders: checkout (the place-order workflow), a buyer's orders, the shop's order management and
// status changes, cancellations (the cancel-order workflow: the buyer's, the shop's, and the
// unpaid-order sweep's), orders the staff place for a farmer with his consent (the assisted-order workflow). The front door of the module (docs/decisions/0042).
export { OrdersService } from './orders.service.ts';
export { OrderReads } from './order-reads.ts';
export { BuyerRecords } from './buyer-records.ts';
export { OrderPayments, paymentCountsOf } from './order-payments.ts';
export { RemittedCash, type RemittedCashResult } from './remitted-cash.ts';
export { PlaceOrder, type OrderHooks, type NetworkOrderTerms } from './place-order.workflow.ts';
export { CancelOrder } from './cancel-order.workflow.ts';
export { RefundOrder } from './refund.workflow.ts';
export { OrderStatusMoves, changeTime } from './order-status.ts';
export { AdminOrdersService, type EWayBillGate } from './admin-orders.service.ts';
export { LinePlaces } from './line-places.ts';
export { SupplierOrders, type SupplierLineRow } from './supplier-orders.ts';
export { UnpaidOrdersSweep } from './unpaid-orders.ts';
export { AssistedOrders, type AgentsFarmers } from './assisted-order.workflow.ts';
export { adminAssistedOrderRoutes, storeOrderConsentRoutes } from './assisted-orders.routes.ts';
export { orderRoutes } from './orders.routes.ts';
export { adminOrdersRoutes } from './admin-orders.routes.ts';
export { customerCancellationRoutes } from './customer-cancellation.routes.ts';
