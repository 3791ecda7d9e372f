import { z } from 'zod';
import { indianDate } from '#shared/india';
import { AdminOfferInput, OFFER_KINDS, OFFER_SCOPES, type AdminOffer } from '#shared/schemas/offers';
import { amountBox, orNull, percentOf, percentToBp, rupees, rupeesOf, text } from '#client/lib/amount-boxes.ts';

/**
 * The offer form's boxes (docs/product-rules.md 47), with the API's names so a message of the
 * schema or the server lands on its box; amounts as typed: a percentage "10" or "12.5", rupees
 * "200" or "49.50", a blank box for "none".
 */
export interface OfferFormValues {
  name: string;
  kind: (typeof OFFER_KINDS)[number];
  percentBp: string;
  scope: (typeof OFFER_SCOPES)[number];
  targets: string[];
  minValuePaise: string;
  maxDiscountPaise: string;
  productId: string;
  buyQuantity: string;
  giftProductId: string;
  getQuantity: string;
  validFrom: string;
  validTo: string;
  active: boolean;
}

export const OFFER_FORM_FIELDS = [
  'name', 'kind', 'percentBp', 'scope', 'targets', 'minValuePaise', 'maxDiscountPaise', 'productId', 'buyQuantity', 'giftProductId', 'getQuantity', 'validFrom', 'validTo', 'active',
] as const satisfies ReadonlyArray<keyof OfferFormValues>;

const whole = z.string().trim().regex(/^\d*$/, 'offerQuantity');

/** The form's text turned into an AdminOfferInput, then checked by the API's own schema; only the chosen kind's fields are sent. */
export const OfferForm = z
  .object({
    name: z.string(),
    kind: z.enum(OFFER_KINDS, 'offerKind'),
    percentBp: amountBox('offerPercent'),
    scope: z.enum(OFFER_SCOPES, 'offerScope'),
    targets: z.array(z.string()),
    minValuePaise: amountBox('price'),
    maxDiscountPaise: amountBox('price'),
    productId: z.string(),
    buyQuantity: whole,
    giftProductId: z.string(),
    getQuantity: whole,
    validFrom: z.string(),
    validTo: z.string(),
    active: z.boolean(),
  })
  .transform((v): AdminOfferInput => {
    const percent = v.kind === 'percent';
    return {
      name: v.name,
      kind: v.kind,
      percentBp: percent ? orNull(v.percentBp, percentToBp) : null,
      scope: percent ? v.scope : null,
      targets: percent ? v.targets : [],
      minValuePaise: percent && v.minValuePaise !== '' ? rupees(v.minValuePaise) : 0,
      maxDiscountPaise: percent ? orNull(v.maxDiscountPaise, rupees) : null,
      productId: percent ? null : v.productId || null,
      buyQuantity: percent ? null : orNull(v.buyQuantity, Number),
      giftProductId: v.kind === 'free_item' ? v.giftProductId || null : null,
      getQuantity: percent ? null : orNull(v.getQuantity, Number),
      validFrom: v.validFrom,
      validTo: v.validTo,
      active: v.active,
    };
  })
  .pipe(AdminOfferInput);

/** The boxes of a saved offer, or a new one's: a percentage off seeds from today for thirty days, switched on. */
export function offerFormValues(offer?: AdminOffer, today = indianDate()): OfferFormValues {
  if (!offer) {
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 29 * 86_400_000).toISOString().slice(0, 10);
    return { name: '', kind: 'percent', percentBp: '', scope: 'categories', targets: [], minValuePaise: '0', maxDiscountPaise: '', productId: '', buyQuantity: '', giftProductId: '', getQuantity: '1', validFrom: today, validTo: end, active: true };
  }
  return {
    name: offer.name,
    kind: offer.kind,
    percentBp: text(offer.percentBp, percentOf),
    scope: offer.scope ?? 'categories',
    targets: offer.targets,
    minValuePaise: rupeesOf(offer.minValuePaise),
    maxDiscountPaise: text(offer.maxDiscountPaise, rupeesOf),
    productId: offer.productId ?? '',
    buyQuantity: text(offer.buyQuantity),
    giftProductId: offer.giftProductId ?? '',
    getQuantity: text(offer.getQuantity),
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    active: offer.active,
  };
}

/** A saved offer as the API takes it back. */
export function offerInputOf(offer: AdminOffer): AdminOfferInput {
  const { id: _id, used: _used, updatedAt: _updatedAt, ...input } = offer;
  return input;
}
