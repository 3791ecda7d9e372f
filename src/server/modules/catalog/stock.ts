import type { UnitOfWork } from '#server/db/unit-of-work';
import type { LineUnitsBack, LotTake, SeedLotsService } from '#server/modules/seeds';
import { AppError } from '#server/errors';
import { moveStock, putBackUnits, releaseUnits, reserveUnits, takeUnits, type SoldProduct } from './stock.repository.ts';
import { findLocationUnits, putBackLocationUnits, setLocationUnits, takeLocationUnits } from './location-stock.repository.ts';
import { findProduct } from './admin-products.repository.ts';
import { findKitParts } from './kit-parts.repository.ts';
import { findProducts } from './product-reads.repository.ts';

export type { SoldProduct } from './stock.repository.ts';

/** Units of a product an order line takes. */
export interface UnitsOut {
  productId: string;
  quantity: number;
}

/** An order line's units coming back, to the stock location that served it (null or absent: the principal place). */
export type UnitsBack = LineUnitsBack & { locationId?: string | null };

/** The lines in the order every stock change locks its products: by product id, so two never deadlock. */
const inProductOrder = <T extends { productId: string }>(lines: T[]): T[] => [...lines].sort((a, b) => a.productId.localeCompare(b.productId));

/**
 * The products' stock as orders move it (docs/product-rules.md 12, 24, 28 and 31): placing an
 * order takes its units, cancelling it and receiving a return put them back. Every one of those
 * changes comes through here, in the caller's unit of work, taking the products' rows in product-id
 * order (so two of them never deadlock) and then, for seeds, their lots (in lot-id order: the
 * seeds module's), whose valid units are the seed product's stock. The catalog's own writes of
 * stock are the product forms (Manage Products, a vendor's listing: `editedColumnsOf`'s check
 * that nobody changed it meanwhile, the vendor's stock field) and the seeds' recount of their
 * lots (`ProductsForSeeds.setSeedStock`).
 */
export class ProductStock {
  constructor(
    private readonly work: UnitOfWork,
    /** A seed line is sold from its valid lots, first-expiring first, and put back into them. */
    private readonly seedLots: SeedLotsService,
  ) {}

  /**
   * Takes each line's units if its product is on sale and has them (a conditional UPDATE per
   * product: parallel orders never take the same units), answering the products as sold now and
   * the products it could not take; when every line was taken, seed lines take their units from
   * their valid lots (a 409 `lot_expired` or `insufficient_stock` from the seeds module when they
   * cannot), answered as `lots`. With a failed line nothing of the lots is taken: the caller
   * explains the failure and its transaction rolls the rest back. `optional` lines (a free
   * item's gift, docs/decisions/0063) are taken in the same pass, in the same product order, when
   * their units are there, and are left out without failing the order when not.
   *
   * A shop product kept by location is served whole from the first of `places` (the order the
   * locations module gives for the delivery; null: the principal place of business) that holds
   * the line's units (docs/product-rules.md 59), answered as `locations`; a line no one place
   * can serve whole fails, with the most one place holds in `mostAtOnePlace`. A seed line is
   * served the same way from its lots' places; a vendor's products are the vendor's (null).
   */
  async take(
    lines: UnitsOut[],
    optional: UnitsOut[] = [],
    places: ReadonlyArray<string | null> = [null],
  ): Promise<{ taken: Map<string, SoldProduct>; failed: string[]; lots: Map<string, LotTake[]>; locations: Map<string, string | null>; mostAtOnePlace: Map<string, number> }> {
    const taken = new Map<string, SoldProduct>();
    const locations = new Map<string, string | null>();
    const mostAtOnePlace = new Map<string, number>();
    const failed: string[] = [];
    const extra = new Set(optional);
    const took: UnitsOut[] = [];
    for (const line of inProductOrder([...lines, ...optional])) {
      // The product's row first (every change of its stock takes it first: no deadlock), then its place's units.
      const product = await takeUnits(this.work.db, line.productId, line.quantity);
      const place = product ? await this.placeFor(product, line, places) : undefined;
      if (product && place !== undefined) {
        taken.set(line.productId, product);
        locations.set(line.productId, place);
        took.push(line);
        continue;
      }
      if (product) {
        // On sale with the units, but not all in one place: its units go back where they were.
        await putBackUnits(this.work.db, line.productId, line.quantity);
        mostAtOnePlace.set(line.productId, await this.mostAtOnePlace(line.productId, Number(product.stock) + line.quantity));
      }
      if (!extra.has(line)) failed.push(line.productId);
    }
    if (failed.length) return { taken, failed, lots: new Map(), locations, mostAtOnePlace };
    // Seeds are sold from lots still valid today, first-expiring first (docs/product-rules.md 28),
    // those of the first place holding the line (docs/product-rules.md 59).
    const seeds = await this.seedLots.takeForOrder(took, places);
    for (const [productId, place] of seeds.places) locations.set(productId, place);
    return { taken, failed, lots: seeds.lots, locations, mostAtOnePlace };
  }

