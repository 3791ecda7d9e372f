import { formatOrderNumber } from '#shared/order-number';
import type { PackUnit } from '#shared/pack';
import { PRINCIPAL_PLACE, type AdminPackingQueue, type PackingLine, type PackingOrder, type PickListLine, type SuggestedParcel } from '#shared/schemas/packing';
import type { AdminStockLocations } from '#shared/schemas/stock-locations';
import type { OrderItemRow, OrderRow } from '#server/db/schema';
import { notFound } from '#server/errors';
import { renderPackingSlip, type SlipPlace } from './packing-slip-pdf.ts';

/** How many orders a queue lists at once, oldest first: a day's packing at one place; `total` says how many wait. */
export const PACKING_QUEUE_LIMIT = 100;

/** What packing reads of orders (a port: the orders module's OrderReads answers, in services.ts). */
export interface OrdersToPack {
  toPack(locationId: string | null, limit: number): Promise<{ orders: Array<{ order: OrderRow; lines: OrderItemRow[] }>; total: number }>;
  oneToPack(orderId: string, locationId: string | null): Promise<{ order: OrderRow; lines: OrderItemRow[]; otherPlaces: Array<string | null> } | undefined>;
}

/** The lots each seed line was picked from (the seeds module's SeedLotsService answers). */
export interface PickedLots {
  lotsOfLines(lineIds: string[]): Promise<Map<string, Array<{ lotNumber: string; quantity: number }>>>;
}

/** A product's shipping weight and box (the catalog's ProductReads answers). */
export interface ProductShipping {
  shippingOf(ids: string[]): Promise<Map<string, { weightGrams: number | null; lengthCm: number | null; breadthCm: number | null; heightCm: number | null }>>;
}

/** The principal place and the godowns (the locations module's StockLocations answers). */
export interface PackingPlaces {
  list(): Promise<AdminStockLocations>;
}

/** An order line's other names ({"hi", "mr"}), as kept with it (the catalog's parseOtherNames). */
export type OtherNamesOf = (json: string | null) => { hi?: string; mr?: string };

type Sizes = Awaited<ReturnType<ProductShipping['shippingOf']>>;

/**
 * The dispatcher's packing (docs/product-rules.md 61, docs/decisions/0076): per place, the orders
 * with lines the shop serves from it that wait to be packed, the pick list they make, and each
 * order's packing slip. Reads only: packing changes nothing; the order moves on when the courier
 * is booked (rule 58) or its status is changed.
 */
export class PackingService {
  constructor(
    private readonly orders: OrdersToPack,
    private readonly lots: PickedLots,
    private readonly products: ProductShipping,
    private readonly places: PackingPlaces,
    private readonly otherNamesOf: OtherNamesOf,
  ) {}

  async queue(location: string): Promise<AdminPackingQueue> {
    const { place } = await this.placeOf(location);
    const { orders, total } = await this.orders.toPack(place.id, PACKING_QUEUE_LIMIT);
    const lines = orders.flatMap((o) => o.lines);
    const [lots, sizes] = await Promise.all([this.lots.lotsOfLines(lines.map((l) => l.id)), this.products.shippingOf(lines.map((l) => l.product_id))]);
    const packed = orders.map(({ order, lines }) => this.packingOrder(order, lines, lots, sizes));
    return { place: { id: place.id, name: place.name }, orders: packed, total, limit: PACKING_QUEUE_LIMIT, pickList: pickListOf(packed) };
  }

  /** The order's packing slip at the place, as a PDF; a 404 when the place has none of its lines, or it is cancelled or not paid yet. */
  async slip(orderId: string, location: string): Promise<{ number: string; pdf: Uint8Array }> {
    const { place, all } = await this.placeOf(location);
    const found = await this.orders.oneToPack(orderId, place.id);
    if (!found) throw notFound('Nothing of this order is packed at this place');
    const [lots, sizes] = await Promise.all([this.lots.lotsOfLines(found.lines.map((l) => l.id)), this.products.shippingOf(found.lines.map((l) => l.product_id))]);
    const packing = this.packingOrder(found.order, found.lines, lots, sizes);
    const otherPlaces = found.otherPlaces.map((id) => all.find((p) => p.id === id)?.name ?? '').filter(Boolean);
    const pdf = await renderPackingSlip({ order: found.order, packing, from: place, otherPlaces });
    return { number: packing.number, pdf };
  }

