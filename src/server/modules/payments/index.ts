// payments: the payment methods the shop offers and their settings, online payments through the
// gateway (docs/decisions/0024, 0034), refunds, and the secret box that seals keys.
// The front door of the module (docs/decisions/0042).
export { OnlinePaymentsService, type OnlinePaymentsOptions } from './online-payments.service.ts';
export { PaymentArrival, SYSTEM_ACTOR } from './payment-arrival.workflow.ts';
export { PaymentSettingsService } from './payment-settings.service.ts';
export { SECRET_KEY_BYTES, SecretBox, SecretBoxError } from './secret-box.ts';
export { loadOrCreateSecretsKeyFile } from './secrets-key-file.ts';
export type { HttpPolicy } from './razorpay-gateway.ts';
export { adminPaymentsRoutes } from './admin-payments.routes.ts';
export { gatewayRoutes, storeOnlinePaymentRoutes } from './online-payments.routes.ts';
export { storePaymentsRoutes } from './store-payments.routes.ts';
export { OrderRefunds } from './order-refunds.ts';
