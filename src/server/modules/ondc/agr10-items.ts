import type { CategorySlug } from '#shared/catalog';
import type { DoseBasis } from '#shared/dose';
import { lineTax, taxOfLine } from '#shared/gst';
import type { PackUnit } from '#shared/pack';
import type { LabelParticulars } from '#shared/product-label';
import type { SeedLabelParticulars } from '#shared/seeds';
import type { ProductUse } from '#shared/schemas/product-uses';
import type { TagGroup } from './beckn-context.ts';
import type { Agr10Category, Catalog, CatalogItem, MeasureUnit } from './beckn-callbacks.ts';
import type { BecknAddress } from './beckn-order.ts';

/**
 * The shop's products as ONDC:AGR10 catalogue items (on_search), as pure functions of what the
 * catalogue already keeps.
 *
 * Followed:
 * - ONDC retail 1.2.0 item fields and their notes: ONDC-Official/ONDC-RET-Specifications, branch
 *   draft-1.2.1, commit 83c457cc49bd73fef4f067e971ba053e42d9c361,
 *   api/components/notes/on_search/on_search_Grocery.yaml (descriptor.code "4:<HSN>" (note 24), no
 *   placeholder images (note 25), available count "99" in stock (note 27), maximum count the cap
 *   per order (note 28), consumer care "name,email,phone" (note 33), the origin tag with an
 *   ISO 3166-1 alpha-3 country (notes 36-37)) and notes/on_select/on_select_item_in_stock.yaml
 *   note 12 (an item's price is inclusive or exclusive of taxes "exactly as defined in the catalog").
 * - The AGR10 example catalogue: ONDC-Official/ONDC-AGR-Specifications, branch draft-agri_input,
 *   commit 12ac1a5e96b5f63986ceff313c7b4cf7b679a2bc,
 *   api/components/Examples/Agri_Products/on_search/on_search.json (category_id "Seed", the
 *   "attribute" tag group with "brand", prices as "820.00").
 * - AGR10's categories and attribute codes: ONDC's own validator, ONDC-Official/log-validation-utility,
 *   commit 4d1336214435d1c3e125a0117832e21166c6843d, constants/category.ts (agriJSON),
 *   constants/agriculture.ts (seed_Obj, pesticide_Obj, ...: brand mandatory; manufacturer,
 *   constituents, shelf_life, dosage, minimum_germination, "seed_treatment/coatings",
 *   pack_quantity, sowing_season, ... optional) and utils/index.ts checkMandatoryTags (tag group
 *   code "attribute"; "origin" tag group).
 *
 * An attribute is sent only when the product really has its value: a missing germination figure,
 * dose or brand is left out, never guessed. The shop keeps no sowing season per product, so
 * "sowing_season" is never sent.
 */

/** What one shop product brings to its ONDC item: the catalogue's own fields, in its API's names. */
export interface Agr10ProductInput {
  id: string;
  /** English name, description and features (ONDC retail 1.2.0's descriptor has no languages). */
  name: string;
  description: string;
  features?: string[];
  category: CategorySlug;
  /** products.price_paise: the selling price of one unit before GST (docs/product-rules.md 3). */
  pricePaise: number;
  /** The GST rate in force for the product's HSN code and class, in basis points (1800: 18%). */
  gstRateBp: number;
  hsnCode: string;
  /** Units that can be sold now (stock less units held for farmers' consent). */
  stock: number;
  /** The product's photo address as the shop serves it (/media/products/...), or absolute; null: none. */
  imageUrl: string | null;
  packSize: number | null;
  packUnit: PackUnit | null;
  /** Whether it is a pre-packed commodity (src/shared/product-label.ts isPackaged). */
  packaged: boolean;
  label: LabelParticulars;
  /** A seed's label particulars, and the germination of its lots on sale; null for other products. */
  seed: (SeedLabelParticulars & { lots: Array<{ germinationPct: number }> }) | null;
  /** Its approved uses (crops and doses), as the catalogue's ProductUse view names them. */
  uses: Array<Pick<ProductUse, 'cropName' | 'problemName' | 'dose'>>;
}

/** Shop-level facts every item repeats (ONDC retail 1.2.0 asks them per item). */
export interface Agr10ShopFacts {
  providerId: string;
  locationId: string;
  fulfillmentId: string;
  /** ISO 8601 duration from order to handing to the courier ("P1D"). */
  timeToShip: string;
  /** ISO 8601 duration the buyer may return within ("P7D"). */
  returnWindow: string;
  returnable: boolean;
  cancellable: boolean;
  /** Whether the seller (not the buyer) arranges a return's pick-up. */
  sellerPickupReturn: boolean;
  /** Whether cash on delivery is offered. */
  availableOnCod: boolean;
  consumerCare: { name: string; email: string; phone: string };
  /** The shop's public address ("https://hariyali.example"), to make photo addresses absolute. */
  publicBaseUrl: string;
  /** Most units one order may take, if the shop caps it. */
  maxPerOrder?: number;
}

