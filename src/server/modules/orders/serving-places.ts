import type { IndianStateOrUt } from '#shared/india';
import type { ShopRegistration } from '#server/modules/documents';
import type { ServingPlace } from '#server/modules/locations';

/** The places that may serve a delivery, in the order they are asked (the locations module answers; docs/product-rules.md 59). */
export interface OrderPlaces {
  servingPlaces(to: { state: IndianStateOrUt; pincode: string }): Promise<ServingPlace[]>;
}

/** The same, and where each line would be served from now, for checkout's summary (the catalog's stock answers). */
export interface QuotePlaces extends OrderPlaces {
  placesFor(lines: Array<{ productId: string; quantity: number }>, places: ReadonlyArray<string | null>): Promise<Map<string, string | null>>;
}

/**
 * Where an order's shop lines may come from, and what that means for their tax: a location
 * registered under a GSTIN other than the principal place's supplies under that registration (its
 * state decides CGST and SGST or IGST, its GSTIN is on its invoice); one in the principal place's
 * own state shares its GSTIN, and its lines are the principal place's supply.
 */
export class ServingPlan {
  readonly ids: Array<string | null>;
  readonly registrations: ShopRegistration[];

  constructor(places: readonly ServingPlace[]) {
    this.ids = places.map((p) => p.id);
    const principalGstin = places.find((p) => p.id === null)?.gstin ?? null;
    this.registrations = places.flatMap((p) => (p.id !== null && p.gstin && p.state && p.gstin !== principalGstin ? [{ id: p.id, address: p.address, state: p.state, gstin: p.gstin }] : []));
  }

  /** The GSTIN a line served from `locationId` is supplied under when it is not the principal place's; null: the principal place's. */
  registrationOf(locationId: string | null | undefined): string | null {
    return this.registrations.find((r) => r.id === locationId)?.gstin ?? null;
  }

  /** The registration a line served from `locationId` is supplied under (its place); null: the principal place's (or a vendor's). */
  taxPlaceOf(locationId: string | null | undefined): string | null {
    return locationId && this.registrations.some((r) => r.id === locationId) ? locationId : null;
  }
}
