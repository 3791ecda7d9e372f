// The shop's products as ONDC:AGR10 catalogue items (src/server/modules/ondc/agr10-items.ts): a
// seed, a pesticide and a tool map to AGR10's categories and attribute codes; an attribute the
// product lacks is left out, never guessed; prices are GST-inclusive rupees with two decimals from
// integer paise; and the whole catalogue validates as the on_search the shop sends.
import { describe, expect, it } from 'vitest';
import { AGR10_CATEGORY_OF, agr10CatalogOf, agr10ItemOf, type Agr10CatalogFacts, type Agr10ProductInput, paiseToInr, unitPriceWithGstPaise } from '../../src/server/modules/ondc/agr10-items.ts';
import { catalogItemSchema, onSearchSchema } from '../../src/server/modules/ondc/beckn-callbacks.ts';

const now = new Date('2026-11-30T06:30:00.000Z');

const facts: Agr10CatalogFacts = {
  providerId: 'hariyali',
  locationId: 'hariyali-nashik',
  fulfillmentId: 'hariyali-delivery',
  timeToShip: 'P1D',
  returnWindow: 'P7D',
  returnable: true,
  cancellable: true,
  sellerPickupReturn: true,
  availableOnCod: true,
  consumerCare: { name: 'Hariyali Care', email: 'care@hariyali.example', phone: '9822000000' },
  publicBaseUrl: 'https://hariyali.example',
  bppName: 'Hariyali',
  bppDescription: 'Seeds, fertilisers, crop protection and farm tools',
  providerName: 'Hariyali Agro Store',
  providerDescription: 'Agri inputs from Nashik',
  location: {
    gps: '19.997454,73.789803',
    address: { name: 'Hariyali Agro Store', building: 'Plot 12', locality: 'Ambad MIDC', city: 'Nashik', state: 'Maharashtra', country: 'IND', area_code: '422010' },
  },
  catalogTtl: 'P1D',
  fulfillmentType: 'Delivery',
};

const noLabel = { brand: null, makerRole: null, makerName: null, makerAddress: null, genericName: null, mrpPaise: null, countryOfOrigin: null, bestBeforeMonths: null, consumerCare: null };

const seed: Agr10ProductInput = {
  id: '0b6c5c7e-1d1a-4a51-9d49-5b3f0c1e2a01',
  name: 'Cotton Seed RCH 659 BG II',
  description: 'Bt cotton hybrid for irrigated and rain-fed fields.',
  features: ['Bollworm tolerant', 'Duration 150-160 days'],
  category: 'seeds',
  pricePaise: 86400,
  gstRateBp: 0,
  hsnCode: '12072010',
  stock: 40,
  imageUrl: '/media/products/0123456789abcdef0123456789abcdef-800.webp',
  packSize: null,
  packUnit: null,
  packaged: true,
  label: {
    ...noLabel,
    brand: 'Rasi Seeds',
    makerRole: 'manufacturer',
    makerName: 'Rasi Seeds (P) Ltd',
    makerAddress: '273 Kamarajar Road, Attur, Tamil Nadu 636102',
    genericName: 'Cotton seed',
    mrpPaise: 86400,
    countryOfOrigin: 'India',
  },
  seed: { crop: 'cotton', variety: 'RCH 659 BG II', netQuantity: 475, netUnit: 'g', treated: true, treatment: 'Imidacloprid 600 FS', lots: [{ germinationPct: 78 }, { germinationPct: 72 }] },
  uses: [],
};

const pesticide: Agr10ProductInput = {
  id: '0b6c5c7e-1d1a-4a51-9d49-5b3f0c1e2a02',
  name: 'Confidor Insecticide',
  description: 'Systemic insecticide against sucking pests.',
  category: 'pesticides',
  pricePaise: 45000,
  gstRateBp: 1800,
  hsnCode: '38089199',
  stock: 0,
  imageUrl: null,
  packSize: 250,
  packUnit: 'ml',
  packaged: true,
  label: {
    ...noLabel,
    brand: 'Bayer',
    makerRole: 'packer',
    makerName: 'Bayer CropScience Ltd',
    makerAddress: 'Thane, Maharashtra 400607',
    genericName: 'Imidacloprid 17.8% SL',
    mrpPaise: 56000,
    countryOfOrigin: 'Germany',
    bestBeforeMonths: 24,
  },
  seed: null,
  uses: [
    { cropName: 'Cotton', problemName: 'Whitefly', dose: { amount: 100, unit: 'ml', basis: 'acre' } },
    { cropName: 'Chilli', problemName: null, dose: { amount: 80, unit: 'ml', basis: 'acre' } },
  ],
};