  /**
   * Where `take` would serve each line from now, without taking anything (checkout's summary
   * taxes the lines as placing the order would; docs/product-rules.md 59): the first of `places`
   * holding the line's units, null for a product not kept by location or that no place holds.
   */
  async placesFor(lines: UnitsOut[], places: ReadonlyArray<string | null>): Promise<Map<string, string | null>> {
    const ids = lines.map((l) => l.productId);
    const [products, held] = await Promise.all([findProducts(this.work.db, ids), findLocationUnits(this.work.db, ids)]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const answer = new Map<string, string | null>();
    const seeds = await this.seedLots.placesFor(lines.filter((l) => byId.get(l.productId)?.category === 'seeds'), places);
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (seeds.has(line.productId)) {
        answer.set(line.productId, seeds.get(line.productId)!);
        continue;
      }
      const units = new Map(held.filter((h) => h.product_id === line.productId).map((h) => [h.location_id, h.units]));
      const principal = Number(product?.stock ?? 0) - [...units.values()].reduce((a, b) => a + b, 0);
      const place = units.size === 0 || !product || product.vendor_id !== null || product.category === 'seeds' ? null : places.find((p) => (p === null ? principal : (units.get(p) ?? 0)) >= line.quantity);
      answer.set(line.productId, place ?? null);
    }
    return answer;
  }

  /**
   * The place that serves a line whose units the product's stock gave: the first of `places`
   * holding them all (a location's units taken there; the principal place's are what no location
   * holds); null for a product not kept by location; undefined when no place holds them all.
   */
  private async placeFor(product: SoldProduct, line: UnitsOut, places: ReadonlyArray<string | null>): Promise<string | null | undefined> {
    const held = await findLocationUnits(this.work.db, [line.productId]);
    if (held.length === 0 || product.vendor_id !== null || product.category === 'seeds') return null;
    const atLocations = held.reduce((sum, r) => sum + r.units, 0);
    for (const place of places) {
      // The product's stock is already less this line's units.
      if (place === null && Number(product.stock) - atLocations >= 0) return null;
      if (place !== null && (await takeLocationUnits(this.work.db, place, line.productId, line.quantity))) return place;
    }
    return undefined;
  }

  /** The most units of a product one place holds, of its whole `stock`. */
  private async mostAtOnePlace(productId: string, stock: number): Promise<number> {
    const held = (await findLocationUnits(this.work.db, [productId])).map((r) => r.units);
    return Math.max(stock - held.reduce((a, b) => a + b, 0), ...held);
  }

  /**
   * Holds units for an order waiting for a farmer's consent (docs/product-rules.md 53), in product
   * order: the products whose units are not there beside those held already (none held then: the
   * caller's transaction rolls back).
   */
  async reserve(lines: UnitsOut[]): Promise<{ failed: string[] }> {
    const failed: string[] = [];
    for (const line of inProductOrder(lines)) if (!(await reserveUnits(this.work.db, line.productId, line.quantity))) failed.push(line.productId);
    return { failed };
  }

  /** Lets go of what `reserve` held: the order was placed (it takes the units itself), cancelled or timed out. */
  async release(lines: UnitsOut[]): Promise<void> {
    for (const line of inProductOrder(lines)) await releaseUnits(this.work.db, line.productId, line.quantity);
  }

  /**
   * Puts order lines' units back (a cancellation: every unit; a return received: the units
   * returned), hidden products included; a seed line's into the lots it was sold from, after the
   * units that came back before (`returnedBefore`), and the seed products' stock recounted from
   * the lots still valid on `today` (India: the day of the cancellation or receipt).
   */
  async putBack(lines: UnitsBack[], today: string): Promise<void> {
    for (const line of inProductOrder(lines)) {
      await putBackUnits(this.work.db, line.productId, line.quantity);
      // Back to the godown that served it (docs/product-rules.md 59).
      if (line.locationId) await putBackLocationUnits(this.work.db, line.locationId, line.productId, line.quantity);
    }
    await this.seedLots.putBack(lines, today);
  }

  /**
   * A product's whole stock and its units at each stock location holding any (docs/product-rules.md
   * 59); the principal place of business holds the rest.
   */
  async atLocations(productId: string): Promise<{ total: number; byLocation: Map<string, number> } | undefined> {
    const product = await findProduct(this.work.db, productId);
    if (!product) return undefined;
    const rows = await findLocationUnits(this.work.db, [productId]);
    return { total: Number(product.stock), byLocation: new Map(rows.map((r) => [r.location_id, r.units])) };
  }

  /**
   * Counts a product's units at a stock location from `expected` to `units`, its whole stock
   * moving by as many, in the caller's transaction (docs/product-rules.md 59). Only the shop's own
   * products that are neither seeds (kept by lot, at the principal place) nor kits (whose stock
   * is their parts') are kept by location: 409 for those; 409 too when the units are no longer
   * `expected` (an order took some meanwhile).
   */
  async setAtLocation(productId: string, locationId: string, expected: number, units: number): Promise<void> {
    const product = await findProduct(this.work.db, productId);
    if (!product) throw new AppError(404, 'not_found', 'Product not found');
    const kept = product.vendor_id === null && product.category !== 'seeds' && (await findKitParts(this.work.db, [productId])).length === 0;
    if (!kept) throw new AppError(409, 'not_kept_by_location', "Only the shop's own products, other than seeds and kits, are kept by location: seeds by their lots, a kit by its parts, a vendor's at the vendor's.");
    // The product's row first, as every change of its stock takes it (no deadlock with an order).
    await moveStock(this.work.db, productId, units - expected);
    if (!(await setLocationUnits(this.work.db, locationId, productId, expected, units))) {
      throw new AppError(409, 'location_stock_changed', 'The units at this location changed since you opened it (an order may have taken some). Reload to see them, then count again.');
    }
  }
}
