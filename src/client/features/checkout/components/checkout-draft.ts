import type { StoreCreateOrderInput } from '#shared/schemas/orders';

/**
 * What the buyer has typed at checkout, kept for this tab only (sessionStorage) so that a reload
 * or a trip back to the cart does not wipe it (docs/product-rules.md 32). Per account, so another account signed
 * in on the same phone never sees it; cleared once the order is placed. Only the address, GSTIN, legal name and registered address,
 * payment method and the address choice: the shop takes no card details (0024-payments).
 */
export interface CheckoutDraft {
  shipping: StoreCreateOrderInput['shipping'];
  buyerGstin?: string;
  buyerLegalName?: string;
  buyerAddress?: string;
  buyerCity?: string;
  buyerPincode?: string;
  paymentMethod?: StoreCreateOrderInput['paymentMethod'];
  /** A field agent's village point chosen (docs/product-rules.md 56); its address is then the shipping address. */
  pickupPointId?: string;
  /** A saved address's id, or 'new'. */
  choice: string;
  saveNew: boolean;
}

const keyOf = (userId: string) => `hariyali.checkout.${userId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(userId: string): CheckoutDraft | undefined {
  try {
    const draft = JSON.parse(storage()?.getItem(keyOf(userId)) ?? 'null') as CheckoutDraft | null;
    return draft && typeof draft.shipping === 'object' && draft.shipping !== null && typeof draft.choice === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(userId: string, draft: CheckoutDraft): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // A full or private storage: only the copy for a reload is missing.
  }
}

export function forgetDraft(userId: string): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}