  /** The place `?location=` names: "principal", or a godown's id (a 404 for none). */
  private async placeOf(location: string): Promise<{ place: SlipPlace; all: SlipPlace[] }> {
    const all = (await this.places.list()).locations.map((l) => ({
      id: l.id,
      name: l.name || 'Principal place of business',
      address: l.id === null ? l.address : [l.address, l.city, l.state && l.pincode ? `${l.state} ${l.pincode}` : (l.state ?? l.pincode ?? '')].filter(Boolean).join(', '),
    }));
    const place = location === PRINCIPAL_PLACE ? all.find((p) => p.id === null) : all.find((p) => p.id === location);
    if (!place) throw notFound('No such stock location');
    return { place, all };
  }

  private packingOrder(order: OrderRow, lines: OrderItemRow[], lots: Map<string, Array<{ lotNumber: string; quantity: number }>>, sizes: Sizes): PackingOrder {
    const packingLines: PackingLine[] = lines.map((l) => ({
      productId: l.product_id,
      productName: l.product_name,
      otherNames: this.otherNamesOf(l.product_names),
      kitName: l.kit_name ?? null,
      packSize: l.pack_size === null ? null : Number(l.pack_size),
      packUnit: l.pack_unit as PackUnit | null,
      quantity: Number(l.quantity),
      lots: lots.get(l.id) ?? [],
    }));
    return {
      id: order.id,
      number: formatOrderNumber(Number(order.number)),
      placedAt: order.created_at,
      status: order.status as PackingOrder['status'],
      buyerName: order.ship_full_name,
      city: order.ship_city,
      state: order.ship_state,
      pincode: order.ship_pincode,
      paymentMethod: order.payment_method,
      // The courier collects the order's total, as it was booked with it (docs/product-rules.md 58 and 60).
      codAmountPaise: order.payment_method === 'cod' && order.payment_status === 'cod_due' ? Number(order.total_paise) : null,
      lines: packingLines,
      parcel: suggestedParcel(lines, sizes),
    };
  }
}

/**
 * The parcel's suggested weight: every line's product weight times its units, null when one has
 * none; its box: the largest of each side among the lines' products (each product's sides taken
 * longest first, so its turn in the box does not matter), null when one has none. A suggestion
 * only: the dispatcher weighs the packed parcel and types what the booking takes.
 */
export function suggestedParcel(lines: Array<Pick<OrderItemRow, 'product_id' | 'quantity'>>, sizes: Sizes): SuggestedParcel {
  let weight: number | null = 0;
  let box: [number, number, number] | null = [0, 0, 0];
  for (const line of lines) {
    const size = sizes.get(line.product_id);
    weight = weight !== null && size?.weightGrams ? weight + size.weightGrams * Number(line.quantity) : null;
    const sides = [size?.lengthCm, size?.breadthCm, size?.heightCm];
    if (box && sides.every((s): s is number => typeof s === 'number' && s > 0)) {
      const sorted = sides.sort((a, b) => b - a);
      box = [Math.max(box[0], sorted[0]!), Math.max(box[1], sorted[1]!), Math.max(box[2], sorted[2]!)];
    } else box = null;
  }
  if (lines.length === 0) return { weightGrams: null, box: null };
  return { weightGrams: weight, box: box && { lengthCm: box[0], breadthCm: box[1], heightCm: box[2] } };
}

/** The orders' lines summed per product and pack as sold, each lot's units summed too; by product name. */
export function pickListOf(orders: PackingOrder[]): PickListLine[] {
  const byKey = new Map<string, PickListLine & { orderIds: Set<string> }>();
  for (const order of orders) {
    for (const line of order.lines) {
      const key = `${line.productId}|${line.packSize}|${line.packUnit}`;
      const entry = byKey.get(key) ?? { productId: line.productId, productName: line.productName, otherNames: line.otherNames, packSize: line.packSize, packUnit: line.packUnit, quantity: 0, lots: [], orders: 0, orderIds: new Set<string>() };
      entry.quantity += line.quantity;
      entry.orderIds.add(order.id);
      for (const lot of line.lots) {
        const kept = entry.lots.find((l) => l.lotNumber === lot.lotNumber);
        if (kept) kept.quantity += lot.quantity;
        else entry.lots.push({ ...lot });
      }
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()]
    .map(({ orderIds, ...line }) => ({ ...line, orders: orderIds.size, lots: line.lots.sort((a, b) => a.lotNumber.localeCompare(b.lotNumber)) }))
    .sort((a, b) => a.productName.localeCompare(b.productName) || (a.packSize ?? 0) - (b.packSize ?? 0));
}
