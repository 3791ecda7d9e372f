import type { UnitOfWork } from '#server/db/unit-of-work';
import type { LineUnitsBack, LotTake, SeedLotsService } from '#server/modules/seeds';
import { putBackUnits, releaseUnits, reserveUnits, takeUnits, type SoldProduct } from './stock.repository.ts';

export type { SoldProduct } from './stock.repository.ts';

/** Units of a product an order line takes. */
export interface UnitsOut {
  productId: string;
  quantity: number;
}

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
   */
  async take(lines: UnitsOut[], optional: UnitsOut[] = []): Promise<{ taken: Map<string, SoldProduct>; failed: string[]; lots: Map<string, LotTake[]> }> {
    const taken = new Map<string, SoldProduct>();
    const failed: string[] = [];
    const extra = new Set(optional);
    const took: UnitsOut[] = [];
    for (const line of inProductOrder([...lines, ...optional])) {
      const product = await takeUnits(this.work.db, line.productId, line.quantity);
      if (product) {
        taken.set(line.productId, product);
        took.push(line);
      } else if (!extra.has(line)) failed.push(line.productId);
    }
    if (failed.length) return { taken, failed, lots: new Map() };
    // Seeds are sold from lots still valid today, first-expiring first (docs/product-rules.md 28).
    const lots = await this.seedLots.takeForOrder(took);
    return { taken, failed, lots };
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
  async putBack(lines: LineUnitsBack[], today: string): Promise<void> {
    for (const line of inProductOrder(lines)) await putBackUnits(this.work.db, line.productId, line.quantity);
    await this.seedLots.putBack(lines, today);
  }
}
