import { z } from 'zod';
import { CATEGORY_SLUGS, LISTING_STATUSES } from '#shared/catalog';
import { PAISE_PER_RUPEE, rupeesToPaise } from '#shared/money';
import { adminPageOf, adminPaging, adminSearch } from './admin-common.ts';
import { CategorySlug, StoreProduct, StoreProductLabel } from './catalog.ts';
import { MAKER_ROLES } from '#shared/product-label';
import { gstClassIdField, hsnCodeField } from './gst.ts';
import { MAX_PACK_SIZE, PACK_UNITS } from '#shared/pack';
import { SeedLabel, SeedLabelForm, SeedLabelInput, toSeedLabelFormValues } from './seed-lots.ts';
import { parcelSideField, parcelWeightField } from './shipments.ts';

/**
 * One product's fields, for the admin's Manage Products and a vendor's own listings.
 * The API carries money as integer paise (docs/product-rules.md 2); the form shows rupees. Each rule is
 * written once below: the form schema turns its text fields into the API's values and then
 * checks them with the very same field schemas the API uses.
 */

/** ₹1 crore: far above any product of the shop, low enough to catch a slipped finger. */
export const MAX_PRICE_PAISE = 1_000_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 200;
export const DEFAULT_CATEGORY = 'seeds' satisfies (typeof CATEGORY_SLUGS)[number];

/**
 * An https address, or a path on this site ("/images/products/wheat.svg"). Not plain http: the
 * page's Content-Security-Policy loads images from https only (docs/decisions/0007).
 */
export function isImageAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  // "//host/..." is another site's address without a scheme; "/\" is read as "//" by browsers.
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const nameField = z.string('required').trim().min(1, 'required').max(200, 'tooLong200');
const descriptionField = z.string('required').trim().min(1, 'required').max(2000, 'tooLong2000');
const categoryField = z.enum(CATEGORY_SLUGS, 'productCategory').default(DEFAULT_CATEGORY);
/** Blank means "no image"; stored as null. */
const imageUrlField = z
  .string('imageUrl')
  .trim()
  .max(500, 'tooLong500')
  .refine((v) => v === '' || isImageAddress(v), 'imageUrl')
  .nullish()
  .transform((v) => v || null);

// Range before whole-number, so a huge amount reads "too high" rather than "not whole".
export const pricePaiseField = z
  .number('pricePaise')
  .min(1, 'pricePositive')
  .max(MAX_PRICE_PAISE, 'priceTooHigh')
  .int('pricePaise');
const stockField = z.number('stock').int('stock').min(0, 'stock').max(MAX_STOCK, 'stock');
/** A pack is a whole number of its unit (src/shared/pack.ts): 1.5 kg is given as 1500 g. */
const packSizeField = z.number('packSize').int('packSize').min(1, 'packSize').max(MAX_PACK_SIZE, 'packSize');
const packUnitField = z.enum(PACK_UNITS, 'packUnit');
/** Blank lines are dropped; the rules apply to the whole list, so a form shows them on its one field. */
const featuresField = z
  .array(z.string('features'), 'features')
  .transform((lines) => lines.map((line) => line.trim()).filter((line) => line !== ''))
  .refine((lines) => lines.every((line) => line.length <= MAX_FEATURE_LENGTH), 'featureTooLong')
  .refine((lines) => lines.length <= MAX_FEATURES, 'tooManyFeatures');

/** A blank text is "not translated" (null): the shop shows the English one instead. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string('required')
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * The product in one more language (docs/decisions/0023): each field may stay blank, and the shop then shows
 * the English one. A description or features without a name are kept too.
 */
export const ProductTranslation = z.object({
  name: optionalText(200, 'tooLong200'),
  description: optionalText(2000, 'tooLong2000'),
  features: featuresField.default([]),
});
export type ProductTranslation = z.infer<typeof ProductTranslation>;

/** The product's Hindi and Marathi (TRANSLATED_LANGUAGES); English is the product's own fields. */
export const ProductTranslations = z.object({
  hi: ProductTranslation.optional(),
  mr: ProductTranslation.optional(),
});
export type ProductTranslations = z.infer<typeof ProductTranslations>;

