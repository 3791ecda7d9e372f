import { queryOptions, useQuery } from '#client/lib/query.ts';
import type { StoreOrderQuote, StoreOrderQuoteInput } from '#shared/schemas/orders';
import { apiRequest } from '#client/lib/api-client.ts';

/** POST /api/store/orders/quote: the order's GST split for a delivery state and pincode, nothing written. */
export function quoteOrder(input: StoreOrderQuoteInput, signal?: AbortSignal): Promise<StoreOrderQuote> {
  return apiRequest<StoreOrderQuote>('POST', '/store/orders/quote', { body: input, signal });
}

/**
 * Asks only once the state is chosen and the pincode has its 6 digits; with a coupon's code, the
 * discount and the tax on the discounted prices (docs/product-rules.md 43); with a business buyer's
 * GSTIN, the tax for its state (docs/product-rules.md 44). `enabled` false asks nothing.
 */
export function useOrderQuote(input: { items: StoreOrderQuoteInput['items']; state: string; pincode: string; buyerGstin?: string; couponCode?: string | null }, enabled = true) {
  const ready = input.state !== '' && /^[0-9]{6}$/.test(input.pincode);
  const couponCode = input.couponCode ?? undefined;
  const quote = useQuery({
    ...queryOptions({
      queryKey: ['checkout', 'quote', input.items, input.state, input.pincode, input.buyerGstin ?? null, couponCode ?? null],
      queryFn: ({ signal }) => quoteOrder({ items: input.items, shipping: { state: input.state as StoreOrderQuoteInput['shipping']['state'], pincode: input.pincode }, buyerGstin: input.buyerGstin, couponCode }, signal),
      retry: false,
    }),
    enabled: ready && enabled && input.items.length > 0,
  });
  return { ...quote, ready };
}
