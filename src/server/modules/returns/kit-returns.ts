import type { OrderItemRow } from '#server/db/schema';

/** An order line as the return window weighs it: what is left of it, and what may be asked back. */
interface Returnable<L> {
  line: L;
  returnable: number;
  left: number;
}

type KitLine = Pick<OrderItemRow, 'id' | 'product_id' | 'product_name' | 'quantity' | 'kit_product_id' | 'kit_name' | 'kit_quantity'> & { category?: string };

/**
 * A kit is returned whole (docs/product-rules.md 48, docs/decisions/0064): its parts' lines are
 * one returnable line named by the kit, of which whole kits may be asked back (the fewest its
 * parts' lines still allow), each kit taking back every part's units. Lines that are no kit's part
 * stay as they are; a kit holding a seed asks whether its packet was opened, as the seed would.
 */
export function returnablesWithKits<L extends KitLine>(lines: Array<Returnable<L>>): Array<Returnable<L> & { parts: Array<{ line: L; perKit: number }> | null }> {
  const out: Array<Returnable<L> & { parts: Array<{ line: L; perKit: number }> | null }> = [];
  const kits = new Map<string, Array<Returnable<L>>>();
  for (const r of lines) {
    if (!r.line.kit_product_id) out.push({ ...r, parts: null });
    else kits.set(r.line.kit_product_id, [...(kits.get(r.line.kit_product_id) ?? []), r]);
  }
  for (const [kitId, parts] of kits) {
    const first = parts[0]!.line;
    const kitQuantity = Math.max(1, Number(first.kit_quantity ?? 1));
    const perKit = parts.map((p) => ({ line: p.line, perKit: Math.max(1, p.line.quantity / kitQuantity) }));
    out.push({
      line: { ...first, product_id: kitId, product_name: first.kit_name ?? first.product_name, quantity: kitQuantity, category: parts.some((p) => p.line.category === 'seeds') ? 'seeds' : first.category },
      returnable: Math.min(...parts.map((p, i) => Math.floor(p.returnable / perKit[i]!.perKit))),
      left: Math.min(...parts.map((p, i) => Math.floor(p.left / perKit[i]!.perKit))),
      parts: perKit,
    });
  }
  return out;
}
