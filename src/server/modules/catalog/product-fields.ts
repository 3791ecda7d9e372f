import type { AdminProductInput, ProductTranslations } from '#shared/schemas/admin-products';
import type { Language } from '#shared/languages';
import type { StoreProduct } from '#shared/schemas/catalog';
import type { AdminProduct as ProductPack } from '#shared/schemas/admin-products';
import type { ProductRow } from '#server/db/schema';
import { AppError, notFound } from '#server/errors';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#shared/languages';
import { seedColumnsOf } from '#server/modules/seeds';
import { searchNamesOf, searchRomanOf } from './search-text.ts';
import type { TaxRates } from '#server/modules/gst';
import { packColumnsOf } from './pack-size.ts';
import { assertPriceWithinMrp, labelColumnsOf } from './product-label.ts';

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

type ProductTexts = Pick<ProductRow, 'name' | 'description' | 'features' | `${'name' | 'description' | 'features'}_${TranslatedLanguage}`>;

/** The product's name in `language`, English where it has none (a crop page's product line). */
export function productNameIn(row: Pick<ProductRow, 'name' | `name_${TranslatedLanguage}`>, language: Language): string {
  return language === 'en' ? row.name : (row[`name_${language}`] ?? row.name);
}

/** The product's name, description and features in `language`; each missing one in English. */
export function productTextIn(row: ProductTexts, language: Language): { name: string; description: string; features: string[] } {
  const english = { name: row.name, description: row.description, features: parseFeatures(row.features) };
  if (language === 'en') return english;
  const features = parseFeatures(row[`features_${language}`] ?? '[]');
  return {
    name: productNameIn(row, language),
    description: row[`description_${language}`] ?? english.description,
    features: features.length ? features : english.features,
  };
}

/** The Hindi and Marathi texts as entered, for the product forms (null: not translated). */
export function translationsOf(row: ProductTexts): ProductTranslations {
  const entered = (language: TranslatedLanguage) => ({
    name: row[`name_${language}`],
    description: row[`description_${language}`],
    features: parseFeatures(row[`features_${language}`] ?? '[]'),
  });
  return { hi: entered('hi'), mr: entered('mr') };
}

/** The product's other names, as an order line keeps them ({"hi": ..., "mr": ...}); null without any. */
export function otherNamesOf(row: Pick<ProductRow, `name_${TranslatedLanguage}`>): string | null {
  const names = Object.fromEntries(TRANSLATED_LANGUAGES.flatMap((l) => (row[`name_${l}`] ? [[l, row[`name_${l}`]]] : [])));
  return Object.keys(names).length ? JSON.stringify(names) : null;
}

/** An order line's other names (otherNamesOf) back from the column; {} for none or a damaged value. */
export function parseOtherNames(json: string | null): Partial<Record<TranslatedLanguage, string>> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(TRANSLATED_LANGUAGES.flatMap((l) => (typeof (value as Record<string, unknown>)[l] === 'string' ? [[l, (value as Record<string, string>)[l]]] : [])));
  } catch {
    return {};
  }
}

/**
 * `rates`: today's GST rate of each HSN code and class (GstService.ratesToday); `language`: the one the
 * shopper reads (name, description and features in it where the product has them).
 */
export function toStoreProduct(row: ProductRow, rates: TaxRates, language: Language = 'en'): StoreProduct & Pick<ProductPack, 'packSize' | 'packUnit'> {
  const hsnCode = hsnCodeOf(row);
  return {
    id: row.id,
    ...productTextIn(row, language),
    pricePaise: Number(row.price_paise),
    category: row.category,
    imageUrl: row.image_url,
    stock: row.stock,
    inStock: row.stock > 0,
    hsnCode,
    gstClassId: row.gst_class_id,
    gstRateBp: rates.of(hsnCode, row.gst_class_id) ?? 0,
    packSize: row.pack_size === null ? null : Number(row.pack_size),
    packUnit: row.pack_unit,
  };
}

