import { randomUUID } from 'node:crypto';
import type { UnitOfWork } from '#server/db/unit-of-work';
import { toCsv } from '#server/csv';
import { indiaDayStartUtc } from '#shared/india';
import { formatOrderNumber } from '#shared/order-number';
import type { Language } from '#shared/languages';
import type { CategorySlug } from '#shared/catalog';
import { missingSeedLabelFields } from '#shared/seeds';
import type { SeedLabel, SeedLabelInput, SeedLotInput, SeedLotReportQuery, StoreSeedLabel } from '#shared/schemas/seed-lots';
import { validationMessage } from '#shared/validation-messages';
import type { ProductRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import type { ShopVisibility } from '#server/modules/visibility';
import * as repo from './seed-lots.repository.ts';
import type { SeedProducts } from './seed-products.ts';
import { purityTenthsOf, toSeedLabel, toStoreSeedLabel } from './seed-label.ts';

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const productNotFound = () => notFound('Product Not Found');

/** A 400 naming each field, as a schema's failure would. */
function invalid(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ');
  return new AppError(400, 'validation_failed', `Invalid request: ${summary}`, fields);
}

/** How many units of which lot an order line takes. */
export interface LotTake {
  lotId: string;
  lotNumber: string;
  quantity: number;
}

/**
 * What seeds read of orders: the lines of a period, for the lot-wise sales
 * register. The orders module answers (it uses this module, so it is given here in services.ts, not imported).
 */
export interface SeedOrders {
  linesPlaced(range: { fromAt: string; toAt: string }): repo.PlacedLines;
}

/**
 * Units of an order line coming back (a cancellation, a return received): `returnedBefore` of
 * its units came back before (earlier receipts of returns), so its lots are filled after those.
 */
export interface LineUnitsBack {
  lineId: string;
  productId: string;
  quantity: number;
  returnedBefore?: number;
}

/** Who adds a lot: an admin (any product) or a vendor (its own listings only). */
export type LotAuthor = { userId: string; vendorId?: string };

/**
 * Seed lots (docs/product-rules.md 28): the lots of a seed product with their test
 * results, validity and stock; the product's stock is its valid lots' stock, kept in the
 * transaction that changes them. Lots decide whether a seed product is in the shop (through
 * ShopVisibility), orders take from them first-expiring-first, and the sales are exported by lot.
 * The products' rows are the catalog's: read, locked and given their stock through `products`.
 */
export class SeedLotsService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly visibility: ShopVisibility,
    /** The order lines lots were sold to. */
    private readonly orders: SeedOrders,
    /** The products table, answered by the catalog module (filled in services.ts). */
    private readonly products: SeedProducts,
    /** Whether a stock location is the shop's (the locations module answers, in services.ts; docs/product-rules.md 59). */
    private readonly places: { isLocation(id: string): Promise<boolean> },
  ) {}

  today(): string {
    return this.visibility.today();
  }

  /** The label and lots of each product (null for other categories), for the product answers. */
  async labelsOf(rows: ProductRow[]): Promise<Map<string, SeedLabel | null>> {
    const seeds = rows.filter((r) => r.category === 'seeds');
    const lots = await repo.findLotsOfProducts(this.work.db, seeds.map((r) => r.id));
    const today = this.today();
    return new Map(rows.map((r) => [r.id, toSeedLabel(r, lots.filter((l) => l.product_id === r.id), today)]));
  }

  /** The product page's label block; null for other categories. */
  async storeLabelOf(row: ProductRow, language: Language = 'en'): Promise<StoreSeedLabel | null> {
    if (row.category !== 'seeds') return null;
    return toStoreSeedLabel(row, await repo.findLotsOfProducts(this.work.db, [row.id]), this.today(), language);
  }

  /**
   * A seed product may be published only with every label particular and at least one lot
   * (Seeds Act 1966, rule 7 of the Seeds Rules): a 400 naming each field missing. `productId`: an
   * existing product, whose lots count.
   */
  async assertPublishable(category: CategorySlug, label: SeedLabelInput | null | undefined, productId?: string): Promise<void> {
    if (category !== 'seeds') return;
    const hasLot = Boolean(label?.lot) || (productId !== undefined && (await repo.findLotsOfProducts(this.work.db, [productId])).length > 0);
    const missing = missingSeedLabelFields(label, hasLot);
    if (missing.length) throw invalid(Object.fromEntries(missing.map((f) => [f, validationMessage('required')])));
  }

  /** A stored seed product's particulars and lots checked the same way (the admin's "Show in shop"). */
  async assertStoredPublishable(row: ProductRow): Promise<void> {
    if (row.category !== 'seeds') return;
    const stored = (await this.labelsOf([row])).get(row.id);
    const missing = missingSeedLabelFields(stored, (stored?.lots.length ?? 0) > 0);
    if (missing.length) throw invalid(Object.fromEntries(missing.map((f) => [f, validationMessage('required')])));
  }

  /**
   * Adds a lot to a product in the caller's transaction (which holds the product) and recounts
   * the product's stock. `field`: where its fields are named in a refusal ("seedLabel.lot." in a
   * product form, "" for the lots endpoint).
   */
  async writeLot(productId: string, lot: SeedLotInput, by: string | null, field = ''): Promise<void> {
    const today = this.today();
    // Kept at one of the shop's godowns, or at the principal place; a vendor's product is kept at the vendor's (docs/product-rules.md 59).
    const locationId = lot.locationId ?? null;
    if (locationId !== null && ((await this.products.row(productId))?.vendor_id || !(await this.places.isLocation(locationId)))) {
      throw invalid({ [`${field}locationId`]: validationMessage('unknownLocation') });
    }
    const existing = await repo.findLotByNumber(this.work.db, productId, lot.lotNumber);
    // A product form sent again with the lot it already added (the same particulars) adds nothing.
    if (existing && field && sameLot(existing, lot)) return;
    if (lot.testedOn > today) throw invalid({ [`${field}testedOn`]: validationMessage('testedInFuture') });
    if (lot.validUntil < today) throw invalid({ [`${field}validUntil`]: validationMessage('validUntilPast') });
    if (existing) {
      const message = `This product already has a lot numbered ${lot.lotNumber}.`;
      throw new AppError(409, 'lot_exists', message, { [`${field}lotNumber`]: message }, { lot: lot.lotNumber });
    }
    const row = {
      id: randomUUID(),
      product_id: productId,
      lot_number: lot.lotNumber,
      tested_on: lot.testedOn,
      germination_pct: lot.germinationPct,
      purity_tenths: purityTenthsOf(lot.purityPct),
      valid_until: lot.validUntil,
      stock: lot.stock,
      created_at: new Date().toISOString(),
      created_by: by,
      location_id: locationId,
    };
    await repo.insertLot(this.work.db, row);
    await this.recount([productId], today);
    // In the product's transaction, from the lots endpoint or a product form (docs/decisions/0065).
    await this.work.recordChange({ action: 'seed_lot.create', entity: 'seed_lot', entityId: row.id, before: null, after: row });
  }

  /**
   * Sets seed products' stock to their valid lots' units, in the caller's transaction (which
   * holds the products' rows: the lot change, the order or the cancellation that moved them);
   * valid on `today` (India), by default today on this service's clock. Other products are left
   * as they are.
   */
  async recount(productIds: string[], today = this.today()): Promise<void> {
    if (productIds.length === 0) return;
    await this.products.setSeedStock(await repo.findValidLotStock(this.work.db, productIds, today));
  }

  /**
   * POST .../products/:id/lots: a new lot with its own stock. A vendor reaches only its own
   * listings (another's is 404). Through ShopVisibility: a valid lot may bring the product back.
   */
  async addLot(productId: string, input: SeedLotInput, author: LotAuthor): Promise<SeedLabel> {
    if (!PRODUCT_ID.test(productId)) throw productNotFound();
    const owner = await this.products.lock(productId, author.vendorId);
    if (!owner) throw productNotFound();
    await this.visibility.change(
      owner.vendor_id,
      async () => {
        const product = await this.products.lock(productId, author.vendorId);
        if (!product) throw productNotFound();
        if (product.category !== 'seeds') throw invalid({ category: validationMessage('lotsForSeedsOnly') });
        await this.writeLot(productId, input, author.userId);
      },
      owner.vendor_id ? undefined : [productId],
    );
    return this.labelOf(productId);
  }

  private async labelOf(productId: string): Promise<SeedLabel> {
    const row = (await this.products.row(productId))!;
    return (await this.labelsOf([row])).get(productId)!;
  }

  /**
   * Takes each seed line's units from its valid lots, first-expiring first, in the order's
   * transaction (after the products' stock: the same lock order everywhere). A seed product with
   * no valid lot left is a 409 naming it (lot_expired), even from a cart filled earlier; too few
   * valid units a 409 insufficient_stock. Answers the lots each product's line took.
   */
  async takeForOrder(items: Array<{ productId: string; quantity: number }>, places: ReadonlyArray<string | null> = [null]): Promise<{ lots: Map<string, LotTake[]>; places: Map<string, string | null> }> {
    const today = this.today();
    const seeds = await this.seedsWithValidity(items.map((i) => i.productId), today);
    const taken = new Map<string, LotTake[]>();
    const servedFrom = new Map<string, string | null>();
    const expired: string[] = [];
    const short: string[] = [];
    for (const seed of [...seeds].sort((a, b) => a.id.localeCompare(b.id))) {
      let wanted = items.find((i) => i.productId === seed.id)!.quantity;
      const takes: LotTake[] = [];
      const sellable = await repo.findSellableLots(this.work.db, seed.id, today);
      // The whole line from one place: the first of `places` whose valid lots hold it (docs/product-rules.md 59).
      const place = placeHolding(sellable, places, wanted);
      const lots = place === undefined ? [] : sellable.filter((l) => (l.location_id ?? null) === place);
      for (const lot of lots) {
        if (wanted === 0) break;
        const n = Math.min(wanted, Number(lot.stock));
        if (!(await repo.takeFromLot(this.work.db, lot.id, n))) continue;
        takes.push({ lotId: lot.id, lotNumber: lot.lot_number, quantity: n });
        wanted -= n;
      }
      if (sellable.length === 0 && !seed.has_valid_lot) expired.push(seed.name);
      else if (lots.length === 0 || wanted > 0) short.push(seed.name);
      taken.set(seed.id, takes);
      servedFrom.set(seed.id, place ?? null);
    }
    if (expired.length) throw lotExpired(expired);
    if (short.length) {
      throw new AppError(409, 'insufficient_stock', `Not enough stock for: ${short.join(', ')}. Please update your cart.`, undefined, { products: short.join(', ') });
    }
    // The products' stock was taken by the order already; recount keeps it equal to the valid lots'.
    await this.recount([...taken.keys()], today);
    return { lots: taken, places: servedFrom };
  }

  /**
   * Where each seed line would be served from now (checkout's summary; nothing taken): the first
   * of `places` whose valid lots hold it; products that are no seeds are left out.
   */
  async placesFor(items: Array<{ productId: string; quantity: number }>, places: ReadonlyArray<string | null>): Promise<Map<string, string | null>> {
    const today = this.today();
    const answer = new Map<string, string | null>();
    for (const item of items) {
      const lots = await repo.findValidLots(this.work.db, item.productId, today);
      if (lots.length > 0) answer.set(item.productId, placeHolding(lots, places, item.quantity) ?? null);
    }
    return answer;
  }

  /** Records which lot(s) each order line was sold from, after the lines are written. */
  async recordOrderLines(lines: Array<{ id: string; product_id: string }>, taken: Map<string, LotTake[]>): Promise<void> {
    await repo.insertOrderItemLots(
      this.work.db,
      lines.flatMap((line) => (taken.get(line.product_id) ?? []).map((t) => ({ order_item_id: line.id, lot_id: t.lotId, lot_number: t.lotNumber, quantity: t.quantity }))),
    );
  }

  /**
   * Products an order could not take that are seeds without a valid lot: a 409 naming them
   * (the order's explanation of a failure, before "not in the shop").
   */
  async assertNoExpired(productIds: string[]): Promise<void> {
    const expired = (await this.seedsWithValidity(productIds, this.today())).filter((s) => !s.has_valid_lot);
    if (expired.length) throw lotExpired(expired.map((s) => s.name));
  }

  /**
   * Units of order lines back into the lots they were sold from (order_item_lots), in the
   * caller's transaction (which holds the products' rows: catalog's stock put them back first).
   * A line sold from several lots is filled back lot by lot in one fixed order (by lot id), up
   * to what each lot gave it, after the units that came back before (`returnedBefore`): two
   * returns of one line never put more into a lot than it sold, and a cancelled line's lots get
   * all they gave. The seed products' stock is then recounted from the lots still valid on
   * `today` (India; the cancellation's or the receipt's day): units of a lot past its day are not sold.
   */
  async putBack(lines: LineUnitsBack[], today = this.today()): Promise<void> {
    const takes = await repo.findLotTakesOfLines(this.work.db, lines.map((l) => l.lineId));
    const touched = new Set<string>();
    const puts: Array<{ lotId: string; quantity: number }> = [];
    for (const line of lines) {
      const lots = takes.filter((t) => t.order_item_id === line.lineId);
      if (lots.length === 0) continue;
      let skip = line.returnedBefore ?? 0;
      let left = line.quantity;
      for (const lot of lots) {
        const room = Math.max(0, Number(lot.quantity) - skip);
        skip = Math.max(0, skip - Number(lot.quantity));
        const put = Math.min(room, left);
        if (put > 0) puts.push({ lotId: lot.lot_id, quantity: put });
        left -= put;
      }
      touched.add(line.productId);
    }
    // Lots in id order, so two restocks can never deadlock.
    for (const put of puts.sort((a, b) => a.lotId.localeCompare(b.lotId))) await repo.putBackIntoLot(this.work.db, put.lotId, put.quantity);
    await this.recount([...touched], today);
  }

  /** The lots each order line was sold from. */
  async lotsOfLines(lineIds: string[]): Promise<Map<string, Array<{ lotNumber: string; quantity: number }>>> {
    const rows = await repo.findLotsOfOrderItems(this.work.db, lineIds);
    const byLine = new Map<string, Array<{ lotNumber: string; quantity: number }>>();
    for (const r of rows) byLine.set(r.order_item_id, [...(byLine.get(r.order_item_id) ?? []), { lotNumber: r.lot_number, quantity: Number(r.quantity) }]);
    return byLine;
  }

  /** Which of these products are seeds, and whether each has a lot valid on `today`. */
  private async seedsWithValidity(productIds: string[], today: string): Promise<Array<{ id: string; name: string; has_valid_lot: boolean }>> {
    const seeds = productIds.length ? await this.products.seedsAmong(productIds) : [];
    const valid = await repo.findProductsWithValidLot(this.work.db, seeds.map((s) => s.id), today);
    return seeds.map((s) => ({ id: s.id, name: s.name, has_valid_lot: valid.has(s.id) }));
  }

  /**
   * The periodic pass (app.seedLotSweep): seed products' stock loses the units of lots past their
   * day, and products whose last lot or whose vendor's licence expired leave the shop.
   */
  async sweep(): Promise<{ recounted: number; refreshed: number }> {
    const today = this.today();
    const valid = await repo.findAllValidLotStock(this.work.db, today);
    const stale = [...(await this.products.seedStock())].filter(([id, stock]) => stock !== (valid.get(id) ?? 0)).map(([id]) => id);
    for (const id of stale) {
      // Each product under its row lock, as orders take it, so a sale meanwhile is never undone.
      await this.work.transaction(async () => {
        await this.products.lock(id);
        await this.recount([id], today);
      });
    }
    const refreshed = await this.visibility.refreshExpired();
    return { recounted: stale.length, refreshed };
  }

  /**
   * Lot-wise sales as CSV: each product's lot with its valid-until day, the units sold and the
   * orders, for orders placed in the range (India's days), cancelled ones left out.
   */
  async csv(query: SeedLotReportQuery, vendorId?: string): Promise<string> {
    const next = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const placed = this.orders.linesPlaced({ fromAt: indiaDayStartUtc(query.from), toAt: indiaDayStartUtc(next) });
    const rows = await repo.lotSales(this.work.db, placed, vendorId ? this.products.idsOfVendor(vendorId) : undefined);
    const byLot = new Map<string, { product: string; lot: string; validUntil: string; quantity: number; orders: Set<string> }>();
    for (const r of rows) {
      const key = `${r.product_id}\u0000${r.lot_number}`;
      const entry = byLot.get(key) ?? { product: r.product_name, lot: r.lot_number, validUntil: r.valid_until, quantity: 0, orders: new Set<string>() };
      entry.quantity += Number(r.quantity);
      // The numbers people use (HY-000123; docs/product-rules.md 31), not the internal ids.
      entry.orders.add(formatOrderNumber(r.order_number));
      byLot.set(key, entry);
    }
    const lines: Array<Array<string | number>> = [
      ['Product', 'Lot number', 'Valid until', 'Quantity sold', 'Orders', 'Order numbers'],
      ...[...byLot.values()].map((e) => [e.product, e.lot, e.validUntil, e.quantity, e.orders.size, [...e.orders].join(' ')]),
    ];
    return toCsv(lines);
  }
}

/** The same lot as tested: number, test day, results and validity (its stock moves with sales). */
function sameLot(row: repo.SeedLotRow, lot: SeedLotInput): boolean {
  return row.tested_on === lot.testedOn && Number(row.germination_pct) === lot.germinationPct && Number(row.purity_tenths) === purityTenthsOf(lot.purityPct) && row.valid_until === lot.validUntil;
}

function lotExpired(names: string[]): AppError {
  const products = names.join(', ');
  return new AppError(409, 'lot_expired', `These seeds are past their lot's valid-until date and cannot be sold: ${products}. Please remove them from your cart.`, { items: products }, { products });
}

/** The first of `places` whose lots hold `wanted` units; undefined when none does. */
function placeHolding(lots: ReadonlyArray<{ stock: number | string; location_id: string | null }>, places: ReadonlyArray<string | null>, wanted: number): string | null | undefined {
  const units = new Map<string | null, number>();
  for (const lot of lots) units.set(lot.location_id ?? null, (units.get(lot.location_id ?? null) ?? 0) + Number(lot.stock));
  return places.find((p) => (units.get(p) ?? 0) >= wanted);
}