export const MAX_BEST_BEFORE_MONTHS = 120;
const mrpPaiseField = z.number('mrp').min(1, 'mrp').max(MAX_PRICE_PAISE, 'priceTooHigh').int('mrp');
const bestBeforeField = z.number('bestBeforeMonths').int('bestBeforeMonths').min(1, 'bestBeforeMonths').max(MAX_BEST_BEFORE_MONTHS, 'bestBeforeMonths');
const makerRoleField = z.enum(MAKER_ROLES, 'makerRole');
const orNull = <T extends z.ZodType>(field: T) => field.nullish().transform((v) => v ?? null);

/**
 * A packaged product's label particulars (docs/product-rules.md 38, Legal Metrology (Packaged
 * Commodities) Rules 2011, rule 6). Each may stay blank (null) in a draft; publishing a packaged
 * product needs them all (the server names each one missing). The generic name is one clean
 * text, for a pesticide or fertiliser its technical name ("Azadirachtin 0.15% EC", "NPK 19:19:19").
 */
export const ProductLabelInput = z.object({
  brand: optionalText(100, 'tooLong100'),
  makerRole: orNull(makerRoleField),
  makerName: optionalText(200, 'tooLong200'),
  makerAddress: optionalText(300, 'tooLong300'),
  genericName: optionalText(200, 'tooLong200'),
  /** Maximum retail price, inclusive of all taxes, in paise; the price may not be above it. */
  mrpPaise: orNull(mrpPaiseField),
  countryOfOrigin: optionalText(100, 'tooLong100'),
  /** Months from the date of manufacture or packing that the pack carries. */
  bestBeforeMonths: orNull(bestBeforeField),
  /** Phone and/or e-mail, and address, for consumer complaints. */
  consumerCare: optionalText(300, 'tooLong300'),
});
export type ProductLabelInput = z.infer<typeof ProductLabelInput>;

/** A box has its three sides or none: a side alone says nothing of the parcel. */
const SIDES = ['lengthCm', 'breadthCm', 'heightCm'] as const;
const wholeBox = <T extends z.ZodType<{ lengthCm: number | null; breadthCm: number | null; heightCm: number | null }>>(shipping: T) =>
  SIDES.reduce<T>(
    (schema, side) => schema.refine((v) => v[side] != null || SIDES.every((s) => v[s] == null), { path: [side], error: 'required', when: () => true }) as unknown as T,
    shipping,
  );

/**
 * One unit as packed for the courier (docs/product-rules.md 61): its weight in grams and its box's
 * sides in centimetres, within the limits a parcel is booked with (shipments.ts). Each may stay
 * blank; the packing queue then suggests no weight, or no box, for a parcel holding it.
 */
export const ProductShippingInput = wholeBox(
  z.object({
    weightGrams: orNull(parcelWeightField),
    lengthCm: orNull(parcelSideField),
    breadthCm: orNull(parcelSideField),
    heightCm: orNull(parcelSideField),
  }),
);
export type ProductShippingInput = z.infer<typeof ProductShippingInput>;

