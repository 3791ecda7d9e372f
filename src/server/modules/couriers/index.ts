// couriers: the carrier that books a shipment's courier, its AWB, pickup and label, and reads its
// tracking updates: Shiprocket behind the Carrier interface (docs/decisions/0072); an order's
// shipment booked with it and moved by its webhook (docs/product-rules.md 58). The front door of
// the module (docs/decisions/0042).
export { CarrierRefused, CarrierUnavailable, TRACKING_STATUSES, type AssignedAwb, type BookedPickup, type Carrier, type CourierOption, type CreatedShipment, type NdrAction, type ServiceabilityQuery, type ShipmentLine, type ShipmentRequest, type TrackingEvent, type TrackingStatus } from './carrier.ts';
export { ShiprocketCarrier, type ShiprocketCredentials } from './shiprocket-carrier.ts';
export { SHIPROCKET_TOKEN_HEADER, TrackingPayloadError, isShiprocketToken, parseShiprocketTracking, shiprocketTime } from './shiprocket-webhook.ts';
export { CourierShipments, type OrdersForCouriers, type OrderToShip } from './courier-shipments.ts';
export { adminShipmentRoutes, shiprocketWebhookRoutes, storeTrackingRoutes } from './shipments.routes.ts';
