// delivery: where the shop delivers, what it costs and when it arrives (delivery settings,
// promises in business days), and an order's tracking. The front door of the module (docs/decisions/0042).
export { DeliveryService } from './delivery.service.ts';
export { adminDeliveryRoutes, deliveryRoutes } from './delivery.routes.ts';