const tool: Agr10ProductInput = {
  id: '0b6c5c7e-1d1a-4a51-9d49-5b3f0c1e2a03',
  name: 'Hand Weeder (Khurpi)',
  description: 'Forged steel weeder with a wooden handle.',
  category: 'tools',
  pricePaise: 19950,
  gstRateBp: 1200,
  hsnCode: '8201',
  stock: 7,
  imageUrl: 'https://cdn.hariyali.example/khurpi.webp',
  packSize: null,
  packUnit: null,
  packaged: false,
  label: noLabel,
  seed: null,
  uses: [],
};

const attributes = (item: ReturnType<typeof agr10ItemOf>) => Object.fromEntries(item.tags?.find((t) => t.code === 'attribute')?.list.map((a) => [a.code, a.value]) ?? []);

describe('paise as ONDC rupees', () => {
  it('writes two decimals, no grouping', () => {
    expect(paiseToInr(0)).toBe('0.00');
    expect(paiseToInr(5)).toBe('0.05');
    expect(paiseToInr(100)).toBe('1.00');
    expect(paiseToInr(123456)).toBe('1234.56');
    expect(paiseToInr(85_000_000)).toBe('850000.00');
  });

  it('refuses what is not whole, non-negative paise', () => {
    expect(() => paiseToInr(-1)).toThrow(RangeError);
    expect(() => paiseToInr(10.5)).toThrow(RangeError);
  });

  it("adds one unit's GST, rounded to the paisa as the shop rounds a line", () => {
    expect(unitPriceWithGstPaise(45000, 1800)).toBe(53100);
    expect(unitPriceWithGstPaise(12345, 1800)).toBe(14567); // 2222.1 paise of tax
    expect(unitPriceWithGstPaise(86400, 0)).toBe(86400);
  });
});

describe('a seed', () => {
  const item = agr10ItemOf(seed, facts, now);

  it('is a "Seed" with its label, lots and treatment as AGR10 attributes', () => {
    expect(item.category_id).toBe('Seed');
    expect(attributes(item)).toEqual({
      brand: 'Rasi Seeds',
      manufacturer: 'Rasi Seeds (P) Ltd',
      pack_quantity: '475 g',
      minimum_germination: '72%',
      'seed_treatment/coatings': 'Imidacloprid 600 FS',
    });
    expect(item.tags).toContainEqual({ code: 'origin', list: [{ code: 'country', value: 'IND' }] });
  });

  it('is priced, measured and described as retail 1.2.0 asks', () => {
    expect(item.price).toEqual({ currency: 'INR', value: '864.00', maximum_value: '864.00' });
    expect(item.quantity).toEqual({ unitized: { measure: { unit: 'gram', value: '475' } }, available: { count: '99' }, maximum: { count: '40' } });
    expect(item.descriptor).toEqual({
      name: 'Cotton Seed RCH 659 BG II',
      code: '4:12072010',
      symbol: 'https://hariyali.example/media/products/0123456789abcdef0123456789abcdef-800.webp',
      images: ['https://hariyali.example/media/products/0123456789abcdef0123456789abcdef-800.webp'],
      short_desc: 'Cotton Seed RCH 659 BG II',
      long_desc: 'Bt cotton hybrid for irrigated and rain-fed fields.\nBollworm tolerant\nDuration 150-160 days',
    });
    expect(item.time).toEqual({ label: 'enable', timestamp: '2026-11-30T06:30:00.000Z' });
    expect(item['@ondc/org/statutory_reqs_packaged_commodities']).toEqual({
      manufacturer_or_packer_name: 'Rasi Seeds (P) Ltd',
      manufacturer_or_packer_address: '273 Kamarajar Road, Attur, Tamil Nadu 636102',
      common_or_generic_name_of_commodity: 'Cotton seed',
    });
    expect(item['@ondc/org/contact_details_consumer_care']).toBe('Hariyali Care,care@hariyali.example,9822000000');
    expect(catalogItemSchema.safeParse(item).success).toBe(true);
  });

  it('says an untreated seed is untreated, and a counted packet is one unit of so many seeds', () => {
    const untreated = agr10ItemOf({ ...seed, seed: { ...seed.seed!, treated: false, treatment: null, netQuantity: 450, netUnit: 'seeds' } }, facts, now);
    expect(attributes(untreated)['seed_treatment/coatings']).toBe('Untreated');
    expect(attributes(untreated).pack_quantity).toBe('450 seeds');
    expect(untreated.quantity.unitized.measure).toEqual({ unit: 'unit', value: '1' });
  });

  it('sends no germination without a lot, no treatment not yet said, no brand not given', () => {
    const bare = agr10ItemOf({ ...seed, label: { ...seed.label, brand: null, countryOfOrigin: null }, seed: { ...seed.seed!, treated: null, treatment: null, lots: [] } }, facts, now);
    const codes = Object.keys(attributes(bare));
    expect(codes).not.toContain('minimum_germination');
    expect(codes).not.toContain('seed_treatment/coatings');
    expect(codes).not.toContain('brand');
    expect(codes).not.toContain('sowing_season');
    expect(bare.tags?.some((t) => t.code === 'origin')).toBe(false);
  });
});