/** POST /api/admin/products and PUT /api/admin/products/:id: the whole product. */
export const AdminProductInput = z.object({
  name: nameField,
  description: descriptionField,
  pricePaise: pricePaiseField,
  category: categoryField,
  stock: stockField,
  imageUrl: imageUrlField,
  features: featuresField.default([]),
  /** Its HSN code, one of the shop's tax table (GET /api/store/hsn-codes): it decides the GST rate. */
  hsnCode: hsnCodeField,
  /**
   * Its class of goods within that code, if the law gives the class its own rate (neem-based
   * bio-pesticides within 3808): one of the code's classes, or null. Left out: none.
   */
  gstClassId: gstClassIdField.nullable().optional(),
  /** Hindi and Marathi name, description and features; what is left out shows in English. */
  translations: ProductTranslations.default({}),
  /**
   * On an edit, the stock the form showed when it opened. Orders take stock while a form is open:
   * with this, saving an unchanged stock field keeps what they left, and a changed one is refused
   * (409) if the stock moved meanwhile. Without it (an API client), stock is set as given.
   */
  stockBefore: stockField.optional(),
  /**
   * A seed's label particulars, and a lot to add with this save (a new product's first lot).
   * Publishing a seed product needs them all (the server names each one missing); a seed's stock
   * is its valid lots' stock, so `stock` is not used for seeds (docs/product-rules.md 28).
   */
  seedLabel: SeedLabelInput.nullish(),
  /**
   * What one unit sold holds (docs/product-rules.md 34): both or neither (the server
   * names the one missing). Left out (null) by older API clients; the forms always ask for it.
   * A seed's pack is its label's net quantity: a seed saved without one takes the label's.
   */
  packSize: packSizeField.nullish().transform((v) => v ?? null),
  packUnit: packUnitField.nullish().transform((v) => v ?? null),
  /**
   * "Sold in a sealed pack": a pre-packed commodity with the label below. Seeds, fertilisers and
   * pesticides always are, whatever this says; left out: not ticked.
   */
  packaged: z.boolean('trueOrFalse').nullish().transform((v) => v ?? false),
  /** The label's particulars (docs/product-rules.md 38); left out: all blank. */
  label: ProductLabelInput.nullish().transform((v) => v ?? null),
  /** Its shipping weight and box (docs/product-rules.md 61); left out: not given. */
  shipping: ProductShippingInput.nullish().transform((v) => v ?? null),
});
export type AdminProductInput = z.infer<typeof AdminProductInput>;

const requiredText = z.string().trim().min(1, { error: 'required', abort: true });

/** Rupees as typed ("1200", "49.50"): a plain decimal number with at most 2 decimals, as paise. */
const rupeesText = requiredText
  .refine((v) => /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v), { error: 'price', abort: true })
  // Trailing zeros are not paise: "49.500" is ₹49.50.
  .refine((v) => (v.split('.')[1] ?? '').replace(/0+$/, '').length <= 2, { error: 'priceDecimals', abort: true })
  .transform((v) => rupeesToPaise(Number(v)))
  .pipe(pricePaiseField);

/** The features box: one key feature a line. */
const featureLines = z.string().transform((text) => text.split(/\r?\n/)).pipe(featuresField);
/** One language's boxes of the product form. */
/** A box that may stay blank (null), else read as `field` takes it. */
const blankOr = <T extends z.ZodType>(field: T, read: (v: string) => unknown = (v) => v) =>
  z.string().trim().transform((v) => (v === '' ? null : read(v))).pipe(field.nullable());
/** The label's boxes (docs/product-rules.md 38): the MRP in rupees, the months as a number. */
const labelForm = z.object({
  brand: ProductLabelInput.shape.brand,
  makerRole: blankOr(makerRoleField),
  makerName: ProductLabelInput.shape.makerName,
  makerAddress: ProductLabelInput.shape.makerAddress,
  genericName: ProductLabelInput.shape.genericName,
  mrp: z.string().trim().transform((v) => (v === '' ? null : v)).pipe(rupeesText.nullable()),
  countryOfOrigin: ProductLabelInput.shape.countryOfOrigin,
  bestBeforeMonths: blankOr(bestBeforeField, Number),
  consumerCare: ProductLabelInput.shape.consumerCare,
});
/** The shipping boxes (docs/product-rules.md 61): whole grams and centimetres, each blank or a number. */
const shippingForm = wholeBox(
  z.object({
    weightGrams: blankOr(parcelWeightField, Number),
    lengthCm: blankOr(parcelSideField, Number),
    breadthCm: blankOr(parcelSideField, Number),
    heightCm: blankOr(parcelSideField, Number),
  }),
);
const translationForm = z.object({ name: ProductTranslation.shape.name, description: ProductTranslation.shape.description, features: featureLines });

/**
 * The product form: every field as the text its input holds, turned into the API's shape
 * (rupees to paise, stock to a number, one key feature a line). Its output is an AdminProductInput.
 */
