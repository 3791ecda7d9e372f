import { spreadDiscount } from '#shared/discount';
import type { OrderItemRow } from '#server/db/schema';
import { hsnCodeOf, otherNamesOf, type KitPart, type SoldProduct } from '#server/modules/catalog';
import type { LotTake } from '#server/modules/seeds';
import type { GrossLine } from './order-pricing.ts';

/*
 * Kits in an order (docs/product-rules.md 48, docs/decisions/0064). A kit is asked for as one line
 * at its own price and sold as its parts: one order line per part, at the part's retail price, with
 * its own HSN code and GST rate, each taking a share of the kit's discount (its parts' value less
 * the kit's) and of any coupon's share of the kit's line, so the parts' taxable values add up to
 * the kit's price less that coupon share, to the paisa. Placing an order and checkout's summary
 * both sell kits through here.
 */

/** A line as asked: a product and how many. */
interface Item {
  productId: string;
  quantity: number;
}

/** What the order's products' rows must tell of a part. */
type PartProduct = Pick<SoldProduct, 'category' | 'price_paise' | 'vendor_id' | 'hsn_code' | 'gst_class_id'>;

/** Each line as the order writes it: the line asked for (`index`), and for a kit's part the part, its units and its retail unit price. */
export interface SaleLine {
  index: number;
  part: { productId: string; quantity: number; unitPaise: number } | null;
}

/**
 * The units each product's stock gives: a kit's parts (kits × the part's quantity), added to any
 * line of the same product asked for itself, so each product is taken once. A kit's own stock
 * column is its parts' (the triggers of migration 2026_12_02_091000_kits): it is not taken.
 */
export function unitsToTake(items: Item[], kits: Map<string, KitPart[]>): Item[] {
  const units = new Map<string, number>();
  for (const item of items) {
    const parts = kits.get(item.productId);
    if (!parts) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity);
    else for (const p of parts) units.set(p.partId, (units.get(p.partId) ?? 0) + item.quantity * p.quantity);
  }
  return [...units].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The ids of the kits' parts (to read and check with the kits' lines). */
export const partIdsOf = (kits: Map<string, KitPart[]>): string[] => [...new Set([...kits.values()].flatMap((parts) => parts.map((p) => p.partId)))];

/**
 * The lines asked for (`gross`, priced, with each line's coupon share in `shares`) as the order
 * sells them: a line that is no kit as it is; a kit's as one line per part at the part's retail
 * price, whose discounts are the kit's discount and the kit line's coupon share spread over the
 * parts by value (src/shared/discount.ts). Should its parts cost less than the kit now (a part's
 * price lowered since), the kit sells at its parts' price: no part's line costs more than its own.
 */
export function sellKits(gross: GrossLine[], items: Item[], shares: number[], kits: Map<string, KitPart[]>, products: Map<string, PartProduct>): { gross: GrossLine[]; shares: number[]; lines: SaleLine[] } {
  const out = { gross: [] as GrossLine[], shares: [] as number[], lines: [] as SaleLine[] };
  gross.forEach((line, index) => {
    const parts = kits.get(line.productId);
    if (!parts) {
      out.gross.push(line);
      out.shares.push(shares[index] ?? 0);
      out.lines.push({ index, part: null });
      return;
    }
    const kitQuantity = items[index]!.quantity;
    const sold = parts.map((p) => {
      const product = products.get(p.partId)!;
      const quantity = kitQuantity * p.quantity;
      const unitPaise = Number(product.price_paise);
      return { product, part: { productId: p.partId, quantity, unitPaise }, valuePaise: unitPaise * quantity };
    });
    const partsValue = sold.reduce((s, p) => s + p.valuePaise, 0);
    const kitDiscount = Math.max(0, partsValue - line.valuePaise);
    const discounts = spreadDiscount(kitDiscount + (shares[index] ?? 0), sold.map((p) => p.valuePaise));
    sold.forEach((p, n) => {
      out.gross.push({ productId: p.part.productId, category: p.product.category, supplierId: p.product.vendor_id, valuePaise: p.valuePaise, hsnCode: hsnCodeOf(p.product), gstClassId: p.product.gst_class_id });
      out.shares.push(discounts[n]!);
      out.lines.push({ index, part: p.part });
    });
  });
  return out;
}

/** A kit's columns on its parts' order lines, as sold (none on a line that is no kit's part). */
export function kitColumnsOf(kit: { product: Pick<SoldProduct, 'id' | 'name' | 'name_hi' | 'name_mr'>; quantity: number } | null): Pick<OrderItemRow, 'kit_product_id' | 'kit_name' | 'kit_names' | 'kit_quantity'> {
  if (!kit) return { kit_product_id: null, kit_name: null, kit_names: null, kit_quantity: null };
  return { kit_product_id: kit.product.id, kit_name: kit.product.name, kit_names: otherNamesOf(kit.product), kit_quantity: kit.quantity };
}

/**
 * The seed lots each line took, when a product is on more than one line (a kit's part and the same
 * seed asked for itself): the product's lots given to its lines in their order, each line its units.
 * Keyed by line id, for SeedLotsService.recordOrderLines given `{ id, product_id: id }`.
 */
export function lotsByLine(lines: Array<Pick<OrderItemRow, 'id' | 'product_id' | 'quantity'>>, lots: Map<string, LotTake[]>): { lines: Array<{ id: string; product_id: string }>; lots: Map<string, LotTake[]> } {
  const left = new Map([...lots].map(([productId, takes]) => [productId, takes.map((t) => ({ ...t }))]));
  const byLine = new Map<string, LotTake[]>();
  for (const line of lines) {
    const takes = left.get(line.product_id);
    if (!takes) continue;
    let need = line.quantity;
    const own: LotTake[] = [];
    for (const take of takes) {
      if (need === 0) break;
      const n = Math.min(need, take.quantity);
      if (n === 0) continue;
      own.push({ ...take, quantity: n });
      take.quantity -= n;
      need -= n;
    }
    byLine.set(line.id, own);
  }
  return { lines: lines.map((l) => ({ id: l.id, product_id: l.id })), lots: byLine };
}

/** A line asked for, priced: what place-order.workflow.ts writes a line from. */
export interface PricedItem {
  item: Item;
  product: SoldProduct;
  unit: number;
  total: number;
  hsnCode: string;
}

/** The line the order writes for `line`: the line asked for, or a kit's part at its retail price with its kit. */
export function soldLineOf(priced: PricedItem[], line: SaleLine, products: Map<string, SoldProduct>): PricedItem & { kit: { product: SoldProduct; quantity: number } | null } {
  const asked = priced[line.index]!;
  if (!line.part) return { ...asked, kit: null };
  const product = products.get(line.part.productId)!;
  return {
    item: { productId: line.part.productId, quantity: line.part.quantity },
    product,
    unit: line.part.unitPaise,
    total: line.part.unitPaise * line.part.quantity,
    hsnCode: hsnCodeOf(product),
    kit: { product: asked.product, quantity: asked.item.quantity },
  };
}
