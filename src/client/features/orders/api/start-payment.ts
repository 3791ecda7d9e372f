import type { OnlineCheckout } from '#shared/schemas/payments';
import { api } from '#client/lib/api-client.ts';

/**
 * POST /api/store/orders/:id/payment: what the browser needs to open the payment gateway's own
 * page for the buyer's unpaid online order (docs/decisions/0024-payments.md). Asked again at
 * every attempt; the server reuses the gateway order it made the first time.
 */
export function startPayment(orderId: string): Promise<OnlineCheckout> {
  return api.post<OnlineCheckout>(`/store/orders/${encodeURIComponent(orderId)}/payment`, {});
}
