import type { IndianStateOrUt } from '#shared/india';
import { AppError } from '#server/errors';
import type { DocumentsService } from '#server/modules/documents';
import type { GstService, TaxableLine } from '#server/modules/gst';

/** Products ordered that are not (or no longer) on sale. */
export const notInShop = (ids: string[]) =>
  new AppError(400, 'unknown_product', `These products are not in the shop: ${ids.join(', ')}`, {
    items: 'One or more products in your cart are no longer sold. Please remove them and try again.',
  });

/**
 * Who supplies the lines and their tax delivered to `placeOfSupply`: one computation for placing
 * an order and for checkout's summary, so the two never disagree (docs/product-rules.md 12).
 */
export async function orderTax(documents: DocumentsService, gst: GstService, lines: TaxableLine[], placeOfSupply: IndianStateOrUt) {
  const suppliers = await documents.suppliers(lines.flatMap((l) => (l.supplierId ? [l.supplierId] : [])), placeOfSupply);
  const taxed = await gst.taxLines(lines, placeOfSupply, new Map([...suppliers].map(([id, s]) => [id, s.state])));
  return { suppliers, taxed };
}