/**
 * The shop's categories on AGR10's (constants/category.ts agriJSON): equipment and tools are both
 * "Tools and Machinery". Fertilisers are "Fertilizer"; the shop does not mark organic products, so
 * none is sent as "Organic Crop Nutrition"/"Organic Crop Protection".
 */
export const AGR10_CATEGORY_OF: Record<CategorySlug, Agr10Category> = {
  seeds: 'Seed',
  fertilizers: 'Fertilizer',
  pesticides: 'Pesticide',
  equipment: 'Tools and Machinery',
  tools: 'Tools and Machinery',
};

/** Integer paise as ONDC writes rupees: "820.00" (two decimals, no grouping). */
export function paiseToInr(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole, non-negative number of paise: ${paise}`);
  return `${Math.trunc(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * One unit's price with its GST, the shop's tax rounding applied to one unit (lineTax). The shop
 * lists GST-inclusive prices on ONDC: the buyer app shows price.value as the price to pay, and the
 * MRP it is compared with (maximum_value) includes all taxes; so the quote's "tax" lines stay 0.
 */
export function unitPriceWithGstPaise(pricePaise: number, gstRateBp: number): number {
  return pricePaise + taxOfLine(lineTax(pricePaise, gstRateBp, false));
}

const MEASURE_OF_PACK: Record<PackUnit, MeasureUnit> = { g: 'gram', kg: 'kilogram', ml: 'millilitre', l: 'litre', piece: 'unit', packet: 'unit' };

/** What one unit sold holds: a seed its label's net quantity, others their pack; otherwise one unit. */
function measureOf(product: Agr10ProductInput): { unit: MeasureUnit; value: string } {
  const seed = product.seed;
  if (seed?.netQuantity != null && (seed.netUnit === 'g' || seed.netUnit === 'kg')) return { unit: MEASURE_OF_PACK[seed.netUnit], value: String(seed.netQuantity) };
  if (product.category !== 'seeds' && product.packSize !== null && product.packUnit !== null) return { unit: MEASURE_OF_PACK[product.packUnit], value: String(product.packSize) };
  // A packet of counted seeds (or a product without a pack) is sold as one unit; pack_quantity says how many seeds.
  return { unit: 'unit', value: '1' };
}

function packQuantityOf(product: Agr10ProductInput): string | undefined {
  const seed = product.seed;
  if (seed?.netQuantity != null && seed.netUnit) return `${seed.netQuantity} ${seed.netUnit}`;
  if (product.category !== 'seeds' && product.packSize !== null && product.packUnit !== null) return `${product.packSize} ${product.packUnit}`;
  return undefined;
}

const BASIS_TEXT: Record<DoseBasis, string> = { acre: 'per acre', kg_seed: 'per kg of seed', litre_water: 'per litre of water' };

/** The approved uses' doses, as a label reads them: "Cotton (Whitefly): 100 ml per acre; Chilli: 80 ml per acre". */
function dosageOf(uses: Agr10ProductInput['uses']): string | undefined {
  const lines = uses.map((u) => `${u.cropName}${u.problemName ? ` (${u.problemName})` : ''}: ${u.dose.amount} ${u.dose.unit} ${BASIS_TEXT[u.dose.basis]}`);
  return lines.length ? [...new Set(lines)].join('; ') : undefined;
}

const blank = (v: string | null | undefined): v is null | undefined | '' => v === null || v === undefined || v.trim() === '';

/** The "attribute" tag group: only the attributes the product has (codes from constants/agriculture.ts). */
function attributesOf(product: Agr10ProductInput): Array<{ code: string; value: string }> {
  const { label, seed } = product;
  const list: Array<{ code: string; value: string | undefined | null }> = [
    { code: 'brand', value: label.brand },
    { code: 'manufacturer', value: label.makerRole === 'manufacturer' ? label.makerName : null },
    // A pesticide's or fertiliser's generic name is its composition ("Imidacloprid 17.8% SL").
    { code: 'constituents', value: product.category === 'pesticides' || product.category === 'fertilizers' ? label.genericName : null },
    { code: 'pack_quantity', value: packQuantityOf(product) },
    { code: 'shelf_life', value: label.bestBeforeMonths != null ? `${label.bestBeforeMonths} months` : null },
    { code: 'dosage', value: dosageOf(product.uses) },
  ];
  if (seed) {
    // The lowest germination among the lots on sale is the least a buyer can get.
    const germination = seed.lots.length ? Math.min(...seed.lots.map((l) => l.germinationPct)) : null;
    list.push({ code: 'minimum_germination', value: germination === null ? null : `${germination}%` });
    list.push({ code: 'seed_treatment/coatings', value: seed.treated === true ? seed.treatment : seed.treated === false ? 'Untreated' : null });
  }
  return list.flatMap((a) => (blank(a.value) ? [] : [{ code: a.code, value: a.value.trim() }]));
}

/** ISO 3166-1 alpha-3 of the label's country of origin, only when it plainly names India (the shop keeps it as free text). */
function originCountryOf(countryOfOrigin: string | null): string | undefined {
  const c = countryOfOrigin?.trim().toLowerCase();
  return c === 'india' || c === 'ind' || c === 'bharat' ? 'IND' : undefined;
}

function absolute(url: string, base: string): string {
  return new URL(url, base.endsWith('/') ? base : `${base}/`).toString();
}

function packagedDeclarationsOf(product: Agr10ProductInput): CatalogItem['@ondc/org/statutory_reqs_packaged_commodities'] {
  const { label } = product;
  if (!product.packaged || blank(label.makerName) || blank(label.makerAddress) || blank(label.genericName)) return undefined;
  return { manufacturer_or_packer_name: label.makerName, manufacturer_or_packer_address: label.makerAddress, common_or_generic_name_of_commodity: label.genericName };
}

/** One shop product as an AGR10 catalogue item. `now`: the snapshot's time (item.time.timestamp). */
export function agr10ItemOf(product: Agr10ProductInput, shop: Agr10ShopFacts, now: Date): CatalogItem {
  const value = unitPriceWithGstPaise(product.pricePaise, product.gstRateBp);
  const mrp = product.label.mrpPaise;
  const image = product.imageUrl ? absolute(product.imageUrl, shop.publicBaseUrl) : undefined;
  const longDesc = [product.description, ...(product.features ?? [])].filter((s) => !blank(s)).join('\n');
  const attributes = attributesOf(product);
  const origin = originCountryOf(product.label.countryOfOrigin);
  const tags: TagGroup[] = [
    ...(attributes.length ? [{ code: 'attribute', list: attributes }] : []),
    ...(origin ? [{ code: 'origin', list: [{ code: 'country', value: origin }] }] : []),
  ];
  const available = Math.max(0, product.stock);
  const maximum = shop.maxPerOrder === undefined ? available : Math.min(available, shop.maxPerOrder);
  const statutory = packagedDeclarationsOf(product);
  return {
    id: product.id,
    time: { label: 'enable', timestamp: now.toISOString() },
    descriptor: {
      name: product.name,
      code: `4:${product.hsnCode}`,
      ...(image ? { symbol: image, images: [image] } : {}),
      short_desc: product.name,
      long_desc: longDesc || product.name,
    },
    quantity: {
      unitized: { measure: measureOf(product) },
      available: { count: available > 0 ? '99' : '0' },
      maximum: { count: String(maximum) },
    },
    // maximum_value is the MRP (inclusive of all taxes); without one, or when the GST-inclusive price
    // is above it (the shop checks the MRP against the price before GST), the price itself, as ONDC's examples do.
    price: { currency: 'INR', value: paiseToInr(value), maximum_value: paiseToInr(mrp != null && mrp >= value ? mrp : value) },
    category_id: AGR10_CATEGORY_OF[product.category],
    fulfillment_id: shop.fulfillmentId,
    location_id: shop.locationId,
    '@ondc/org/returnable': shop.returnable,
    '@ondc/org/cancellable': shop.cancellable,
    '@ondc/org/return_window': shop.returnWindow,
    '@ondc/org/seller_pickup_return': shop.sellerPickupReturn,
    '@ondc/org/time_to_ship': shop.timeToShip,
    '@ondc/org/available_on_cod': shop.availableOnCod,
    '@ondc/org/contact_details_consumer_care': [shop.consumerCare.name, shop.consumerCare.email, shop.consumerCare.phone].map((s) => s.replaceAll(',', ' ').trim()).join(','),
    ...(statutory ? { '@ondc/org/statutory_reqs_packaged_commodities': statutory } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

/** The seller node and its one provider (the shop) as on_search names them. */
export interface Agr10CatalogFacts extends Agr10ShopFacts {
  /** The seller node's name and description (catalog "bpp/descriptor"). */
  bppName: string;
  bppDescription: string;
  /** The provider (the shop as a seller) and its store. */
  providerName: string;
  providerDescription: string;
  /** The store (its id is locationId): gps and address. */
  location: { gps: string; address: BecknAddress };
  /** Validity of the catalogue, ISO 8601 ("P1D"). */
  catalogTtl: string;
  /** The fulfillment type offered (retail 1.2.0: "Delivery"). */
  fulfillmentType: 'Delivery';
}

/** The whole on_search catalog of the shop: one provider, its store, its delivery, and each product as an item. */
export function agr10CatalogOf(products: readonly Agr10ProductInput[], facts: Agr10CatalogFacts, now: Date): Catalog {
  const contact = { phone: facts.consumerCare.phone, email: facts.consumerCare.email };
  const fulfillment = { id: facts.fulfillmentId, type: facts.fulfillmentType, contact };
  return {
    'bpp/descriptor': { name: facts.bppName, short_desc: facts.bppDescription, long_desc: facts.bppDescription },
    'bpp/fulfillments': [fulfillment],
    'bpp/providers': [
      {
        id: facts.providerId,
        time: { label: 'enable', timestamp: now.toISOString() },
        descriptor: { name: facts.providerName, short_desc: facts.providerDescription, long_desc: facts.providerDescription },
        ttl: facts.catalogTtl,
        locations: [{ ...facts.location, id: facts.locationId }],
        fulfillments: [fulfillment],
        items: products.map((p) => agr10ItemOf(p, facts, now)),
      },
    ],
  };
}