export const AdminProductForm = z
  .object({
    name: nameField,
    description: descriptionField,
    price: rupeesText,
    category: categoryField,
    stock: requiredText.transform(Number).pipe(stockField),
    imageUrl: imageUrlField,
    features: featureLines,
    hsnCode: hsnCodeField,
    /** Its class within the code, when the code has classes; blank: none (the code's rate). */
    gstClassId: z.string().trim().transform((v) => v || null),
    translations: z.object({ hi: translationForm, mr: translationForm }),
    /** A seed's label and first lot (docs/product-rules.md 28); ignored for other categories. */
    seedLabel: SeedLabelForm.optional(),
    /** The pack (docs/product-rules.md 34): blank is "not given" here; the check below requires it. */
    packSize: z.string().trim().transform((v) => (v === '' ? null : Number(v))).pipe(packSizeField.nullable()),
    packUnit: z.string().trim().transform((v) => v || null).pipe(packUnitField.nullable()),
    packaged: z.boolean(),
    label: labelForm,
    /** The shipping boxes; a form without them (the vendor's) gives none. */
    shipping: shippingForm.optional(),
  })
  // The selling price may not exceed the MRP the pack declares (docs/product-rules.md 38).
  .refine((v) => typeof v.price !== 'number' || typeof v.label?.mrp !== 'number' || v.price <= v.label.mrp, { path: ['price'], error: 'priceAboveMrp', when: () => true })
  // Every product saved from a form says its pack; a seed's may stay blank, as it then takes its
  // label's net quantity (the server's pack-size.ts). Checked alongside the other fields' errors.
  .refine((v) => v.packSize !== null || (v.category === 'seeds' && v.packUnit === null), { path: ['packSize'], error: 'required', when: () => true })
  .refine((v) => v.packUnit !== null || (v.category === 'seeds' && v.packSize === null), { path: ['packUnit'], error: 'required', when: () => true })
  .transform(({ price, seedLabel, label: { mrp, ...label }, shipping, ...product }): AdminProductInput => ({
    ...product,
    shipping: shipping ?? null,
    pricePaise: price,
    seedLabel: product.category === 'seeds' ? seedLabel : null,
    label: { ...label, mrpPaise: mrp },
  }));
export type AdminProductFormValues = z.input<typeof AdminProductForm>;

/** Where the API names a form field differently (the form holds rupees, the API paise). */
export const PRODUCT_FORM_FIELD_OF: Record<string, string> = { pricePaise: 'price', 'label.mrpPaise': 'label.mrp' };

/** Rupees as the form shows them: whole rupees as they are ("1200"), else both paise digits ("49.50"). */
const rupeesOf = (paise: number) => (paise % PAISE_PER_RUPEE === 0 ? String(paise / PAISE_PER_RUPEE) : (paise / PAISE_PER_RUPEE).toFixed(2));

/** The label's boxes for a product (blank where not given). */
function toLabelFormValues(label: ProductLabelInput | null | undefined): AdminProductFormValues['label'] {
  return {
    brand: label?.brand ?? '',
    makerRole: label?.makerRole ?? '',
    makerName: label?.makerName ?? '',
    makerAddress: label?.makerAddress ?? '',
    genericName: label?.genericName ?? '',
    mrp: label?.mrpPaise ? rupeesOf(label.mrpPaise) : '',
    countryOfOrigin: label?.countryOfOrigin ?? '',
    bestBeforeMonths: label?.bestBeforeMonths ? String(label.bestBeforeMonths) : '',
    consumerCare: label?.consumerCare ?? '',
  };
}

/** The shipping boxes for a product (blank where not given). */
function toShippingFormValues(shipping: ProductShippingInput | null | undefined): NonNullable<AdminProductFormValues['shipping']> {
  const box = (v: number | null | undefined) => (v ? String(v) : '');
  return { weightGrams: box(shipping?.weightGrams), lengthCm: box(shipping?.lengthCm), breadthCm: box(shipping?.breadthCm), heightCm: box(shipping?.heightCm) };
}

