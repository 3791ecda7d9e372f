import { stateOfGstin } from '#shared/gst';
import type { StoreCreateOrder } from '#shared/schemas/orders';
import { validationMessage } from '#shared/validation-messages';
import type { OrderRow } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { GstService } from '#server/modules/gst';

type Billed = Pick<OrderRow, 'buyer_address' | 'buyer_city' | 'buyer_pincode'>;

const refused = (field: string, key: string) => {
  const message = validationMessage(key);
  return new AppError(400, 'validation_failed', `Invalid order: ${field}: ${message}`, { [field]: message });
};

/**
 * A business buyer's registered address, billed on its invoices beside its legal name and GSTIN
 * (docs/product-rules.md 44; CGST Rule 46 asks a registered recipient's address): the one it gave,
 * whose pincode must lie in its GSTIN's state, or the delivery address when it is registered there.
 * One registered in another state than the delivery must give it. None for a farmer's order.
 */
export function billedAddress(input: StoreCreateOrder, gst: Pick<GstService, 'pincode'>): Billed {
  if (!input.buyerGstin) return { buyer_address: null, buyer_city: null, buyer_pincode: null };
  const registeredIn = stateOfGstin(input.buyerGstin);
  if (input.buyerAddress && input.buyerCity && input.buyerPincode) {
    const place = gst.pincode(input.buyerPincode);
    if (!place) throw refused('buyerPincode', 'pincodeUnknown');
    if (!registeredIn || !place.states.includes(registeredIn)) throw refused('buyerPincode', 'pincodeGstinState');
    return { buyer_address: input.buyerAddress, buyer_city: input.buyerCity, buyer_pincode: input.buyerPincode };
  }
  if (registeredIn !== input.shipping.state) throw refused('buyerAddress', 'registeredAddressRequired');
  return { buyer_address: input.shipping.address, buyer_city: input.shipping.city, buyer_pincode: input.shipping.pincode };
}
