import { z } from 'zod';

/**
 * POST /api/store/orders/:id/payment: what the browser needs to open the payment gateway's own
 * checkout for an unpaid online order (docs/decisions/0024-payments.md). The amount is the
 * order's stored total; the gateway order was created by the server from it.
 */
export const OnlineCheckout = z.object({
  provider: z.literal('razorpay'),
  /** The public key id (never the secret). */
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** The gateway's checkout script, the only third-party script the shop's CSP allows. */
  scriptUrl: z.string(),
  /** Where the gateway's page sends the buyer back, signed. */
  callbackUrl: z.string(),
  orderId: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type OnlineCheckout = z.infer<typeof OnlineCheckout>;