/** The form's text for a product (edit), or the empty form with the default category (add). */
export function toProductFormValues(
  product?: Omit<AdminProductInput, 'translations' | 'packSize' | 'packUnit' | 'packaged' | 'label' | 'shipping'> & { translations?: ProductTranslations } & Partial<Pick<AdminProductInput, 'packSize' | 'packUnit' | 'packaged' | 'label' | 'shipping'>>,
): AdminProductFormValues {
  const translation = (language: keyof ProductTranslations) => {
    const text = product?.translations?.[language];
    return { name: text?.name ?? '', description: text?.description ?? '', features: (text?.features ?? []).join('\n') };
  };
  const translations = { hi: translation('hi'), mr: translation('mr') };
  const seedLabel = toSeedLabelFormValues(product?.seedLabel);
  const label = toLabelFormValues(product?.label);
  const shipping = toShippingFormValues(product?.shipping);
  if (!product) return { name: '', description: '', price: '', category: DEFAULT_CATEGORY, stock: '', imageUrl: '', features: '', hsnCode: '', gstClassId: '', translations, seedLabel, packSize: '', packUnit: '', packaged: false, label, shipping };
  return {
    name: product.name,
    description: product.description,
    // Whole rupees as they are ("1200"); otherwise both paise digits ("49.50"), exact for any integer paise.
    price: rupeesOf(product.pricePaise),
    category: product.category,
    stock: String(product.stock),
    imageUrl: product.imageUrl ?? '',
    features: product.features.join('\n'),
    hsnCode: product.hsnCode,
    gstClassId: product.gstClassId ?? '',
    translations,
    seedLabel,
    packSize: product.packSize ? String(product.packSize) : '',
    packUnit: product.packUnit ?? '',
    packaged: product.packaged ?? false,
    label,
    shipping,
  };
}

/**
 * PATCH /api/admin/products/:id: "Show in shop" (true) or hide it (false). On a vendor product
 * this is the admin's moderation: it hides or un-hides the listing, whatever its vendor does.
 */
export const AdminProductVisibility = z.object({
  isActive: z.boolean('trueOrFalse'),
});
export type AdminProductVisibility = z.infer<typeof AdminProductVisibility>;

/** GET /api/admin/products: newest first, hidden products included. */
export const AdminProductListQuery = z.object({
  ...adminPaging,
  q: adminSearch,
  category: CategorySlug.optional(),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

/**
 * A product as the admin sees it: the shop's fields, whether it is on sale, when it was added,
 * and who sells it. A vendor product is on sale only while it is published by its vendor, not
 * hidden by the admin, and its vendor is approved and active (docs/decisions/0008).
 */
export const AdminProduct = StoreProduct.omit({ inStock: true, soldBy: true, seller: true, seedLabel: true, label: true }).extend({
  /** Ticked "Sold in a sealed pack" (seeds, fertilisers and pesticides are packaged whatever it says). */
  packaged: z.boolean(),
  /** The label as saved, each particular null until given, with its unit sale price (docs/product-rules.md 38). */
  label: StoreProductLabel,
  /** A seed's label and its lots (null for other categories; docs/product-rules.md 28). */
  seedLabel: SeedLabel.nullable(),
  /** The Hindi and Marathi texts as entered (the product's own fields are its English). */
  translations: ProductTranslations,
  /** False: hidden from the shop (kept for the orders that hold it). */
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The vendor's account id and business name; null for the shop's own products. */
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  /** The vendor's state of its listing ('published' for the shop's own products). */
  listingStatus: z.enum(LISTING_STATUSES),
  /** True: the admin hid this vendor product ("Hide"); "Show in shop" clears it. */
  moderationHidden: z.boolean(),
  /** The pack as saved (null: not given), which the edit form shows. */
  packSize: z.number().int().nullable(),
  packUnit: packUnitField.nullable(),
  /** Its shipping weight and box as saved (docs/product-rules.md 61), each null until given. */
  shipping: z.object({ weightGrams: z.number().int().nullable(), lengthCm: z.number().int().nullable(), breadthCm: z.number().int().nullable(), heightCm: z.number().int().nullable() }),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductList = adminPageOf(AdminProduct);
export type AdminProductList = z.infer<typeof AdminProductList>;

/**
 * DELETE /api/admin/products/:id. A product in past orders is hidden rather than erased, so
 * those orders still read; `outcome` says which happened.
 */
export const AdminProductDeleted = z.object({
  id: z.string(),
  outcome: z.enum(['deleted', 'hidden']),
});
export type AdminProductDeleted = z.infer<typeof AdminProductDeleted>;
