import { ApiError } from '#client/lib/api-client.ts';
import { startPayment } from './api/start-payment.ts';

// Loaded with import() only when a buyer pays: no page's first load carries it (npm run size).

interface RazorpayCheckout {
  open(): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayCheckout;
  }
}

const unavailable = () =>
  new ApiError(503, 'payment_unavailable', 'Online payment is not available right now. Your order is kept: please try again in a few minutes or contact us.');

let loading: Promise<void> | undefined;

/** The gateway's checkout script, added to the page the first time it is needed (the CSP allows exactly its origin). */
function loadScript(src: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Another attempt adds it again.
      loading = undefined;
      script.remove();
      reject(unavailable());
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Takes the buyer to the payment gateway for an unpaid online order: asks the server for the
 * gateway's order, loads the gateway's script and opens its checkout, which returns the buyer to
 * the order's confirmation page (the server checks the payment there: docs/decisions/0024).
 * Refusals (already paid, too late, the gateway down) are ApiErrors. Resolves only when the
 * buyer closes the gateway's window without paying; otherwise the browser leaves the page.
 */
export async function payOnline(orderId: string, description: string): Promise<void> {
  const checkout = await startPayment(orderId);
  await loadScript(checkout.scriptUrl);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw unavailable();
  await new Promise<void>((resolve) => {
    new Razorpay({
      key: checkout.keyId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      order_id: checkout.gatewayOrderId,
      name: 'Hariyali',
      description,
      prefill: checkout.prefill,
      notes: { order_id: checkout.orderId },
      callback_url: checkout.callbackUrl,
      redirect: true,
      modal: { ondismiss: () => resolve() },
    }).open();
  });
}