describe('a pesticide', () => {
  const item = agr10ItemOf(pesticide, facts, now);

  it('is a "Pesticide" with its composition, pack, shelf life and label doses', () => {
    expect(item.category_id).toBe('Pesticide');
    expect(attributes(item)).toEqual({
      brand: 'Bayer',
      constituents: 'Imidacloprid 17.8% SL',
      pack_quantity: '250 ml',
      shelf_life: '24 months',
      dosage: 'Cotton (Whitefly): 100 ml per acre; Chilli: 80 ml per acre',
    });
    // Packed, not made, by Bayer CropScience: no "manufacturer" attribute; origin only for India.
    expect(item.tags?.some((t) => t.code === 'origin')).toBe(false);
  });

  it('is priced with its GST under its MRP, and out of stock as "0"', () => {
    expect(item.price).toEqual({ currency: 'INR', value: '531.00', maximum_value: '560.00' });
    expect(item.quantity).toEqual({ unitized: { measure: { unit: 'millilitre', value: '250' } }, available: { count: '0' }, maximum: { count: '0' } });
    expect(item.descriptor.images).toBeUndefined();
    expect(item.descriptor.symbol).toBeUndefined();
  });

  it('names no dose without an approved use', () => {
    expect(attributes(agr10ItemOf({ ...pesticide, uses: [] }, facts, now))).not.toHaveProperty('dosage');
  });

  it('gives its own price as maximum_value when the price with GST is above the MRP', () => {
    const above = agr10ItemOf({ ...pesticide, label: { ...pesticide.label, mrpPaise: 50000 } }, facts, now);
    expect(above.price).toEqual({ currency: 'INR', value: '531.00', maximum_value: '531.00' });
  });
});

describe('a tool', () => {
  const item = agr10ItemOf(tool, facts, now);

  it('is "Tools and Machinery", one unit, with no attributes it does not have', () => {
    expect(item.category_id).toBe('Tools and Machinery');
    expect(AGR10_CATEGORY_OF.equipment).toBe('Tools and Machinery');
    expect(item.tags).toBeUndefined();
    expect(item['@ondc/org/statutory_reqs_packaged_commodities']).toBeUndefined();
    expect(item.price).toEqual({ currency: 'INR', value: '223.44', maximum_value: '223.44' });
    expect(item.quantity.unitized.measure).toEqual({ unit: 'unit', value: '1' });
    expect(item.descriptor.images).toEqual(['https://cdn.hariyali.example/khurpi.webp']);
  });

  it('takes at most the per-order cap', () => {
    expect(agr10ItemOf(tool, { ...facts, maxPerOrder: 5 }, now).quantity.maximum).toEqual({ count: '5' });
  });
});

describe('the whole catalogue', () => {
  it('validates as the on_search the shop sends', () => {
    const catalog = agr10CatalogOf([seed, pesticide, tool], facts, now);
    const context = {
      domain: 'ONDC:AGR10',
      action: 'on_search',
      country: 'IND',
      city: 'std:0253',
      core_version: '1.2.0',
      bap_id: 'buyer-app.example',
      bap_uri: 'https://buyer-app.example/ondc',
      bpp_id: 'ondc.hariyali.example',
      bpp_uri: 'https://ondc.hariyali.example/ondc',
      transaction_id: 'b9c2a1e4-0d2f-4f39-9a51-3d7c7e5a4b10',
      message_id: '4a1f0e52-8a55-4e8f-bd7e-5c3b8d0f2e61',
      timestamp: now.toISOString(),
      ttl: 'PT30S',
    };
    const result = onSearchSchema.safeParse({ context, message: { catalog } });
    expect(result.success ? [] : result.error.issues).toEqual([]);
    const [provider] = catalog['bpp/providers'];
    expect(provider!.items.map((i) => i.id)).toEqual([seed.id, pesticide.id, tool.id]);
    expect(provider!.locations).toEqual([{ id: 'hariyali-nashik', ...facts.location }]);
    expect(provider!.items.every((i) => i.location_id === 'hariyali-nashik' && i.fulfillment_id === 'hariyali-delivery')).toBe(true);
  });

  it('an item with a made-up category or an unpriced value does not validate', () => {
    const item = agr10ItemOf(tool, facts, now);
    const bad = catalogItemSchema.safeParse({ ...item, category_id: 'Garden', price: { ...item.price, value: '223.4' } });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['category_id', 'price.value']);
  });
});