/** The product table's columns for a product form's fields (admin and vendor forms alike); a price above the MRP is a 400. */
export function productColumnsOf(input: AdminProductInput) {
  assertPriceWithinMrp(input);
  return {
    name: input.name,
    description: input.description,
    price_paise: input.pricePaise,
    category: input.category,
    stock: input.stock,
    image_url: input.imageUrl,
    features: JSON.stringify(input.features),
    hsn_code: input.hsnCode,
    gst_class_id: input.gstClassId ?? null,
    ...translatedColumnsOf(input.name, input.translations),
    ...seedColumnsOf(input.category, input.seedLabel),
    ...packColumnsOf(input),
    ...labelColumnsOf(input),
    ...shippingColumnsOf(input.shipping),
  };
}

/** The shipping weight and box columns (docs/product-rules.md 61); all null when not given. */
function shippingColumnsOf(shipping: AdminProductInput['shipping']) {
  return {
    shipping_weight_grams: shipping?.weightGrams ?? null,
    length_cm: shipping?.lengthCm ?? null,
    breadth_cm: shipping?.breadthCm ?? null,
    height_cm: shipping?.heightCm ?? null,
  };
}

/** A product's shipping weight and box as the forms and the packing queue read them. */
export function shippingOf(row: Pick<ProductRow, 'shipping_weight_grams' | 'length_cm' | 'breadth_cm' | 'height_cm'>) {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return { weightGrams: n(row.shipping_weight_grams), lengthCm: n(row.length_cm), breadthCm: n(row.breadth_cm), heightCm: n(row.height_cm) };
}

/** The columns a new product starts with: a seed's stock is its lots' (0 until its first lot is written). */
export function newProductColumnsOf(input: AdminProductInput) {
  const columns = productColumnsOf(input);
  return input.category === 'seeds' ? { ...columns, stock: 0 } : columns;
}

/**
 * The Hindi and Marathi columns, their Latin spelling for searches, and the names in every
 * language for ranking searches (search-text.ts). `name`: the English name.
 */
export function translatedColumnsOf(name: string, translations: ProductTranslations | undefined) {
  const columns = Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((l) => {
      const t = translations?.[l];
      return [
        [`name_${l}`, t?.name ?? null],
        [`description_${l}`, t?.description ?? null],
        [`features_${l}`, t?.features.length ? JSON.stringify(t.features) : null],
      ];
    }),
  ) as Record<`${'name' | 'description' | 'features'}_${TranslatedLanguage}`, string | null>;
  const texts = TRANSLATED_LANGUAGES.flatMap((l) => [columns[`name_${l}`], columns[`description_${l}`]]);
  return { ...columns, search_roman: searchRomanOf(texts), search_names: searchNamesOf(name, columns.name_hi, columns.name_mr) };
}

/** Derived from a product's texts for searches (search-text.ts): the audit log names the texts themselves. */
const SEARCH_COLUMNS = new Set(['search_roman', 'search_names', 'search_terms']);

/** A product's row or written columns as the audit log keeps them (docs/product-rules.md 50): without its search columns. */
export function auditedProduct(columns: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(columns).filter(([column]) => !SEARCH_COLUMNS.has(column)));
}

/**
 * The columns an edit writes, given the stock the product has now. Sales made while the form was
 * open are kept: an unchanged stock field leaves the stock alone, and a changed one is refused
 * with a 409 on the stock field if the stock moved since the form showed it (see stockBefore).
 */
export function editedColumnsOf(input: AdminProductInput, currentStock: number) {
  const { stock, ...columns } = productColumnsOf(input);
  // A seed's stock is its valid lots' (docs/product-rules.md 28): the form's number is not used.
  if (input.category === 'seeds') return columns;
  if (input.stockBefore === undefined) return { ...columns, stock };
  if (stock === input.stockBefore) return columns;
  if (currentStock !== input.stockBefore) {
    const message = `The stock changed to ${currentStock} while this form was open (orders or another edit). Please check it and save again.`;
    throw new AppError(409, 'stock_changed', message, { stock: message }, { stock: currentStock });
  }
  return { ...columns, stock };
}
