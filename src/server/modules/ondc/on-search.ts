import type { CategorySlug } from '#shared/catalog';
import { RETURN_WINDOW_DAYS } from '#shared/schemas/returns';
import { type Agr10CatalogFacts, AGR10_CATEGORY_OF, agr10CatalogOf } from './agr10-items.ts';
import type { SearchRequest } from './beckn-messages.ts';
import type { CallbackContent, OwedRequest } from './ondc-callbacks.ts';
import type { OndcIdentity } from './ondc-identity.ts';
import type { OndcSettingsRow } from './ondc.repository.ts';
import type { OfferedProducts } from './offered-products.ts';
import type { KeptLoads } from '#server/shared-state/kept-loads';

/** At most this many items in one on_search: a search by name or category finds far fewer; the whole catalogue is paged by the buyer app's next search. */
export const MAX_ITEMS = 500;

/** What the shop's other modules say of it that a catalogue repeats: wired in services.ts. */
export interface ShopFactsSources {
  /** The business settings: legal name, principal place's address and state (null until set). */
  business(): Promise<{ legalName: string | null; address: string | null; state: string | null }>;
  /** The contact details the storefront shows (null until set). */
  contact(): Promise<{ phone: string | null; email: string | null }>;
  /** Whether checkout offers cash on delivery now. */
  codOffered(): Promise<boolean>;
}

/** The shop as the AGR10 catalogue names it: null until the owner has given what ONDC asks (settings, legal name, address, contact). */
export async function catalogueFacts(identity: OndcIdentity, settings: OndcSettingsRow | undefined, sources: ShopFactsSources, publicUrl: string): Promise<Agr10CatalogFacts | null> {
  const [business, contact, cod] = await Promise.all([sources.business(), sources.contact(), sources.codOffered()]);
  if (!settings || !business.legalName || !business.address || !contact.phone || !contact.email) return null;
  return {
    providerId: identity.subscriberId,
    locationId: 'store',
    fulfillmentId: 'delivery',
    timeToShip: `P${settings.days_to_ship}D`,
    // The refund policy's window (docs/product-rules.md on returns), the same on the network as on the shop.
    returnWindow: `P${RETURN_WINDOW_DAYS}D`,
    returnable: true,
    // A buyer cancels until the order is shipped (as on the shop's own pages).
    cancellable: true,
    // Returns are brought or sent back by the buyer: the shop arranges no pick-up (its refund policy).
    sellerPickupReturn: false,
    availableOnCod: cod,
    consumerCare: { name: business.legalName, email: contact.email, phone: contact.phone },
    publicBaseUrl: publicUrl,
    bppName: business.legalName,
    bppDescription: 'Seeds, fertilisers, crop protection and farm tools',
    providerName: business.legalName,
    providerDescription: 'Seeds, fertilisers, crop protection and farm tools',
    location: { gps: settings.store_gps, address: { street: business.address, city: settings.store_city, state: business.state ?? undefined, area_code: settings.store_pincode, country: 'IND' } },
    catalogTtl: 'P1D',
    fulfillmentType: 'Delivery',
  };
}

/** The shop's categories a search's AGR10 category stands for (none: a category the shop does not sell). */
export function categoriesOf(agr10: string): CategorySlug[] {
  return (Object.entries(AGR10_CATEGORY_OF) as Array<[CategorySlug, string]>).filter(([, c]) => c === agr10).map(([slug]) => slug);
}

/**
 * on_search (docs/product-rules.md 62): the shop's offered products matching the buyer's intent
 * (an item's name, an AGR10 category; neither: the whole catalogue), as one provider's catalogue.
 * A category the shop does not sell is an empty catalogue, not an error; a delivery PIN code the
 * shop does not serve is ONDC's 30009.
 *
 * A gateway forwards every buyer app's searches, most of them the same few (the whole catalogue, a
 * category): a catalogue is built and written out once per search, catalogue version and shop
 * facts, and sent again to every search asking the same while they stand (`kept`, dropped when
 * the owner keeps a product off the network; docs/decisions/0081). Its timestamps are the time it
 * was built, which is what ONDC's item and provider `time` say.
 */
export function onSearch(products: OfferedProducts, facts: () => Promise<Agr10CatalogFacts | null>, deliversTo: (pincode: string) => Promise<boolean>, kept: KeptLoads<string>, now: () => number) {
  return async (request: OwedRequest): Promise<CallbackContent> => {
    const intent = (request as unknown as SearchRequest).message.intent;
    const shop = await facts();
    if (!shop) return { error: { type: 'DOMAIN-ERROR', code: '30017', message: 'Merchant is currently not taking orders' } };
    // A buyer app that says where the goods are to go is told when the shop does not deliver there.
    const pincode = intent.fulfillment?.end?.location?.address?.area_code;
    if (pincode && !(await deliversTo(pincode))) return { error: { type: 'DOMAIN-ERROR', code: '30009', message: `The shop does not deliver to ${pincode}` } };
    const text = intent.item?.descriptor?.name?.trim() || undefined;
    const category = intent.category?.id?.trim();
    const categories = category ? categoriesOf(category) : undefined;
    const key = JSON.stringify([await products.version(), shop, text ?? null, categories ?? null]);
    const messageJson = await kept.get(key, async () => {
      const found = categories?.length === 0 ? [] : await products.matching({ text, categories }, MAX_ITEMS);
      return JSON.stringify({ catalog: agr10CatalogOf(found, shop, new Date(now())) });
    });
    return { messageJson };
  };
}
