import { randomUUID } from 'node:crypto';
import { indianDate } from '#shared/india';
import type { CustomerGroup } from '#shared/price-lists';
import type { AdminOffer, AdminOfferInput, AdminOfferList, AppliedOffer } from '#shared/schemas/offers';
import type { OfferRow, ProductRow } from '#server/db/schema';
import { isForeignKeyViolation } from '#server/db/sql-helpers';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { AppError, invalidField, notFound } from '#server/errors';
import type { CacheBus } from '#server/shared-state/cache-bus';
import { KeptCopy } from '#server/shared-state/kept-copy';
import { applyOffers, runsOn, type GiftStock, type OfferLine, type OffersOutcome } from './offer-rules.ts';
import * as repo from './offers.repository.ts';
import type { PriceListsService } from './price-lists.service.ts';

export type { GiftStock, OffersOutcome, OfferApplied, OfferNearMiss, GiftLine } from './offer-rules.ts';

/** What offers read of products and crops: the catalog and the crop guide answer (filled in services.ts). */
export interface OfferProducts {
  cropsOf(productIds: string[]): Promise<Map<string, string[]>>;
  /** Those of these crop keys that are no crop's of the crop guide. */
  unknownCrops(keys: string[]): Promise<string[]>;
  /** These products' rows as stored, on sale or not (unknown ids left out). */
  rowsOf(ids: string[]): Promise<Map<string, ProductRow>>;
  /** The parts of those of these products that are kits (docs/product-rules.md 48). */
  kitParts(ids: string[]): Promise<Map<string, unknown[]>>;
}

/** A line to weigh: the product, who supplies it, how many at what unit price; the caller knows the rest. */
export type OfferOrderLine = Omit<OfferLine, 'crops'>;

/** Units of a free item's gift an order takes from stock with its lines. */
export interface GiftUnits {
  productId: string;
  quantity: number;
}

/**
 * How long this server keeps the offers without reading them again; a change by the owner drops
 * every server's copy at once (the cache bus 'offers'), this bounds a copy whose message was lost.
 */
const OFFERS_TTL_MS = 60_000;

function toAdmin(row: OfferRow, used: number): AdminOffer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentBp: row.percent_bp,
    scope: row.scope,
    targets: JSON.parse(row.targets) as string[],
    minValuePaise: Number(row.min_value_paise),
    maxDiscountPaise: row.max_discount_paise === null ? null : Number(row.max_discount_paise),
    productId: row.product_id,
    buyQuantity: row.buy_quantity,
    giftProductId: row.gift_product_id,
    getQuantity: row.get_quantity,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    active: row.active === 1,
    used,
    updatedAt: row.updated_at,
  };
}

/** The columns an admin's offer sets; the other kinds' fields are cleared. */
function columnsOf(input: AdminOfferInput) {
  const percent = input.kind === 'percent';
  return {
    name: input.name,
    kind: input.kind,
    percent_bp: percent ? input.percentBp : null,
    scope: percent ? input.scope : null,
    targets: JSON.stringify(percent ? [...new Set(input.targets)] : []),
    min_value_paise: percent ? input.minValuePaise : 0,
    max_discount_paise: percent ? input.maxDiscountPaise : null,
    product_id: percent ? null : input.productId,
    buy_quantity: percent ? null : input.buyQuantity,
    gift_product_id: input.kind === 'free_item' ? input.giftProductId : null,
    get_quantity: percent ? null : input.getQuantity,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    active: input.active ? 1 : 0,
  };
}

/**
 * Automatic offers (docs/product-rules.md 47, docs/decisions/0063): the owner's offers, and the
 * offers running today weighed on a cart's, a quote's or an order's lines (offer-rules.ts).
 */
export class OffersService {
  /** Every offer, this server's copy: weighing a cart reads no row of them. */
  readonly #offers: KeptCopy<OfferRow[]>;

  constructor(
    private readonly work: UnitOfWork,
    private readonly products: OfferProducts,
    private readonly priceLists: PriceListsService,
    private readonly bus: CacheBus,
    /** The app's clock: which day it is in India decides whether an offer runs. */
    private readonly now: () => number = Date.now,
  ) {
    this.#offers = KeptCopy.on(bus, 'offers', () => repo.listOffers(this.work.db), OFFERS_TTL_MS, now);
  }

  private today(): string {
    return indianDate(new Date(this.now()));
  }

  /** The offers running today, from this server's copy (as CouponsService keeps the coupons). */
  async running(): Promise<OfferRow[]> {
    const rows = await this.#offers.get();
    const today = this.today();
    return rows.filter((o) => runsOn(o, today));
  }

