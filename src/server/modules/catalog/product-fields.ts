import type { CategorySlug } from '#shared/catalog';
import type { AdminProductInput } from '#shared/schemas/admin-products';
import type { StoreProduct } from '#shared/schemas/catalog';
import type { ProductRow } from '#server/db/schema';
import { AppError, notFound } from '#server/http/errors';

/**
 * A product's fields between the products table and the wire, for every side that shows or edits
 * products: the storefront, Manage Products and the vendor's listings.
 */

// Product ids are random UUIDs; anything else cannot name a product, so it is "not found".
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isProductId = (id: string) => PRODUCT_ID.test(id);

export const productNotFound = () => notFound('Product Not Found');

function parseFeatures(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A product's HSN code. The GST migration gave every product one and every form requires one;
 * the column stays nullable only because SQLite cannot make an added column NOT NULL, and 8432
 * (farm machinery, the migration's own last resort) stands in should a row ever lack it.
 */
export const hsnCodeOf = (row: { hsn_code: string | null }) => row.hsn_code ?? '8432';

/** `rates`: today's GST rate of each HSN code (GstService.ratesToday). */
export function toStoreProduct(row: ProductRow, rates: Map<string, number>): StoreProduct {
  const hsnCode = hsnCodeOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricePaise: Number(row.price_paise),
    category: row.category,
    imageUrl: row.image_url,
    features: parseFeatures(row.features),
    stock: row.stock,
    inStock: row.stock > 0,
    hsnCode,
    gstRateBp: rates.get(hsnCode) ?? 0,
  };
}

/** The product table's columns for a product form's fields (admin and vendor forms alike). */
export function productColumnsOf(input: AdminProductInput) {
  return {
    name: input.name,
    description: input.description,
    price_paise: input.pricePaise,
    category: input.category,
    stock: input.stock,
    image_url: input.imageUrl,
    features: JSON.stringify(input.features),
    hsn_code: input.hsnCode,
  };
}

/**
 * The columns an edit writes, given the stock the product has now. Sales made while the form was
 * open are kept: an unchanged stock field leaves the stock alone, and a changed one is refused
 * with a 409 on the stock field if the stock moved since the form showed it (see stockBefore).
 */
export function editedColumnsOf(input: AdminProductInput, currentStock: number) {
  const { stock, ...columns } = productColumnsOf(input);
  if (input.stockBefore === undefined) return { ...columns, stock };
  if (stock === input.stockBefore) return columns;
  if (currentStock !== input.stockBefore) {
    const message = `The stock changed to ${currentStock} while this form was open (orders or another edit). Please check it and save again.`;
    throw new AppError(409, 'stock_changed', message, { stock: message });
  }
  return { ...columns, stock };
}
