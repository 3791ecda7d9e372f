import type { Updateable } from 'kysely';
import type { OrderRow, OrdersTable } from '#server/db/schema';
import type { PaymentStatus } from '#shared/schemas/orders';

/** The columns of an order a payment from the gateway writes. */
export type OrderPaymentChange = Pick<Updateable<OrdersTable>, 'payment_status' | 'payment_due_at' | 'gateway_payment_id' | 'paid_with' | 'card_last4' | 'paid_at' | 'updated_at'>;

/**
 * An order's payment columns and its row lock, as payments reads and changes them: the orders
 * module owns the table and answers (it uses this module, so services.ts gives it its
 * OrderPayments). When each move is allowed stays the payment machine's (src/shared/order-states.ts).
 */
export interface PaymentOrders {
  order(orderId: string): Promise<OrderRow | undefined>;
  /** Reads the order and holds it until the caller's transaction ends (docs/decisions/0024-payments.md). */
  lock(orderId: string): Promise<OrderRow | undefined>;
  byGatewayOrder(gatewayOrderId: string): Promise<OrderRow | undefined>;
  storeGatewayOrder(orderId: string, gateway: string, gatewayOrderId: string): Promise<string | null>;
  setPaymentIf(orderId: string, from: readonly PaymentStatus[], change: OrderPaymentChange): Promise<boolean>;
  markPaidIf(orderId: string, change: OrderPaymentChange): Promise<boolean>;
  gatewayPaymentIdsOf(orderIds: string[]): Promise<Map<string, string | null>>;
}