  private forgetOffers(): Promise<void> {
    return this.bus.changed('offers');
  }

  async list(): Promise<AdminOfferList> {
    const [rows, uses] = await Promise.all([repo.listOffers(this.work.db), repo.countUses(this.work.db)]);
    return { items: rows.map((row) => toAdmin(row, uses.get(row.id) ?? 0)) };
  }

  async create(input: AdminOfferInput, adminId: string): Promise<AdminOffer> {
    await this.assertTargetsExist(input);
    const at = new Date(this.now()).toISOString();
    const id = randomUUID();
    const columns = columnsOf(input);
    await this.work.transaction(async () => {
      await repo.insertOffer(this.work.db, { id, ...columns, created_at: at, updated_at: at, updated_by: adminId });
      await this.work.recordChange({ action: 'offer.create', entity: 'offer', entityId: id, before: null, after: columns });
    });
    await this.forgetOffers();
    return toAdmin((await repo.findOffer(this.work.db, id))!, 0);
  }

  async update(id: string, input: AdminOfferInput, adminId: string): Promise<AdminOffer> {
    if (id.length > 36 || !(await repo.findOffer(this.work.db, id))) throw notFound('Offer not found');
    await this.assertTargetsExist(input);
    await this.work.transaction(async () => {
      const before = await repo.findOffer(this.work.db, id);
      const columns = columnsOf(input);
      await repo.updateOffer(this.work.db, id, { ...columns, updated_at: new Date(this.now()).toISOString(), updated_by: adminId });
      await this.work.recordChange({ action: 'offer.update', entity: 'offer', entityId: id, before, after: columns });
    });
    await this.forgetOffers();
    return toAdmin((await repo.findOffer(this.work.db, id))!, (await repo.countUses(this.work.db)).get(id) ?? 0);
  }

  /** An offer no order took is removed; one orders name is kept for them (409: switch it off instead). */
  async remove(id: string): Promise<void> {
    await this.work.transaction(async () => {
      const before = id.length > 36 ? undefined : await repo.findOffer(this.work.db, id);
      if (!before) throw notFound('Offer not found');
      if (await repo.hasOrders(this.work.db, id)) throw new AppError(409, 'offer_in_use', 'Orders took this offer: switch it off instead of removing it.');
      await repo.deleteOffer(this.work.db, id);
      await this.work.recordChange({ action: 'offer.delete', entity: 'offer', entityId: id, before, after: null });
    });
    await this.forgetOffers();
  }

  /**
   * An offer names crops of the crop guide and the shop's own products of the catalogue (a
   * vendor's goods take no offer, and a gift is given from the shop's stock): one naming anything
   * else would take nothing, silently. A 400 on the field before anything is written.
   */
  private async assertTargetsExist(input: AdminOfferInput): Promise<void> {
    if (input.kind === 'percent') {
      if (input.scope === 'crops' && (await this.products.unknownCrops(input.targets)).length > 0) throw invalidField('targets', 'couponUnknownCrops');
      return;
    }
    const rows = await this.products.rowsOf([input.productId!, ...(input.kind === 'free_item' ? [input.giftProductId!] : [])]);
    const shops = (id: string | null) => id !== null && rows.get(id)?.vendor_id === null;
    if (!shops(input.productId)) throw invalidField('productId', 'offerShopProduct');
    if (input.kind === 'free_item' && !shops(input.giftProductId)) throw invalidField('giftProductId', 'offerShopProduct');
    // A kit is sold as its parts, each its own line (docs/product-rules.md 48): one of them is the gift.
    if (input.kind === 'free_item' && (await this.products.kitParts([input.giftProductId!])).size > 0) throw invalidField('giftProductId', 'offerGiftKit');
  }

  /** The lines with their crops, read only while an offer by crop runs. */
  private async withCrops(lines: OfferOrderLine[], offers: OfferRow[]): Promise<OfferLine[]> {
    const crops = offers.some((o) => o.scope === 'crops') ? await this.products.cropsOf(lines.map((l) => l.productId)) : new Map<string, string[]>();
    return lines.map((l) => ({ ...l, crops: crops.get(l.productId) ?? [] }));
  }

  /**
   * The offers running today on these lines. `gifts`: each free item's gift product as the shop
   * can give it; `giftStockOf` reads it for a cart or a quote, an order gives what it took.
   */
  async weigh(lines: OfferOrderLine[], gifts: ReadonlyMap<string, GiftStock>): Promise<OffersOutcome> {
    const offers = await this.running();
    if (offers.length === 0) return { applied: [], close: [], shares: lines.map(() => 0) };
    return applyOffers(await this.withCrops(lines, offers), offers, this.today(), gifts);
  }

  /** The gifts of free items running today these lines could take: their product bought, the gift not. */
  async giftsWanted(lines: Array<{ productId: string; quantity: number }>): Promise<GiftUnits[]> {
    const bought = new Set(lines.map((l) => l.productId));
    const wanted = new Map<string, number>();
    for (const o of await this.running()) {
      if (o.kind !== 'free_item' || !bought.has(o.product_id!) || bought.has(o.gift_product_id!)) continue;
      wanted.set(o.gift_product_id!, Math.max(wanted.get(o.gift_product_id!) ?? 0, o.get_quantity!));
    }
    return [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
  }

  /**
   * The gift products these lines could take as the shop has them now (on sale, its stock) at the
   * buyer's unit price for the gift's units, with their rows: a cart's and a quote's. No read
   * without a free item for them.
   */
  async giftStockOf(lines: Array<{ productId: string; quantity: number }>, group: CustomerGroup): Promise<{ stock: Map<string, GiftStock>; rows: Map<string, ProductRow> }> {
    const wanted = await this.giftsWanted(lines);
    if (wanted.length === 0) return { stock: new Map(), rows: new Map() };
    const ids = wanted.map((w) => w.productId);
    const [rows, kits] = await Promise.all([this.products.rowsOf(ids), this.products.kitParts(ids)]);
    // A gift made a kit after its offer was saved is not given: a kit is sold as its parts (docs/product-rules.md 48).
    const onSale = wanted.filter((w) => rows.get(w.productId)?.is_active === 1 && rows.get(w.productId)!.vendor_id === null && !kits.has(w.productId));
    const units = await this.priceLists.unitPrices(onSale.map((w) => ({ productId: w.productId, basePaise: Number(rows.get(w.productId)!.price_paise), quantity: w.quantity })), group);
    return { stock: new Map(onSale.map((w, i) => [w.productId, { unitPaise: units[i]!, units: rows.get(w.productId)!.stock }])), rows };
  }

  /**
   * Before an order takes its stock: the gifts it would take, weighed on the products as they are
   * now (unlocked), so the gifts' units are taken with the lines' in one pass, in product order
   * (docs/decisions/0063). No read without a free item for these lines.
   */
  async plannedGifts(items: Array<{ productId: string; quantity: number }>, group: CustomerGroup): Promise<GiftUnits[]> {
    if ((await this.giftsWanted(items)).length === 0) return [];
    const [rows, gifts] = await Promise.all([this.products.rowsOf(items.map((i) => i.productId)), this.giftStockOf(items, group)]);
    const known = items.filter((i) => rows.has(i.productId));
    const units = await this.priceLists.unitPrices(known.map((i) => ({ productId: i.productId, basePaise: Number(rows.get(i.productId)!.price_paise), quantity: i.quantity })), group);
    const lines = known.map((i, n) => {
      const p = rows.get(i.productId)!;
      return { productId: i.productId, category: p.category, supplierId: p.vendor_id, quantity: i.quantity, unitPaise: units[n]!, valuePaise: units[n]! * i.quantity };
    });
    return (await this.weigh(lines, gifts.stock)).applied.flatMap((a) => (a.gift ? [{ productId: a.gift.productId, quantity: a.gift.quantity }] : []));
  }

  /**
   * What the offers took off an order, recorded with it in its transaction. An offer removed by the
   * owner after this server's copy was read (its message not yet here) is a 409: the order rolls back.
   */
  async record(orderId: string, outcome: OffersOutcome): Promise<void> {
    try {
      await repo.insertOrderOffers(this.work.db, outcome.applied.map((a) => ({ order_id: orderId, offer_id: a.offerId, discount_paise: a.discountPaise })));
    } catch (err) {
      if (isForeignKeyViolation(err)) throw new AppError(409, 'offers_changed', 'The offers changed while your order was being placed. Please check your cart and try again.');
      throw err;
    }
  }
}

/** The offers applied, as the wire says them: each gift named by `nameOf` (in the buyer's language where known). */
export function appliedOffers(outcome: OffersOutcome, nameOf: (productId: string) => string): AppliedOffer[] {
  return outcome.applied.map((a) => ({
    offerId: a.offerId,
    name: a.name,
    kind: a.kind,
    discountPaise: a.discountPaise,
    gift: a.gift ? { productId: a.gift.productId, name: nameOf(a.gift.productId), quantity: a.gift.quantity } : null,
  }));
}
